import { z } from 'zod';
import { widgetTableSchema as sharedWidgetTableSchema } from '../../platform/widget-table.ts';
import type { WidgetTableCell } from '../../platform/widget-table.ts';
import { MOCK_APP_PREFIXES } from '../../app-prefixes.ts';

const base = MOCK_APP_PREFIXES.projectDashboard;

/** Paths of the project dashboard calls (section 7). */
export const projectDashboardPaths = {
  widgets: `${base}/widgets`,
  projects: `${base}/projects`,
} as const;

/** Range keys of the widgets (section 2): due tasks, issues chart and spent panel, schedule. */
export const DUE_TASK_RANGES = ['DY', 'DT', 'DTM'] as const;
export const WEEK_RANGES = ['TW', 'LW', '2W'] as const;
export const SCHEDULE_RANGES = ['T', 'TM'] as const;
export type DueTaskRange = (typeof DUE_TASK_RANGES)[number];
export type WeekRange = (typeof WEEK_RANGES)[number];
export type ScheduleRange = (typeof SCHEDULE_RANGES)[number];

/** Chart labels (section 2) and the doughnut and pie categories with their cutouts (section 9). */
export const WEEKDAY_LABELS = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'] as const;
export const TASK_CATEGORIES = ['Frontend', 'Backend', 'API', 'Issues'] as const;
export const BUDGET_CATEGORIES = ['Wireframing', 'Design', 'Coding', 'Marketing', 'Extra'] as const;
export const TASK_DISTRIBUTION_CUTOUT = 66;
export const BUDGET_DISTRIBUTION_CUTOUT = 0;
export const WEATHER_CONDITIONS = ['sunny', 'partly-cloudy', 'cloudy', 'rainy', 'windy'] as const;

/** A count per range key, e.g. `{ DY: 21, DT: 25, DTM: 19 }`. */
const countsOf = <K extends string>(keys: readonly [K, ...K[]]) =>
  z.record(z.enum(keys), z.number().int().nonnegative());
const rangeLabels = <K extends string>(keys: readonly [K, ...K[]]) =>
  z.record(z.enum(keys), z.string().min(1));
const weekValues = z.array(z.number().nonnegative()).length(7);

export const projectSchema = z.object({ id: z.string().min(1), name: z.string().min(1) });
export type Project = z.infer<typeof projectSchema>;
export const projectListSchema = z.array(projectSchema);

/** Due tasks: a count per day with how many of them are done. */
export const dueTasksWidgetSchema = z.object({
  title: z.string(),
  ranges: rangeLabels(DUE_TASK_RANGES),
  currentRange: z.enum(DUE_TASK_RANGES),
  count: countsOf(DUE_TASK_RANGES),
  completed: countsOf(DUE_TASK_RANGES),
});
export type DueTasksWidget = z.infer<typeof dueTasksWidgetSchema>;

/** A summary card: one count and one smaller figure beneath it. */
export const countWidgetSchema = z.object({
  title: z.string(),
  count: z.number().int().nonnegative(),
  extra: z.object({ name: z.string(), count: z.number().int().nonnegative() }),
});
export type CountWidget = z.infer<typeof countWidgetSchema>;

/** New and closed issues per weekday (Mon to Sun) for each week range. */
export const issuesChartWidgetSchema = z.object({
  title: z.string(),
  ranges: rangeLabels(WEEK_RANGES),
  currentRange: z.enum(WEEK_RANGES),
  labels: z.array(z.enum(WEEKDAY_LABELS)).length(7),
  newIssues: z.record(z.enum(WEEK_RANGES), weekValues),
  closedIssues: z.record(z.enum(WEEK_RANGES), weekValues),
});
export type IssuesChartWidget = z.infer<typeof issuesChartWidgetSchema>;

const slicesOf = <K extends string>(names: readonly [K, ...K[]]) =>
  z.array(z.object({ name: z.enum(names), value: z.number().nonnegative() })).length(names.length);

/** Open tasks by kind, drawn as a doughnut. */
export const taskDistributionWidgetSchema = z.object({
  title: z.string(),
  cutout: z.literal(TASK_DISTRIBUTION_CUTOUT),
  slices: slicesOf(TASK_CATEGORIES),
});
export type TaskDistributionWidget = z.infer<typeof taskDistributionWidgetSchema>;

/** An entry of the schedule at a time (ISO 8601) and, when it has one, a place. */
export const scheduleItemSchema = z.object({
  id: z.string().min(1),
  title: z.string().min(1),
  time: z.iso.datetime({ offset: true }),
  location: z.string().nullable(),
});
export type ScheduleItem = z.infer<typeof scheduleItemSchema>;

export const scheduleWidgetSchema = z.object({
  title: z.string(),
  ranges: rangeLabels(SCHEDULE_RANGES),
  currentRange: z.enum(SCHEDULE_RANGES),
  items: z.record(z.enum(SCHEDULE_RANGES), z.array(scheduleItemSchema)),
});
export type ScheduleWidget = z.infer<typeof scheduleWidgetSchema>;

/** Share of the budget per category in percent, drawn as a full pie. */
export const budgetDistributionWidgetSchema = z.object({
  title: z.string(),
  cutout: z.literal(BUDGET_DISTRIBUTION_CUTOUT),
  slices: slicesOf(BUDGET_CATEGORIES),
});
export type BudgetDistributionWidget = z.infer<typeof budgetDistributionWidgetSchema>;

/** A money figure per week range with its daily trend (Mon to Sun). */
const spentFigureSchema = z.object({
  title: z.string(),
  amount: z.record(z.enum(WEEK_RANGES), z.number().nonnegative()),
  trend: z.record(z.enum(WEEK_RANGES), weekValues),
});
export type SpentFigure = z.infer<typeof spentFigureSchema>;

/** Weekly spent, total spent and remaining per week range; the total budget is one amount. */
export const spentWidgetSchema = z.object({
  title: z.string(),
  currency: z.string().length(3),
  ranges: rangeLabels(WEEK_RANGES),
  currentRange: z.enum(WEEK_RANGES),
  weeklySpent: spentFigureSchema,
  totalSpent: spentFigureSchema,
  remaining: spentFigureSchema,
  totalBudget: z.object({ title: z.string(), amount: z.number().nonnegative() }),
});
export type SpentWidget = z.infer<typeof spentWidgetSchema>;

/** A titled widget table (section 3). */
export const widgetTableSchema = sharedWidgetTableSchema.extend({ title: z.string() });
export type WidgetTable = z.infer<typeof widgetTableSchema>;
export type { WidgetTableCell };

/**
 * The weather at one location, in °C and km/h only (the screen converts to °F and mph);
 * `units` are the defaults the screen starts with.
 */
export const weatherWidgetSchema = z.object({
  location: z.string().min(1),
  units: z.object({ temperature: z.literal('C'), speed: z.literal('KMH') }),
  current: z.object({
    condition: z.enum(WEATHER_CONDITIONS),
    temperature: z.number(),
    windSpeed: z.number().nonnegative(),
    windDirection: z.enum(['N', 'NE', 'E', 'SE', 'S', 'SW', 'W', 'NW']),
    humidity: z.number().int().min(0).max(100),
  }),
  forecast: z
    .array(
      z.object({
        date: z.iso.date(),
        condition: z.enum(WEATHER_CONDITIONS),
        high: z.number(),
        low: z.number(),
      }),
    )
    .length(3),
});
export type WeatherWidget = z.infer<typeof weatherWidgetSchema>;
export type WeatherCondition = (typeof WEATHER_CONDITIONS)[number];

/** Every widget of one project. */
export const projectWidgetsSchema = z.object({
  projectId: z.string().min(1),
  dueTasks: dueTasksWidgetSchema,
  overdue: countWidgetSchema,
  issues: countWidgetSchema,
  features: countWidgetSchema,
  issuesChart: issuesChartWidgetSchema,
  taskDistribution: taskDistributionWidgetSchema,
  schedule: scheduleWidgetSchema,
  budgetDistribution: budgetDistributionWidgetSchema,
  spent: spentWidgetSchema,
  budgetDetails: widgetTableSchema,
  teamMembers: widgetTableSchema,
  weather: weatherWidgetSchema,
});
export type ProjectWidgets = z.infer<typeof projectWidgetsSchema>;

/** Query of `GET widgets`: the project (the first one when left out). */
export const widgetsQuerySchema = z.object({ projectId: z.string().min(1).optional() });
export type WidgetsQuery = z.infer<typeof widgetsQuerySchema>;
