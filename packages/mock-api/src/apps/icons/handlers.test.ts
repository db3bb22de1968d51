import { describe, expect, it } from 'vitest';
import { callerOf } from '../../testing/call.ts';
import {
  FIRST_ICON_CODE,
  FIRST_ICON_ORDER,
  ICON_COUNT,
  iconEntriesSchema,
  iconsPaths,
  muiIconComponentName,
} from './contract.ts';
import { createHandlers } from './handlers.ts';
import { pickIconNames, readFontIconNames, readMuiIconComponents } from './icon-name-sources.ts';
import { iconNames } from './icon-names.ts';
import { iconTags } from './sample-data.ts';

describe('GET /api/icons', () => {
  it('answers the 1,013 entries of section 9 as JSON, parsed with the contract', async () => {
    const answer = await callerOf(createHandlers()).raw(iconsPaths.icons);
    expect(answer.status).toBe(200);
    expect(answer.contentType).toContain('application/json');

    const entries = iconEntriesSchema.parse(answer.body);
    expect(entries).toHaveLength(ICON_COUNT);
    expect(entries[0]).toMatchObject({ order: 1732, code: 59648, prevSize: 32 });
    expect(entries.at(-1)).toMatchObject({ order: 2744, code: 60660, prevSize: 32 });
    entries.forEach((entry, index) => {
      expect(entry.order).toBe(FIRST_ICON_ORDER + index);
      expect(entry.code).toBe(FIRST_ICON_CODE + index);
      expect(entry.ligatures).toBe(entry.name);
      expect(entry.name).toBe(iconNames[index]);
      expect(entry.tags.length).toBeGreaterThan(0);
    });
    expect(new Set(entries.map((entry) => entry.id)).size).toBe(ICON_COUNT);
    expect(new Set(entries.map((entry) => entry.name)).size).toBe(ICON_COUNT);
  });

  it('tags an icon with the words of its name and a few synonyms', () => {
    expect(iconTags('delete_forever')).toEqual(['delete', 'forever', 'remove', 'trash', 'bin']);
    expect(iconTags('abc')).toEqual(['abc']);
  });
});

describe('the committed icon names', () => {
  const fontNames = readFontIconNames();
  const muiComponents = readMuiIconComponents();

  it('are each a ligature of the material-icons font and a @mui/icons-material component', () => {
    expect(fontNames.size).toBeGreaterThan(2000);
    const missingFromFont = iconNames.filter((name) => !fontNames.has(name));
    const missingFromMui = iconNames.filter(
      (name) => !muiComponents.has(muiIconComponentName(name)),
    );
    expect(missingFromFont).toEqual([]);
    expect(missingFromMui).toEqual([]);
  });

  it('are the ones the generator picks from the installed packages today', () => {
    expect(iconNames).toEqual(pickIconNames(fontNames, muiComponents));
  });

  it('would catch a name the font lacks', () => {
    expect(fontNames.has('brooder_heater')).toBe(false);
    expect(muiComponents.has(muiIconComponentName('brooder_heater'))).toBe(false);
  });
});
