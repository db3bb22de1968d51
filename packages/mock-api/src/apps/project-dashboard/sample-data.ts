import { daysFrom } from '../../platform/dates.ts';
import {
  BUDGET_CATEGORIES,
  BUDGET_DISTRIBUTION_CUTOUT,
  TASK_CATEGORIES,
  TASK_DISTRIBUTION_CUTOUT,
  WEEK_RANGES,
  WEEKDAY_LABELS,
} from './contract.ts';
import type {
  Project,
  ProjectWidgets,
  ScheduleItem,
  WeatherWidget,
  WeekRange,
  WidgetTable,
} from './contract.ts';

type Week = [number, number, number, number, number, number, number];
type Appointment = [dayOffset: number, hour: number, minute: number, title: string, place?: string];

/** The hand-written figures of one sample project; the rest is derived from them. */
type ProjectProfile = {
  project: Project;
  due: [yesterday: number, today: number, tomorrow: number];
  done: [yesterday: number, today: number, tomorrow: number];
  overdue: [count: number, fromYesterday: number];
  issues: [open: number, closedToday: number];
  features: [proposals: number, implemented: number];
  /** New and closed issues this week, Mon to Sun; earlier weeks are shifted from these. */
  newIssues: Week;
  closedIssues: Week;
  tasks: [frontend: number, backend: number, api: number, issues: number];
  /** Percent of the budget per category; adds up to 100. */
  budgetShares: [
    wireframing: number,
    design: number,
    coding: number,
    marketing: number,
    extra: number,
  ];
  budget: number;
  /** Spent this week, Mon to Sun. */
  spentThisWeek: Week;
  spentBeforeThisWeek: number;
  team: string[];
  appointments: Appointment[];
};

const profiles: ProjectProfile[] = [
  {
    project: { id: 'house-4-build', name: 'House 4 build' },
    due: [21, 25, 19],
    done: [6, 9, 2],
    overdue: [4, 2],
    issues: [32, 7],
    features: [12, 5],
    newIssues: [9, 12, 7, 14, 11, 4, 2],
    closedIssues: [5, 8, 9, 10, 13, 3, 1],
    tasks: [15, 20, 38, 27],
    budgetShares: [12, 18, 40, 20, 10],
    budget: 88_000,
    spentThisWeek: [1_850, 2_400, 1_320, 2_980, 2_150, 640, 0],
    spentBeforeThisWeek: 41_300,
    team: ['selin', 'omar', 'derya', 'yusuf', 'hana'],
    appointments: [
      [0, 8, 30, 'Concrete delivery for the feed store floor', 'House 4 site'],
      [0, 11, 0, 'Ventilation fan fitting review'],
      [0, 15, 30, 'Site meeting with the builder', 'Site office'],
      [1, 9, 0, 'Electrician wires the heaters', 'House 4 site'],
      [1, 14, 0, 'Drinker line pressure test'],
    ],
  },
  {
    project: { id: 'feed-mill-upgrade', name: 'Feed mill upgrade' },
    due: [9, 14, 11],
    done: [3, 5, 0],
    overdue: [7, 3],
    issues: [18, 4],
    features: [6, 2],
    newIssues: [4, 6, 3, 8, 5, 2, 1],
    closedIssues: [3, 4, 5, 4, 6, 1, 0],
    tasks: [8, 34, 22, 16],
    budgetShares: [8, 10, 52, 15, 15],
    budget: 142_500,
    spentThisWeek: [4_200, 3_900, 5_150, 4_760, 3_300, 1_200, 0],
    spentBeforeThisWeek: 96_700,
    team: ['mehmet', 'omar', 'leyla', 'yusuf'],
    appointments: [
      [0, 9, 30, 'Hammer mill supplier call'],
      [0, 13, 0, 'Pellet press calibration', 'Feed mill'],
      [1, 10, 0, 'Silo sensor delivery', 'Feed mill yard'],
      [1, 16, 0, 'Premix dosing trial'],
    ],
  },
  {
    project: { id: 'farm-website', name: 'Farm website' },
    due: [5, 8, 6],
    done: [2, 3, 1],
    overdue: [1, 0],
    issues: [11, 2],
    features: [17, 9],
    newIssues: [3, 2, 5, 4, 6, 1, 0],
    closedIssues: [2, 3, 3, 5, 4, 2, 0],
    tasks: [42, 18, 24, 11],
    budgetShares: [15, 30, 30, 20, 5],
    budget: 18_400,
    spentThisWeek: [310, 420, 280, 515, 390, 0, 0],
    spentBeforeThisWeek: 9_860,
    team: ['hana', 'derya', 'leyla'],
    appointments: [
      [0, 10, 0, 'Photo shoot of the new houses', 'House 2'],
      [0, 14, 30, 'Egg price page review'],
      [1, 11, 0, 'Launch checklist with the vet practice'],
    ],
  },
];

const people: Record<string, [name: string, position: string, phone: string, tasks: number]> = {
  selin: ['Selin Aydın', 'Farm manager', '+90 555 201 1144', 12],
  omar: ['Omar Haddad', 'Site engineer', '+90 555 318 2290', 9],
  derya: ['Derya Kaya', 'Designer', '+90 555 430 7781', 7],
  yusuf: ['Yusuf Demir', 'Electrician', '+90 555 612 0035', 5],
  hana: ['Hana Saleh', 'Developer', '+90 555 744 9012', 11],
  mehmet: ['Mehmet Öztürk', 'Mill supervisor', '+90 555 809 4410', 8],
  leyla: ['Leyla Arslan', 'Marketing', '+90 555 925 6603', 6],
};

export const WEATHER_LOCATION = 'Lüleburgaz, Kırklareli';

/** Earlier weeks: the same week rotated by two days a week and scaled down, so each range looks different. */
function shiftedWeek(week: Week, weeksAgo: number): number[] {
  return week.map((_, day) => {
    const value = week[(day + weeksAgo * 2) % 7] ?? 0;
    return Math.max(0, Math.round(value * (1 - weeksAgo * 0.15)) + weeksAgo);
  });
}

const perWeek = (make: (weeksAgo: number, range: WeekRange) => number[]) =>
  Object.fromEntries(
    WEEK_RANGES.map((range, weeksAgo) => [range, make(weeksAgo, range)]),
  ) as Record<WeekRange, number[]>;
const sum = (values: readonly number[]) => values.reduce((total, value) => total + value, 0);
const cumulative = (values: readonly number[], start: number) =>
  values.map((_, day) => start + sum(values.slice(0, day + 1)));

function spentWidget(profile: ProjectProfile): ProjectWidgets['spent'] {
  const weekly = perWeek((weeksAgo) => shiftedWeek(profile.spentThisWeek, weeksAgo));
  const before = profile.spentBeforeThisWeek;
  const spentBy: Record<WeekRange, number> = {
    TW: before + sum(weekly.TW),
    LW: before,
    '2W': before - sum(weekly.LW),
  };
  // The running totals at the end of each day of the week range, and what is left of the budget.
  const totals = perWeek((_, range) =>
    cumulative(weekly[range], spentBy[range] - sum(weekly[range])),
  );
  const remaining = perWeek((_, range) => totals[range].map((spent) => profile.budget - spent));
  const lastOf = (week: number[]) => week[week.length - 1] ?? 0;
  const amount = (by: Record<WeekRange, number[]>, pick: (week: number[]) => number) =>
    Object.fromEntries(WEEK_RANGES.map((range) => [range, pick(by[range])])) as Record<
      WeekRange,
      number
    >;
  return {
    title: 'Spent',
    currency: 'USD',
    ranges: { TW: 'This Week', LW: 'Last Week', '2W': '2 Weeks Ago' },
    currentRange: 'TW',
    weeklySpent: { title: 'Weekly spent', amount: amount(weekly, sum), trend: weekly },
    totalSpent: { title: 'Total spent', amount: amount(totals, lastOf), trend: totals },
    remaining: { title: 'Remaining', amount: amount(remaining, lastOf), trend: remaining },
    totalBudget: { title: 'Total budget', amount: profile.budget },
  };
}

function budgetDetails(profile: ProjectProfile, totalSpent: number): WidgetTable {
  const cell = (id: string, value: string | number, classes = '', icon = '') => ({
    id,
    value,
    classes,
    icon,
  });
  // Coding and extra run over their share of the spending; the others under.
  const spendWeights = [0.9, 0.95, 1.12, 0.85, 1.2];
  return {
    title: 'Budget details',
    columns: [
      { id: 'budgetType', title: 'Budget type' },
      { id: 'totalBudget', title: 'Total budget' },
      { id: 'expensesAmount', title: 'Expenses (USD)' },
      { id: 'expensesPercentage', title: 'Expenses (%)' },
      { id: 'remainingAmount', title: 'Remaining (USD)' },
      { id: 'remainingPercentage', title: 'Remaining (%)' },
    ],
    rows: BUDGET_CATEGORIES.map((category, index) => {
      const budget = Math.round((profile.budget * (profile.budgetShares[index] ?? 0)) / 100);
      const expenses = Math.min(
        budget,
        Math.round(
          ((totalSpent * (profile.budgetShares[index] ?? 0)) / 100) * (spendWeights[index] ?? 1),
        ),
      );
      const spentPercent = budget === 0 ? 0 : Math.round((expenses / budget) * 1000) / 10;
      const over = (spendWeights[index] ?? 1) > 1;
      return {
        id: category.toLowerCase(),
        cells: [
          cell('budgetType', category, 'category'),
          cell('totalBudget', budget, 'money'),
          cell('expensesAmount', expenses, 'money'),
          cell(
            'expensesPercentage',
            spentPercent,
            over ? 'negative' : 'positive',
            over ? 'trending_up' : 'trending_down',
          ),
          cell('remainingAmount', budget - expenses, 'money'),
          cell('remainingPercentage', Math.round((100 - spentPercent) * 10) / 10, ''),
        ],
      };
    }),
  };
}

function teamMembers(profile: ProjectProfile): WidgetTable {
  return {
    title: 'Team members',
    columns: [
      { id: 'name', title: 'Name' },
      { id: 'position', title: 'Position' },
      { id: 'email', title: 'Email' },
      { id: 'phone', title: 'Phone' },
      { id: 'tasks', title: 'Open tasks' },
    ],
    rows: profile.team.map((key) => {
      const [name, position, phone, tasks] = people[key] ?? ['', '', '', 0];
      const cell = (id: string, value: string | number, classes = '') => ({
        id,
        value,
        classes,
        icon: '',
      });
      return {
        id: key,
        cells: [
          cell('name', name, 'bold'),
          cell('position', position),
          cell('email', `${key}@flockbook.example`, 'email'),
          cell('phone', phone, 'phone'),
          cell('tasks', tasks, tasks >= 10 ? 'negative' : ''),
        ],
      };
    }),
  };
}

/** The local calendar date `days` after `today`, as YYYY-MM-DD. */
function localDate(today: Date, days: number): string {
  const date = new Date(today.getFullYear(), today.getMonth(), today.getDate() + days);
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** One farm location for every project; metric values only. */
function weather(today: Date): WeatherWidget {
  return {
    location: WEATHER_LOCATION,
    units: { temperature: 'C', speed: 'KMH' },
    current: {
      condition: 'partly-cloudy',
      temperature: 18,
      windSpeed: 24,
      windDirection: 'NE',
      humidity: 62,
    },
    forecast: [
      { date: localDate(today, 1), condition: 'sunny', high: 22, low: 11 },
      { date: localDate(today, 2), condition: 'rainy', high: 16, low: 9 },
      { date: localDate(today, 3), condition: 'windy', high: 14, low: 6 },
    ],
  };
}

function schedule(profile: ProjectProfile, now: Date): ProjectWidgets['schedule'] {
  const items = (dayOffset: number): ScheduleItem[] =>
    profile.appointments
      .filter(([day]) => day === dayOffset)
      .map(([day, hour, minute, title, place], index) => ({
        id: `${profile.project.id}-${day}-${index}`,
        title,
        time: daysFrom(now, day, hour, minute),
        location: place ?? null,
      }));
  return {
    title: 'Schedule',
    ranges: { T: 'Today', TM: 'Tomorrow' },
    currentRange: 'T',
    items: { T: items(0), TM: items(1) },
  };
}

function widgetsOf(profile: ProjectProfile, now: Date): ProjectWidgets {
  const [dy, dt, dtm] = profile.due;
  const [doneY, doneT, doneTm] = profile.done;
  const spent = spentWidget(profile);
  return {
    projectId: profile.project.id,
    dueTasks: {
      title: 'Due tasks',
      ranges: { DY: 'Yesterday', DT: 'Today', DTM: 'Tomorrow' },
      currentRange: 'DT',
      count: { DY: dy, DT: dt, DTM: dtm },
      completed: { DY: doneY, DT: doneT, DTM: doneTm },
    },
    overdue: {
      title: 'Overdue',
      count: profile.overdue[0],
      extra: { name: 'From yesterday', count: profile.overdue[1] },
    },
    issues: {
      title: 'Issues',
      count: profile.issues[0],
      extra: { name: 'Closed today', count: profile.issues[1] },
    },
    features: {
      title: 'Features',
      count: profile.features[0],
      extra: { name: 'Implemented', count: profile.features[1] },
    },
    issuesChart: {
      title: 'Issues summary',
      ranges: { TW: 'This Week', LW: 'Last Week', '2W': '2 Weeks Ago' },
      currentRange: 'TW',
      labels: [...WEEKDAY_LABELS],
      newIssues: perWeek((weeksAgo) => shiftedWeek(profile.newIssues, weeksAgo)),
      closedIssues: perWeek((weeksAgo) => shiftedWeek(profile.closedIssues, weeksAgo)),
    },
    taskDistribution: {
      title: 'Task distribution',
      cutout: TASK_DISTRIBUTION_CUTOUT,
      slices: TASK_CATEGORIES.map((name, index) => ({ name, value: profile.tasks[index] ?? 0 })),
    },
    schedule: schedule(profile, now),
    budgetDistribution: {
      title: 'Budget distribution',
      cutout: BUDGET_DISTRIBUTION_CUTOUT,
      slices: BUDGET_CATEGORIES.map((name, index) => ({
        name,
        value: profile.budgetShares[index] ?? 0,
      })),
    },
    spent,
    budgetDetails: budgetDetails(profile, spent.totalSpent.amount.TW),
    teamMembers: teamMembers(profile),
    weather: weather(now),
  };
}

export const sampleProjects: Project[] = profiles.map((profile) => profile.project);

/** Every project's widgets, dated relative to `now`. */
export function projectWidgetsSample(now: Date): ProjectWidgets[] {
  return profiles.map((profile) => widgetsOf(profile, now));
}
