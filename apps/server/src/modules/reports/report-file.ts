import { slugify } from '@flockbook/contracts';
import type { ReportFileFormat } from '@flockbook/contracts';
import type { FastifyReply } from 'fastify';
import { EXPORT_CONTENT_TYPES } from '../../records/export-rows.ts';
import { reportCsv } from './report-csv.ts';
import type { ReportDocument } from './report-document.ts';

const CONTENT_TYPES: Record<ReportFileFormat, string> = {
  pdf: 'application/pdf',
  xlsx: EXPORT_CONTENT_TYPES.xlsx,
  csv: EXPORT_CONTENT_TYPES.csv,
};

// PDFKit and ExcelJS load on the first such report, not at start: each takes a good part of a
// second to load.
const WRITERS: Record<ReportFileFormat, (report: ReportDocument, at: Date) => Promise<Buffer>> = {
  pdf: async (report, at) => (await import('./report-pdf.ts')).reportPdf(report, at),
  xlsx: async (report, at) => (await import('./report-xlsx.ts')).reportXlsx(report, at),
  csv: async (report, at) => reportCsv(report, at),
};

/** A file-name part from a name; `fallback` when the name has no Latin letters or digits. */
export function fileNamePart(name: string, fallback: string): string {
  return /[a-z0-9]/i.test(name.normalize('NFKD')) ? slugify(name) : fallback;
}

/**
 * Sends the report as a whole file: built in memory first, so the answer carries its
 * Content-Length and the browser can show how much has arrived.
 */
export async function sendReport(
  reply: FastifyReply,
  report: ReportDocument,
  format: ReportFileFormat,
  baseName: string,
): Promise<FastifyReply> {
  const generatedAt = new Date();
  const file = await WRITERS[format](report, generatedAt);
  return reply
    .type(CONTENT_TYPES[format])
    .header('content-disposition', `attachment; filename="${baseName}.${format}"`)
    .header('content-length', file.length)
    .header('cache-control', 'no-store')
    .send(file);
}
