import { inflateSync } from 'node:zlib';
import ExcelJS from 'exceljs';

/**
 * Readers of the report files for the tests: what a PDF shows line by line, and what the cells
 * of a workbook hold.
 */

// The few WinAnsi codes above Latin-1's printable range that the reports use.
const WIN_ANSI: Record<number, string> = {
  0x85: '…',
  0x91: '‘',
  0x92: '’',
  0x93: '“',
  0x94: '”',
  0x95: '•',
  0x96: '–',
  0x97: '—',
};

function decodeHex(hex: string): string {
  let text = '';
  for (let index = 0; index + 1 < hex.length; index += 2) {
    const code = Number.parseInt(hex.slice(index, index + 2), 16);
    text += WIN_ANSI[code] ?? String.fromCharCode(code);
  }
  return text;
}

/** The text of one `[...] TJ` or `<...> Tj` operand, kerning left out. */
function showText(operand: string): string {
  return [...operand.matchAll(/<([0-9a-fA-F]*)>/g)]
    .map((match) => decodeHex(match[1] ?? ''))
    .join('');
}

/**
 * The text of a PDF, page by page: each line is the text written on one baseline, left to
 * right (a table row's cells, a label and its value). Content streams are inflated and their
 * text operators decoded.
 */
export function pdfPages(file: Buffer): string[][][] {
  const raw = file.toString('latin1');
  const pages: string[][][] = [];
  for (const match of raw.matchAll(/<<([^]*?)>>\s*stream\r?\n/g)) {
    const start = (match.index ?? 0) + match[0].length;
    const end = raw.indexOf('endstream', start);
    const bytes = file.subarray(start, end);
    const content = (match[1] ?? '').includes('/FlateDecode')
      ? inflateSync(bytes).toString('latin1')
      : bytes.toString('latin1');
    if (!/\bBT\b/.test(content)) continue;
    const runs: { x: number; y: number; text: string }[] = [];
    for (const block of content.matchAll(/\bBT\b([^]*?)\bET\b/g)) {
      const body = block[1] ?? '';
      const position = /(-?[\d.]+) (-?[\d.]+) Tm/.exec(body);
      const text = [...body.matchAll(/(\[[^\]]*\]) TJ|(<[0-9a-fA-F]*>) Tj/g)]
        .map((shown) => showText(shown[1] ?? shown[2] ?? ''))
        .join('');
      runs.push({ x: Number(position?.[1] ?? 0), y: Number(position?.[2] ?? 0), text });
    }
    const lines = new Map<string, { x: number; text: string }[]>();
    for (const run of runs) {
      const key = run.y.toFixed(1);
      lines.set(key, [...(lines.get(key) ?? []), run]);
    }
    pages.push(
      [...lines.entries()]
        .sort(([a], [b]) => Number(b) - Number(a))
        .map(([, cells]) => cells.sort((a, b) => a.x - b.x).map((cell) => cell.text)),
    );
  }
  return pages;
}

/** Every line of every page. */
export const pdfLines = (file: Buffer): string[][] => pdfPages(file).flat();

/** The cells of a workbook: sheet name -> rows -> values (1-based columns, index 0 empty). */
export async function workbookRows(file: Buffer): Promise<Map<string, ExcelJS.CellValue[][]>> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(file as unknown as ArrayBuffer);
  const sheets = new Map<string, ExcelJS.CellValue[][]>();
  workbook.eachSheet((sheet) => {
    const rows: ExcelJS.CellValue[][] = [];
    sheet.eachRow((row) => {
      rows.push(row.values as ExcelJS.CellValue[]);
    });
    sheets.set(sheet.name, rows);
  });
  return sheets;
}

/** The number formats of the cells right of each label on a sheet (label -> numFmt). */
export async function workbookFormats(
  file: Buffer,
  sheetName: string,
): Promise<Map<string, string>> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(file as unknown as ArrayBuffer);
  const formats = new Map<string, string>();
  workbook.getWorksheet(sheetName)?.eachRow((row) => {
    const label = row.getCell(1).value;
    if (typeof label === 'string') formats.set(label, row.getCell(2).numFmt);
  });
  return formats;
}

/** The value beside `label` on the one line that starts with it. */
export function valueBeside(lines: readonly (readonly unknown[])[], label: string): unknown {
  const found = lines.filter((line) => line[0] === label);
  if (found.length !== 1) throw new Error(`${found.length} lines start with '${label}'`);
  return found[0]?.[1];
}

/** A figure as the PDF writes it, read back: a dash is nothing, numbers lose their separators. */
export function pdfFigure(text: unknown): string | number | null {
  const value = String(text);
  if (value === '—') return null;
  return /^-?[\d,]+(\.\d+)?$/.test(value) ? Number(value.replaceAll(',', '')) : value;
}

/** A cell read back: a dash is nothing. */
export const cellFigure = (value: unknown): unknown => (value === '—' ? null : value);
