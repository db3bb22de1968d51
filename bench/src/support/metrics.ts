export type Metric = {
  id: string;
  label: string;
  /** KB: thousands of bytes, as the web build reports its files. */
  unit: 'ms' | 'req/s' | 'KB' | 'elements';
  value: number;
  /** Same measure on the bare floor service, when there is one. */
  floor?: number;
  /** value / floor. */
  ratio?: number;
  better: 'lower' | 'higher';
  details?: Record<string, number | string>;
};

export type BenchSettings = {
  durationSeconds: number;
  connections: number;
  /** Connections for the report benchmarks (heavy requests). */
  reportConnections: number;
};

/** What a benchmark measured, with notes for the reader (data set, checks, findings). */
export type BenchmarkOutcome = {
  metrics: Metric[];
  notes?: string[];
  data?: Record<string, unknown>;
};

export type Benchmark = {
  name: string;
  run: (settings: BenchSettings) => Promise<BenchmarkOutcome>;
};

export function metric(base: Omit<Metric, 'ratio' | 'floor'>, floor?: number): Metric {
  if (floor === undefined) return base;
  return { ...base, floor, ratio: floor === 0 ? Number.NaN : base.value / floor };
}

function formatNumber(value: number | undefined, unit = ''): string {
  if (value === undefined || Number.isNaN(value)) return '-';
  // Sizes to a tenth of a KB, as the notes and the build give them.
  const digits =
    unit === 'elements'
      ? 0
      : unit === 'KB'
        ? 1
        : Math.abs(value) >= 100
          ? 0
          : Math.abs(value) >= 10
            ? 1
            : 2;
  const text = value.toLocaleString('en-US', {
    maximumFractionDigits: digits,
    minimumFractionDigits: digits,
  });
  return unit === '' ? text : `${text} ${unit}`;
}

function tableRows(metrics: Metric[]): string[][] {
  return [
    ['metric', 'value', 'floor', 'ratio'],
    ...metrics.map((item) => [
      item.label,
      formatNumber(item.value, item.unit),
      formatNumber(item.floor, item.floor === undefined ? '' : item.unit),
      item.ratio === undefined ? '-' : `${formatNumber(item.ratio)}x`,
    ]),
  ];
}

/** A Markdown table: metric, value, floor, ratio. */
export function formatMarkdownTable(metrics: Metric[]): string {
  const [header = [], ...body] = tableRows(metrics);
  const line = (row: string[]) => `| ${row.join(' | ')} |`;
  return [
    line(header),
    `|${header.map((_, index) => (index === 0 ? ' --- ' : ' ---: ')).join('|')}|`,
    ...body.map(line),
  ].join('\n');
}

/** A plain-text table: metric, value, floor, ratio. */
export function formatTable(metrics: Metric[]): string {
  const rows = tableRows(metrics);
  const widths =
    rows[0]?.map((_, column) => Math.max(...rows.map((row) => (row[column] ?? '').length))) ?? [];
  const line = (row: string[]): string =>
    row
      .map((cell, column) =>
        column === 0 ? cell.padEnd(widths[column] ?? 0) : cell.padStart(widths[column] ?? 0),
      )
      .join('  ');
  const [header, ...body] = rows;
  if (header === undefined) return '';
  const rule = widths.map((width) => '-'.repeat(width)).join('  ');
  return [line(header), rule, ...body.map(line)].join('\n');
}
