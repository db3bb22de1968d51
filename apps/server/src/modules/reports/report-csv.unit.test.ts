import { describe, expect, it } from 'vitest';
import { reportCsv } from './report-csv.ts';
import type { ReportDocument } from './report-document.ts';

const report: ReportDocument = {
  title: 'Farm report: Şahin, "Çiftliği"',
  subtitle: ['2026-10-01 to 2026-10-31 (31 days)'],
  notice: 'PROVISIONAL: still active',
  sheet: 'Farm report',
  sections: [
    {
      kind: 'facts',
      title: 'Totals',
      rows: [
        ['Birds placed', { value: 12_500, places: 0 }],
        ['Feed used (kg)', { value: 1500, places: 3 }],
        ['Profit', { value: -3300.5, places: 2 }],
        ['Latest weighing', null],
      ],
    },
    {
      kind: 'table',
      title: 'Flocks',
      sheet: 'Flocks',
      columns: [
        { header: 'Flock', text: true, width: 2 },
        { header: 'FCR', width: 1 },
      ],
      rows: [
        ['مزرعة النور', { value: 1.5, places: 3 }],
        ['=SUM(A1)\nnext line', null],
      ],
      empty: 'No flocks.',
    },
    {
      kind: 'table',
      title: 'Sales',
      sheet: 'Sales',
      columns: [{ header: 'Buyer', text: true, width: 1 }],
      rows: [],
      empty: 'No sales.',
    },
  ],
};

describe('reportCsv', () => {
  it('writes each section under its title, numbers plainly, text quoted as RFC 4180 asks', () => {
    const file = reportCsv(report, new Date('2026-11-02T08:30:00Z'));
    expect([...file.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(file.subarray(3).toString('utf8')).toBe(
      [
        '"Farm report: Şahin, ""Çiftliği"""',
        '2026-10-01 to 2026-10-31 (31 days)',
        'PROVISIONAL: still active',
        'Generated 2026-11-02 08:30 UTC',
        '',
        'Totals',
        'Birds placed,12500',
        'Feed used (kg),1500.000',
        'Profit,-3300.50',
        'Latest weighing,',
        '',
        'Flocks',
        'Flock,FCR',
        'مزرعة النور,1.500',
        // A formula is defused, a line break kept inside the quotes.
        `"'=SUM(A1)\nnext line",`,
        '',
        'Sales',
        'Buyer',
        'No sales.',
        '',
      ].join('\r\n'),
    );
  });
});
