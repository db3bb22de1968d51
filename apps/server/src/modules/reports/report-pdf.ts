import PDFDocument from 'pdfkit';
import { pdfFonts, pdfText } from './pdf-text.ts';
import { cellText, generatedLine } from './report-document.ts';
import type { FactsSection, ReportDocument, TableSection } from './report-document.ts';

type Pdf = PDFKit.PDFDocument;

const MARGIN = 50;
const FOOTER_SPACE = 40;
// An embedded Unicode font: names are the users' own, in Turkish and Arabic too.
const FONT = 'Report';
const BOLD = 'Report-Bold';
const INK = '#1f2933';
const MUTED = '#616e7c';
const RULE = '#cbd2d9';
const STRIPE = '#f3f5f7';
const PAD = 4;

/** The report as an A4 PDF: title, facts and tables, a footer with the date and page numbers. */
export function reportPdf(report: ReportDocument, generatedAt: Date): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'A4',
    margins: { top: MARGIN, bottom: MARGIN + FOOTER_SPACE, left: MARGIN, right: MARGIN },
    bufferPages: true,
    info: { Title: report.title, Creator: 'Flockbook' },
  });
  const { regular, bold } = pdfFonts();
  doc.registerFont(FONT, regular).registerFont(BOLD, bold);
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  const width = doc.page.width - 2 * MARGIN;
  let y = MARGIN;
  doc.font(BOLD).fontSize(17).fillColor(INK).text(pdfText(report.title), MARGIN, y, { width });
  y = doc.y + 4;
  doc.font(FONT).fontSize(10).fillColor(MUTED);
  for (const line of report.subtitle) {
    doc.text(pdfText(line), MARGIN, y, { width });
    y = doc.y + 1;
  }
  if (report.notice) {
    doc.font(BOLD).fontSize(10);
    const height = doc.heightOfString(report.notice, { width: width - 2 * PAD }) + 2 * PAD;
    doc.rect(MARGIN, y + 6, width, height).fill('#fff4e5');
    doc.fillColor('#8a4b00').text(pdfText(report.notice), MARGIN + PAD, y + 6 + PAD, {
      width: width - 2 * PAD,
    });
    y += height + 6;
  }
  for (const section of report.sections) {
    y = section.kind === 'facts' ? facts(doc, section, y + 16) : table(doc, section, y + 16);
  }
  footer(doc, generatedAt);
  doc.end();
  return done;
}

const bottomOf = (doc: Pdf) => doc.page.height - doc.page.margins.bottom;

/** Starts a new page when `height` does not fit under `y`; answers where to write. */
function room(doc: Pdf, y: number, height: number): number {
  if (y + height <= bottomOf(doc)) return y;
  doc.addPage();
  return doc.page.margins.top;
}

/** A section's title; it starts a new page unless `keep` points fit under it. */
function heading(doc: Pdf, title: string, y: number, keep: number): number {
  const top = room(doc, y, keep);
  doc.font(BOLD).fontSize(12).fillColor(INK).text(pdfText(title), MARGIN, top);
  const ruleY = doc.y + 2;
  doc
    .moveTo(MARGIN, ruleY)
    .lineTo(doc.page.width - MARGIN, ruleY)
    .lineWidth(0.75)
    .strokeColor(RULE)
    .stroke();
  return ruleY + 3;
}

type Column = { x: number; width: number; right: boolean };

/** One line of cells; answers the y under it. `onNewPage` draws what repeats on a new page. */
function row(
  doc: Pdf,
  cells: { text: string; column: Column }[],
  y: number,
  options: { bold: boolean; fill: string | null; size: number },
  onNewPage?: (top: number) => number,
): number {
  const font = () => doc.font(options.bold ? BOLD : FONT).fontSize(options.size);
  font();
  const height =
    Math.max(
      ...cells.map(({ text, column }) =>
        doc.heightOfString(text, { width: column.width - 2 * PAD }),
      ),
    ) +
    2 * PAD;
  let top = room(doc, y, height);
  if (top !== y && onNewPage) {
    top = onNewPage(top);
    font();
  }
  if (options.fill) {
    const left = cells[0]?.column.x ?? MARGIN;
    doc.rect(left, top, doc.page.width - MARGIN - left, height).fill(options.fill);
  }
  doc.fillColor(INK);
  for (const { text, column } of cells) {
    doc.text(text, column.x + PAD, top + PAD, {
      width: column.width - 2 * PAD,
      align: column.right ? 'right' : 'left',
    });
  }
  return top + height;
}

function facts(doc: Pdf, section: FactsSection, y: number): number {
  let top = heading(doc, section.title, y, 70);
  const width = doc.page.width - 2 * MARGIN;
  const label: Column = { x: MARGIN, width: width * 0.6, right: false };
  const value: Column = { x: MARGIN + width * 0.6, width: width * 0.4, right: true };
  section.rows.forEach(([name, cell], index) => {
    top = row(
      doc,
      [
        { text: pdfText(name), column: label },
        { text: pdfText(cellText(cell)), column: value },
      ],
      top,
      { bold: false, fill: index % 2 === 0 ? STRIPE : null, size: 10 },
    );
  });
  return top;
}

function table(doc: Pdf, section: TableSection, y: number): number {
  let top = heading(doc, section.title, y, 110);
  const width = doc.page.width - 2 * MARGIN;
  const shares = section.columns.reduce((sum, column) => sum + column.width, 0);
  let x = MARGIN;
  const columns: Column[] = section.columns.map((column) => {
    const at = x;
    x += (column.width / shares) * width;
    return { x: at, width: (column.width / shares) * width, right: column.text !== true };
  });
  const header = () =>
    section.columns.map((column, index) => ({
      text: pdfText(column.header),
      column: columns[index] as Column,
    }));
  const headerOptions = { bold: true, fill: '#e4e7eb', size: 8.5 };
  top = row(doc, header(), top, headerOptions);
  if (section.rows.length === 0) {
    doc
      .font(FONT)
      .fontSize(9)
      .fillColor(MUTED)
      .text(pdfText(section.empty), MARGIN + PAD, top + PAD);
    return doc.y;
  }
  const repeatHeader = (at: number) => row(doc, header(), at, headerOptions);
  section.rows.forEach((cells, index) => {
    const texts = cells.map((cell, column) => ({
      text: pdfText(cellText(cell)),
      column: columns[column] as Column,
    }));
    const fill = index % 2 === 1 ? STRIPE : null;
    top = row(doc, texts, top, { bold: false, fill, size: 8.5 }, repeatHeader);
  });
  return top;
}

function footer(doc: Pdf, generatedAt: Date): void {
  const { start, count } = doc.bufferedPageRange();
  for (let page = start; page < start + count; page += 1) {
    doc.switchToPage(page);
    const bottom = doc.page.margins.bottom;
    // Writing below the bottom margin would start a new page.
    doc.page.margins.bottom = 0;
    const y = doc.page.height - MARGIN - 12;
    const width = doc.page.width - 2 * MARGIN;
    doc.font(FONT).fontSize(8).fillColor(MUTED);
    doc.text(`${generatedLine(generatedAt)} · Flockbook`, MARGIN, y, { width, lineBreak: false });
    doc.text(`Page ${page - start + 1} of ${count}`, MARGIN, y, {
      width,
      align: 'right',
      lineBreak: false,
    });
    doc.page.margins.bottom = bottom;
  }
}
