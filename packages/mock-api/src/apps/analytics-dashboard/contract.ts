import { z } from 'zod';
import { widgetTableSchema } from '../../platform/widget-table.ts';
import type { WidgetTable } from '../../platform/widget-table.ts';
import { MOCK_APP_PREFIXES } from '../../app-prefixes.ts';

const base = MOCK_APP_PREFIXES.analyticsDashboard;

/** Paths of the analytics dashboard calls (section 7). */
export const analyticsDashboardPaths = { widgets: `${base}/widgets` } as const;

/** Widget 1's years (section 2). */
export const VISITOR_YEARS = ['2015', '2016', '2017'] as const;
export type VisitorYear = (typeof VISITOR_YEARS)[number];

/** Widget 7's periods, by id, with the titles of section 2. */
export const SESSION_PERIODS = [
  { id: 'today', title: 'Today' },
  { id: 'yesterday', title: 'Yesterday' },
  { id: 'last7Days', title: 'Last 7 days' },
  { id: 'last28Days', title: 'Last 28 days' },
  { id: 'last90Days', title: 'Last 90 days' },
] as const;
export type SessionPeriod = (typeof SESSION_PERIODS)[number]['id'];
const sessionPeriodIds = SESSION_PERIODS.map((period) => period.id) as [
  SessionPeriod,
  ...SessionPeriod[],
];

/** Widget 8's ranges (section 2). */
export const SALES_RANGES = ['1Day', '1Week', '1Month'] as const;
export type SalesRange = (typeof SALES_RANGES)[number];

/** The devices of widget 7, in the order of its counts. */
export const SESSION_DEVICES = ['desktop', 'mobile', 'tablet'] as const;

const isoTime = z.iso.datetime({ offset: true });
const count = z.number().int().nonnegative();
/** Exactly one entry per key, in any order. */
const byKey = <K extends string, V extends z.ZodType>(keys: readonly [K, ...K[]], value: V) =>
  z.record(z.enum(keys), value);

/** Widget 1: visitors per month (January first, twelve counts) of each year. */
export const visitorsByMonthSchema = z.object({
  id: z.literal('widget1'),
  years: z.tuple([z.literal('2015'), z.literal('2016'), z.literal('2017')]),
  currentYear: z.enum(VISITOR_YEARS),
  visitors: byKey(VISITOR_YEARS, z.array(count).length(12)),
});

/** Widgets 2 to 4: a total of the last days, its share of the target (percent) and the days. */
export const targetWidgetSchema = z.object({
  id: z.enum(['widget2', 'widget3', 'widget4']),
  total: count,
  percentOfTarget: z.number().int(),
  days: z.array(z.object({ date: isoTime, value: count })).min(2),
});
export type TargetWidget = z.infer<typeof targetWidgetSchema>;

/** Widget 5: visitors and page views per day. */
export const visitorsAndViewsSchema = z.object({
  id: z.literal('widget5'),
  days: z.array(z.object({ date: isoTime, visitors: count, pageViews: count })).min(2),
});

/** Widget 6: where the users are; cities by longitude and latitude with their user counts. */
export const userLocationsSchema = z.object({
  id: z.literal('widget6'),
  cities: z
    .array(
      z.object({
        id: z.string().min(1),
        name: z.string().min(1),
        country: z.string().min(1),
        longitude: z.number().min(-180).max(180),
        latitude: z.number().min(-90).max(90),
        users: count,
      }),
    )
    .min(1),
});
export type UserCity = z.infer<typeof userLocationsSchema>['cities'][number];

/** Widget 7: sessions by device (desktop, mobile, tablet) for each period. */
export const sessionsByDeviceSchema = z.object({
  id: z.literal('widget7'),
  periods: z.array(z.object({ id: z.enum(sessionPeriodIds), title: z.string() })).length(5),
  currentPeriod: z.enum(sessionPeriodIds),
  devices: z.array(z.enum(SESSION_DEVICES)).length(3),
  sessions: byKey(sessionPeriodIds, z.array(count).length(3)),
});

/** Widget 8: sales amounts per time slot of each range. */
export const salesSchema = z.object({
  id: z.literal('widget8'),
  ranges: z.tuple([z.literal('1Day'), z.literal('1Week'), z.literal('1Month')]),
  currentRange: z.enum(SALES_RANGES),
  sales: byKey(SALES_RANGES, z.array(z.object({ from: isoTime, amount: count })).min(2)),
});

export { widgetTableSchema };
export type { WidgetTable };

/** Widget 9: the top campaigns. */
export const topCampaignsSchema = z.object({ id: z.literal('widget9'), table: widgetTableSchema });

/** The answer of `GET widgets`: widgets 1 to 9. */
export const analyticsWidgetsSchema = z.object({
  widget1: visitorsByMonthSchema,
  widget2: targetWidgetSchema.extend({ id: z.literal('widget2') }),
  widget3: targetWidgetSchema.extend({ id: z.literal('widget3') }),
  widget4: targetWidgetSchema.extend({ id: z.literal('widget4') }),
  widget5: visitorsAndViewsSchema,
  widget6: userLocationsSchema,
  widget7: sessionsByDeviceSchema,
  widget8: salesSchema,
  widget9: topCampaignsSchema,
});
export type AnalyticsWidgets = z.infer<typeof analyticsWidgetsSchema>;
