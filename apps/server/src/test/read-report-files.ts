import { inflateSync } from 'node:zlib';
import ExcelJS from 'exceljs';

/**
 * Readers of the report files for the tests: what a PDF shows line by line, and what the cells
 * of a workbook hold (read-report-csv.ts reads the CSV).
 */

/** The dictionary and, for a stream, the inflated data of each object of a PDF, by number. */
function pdfObjects(file: Buffer): Map<number, { dict: string; data: string | null }> {
  const raw = file.toString('latin1');
  const objects = new Map<number, { dict: string; data: string | null }>();
  const pattern = /(\d+) 0 obj\s*<<((?:(?!endobj)[^])*?)>>\s*(stream\r?\n|endobj)/g;
  for (const match of raw.matchAll(pattern)) {
    const [whole, number = '', dict = '', end = ''] = match;
    let data: string | null = null;
    if (end !== 'endobj') {
      const start = (match.index ?? 0) + whole.length;
      const bytes = file.subarray(start, raw.indexOf('endstream', start));
      data = (dict.includes('/FlateDecode') ? inflateSync(bytes) : bytes).toString('latin1');
    }
    objects.set(Number(number), { dict, data });
  }
  return objects;
}

/** Shown bytes as Latin-1, for a font without a ToUnicode CMap. */
const latin1 = (hex: string): string => Buffer.from(hex, 'hex').toString('latin1');

/** Hex UTF-16BE as text. */
const utf16 = (hex: string): string =>
  String.fromCharCode(
    ...(hex.replace(/\s/g, '').match(/.{4}/g) ?? []).map((unit) => Number.parseInt(unit, 16)),
  );

/**
 * A font's ToUnicode CMap as a decoder of shown hex strings: embedded fonts show glyph ids,
 * which the CMap maps back to the characters they draw.
 */
function cmapDecoder(cmap: string): (hex: string) => string {
  const digits = /begincodespacerange\s*<(\w+)>/.exec(cmap)?.[1]?.length ?? 4;
  const map = new Map<number, string>();
  for (const [, block = ''] of cmap.matchAll(/beginbfchar([^]*?)endbfchar/g)) {
    for (const [, code = '', text = ''] of block.matchAll(/<(\w+)>\s*<([\w\s]*)>/g))
      map.set(Number.parseInt(code, 16), utf16(text));
  }
  for (const [, block = ''] of cmap.matchAll(/beginbfrange([^]*?)endbfrange/g)) {
    const ranges = block.matchAll(/<(\w+)>\s*<(\w+)>\s*(?:\[([^\]]*)\]|<(\w+)>)/g);
    for (const [, low = '', high = '', list, first = ''] of ranges) {
      const start = Number.parseInt(low, 16);
      const texts =
        list === undefined
          ? Array.from({ length: Number.parseInt(high, 16) - start + 1 }, (_, offset) =>
              String.fromCharCode(Number.parseInt(first, 16) + offset),
            )
          : [...list.matchAll(/<([\w\s]*)>/g)].map(([, text = '']) => utf16(text));
      texts.forEach((text, offset) => map.set(start + offset, text));
    }
  }
  return (hex) =>
    (hex.match(new RegExp(`.{${digits}}`, 'g')) ?? [])
      .map((code) => map.get(Number.parseInt(code, 16)) ?? '\uFFFD')
      .join('');
}

/** The decoder of each font resource name (/F1 ...) of a PDF. */
function fontDecoders(
  objects: Map<number, { dict: string; data: string | null }>,
): Map<string, (hex: string) => string> {
  const decoders = new Map<string, (hex: string) => string>();
  for (const { dict } of objects.values()) {
    for (const [, fonts = ''] of dict.matchAll(/\/Font\s*<<([^>]*)>>/g)) {
      for (const [, name = '', number = ''] of fonts.matchAll(/\/(\w+)\s+(\d+) 0 R/g)) {
        const toUnicode = /\/ToUnicode (\d+) 0 R/.exec(objects.get(Number(number))?.dict ?? '');
        const cmap = toUnicode ? objects.get(Number(toUnicode[1]))?.data : null;
        decoders.set(name, cmap ? cmapDecoder(cmap) : latin1);
      }
    }
  }
  return decoders;
}

/** The text of one `[...] TJ` or `<...> Tj` operand, kerning left out. */
function showText(operand: string, decode: (hex: string) => string): string {
  return [...operand.matchAll(/<([0-9a-fA-F\s]*)>/g)]
    .map((match) => decode((match[1] ?? '').replace(/\s/g, '')))
    .join('');
}

/**
 * The text of a PDF, page by page: each line is the text written on one baseline, left to
 * right (a table row's cells, a label and its value). Content streams are inflated and their
 * text operators decoded through each font's ToUnicode CMap. Right-to-left words come out as
 * they are drawn, their letters from left to right.
 */
export function pdfPages(file: Buffer): string[][][] {
  const objects = pdfObjects(file);
  const decoders = fontDecoders(objects);
  const pages: string[][][] = [];
  for (const { data: content } of objects.values()) {
    if (content === null || !/\bBT\b/.test(content)) continue;
    const runs: { x: number; y: number; text: string }[] = [];
    for (const block of content.matchAll(/\bBT\b([^]*?)\bET\b/g)) {
      const body = block[1] ?? '';
      const position = /(-?[\d.]+) (-?[\d.]+) Tm/.exec(body);
      let decode = latin1;
      let text = '';
      for (const shown of body.matchAll(
        /\/(\w+) [\d.]+ Tf|(\[[^\]]*\]) TJ|(<[0-9a-fA-F\s]*>) Tj/g,
      )) {
        if (shown[1]) decode = decoders.get(shown[1]) ?? decode;
        else text += showText(shown[2] ?? shown[3] ?? '', decode);
      }
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
