import type { FileEntry } from '@flockbook/mock-api/file-manager';
import { describe, expect, it } from 'vitest';
import {
  crumbsOf,
  displayLocation,
  formatSize,
  pathOf,
  visibleEntries,
} from './file-manager-view.ts';

const entry = (location: string, name: string, type: FileEntry['type'] = 'pdf'): FileEntry => ({
  id: `${location}/${name}`,
  name,
  type,
  owner: 'Grace Okafor',
  size: 1,
  modified: '2026-11-20T10:00:00.000Z',
  opened: '2026-11-20T10:00:00.000Z',
  created: '2026-11-20T10:00:00.000Z',
  extention: type === 'folder' ? '' : 'pdf',
  location,
  offline: false,
  preview: null,
});

const files = [
  entry('My Files', 'Read me.txt', 'text'),
  entry('My Files', 'Vaccination', 'folder'),
  entry('My Files', 'Feed invoices', 'folder'),
  entry('My Files/Feed invoices', 'Invoice FM-2291.pdf'),
  entry('My Files/Feed invoices/Archive', 'Invoices 2025.xlsx', 'spreadsheet'),
  entry('My Files/Vaccination', 'Vaccination schedule.pdf'),
];

describe('visibleEntries', () => {
  it('lists a folder’s own entries, folders first, then by name', () => {
    expect(visibleEntries(files, 'My Files', '').map((file) => file.name)).toEqual([
      'Feed invoices',
      'Vaccination',
      'Read me.txt',
    ]);
    expect(visibleEntries(files, 'My Files/Feed invoices', '').map(pathOf)).toEqual([
      'My Files/Feed invoices/Invoice FM-2291.pdf',
    ]);
  });

  it('searches names below the folder, ignoring case', () => {
    expect(visibleEntries(files, 'My Files', ' INVOICE').map((file) => file.name)).toEqual([
      'Feed invoices',
      'Invoice FM-2291.pdf',
      'Invoices 2025.xlsx',
    ]);
    expect(visibleEntries(files, 'My Files/Vaccination', 'invoice')).toEqual([]);
  });
});

describe('crumbs and locations', () => {
  it('gives each folder from the root down with its path', () => {
    expect(crumbsOf('My Files/Feed invoices/Archive')).toEqual([
      { name: 'My Files', path: 'My Files' },
      { name: 'Feed invoices', path: 'My Files/Feed invoices' },
      { name: 'Archive', path: 'My Files/Feed invoices/Archive' },
    ]);
    expect(crumbsOf('My Files')).toEqual([{ name: 'My Files', path: 'My Files' }]);
  });

  it('names the root in the user’s language', () => {
    expect(displayLocation('My Files', 'ملفاتي')).toBe('ملفاتي');
    expect(displayLocation('My Files/Feed invoices/Archive', 'Dosyalarım')).toBe(
      'Dosyalarım / Feed invoices / Archive',
    );
  });
});

describe('formatSize', () => {
  it('uses the largest unit that keeps the number at least 1', () => {
    expect(formatSize(512, 'en')).toBe('512 byte');
    expect(formatSize(48_213, 'en')).toBe('47.1 kB');
    expect(formatSize(1_284_506, 'en')).toBe('1.2 MB');
    expect(formatSize(1_284_506, 'tr')).toBe('1,2 MB');
  });
});
