import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildFarmFixture } from '../../test/farm-fixture.ts';
import type { FarmFixture } from '../../test/farm-fixture.ts';
import { csvRows } from '../../test/read-report-csv.ts';
import { pdfLines, valueBeside, workbookRows } from '../../test/read-report-files.ts';

// Names are the users' own, in Turkish and Arabic too: the files must show them as written.
const FARM = 'Şahin Çiftliği Iğdır';
const TURKISH_FLOCK = 'Sürü İkinci ğüşöç';
const ARABIC_FLOCK = 'قطيع النور 12';
/**
 * The Arabic flock as the PDF draws it, read left to right: the number as written, then the
 * words from last to first, each one's letters from last to first (read right to left, it is
 * the name again).
 */
const reversed = (word: string) => [...word].reverse().join('');
const ARABIC_DRAWN = `12\u00a0${reversed('النور')}\u00a0${reversed('قطيع')}`;

let f: FarmFixture;
let farmId: string;
let arabicFlock: string;

beforeAll(async () => {
  f = await buildFarmFixture();
  farmId = await f.farm(FARM);
  await f.flock(farmId, { name: TURKISH_FLOCK, placedOn: '2026-10-02' });
  arabicFlock = await f.flock(farmId, { name: ARABIC_FLOCK, placedOn: '2026-10-05' });
});
afterAll(() => f.close());

const download = async (url: string) => {
  const response = await f.admin('GET', url);
  expect(response.statusCode, response.body).toBe(200);
  return response;
};
const period = (format: string) =>
  download(`/api/reports/farms/${farmId}/period?from=2026-10-01&to=2026-10-31&format=${format}`);

describe('names beyond Latin-1 in the report files', () => {
  it('prints Turkish names intact and Arabic names right to left in the PDF', async () => {
    const response = await period('pdf');
    expect(response.headers['content-disposition']).toBe(
      'attachment; filename="farm-report-sahin-ciftligi-igdir-2026-10-01-2026-10-31.pdf"',
    );
    const file = response.rawPayload;
    // The font is embedded, only the glyphs the report uses.
    expect(file.toString('latin1')).toMatch(/\/BaseFont \/[A-Z]{6}\+DejaVuSans\b/);
    expect(file.length).toBeLessThan(80_000);
    const lines = pdfLines(file);
    expect(lines[0]).toEqual([`Farm report: ${FARM}`]);
    expect(valueBeside(lines, 'Farm')).toBe(FARM);
    expect(lines.filter((line) => line[0] === TURKISH_FLOCK)).toHaveLength(2);
    expect(lines.filter((line) => line[0] === ARABIC_DRAWN)).toHaveLength(2);
  });

  it('prints an Arabic flock name right to left on its closing sheet', async () => {
    const file = (await download(`/api/reports/flocks/${arabicFlock}/closing-sheet?format=pdf`))
      .rawPayload;
    const lines = pdfLines(file);
    expect(lines[0]).toEqual([`Closing sheet: ${ARABIC_DRAWN}`]);
    expect(valueBeside(lines, 'Flock')).toBe(ARABIC_DRAWN);
    expect(valueBeside(lines, 'Farm')).toBe(FARM);
  });

  it('keeps the names as written in the CSV and the workbook', async () => {
    const rows = csvRows((await period('csv')).rawPayload);
    expect(rows[0]).toEqual([`Farm report: ${FARM}`]);
    expect(valueBeside(rows, 'Farm')).toBe(FARM);
    expect(rows.filter((row) => row[0] === ARABIC_FLOCK)).toHaveLength(2);
    expect(rows.filter((row) => row[0] === TURKISH_FLOCK)).toHaveLength(2);
    const sheets = await workbookRows((await period('xlsx')).rawPayload);
    const names = (sheets.get('Flocks - birds') ?? []).map((row) => row[1]);
    expect(names).toEqual(['Flock', TURKISH_FLOCK, ARABIC_FLOCK]);
  });
});
