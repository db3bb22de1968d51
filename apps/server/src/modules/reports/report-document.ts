/**
 * A report as neutral content (title, facts, tables) that the PDF, Excel and CSV writers all
 * render, so the files cannot show different figures.
 */

/** A number with the decimal places it is shown with. */
export type ReportNumber = { value: number; places: 0 | 1 | 2 | 3 };

/** Text, a number, or nothing (shown as a dash). */
export type ReportCell = string | ReportNumber | null;

/** Label and value pairs. */
export type FactsSection = {
  kind: 'facts';
  title: string;
  rows: [label: string, value: ReportCell][];
};

/**
 * Rows under column headers; `width` is each column's share of the line, `text` marks a column
 * of words or dates (left-aligned; numbers are right-aligned).
 */
export type TableSection = {
  kind: 'table';
  title: string;
  /** The Excel sheet the table goes on (at most 31 characters). */
  sheet: string;
  columns: { header: string; width: number; text?: boolean }[];
  rows: ReportCell[][];
  /** Shown when there are no rows. */
  empty: string;
};

export type ReportSection = FactsSection | TableSection;

export type ReportDocument = {
  title: string;
  /** Lines under the title (what, where, when). */
  subtitle: string[];
  /** A warning shown under the title, e.g. that the figures are provisional. */
  notice: string | null;
  sections: ReportSection[];
  /** The name of the Excel sheet holding the title and the facts. */
  sheet: string;
};

export const EMPTY_CELL = '—';

/** A figure as a report number; null, or text that is not a number, stays empty. */
export function reportNumber(
  value: number | string | null | undefined,
  places: ReportNumber['places'],
): ReportNumber | null {
  if (value === null || value === undefined || value === '') return null;
  const number = typeof value === 'number' ? value : Number(value);
  return Number.isFinite(number) ? { value: number, places } : null;
}

export const integer = (value: number | null | undefined) => reportNumber(value, 0);
/** Money: two decimal places. */
export const amount = (value: string | null | undefined) => reportNumber(value, 2);
/** Kilograms: three decimal places. */
export const kilograms = (value: string | null | undefined) => reportNumber(value, 3);

/** A number with its places and a dot; thousands separators only when `grouping`. */
function numberText(cell: ReportNumber, grouping: boolean): string {
  return cell.value.toLocaleString('en-US', {
    minimumFractionDigits: cell.places,
    maximumFractionDigits: cell.places,
    useGrouping: grouping,
  });
}

/** The cell as the PDF writes it: numbers with thousands separators and fixed places. */
export function cellText(cell: ReportCell): string {
  if (cell === null || cell === '') return EMPTY_CELL;
  if (typeof cell === 'string') return cell;
  return numberText(cell, true);
}

/** A number as the CSV writes it: its places after a dot, no thousands separators. */
export const plainNumber = (cell: ReportNumber): string => numberText(cell, false);

/** The Excel number format of a number cell. */
export function excelFormat(cell: ReportNumber): string {
  return cell.places === 0 ? '#,##0' : `#,##0.${'0'.repeat(cell.places)}`;
}

/** A date or a dash. */
export const dateCell = (value: string | null | undefined): ReportCell => value ?? null;

/** When the file was made, as its footer or head line says it. */
export const generatedLine = (generatedAt: Date): string =>
  `Generated ${generatedAt.toISOString().slice(0, 16).replace('T', ' ')} UTC`;
