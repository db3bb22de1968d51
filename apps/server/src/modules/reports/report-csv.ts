import { csvCell } from '../../records/export-rows.ts';
import { generatedLine, plainNumber } from './report-document.ts';
import type { ReportCell, ReportDocument, ReportSection } from './report-document.ts';

/** Text as it is, numbers with their places and a dot, nothing as an empty cell. */
function cell(value: ReportCell): string {
  if (value === null || typeof value === 'string') return csvCell(value);
  return csvCell(plainNumber(value));
}

const line = (cells: ReportCell[]): string => cells.map(cell).join(',');

function sectionLines(section: ReportSection): string[] {
  if (section.kind === 'facts') {
    return [line([section.title]), ...section.rows.map(([label, value]) => line([label, value]))];
  }
  return [
    line([section.title]),
    line(section.columns.map((column) => column.header)),
    ...(section.rows.length === 0 ? [line([section.empty])] : section.rows.map(line)),
  ];
}

/**
 * The report as CSV (RFC 4180, CRLF): the title lines, then each section under its title,
 * facts as label and value, tables under their header row, a blank line between sections.
 * A byte-order mark lets spreadsheet programs read the UTF-8 (Turkish, Arabic) correctly.
 */
export function reportCsv(report: ReportDocument, generatedAt: Date): Buffer {
  const head = [report.title, ...report.subtitle, report.notice, generatedLine(generatedAt)]
    .filter((text): text is string => text !== null)
    .map((text) => line([text]));
  const blocks = [head, ...report.sections.map(sectionLines)];
  return Buffer.from(`\uFEFF${blocks.map((block) => block.join('\r\n')).join('\r\n\r\n')}\r\n`);
}
