import type { PluralText } from '../../../../lib/translator.ts';

export type DashboardTexts = {
  title: string;
  subtitle: string;
  staffSubtitle: string;
  /** The heading of the figure cards, for screen readers. */
  figures: string;
  birdsAlive: string;
  birdsAliveDetail: PluralText;
  deathsToday: string;
  deathsTodayDetail: string;
  revenue: string;
  costs: string;
  profit: string;
  monthDetail: string;
  activeFlocks: string;
  flock: string;
  farm: string;
  breed: string;
  age: string;
  alive: string;
  mortality: string;
  fcr: string;
  epef: string;
  weight: string;
  noActive: string;
  alerts: string;
  noAlerts: string;
  dailyRound: string;
  roundToday: string;
  roundsDone: string;
  roundsMissing: string;
  noHouse: string;
  stock: string;
  closedFlocks: string;
  closedOn: string;
  profitPerBird: string;
  noClosed: string;
};

/** The farm dashboard's own words. */
export const dashboardEn: DashboardTexts = {
  title: 'Farm dashboard',
  subtitle: 'Every farm at a glance: flocks, deaths, stock, alerts and this month’s money',
  staffSubtitle: 'Your farms at a glance: flocks, deaths, stock and alerts',
  figures: 'Key figures',
  birdsAlive: 'Birds alive',
  birdsAliveDetail: { one: 'in {{count}} active flock', other: 'in {{count}} active flocks' },
  deathsToday: 'Deaths today',
  deathsTodayDetail: '{{date}}',
  revenue: 'Revenue this month',
  costs: 'Costs this month',
  profit: 'Profit this month',
  monthDetail: '{{period}}',
  activeFlocks: 'Active flocks',
  flock: 'Flock',
  farm: 'Farm',
  breed: 'Breed',
  age: 'Age (days)',
  alive: 'Alive',
  mortality: 'Mortality',
  fcr: 'FCR',
  epef: 'EPEF',
  weight: 'Avg weight (g)',
  noActive: 'No active flocks.',
  alerts: 'Alerts',
  noAlerts: 'Nothing needs attention.',
  dailyRound: 'Daily round',
  roundToday: 'Today’s round',
  roundsDone: 'Every house has its round for today.',
  roundsMissing: 'No round yet today:',
  noHouse: 'No house',
  stock: 'Stock',
  closedFlocks: 'Closed flocks compared',
  closedOn: 'Closed on',
  profitPerBird: 'Profit per bird',
  noClosed: 'No flock has been closed yet.',
};
