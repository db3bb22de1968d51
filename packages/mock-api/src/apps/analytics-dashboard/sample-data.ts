import { SESSION_PERIODS } from './contract.ts';
import type { AnalyticsWidgets, TargetWidget, UserCity, WidgetTable } from './contract.ts';

/**
 * A smooth, repeatable variation around `base` (no randomness, so screens and tests are
 * stable): the i-th value of a wave with its own phase `seed`.
 */
function wave(i: number, base: number, swing: number, seed: number): number {
  const value = base + swing * Math.sin(i * 0.9 + seed) + (swing / 3) * Math.cos(i * 2.3 + seed);
  return Math.max(0, Math.round(value));
}

function series(length: number, base: number, swing: number, seed: number): number[] {
  return Array.from({ length }, (_item, i) => wave(i, base, swing, seed));
}

/** Midnight `days` before `now`'s date, as ISO 8601. */
function dayStart(now: Date, days: number): Date {
  const date = new Date(now.getFullYear(), now.getMonth(), now.getDate());
  date.setDate(date.getDate() - days);
  return date;
}

/** The last `length` days up to today, oldest first. */
function lastDays(now: Date, length: number): Date[] {
  return Array.from({ length }, (_item, i) => dayStart(now, length - 1 - i));
}

function targetWidget<Id extends TargetWidget['id']>(
  id: Id,
  now: Date,
  base: number,
  swing: number,
  percentOfTarget: number,
  seed: number,
): TargetWidget & { id: Id } {
  const values = series(7, base, swing, seed);
  const days = lastDays(now, 7).map((date, i) => ({
    date: date.toISOString(),
    value: values[i] ?? 0,
  }));
  return { id, total: values.reduce((sum, value) => sum + value, 0), percentOfTarget, days };
}

/** Cities of the farm-software users, with their places on the map. */
const cities: UserCity[] = [
  { id: 'ankara', name: 'Ankara', country: 'Türkiye', longitude: 32.85, latitude: 39.93 },
  { id: 'istanbul', name: 'Istanbul', country: 'Türkiye', longitude: 28.98, latitude: 41.01 },
  { id: 'cairo', name: 'Cairo', country: 'Egypt', longitude: 31.24, latitude: 30.04 },
  { id: 'riyadh', name: 'Riyadh', country: 'Saudi Arabia', longitude: 46.68, latitude: 24.71 },
  { id: 'sao-paulo', name: 'São Paulo', country: 'Brazil', longitude: -46.63, latitude: -23.55 },
  { id: 'des-moines', name: 'Des Moines', country: 'USA', longitude: -93.61, latitude: 41.59 },
  { id: 'bangkok', name: 'Bangkok', country: 'Thailand', longitude: 100.5, latitude: 13.76 },
  { id: 'lyon', name: 'Lyon', country: 'France', longitude: 4.84, latitude: 45.76 },
  { id: 'pune', name: 'Pune', country: 'India', longitude: 73.86, latitude: 18.52 },
  { id: 'nairobi', name: 'Nairobi', country: 'Kenya', longitude: 36.82, latitude: -1.29 },
].map((city, i) => ({ ...city, users: wave(i, 2400, 1500, 1.7) }));

/** Sessions per device (desktop, mobile, tablet) of each period of widget 7. */
const sessions = Object.fromEntries(
  SESSION_PERIODS.map((period, i) => {
    const days = [1, 1, 7, 28, 90][i] ?? 1;
    const perDay = 1800 + i * 45;
    return [
      period.id,
      [
        Math.round(perDay * days * 0.52),
        Math.round(perDay * days * 0.36),
        wave(i, 210, 60, 0.4) * days,
      ],
    ];
  }),
) as AnalyticsWidgets['widget7']['sessions'];

/** Widget 9: campaigns of a hatchery and feed supplier, as a widget table. */
function campaignTable(): WidgetTable {
  const campaigns: [string, number, number, number][] = [
    ['Spring chick offer', 48_200, 1_920, 12.4],
    ['Layer feed newsletter', 31_750, 1_310, 8.1],
    ['Vaccination day reminder', 27_400, 1_705, -3.2],
    ['Broiler house webinar', 19_900, 880, 5.6],
    ['Biosecurity checklist', 14_350, 610, -1.8],
  ];
  return {
    columns: [
      { id: 'campaign', title: 'Campaign' },
      { id: 'clicks', title: 'Clicks' },
      { id: 'conversions', title: 'Conversions' },
      { id: 'change', title: 'Change' },
    ],
    rows: campaigns.map(([name, clicks, conversions, change], i) => {
      const up = change >= 0;
      return {
        id: `campaign-${i + 1}`,
        cells: [
          { id: 'campaign', value: name, classes: 'strong', icon: '' },
          { id: 'clicks', value: clicks, classes: '', icon: '' },
          { id: 'conversions', value: conversions, classes: '', icon: '' },
          {
            id: 'change',
            value: change,
            classes: up ? 'positive percent' : 'negative percent',
            icon: up ? 'trending_up' : 'trending_down',
          },
        ],
      };
    }),
  };
}

/**
 * Sales slots of widget 8: the 3-hour slots of today begun so far, the last 7 days, 3-day slots
 * of 30 days.
 */
function salesSlots(now: Date): AnalyticsWidgets['widget8']['sales'] {
  const today = dayStart(now, 0);
  const slot = (start: Date, hours: number, count: number, base: number, seed: number) =>
    series(count, base, base / 3, seed)
      .map((amount, i) => ({ from: new Date(start.getTime() + i * hours * 3_600_000), amount }))
      .filter(({ from }) => from <= now)
      .map(({ from, amount }) => ({ from: from.toISOString(), amount }));
  return {
    '1Day': slot(today, 3, 8, 1_400, 0.3),
    '1Week': slot(dayStart(now, 6), 24, 7, 11_000, 1.1),
    '1Month': slot(dayStart(now, 29), 72, 10, 33_000, 2.2),
  };
}

/** The nine widgets, with dates relative to `now`. */
export function analyticsSampleData(now: Date): AnalyticsWidgets {
  const visitorDays = lastDays(now, 14);
  const visitors = series(14, 5_200, 1_600, 0.5);
  const pageViews = series(14, 13_800, 3_900, 0.9);
  return {
    widget1: {
      id: 'widget1',
      years: ['2015', '2016', '2017'],
      currentYear: '2017',
      visitors: {
        '2015': series(12, 2_300, 700, 0.2),
        '2016': series(12, 3_100, 900, 1.4),
        '2017': series(12, 4_200, 1_100, 2.6),
      },
    },
    widget2: targetWidget('widget2', now, 70, 25, 13, 0.8),
    widget3: targetWidget('widget3', now, 12_400, 3_100, -9, 1.9),
    widget4: targetWidget('widget4', now, 126_000, 30_000, 22, 2.7),
    widget5: {
      id: 'widget5',
      days: visitorDays.map((date, i) => ({
        date: date.toISOString(),
        visitors: visitors[i] ?? 0,
        pageViews: pageViews[i] ?? 0,
      })),
    },
    widget6: { id: 'widget6', cities },
    widget7: {
      id: 'widget7',
      periods: SESSION_PERIODS.map((period) => ({ ...period })),
      currentPeriod: 'today',
      devices: ['desktop', 'mobile', 'tablet'],
      sessions,
    },
    widget8: {
      id: 'widget8',
      ranges: ['1Day', '1Week', '1Month'],
      currentRange: '1Week',
      sales: salesSlots(now),
    },
    widget9: { id: 'widget9', table: campaignTable() },
  };
}
