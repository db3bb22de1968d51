import { PassThrough } from 'node:stream';
import type { Readable } from 'node:stream';
import { isMoneyField } from '@flockbook/contracts';

/** One column of an export; `field` names the answer field it shows (money is judged by it). */
export type ExportColumn<T> = {
  header: string;
  field: keyof T & string;
  value: (row: T) => string | number | null;
};
export type ExportFormat = 'csv' | 'xlsx';

export const EXPORT_CONTENT_TYPES: Record<ExportFormat, string> = {
  csv: 'text/csv; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
};

/** The columns someone who may not see money gets: every money column left out. */
export function columnsWithoutMoney<T>(columns: ExportColumn<T>[]): ExportColumn<T>[] {
  return columns.filter((column) => !isMoneyField(column.field));
}

/**
 * Streams every row `pages` yields as CSV or XLSX, page by page, so an export of a long
 * list never sits whole in memory.
 */
export function exportRows<T>(
  format: ExportFormat,
  sheetName: string,
  columns: ExportColumn<T>[],
  pages: AsyncIterable<T[]>,
  onError: (error: unknown) => void,
): Readable {
  const output = new PassThrough();
  const write = format === 'csv' ? writeCsv : writeXlsx;
  write(output, sheetName, columns, pages).catch((error: unknown) => {
    onError(error);
    output.destroy(error instanceof Error ? error : new Error(String(error)));
  });
  return output;
}

async function writeCsv<T>(
  output: PassThrough,
  _sheet: string,
  columns: ExportColumn<T>[],
  pages: AsyncIterable<T[]>,
): Promise<void> {
  // A byte-order mark lets spreadsheet programs read the UTF-8 (Turkish, Arabic) correctly.
  output.write('\uFEFF' + columns.map((column) => csvCell(column.header)).join(',') + '\r\n');
  for await (const page of pages) {
    const lines = page.map(
      (row) => columns.map((column) => csvCell(column.value(row))).join(',') + '\r\n',
    );
    if (!output.write(lines.join('')))
      await new Promise((resolve) => output.once('drain', resolve));
  }
  output.end();
}

async function writeXlsx<T>(
  output: PassThrough,
  sheetName: string,
  columns: ExportColumn<T>[],
  pages: AsyncIterable<T[]>,
): Promise<void> {
  // Loaded on the first spreadsheet export, not at start (it takes a good part of a second).
  const { default: ExcelJS } = await import('exceljs');
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: output, useStyles: true });
  const sheet = workbook.addWorksheet(sheetName.slice(0, 31));
  sheet.columns = columns.map((column) => ({
    header: column.header,
    width: Math.max(12, column.header.length + 4),
  }));
  sheet.getRow(1).font = { bold: true };
  sheet.getRow(1).commit();
  for await (const page of pages) {
    for (const row of page) sheet.addRow(columns.map((column) => column.value(row))).commit();
  }
  sheet.commit();
  await workbook.commit();
}

/** Quotes a cell when needed, and defuses text a spreadsheet would run as a formula. */
export function csvCell(value: string | number | null): string {
  if (value === null) return '';
  if (typeof value === 'number') return String(value);
  const safe = /^[=+\-@\t\r]/.test(value) && !/^-?\d+(\.\d+)?$/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}
