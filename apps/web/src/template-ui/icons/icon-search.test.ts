import type { IconEntry } from '@flockbook/mock-api/icons';
import { describe, expect, it } from 'vitest';
import { codePointLabel, searchIcons } from './icon-search.ts';

const icon = (name: string, tags: string[]): IconEntry => ({
  order: 1,
  id: name,
  name,
  prevSize: 32,
  code: 59648,
  ligatures: name,
  tags,
});
const icons = [
  icon('add_alarm', ['add', 'alarm', 'plus', 'clock']),
  icon('alarm_off', ['alarm', 'off', 'clock']),
  icon('home', ['home', 'house']),
];
const names = (search: string) => searchIcons(icons, search).map((found) => found.name);

describe('searchIcons', () => {
  it('keeps every icon for an empty search', () => {
    expect(names('  ')).toEqual(['add_alarm', 'alarm_off', 'home']);
  });

  it('finds by part of the name and by the start of a tag, every word required', () => {
    expect(names('ALARM')).toEqual(['add_alarm', 'alarm_off']);
    expect(names('hous')).toEqual(['home']);
    expect(names('clock off')).toEqual(['alarm_off']);
    expect(names('add_alarm')).toEqual(['add_alarm']);
    expect(names('ouse')).toEqual([]);
  });
});

describe('codePointLabel', () => {
  it('writes the code point as U+ and four upper-case hex digits', () => {
    expect(codePointLabel(59648)).toBe('U+E900');
    expect(codePointLabel(60660)).toBe('U+ECF4');
  });
});
