import type { PluralText } from '../../../../lib/translator.ts';

export type ReportTexts = {
  pdf: string;
  pdfDetail: string;
  excel: string;
  excelDetail: string;
  csv: string;
  csvDetail: string;
  preparing: string;
  downloading: string;
  downloadingSize: string;
  progressLabel: string;
  saved: string;
  closingSheet: string;
  farmReport: string;
  dialogTitle: string;
  dialogIntro: string;
  farm: string;
  from: string;
  to: string;
  format: string;
  download: string;
  cancel: string;
  chooseFarm: string;
  enterDate: string;
  order: string;
  tooLong: PluralText;
};

/** The words of the report downloads. */
export const reportEn: ReportTexts = {
  pdf: 'PDF',
  pdfDetail: 'A document to print or share',
  excel: 'Excel',
  excelDetail: 'A workbook with the figures as numbers',
  csv: 'CSV',
  csvDetail: 'Plain text with the figures, for any program',
  preparing: 'Preparing the report…',
  downloading: 'Downloading {{percent}}%',
  downloadingSize: 'Downloading ({{size}})',
  progressLabel: 'Report progress',
  saved: 'Saved {{name}}',
  closingSheet: 'Closing sheet',
  farmReport: 'Farm report',
  dialogTitle: 'Farm period report',
  dialogIntro:
    'The flocks and totals of one farm between two dates, with costs and revenue for admins.',
  farm: 'Farm',
  from: 'From',
  to: 'To',
  format: 'Format',
  download: 'Download',
  cancel: 'Cancel',
  chooseFarm: 'Choose a farm',
  enterDate: 'Enter a date',
  order: 'Start on or before the end date',
  tooLong: {
    one: 'A report covers at most {{count}} day',
    other: 'A report covers at most {{count}} days',
  },
};
