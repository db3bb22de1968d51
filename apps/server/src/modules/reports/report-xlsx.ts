import ExcelJS from 'exceljs';
import { EMPTY_CELL, excelFormat, generatedLine } from './report-document.ts';
import type { ReportCell, ReportDocument, TableSection } from './report-document.ts';

const MUTED = { argb: 'FF616E7C' };
const HEADER_FILL: ExcelJS.Fill = {
  type: 'pattern',
  pattern: 'solid',
  fgColor: { argb: 'FFE4E7EB' },
};

/** Sheet names may not hold []:*?/\ and are at most 31 characters. */
const sheetName = (name: string) => name.replace(/[[\]:*?/\\]/g, '-').slice(0, 31);

/** Numbers go in as numbers with a number format; nothing as a dash. */
function setCell(cell: ExcelJS.Cell, value: ReportCell): void {
  if (value === null || value === '') {
    cell.value = EMPTY_CELL;
    cell.alignment = { horizontal: 'right' };
  } else if (typeof value === 'string') {
    cell.value = value;
  } else {
    cell.value = value.value;
    cell.numFmt = excelFormat(value);
  }
}

/**
 * The report as an Excel workbook: title and facts on the first sheet (label, value), each
 * table on a sheet of its own with a header row to filter by.
 */
export async function reportXlsx(report: ReportDocument, generatedAt: Date): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  workbook.creator = 'Flockbook';
  workbook.created = generatedAt;
  const main = workbook.addWorksheet(sheetName(report.sheet));
  main.columns = [{ width: 40 }, { width: 22 }];
  main.addRow([report.title]).font = { bold: true, size: 14 };
  for (const line of report.subtitle) main.addRow([line]).font = { color: MUTED };
  if (report.notice)
    main.addRow([report.notice]).font = { bold: true, color: { argb: 'FF8A4B00' } };
  main.addRow([generatedLine(generatedAt)]).font = { color: MUTED, size: 9 };
  for (const section of report.sections) {
    if (section.kind === 'table') {
      tableSheet(workbook, section);
      continue;
    }
    main.addRow([]);
    main.addRow([section.title]).font = { bold: true, size: 12 };
    for (const [label, value] of section.rows) {
      const row = main.addRow([label]);
      setCell(row.getCell(2), value);
    }
  }
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

function tableSheet(workbook: ExcelJS.Workbook, section: TableSection): void {
  const sheet = workbook.addWorksheet(sheetName(section.sheet), {
    views: [{ state: 'frozen', ySplit: 1 }],
  });
  sheet.columns = section.columns.map((column) => ({
    header: column.header,
    width: Math.max(10, Math.round(column.width * 6)),
  }));
  const header = sheet.getRow(1);
  header.font = { bold: true };
  header.eachCell((cell) => {
    cell.fill = HEADER_FILL;
  });
  for (const cells of section.rows) {
    const row = sheet.addRow([]);
    cells.forEach((cell, index) => setCell(row.getCell(index + 1), cell));
  }
  if (section.rows.length === 0) sheet.addRow([section.empty]).font = { color: MUTED };
  else
    sheet.autoFilter = {
      from: { row: 1, column: 1 },
      to: { row: 1, column: section.columns.length },
    };
}
