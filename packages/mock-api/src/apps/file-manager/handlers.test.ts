import { beforeEach, describe, expect, it } from 'vitest';
import { callerOf } from '../../testing/call.ts';
import { FILE_TYPES, ROOT_LOCATION, fileManagerPaths, filesResponseSchema } from './contract.ts';
import type { FileEntry } from './contract.ts';
import { createFileManagerState, createHandlers } from './handlers.ts';

const today = new Date(2026, 10, 24, 14, 30);
let call = callerOf(createHandlers(createFileManagerState(today)));
beforeEach(() => {
  call = callerOf(createHandlers(createFileManagerState(today)));
});

const getFiles = () => call.get(fileManagerPaths.files, filesResponseSchema);
const pathOf = (entry: FileEntry) => `${entry.location}/${entry.name}`;
const DAY = 86_400_000;

describe('GET /api/file-manager-app/files', () => {
  it('answers every entry with status 200 as JSON with the spec’s fields', async () => {
    const answer = await call.raw(fileManagerPaths.files);

    expect(answer.status).toBe(200);
    expect(answer.contentType).toContain('application/json');
    const files = filesResponseSchema.parse(answer.body);
    expect(files.length).toBeGreaterThanOrEqual(20);
    for (const file of files) {
      expect(Object.keys(file).sort()).toEqual(
        [
          'created',
          'extention',
          'id',
          'location',
          'modified',
          'name',
          'offline',
          'opened',
          'owner',
          'preview',
          'size',
          'type',
        ].sort(),
      );
    }
    expect(new Set(files.map((file) => file.id)).size).toBe(files.length);
    expect(new Set(files.map((file) => file.type))).toEqual(new Set(FILE_TYPES));
  });

  it('places every entry in the root or in a listed folder, with unique names per folder', async () => {
    const files = await getFiles();
    const folders = new Set(files.filter((file) => file.type === 'folder').map(pathOf));

    for (const file of files) {
      expect(file.location === ROOT_LOCATION || folders.has(file.location)).toBe(true);
    }
    const paths = files.map(pathOf);
    expect(new Set(paths).size).toBe(paths.length);
    // A folder inside a folder, so breadcrumbs go more than one level deep.
    expect([...folders].some((path) => path.split('/').length >= 3)).toBe(true);
  });

  it('gives files their extension, type and size, and folders the size of their contents', async () => {
    const files = await getFiles();
    const extensions: Record<string, string[]> = {
      pdf: ['pdf'],
      document: ['docx', 'doc'],
      spreadsheet: ['xlsx', 'xls', 'csv'],
      text: ['txt'],
      image: ['jpg', 'png'],
    };

    for (const file of files) {
      if (file.type === 'folder') {
        expect(file.extention).toBe('');
        expect(file.preview).toBeNull();
        const inside = files.filter(
          (item) => item.type !== 'folder' && `${item.location}/`.startsWith(`${pathOf(file)}/`),
        );
        expect(inside.length).toBeGreaterThan(0);
        expect(file.size).toBe(inside.reduce((total, item) => total + item.size, 0));
      } else {
        expect(file.name.endsWith(`.${file.extention}`)).toBe(true);
        expect(extensions[file.type]).toContain(file.extention);
        expect(file.size).toBeGreaterThan(0);
      }
    }
    for (const image of files.filter((file) => file.type === 'image')) {
      expect(image.preview).toMatch(/^data:image\/svg\+xml;charset=utf-8,/);
    }
    expect(files.some((file) => file.offline)).toBe(true);
    expect(files.some((file) => !file.offline)).toBe(true);
  });

  it('dates each entry created, then modified, then opened, in the past year up to now', async () => {
    const files = await getFiles();

    for (const file of files) {
      const [created, modified, opened] = [file.created, file.modified, file.opened].map(
        Date.parse,
      );
      expect(created).toBeLessThanOrEqual(modified ?? 0);
      expect(modified).toBeLessThanOrEqual(opened ?? 0);
      expect(opened).toBeLessThanOrEqual(today.getTime());
      expect(created).toBeGreaterThan(today.getTime() - 366 * DAY);
    }
    expect(files.some((file) => today.getTime() - Date.parse(file.modified) < DAY)).toBe(true);
  });

  it('lists folders first and by name within each folder, the same on every call', async () => {
    const files = await getFiles();
    const root = files.filter((file) => file.location === ROOT_LOCATION);
    const folderCount = root.filter((file) => file.type === 'folder').length;
    expect(root.slice(0, folderCount).every((file) => file.type === 'folder')).toBe(true);
    const names = root.slice(folderCount).map((file) => file.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)));

    expect(await getFiles()).toEqual(files);
    const again = callerOf(createHandlers(createFileManagerState(today)));
    expect(await again.get(fileManagerPaths.files, filesResponseSchema)).toEqual(files);
  });

  it('moves the dates with today', async () => {
    const later = new Date(today.getTime() + 7 * DAY);
    const files = await getFiles();
    const moved = await callerOf(createHandlers(createFileManagerState(later))).get(
      fileManagerPaths.files,
      filesResponseSchema,
    );
    const first = files.find((file) => file.name === 'Read me.txt');
    const same = moved.find((file) => file.name === 'Read me.txt');
    expect(Date.parse(same?.created ?? '') - Date.parse(first?.created ?? '')).toBe(7 * DAY);
  });
});
