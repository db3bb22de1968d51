import { describe, expect, it } from 'vitest';
import { callerOf } from '../../testing/call.ts';
import {
  SALES_RANGES,
  SESSION_PERIODS,
  VISITOR_YEARS,
  analyticsDashboardPaths,
  analyticsWidgetsSchema,
} from './contract.ts';
import { createAnalyticsDashboardState, createHandlers } from './handlers.ts';

const now = new Date(2026, 2, 14, 15, 30);
const widgets = () =>
  callerOf(createHandlers(createAnalyticsDashboardState(now))).get(
    analyticsDashboardPaths.widgets,
    analyticsWidgetsSchema,
  );

describe('GET widgets', () => {
  it('answers the nine widgets, each under its own id', async () => {
    const answer = await widgets();

    const ids = Object.keys(answer);
    expect(ids).toEqual(Array.from({ length: 9 }, (_item, i) => `widget${i + 1}`));
    for (const id of ids) expect(answer[id as keyof typeof answer].id).toBe(id);
  });

  it('gives widget 1 twelve months of visitors for 2015, 2016 and 2017', async () => {
    const { widget1 } = await widgets();

    expect(widget1.years).toEqual(['2015', '2016', '2017']);
    expect(VISITOR_YEARS).toEqual(widget1.years);
    for (const year of widget1.years) expect(widget1.visitors[year]).toHaveLength(12);
    expect(widget1.visitors['2016']).not.toEqual(widget1.visitors['2017']);
  });

  it('gives widget 7 the five periods with sessions per device', async () => {
    const { widget7 } = await widgets();

    expect(widget7.periods.map((period) => period.title)).toEqual([
      'Today',
      'Yesterday',
      'Last 7 days',
      'Last 28 days',
      'Last 90 days',
    ]);
    expect(widget7.periods.map((period) => period.id)).toEqual(SESSION_PERIODS.map((p) => p.id));
    const total = (id: keyof typeof widget7.sessions) =>
      widget7.sessions[id].reduce((sum, value) => sum + value, 0);
    expect(total('last7Days')).toBeGreaterThan(total('today'));
    expect(total('last90Days')).toBeGreaterThan(total('last28Days'));
  });

  it('gives widget 8 the ranges 1Day, 1Week and 1Month, slots in time order', async () => {
    const { widget8 } = await widgets();

    expect(widget8.ranges).toEqual(['1Day', '1Week', '1Month']);
    expect(SALES_RANGES).toEqual(widget8.ranges);
    expect(widget8.sales['1Week']).toHaveLength(7);
    for (const range of widget8.ranges) {
      const times = widget8.sales[range].map((slot) => Date.parse(slot.from));
      expect(times).toEqual([...times].sort((a, b) => a - b));
    }
    // Today's slots start at today's midnight.
    expect(new Date(widget8.sales['1Day'][0]?.from ?? '').getDate()).toBe(now.getDate());
  });

  it('gives widget 9 a widget table whose rows have a cell for each column', async () => {
    const { widget9 } = await widgets();

    const columnIds = widget9.table.columns.map((column) => column.id);
    expect(columnIds.length).toBeGreaterThan(1);
    expect(widget9.table.rows.length).toBeGreaterThan(0);
    for (const row of widget9.table.rows) {
      expect(row.cells.map((cell) => cell.id)).toEqual(columnIds);
    }
    const icons = widget9.table.rows.flatMap((row) => row.cells.map((cell) => cell.icon));
    expect(icons).toContain('trending_up');
    expect(icons).toContain('trending_down');
  });

  it('dates the days of widgets 2 to 5 up to today and is the same on every call', async () => {
    const first = await widgets();

    for (const widget of [first.widget2, first.widget3, first.widget4, first.widget5]) {
      const last = new Date(widget.days.at(-1)?.date ?? '');
      expect([last.getFullYear(), last.getMonth(), last.getDate()]).toEqual([2026, 2, 14]);
    }
    expect(first.widget2.total).toBe(first.widget2.days.reduce((sum, day) => sum + day.value, 0));
    expect(first.widget6.cities.every((city) => city.users > 0)).toBe(true);
    expect(await widgets()).toEqual(first);
  });
});
