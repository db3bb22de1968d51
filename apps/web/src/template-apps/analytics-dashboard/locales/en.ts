import { plural } from '../../../lib/translator.ts';

/** The analytics dashboard's words in English; Turkish and Arabic follow the same shape. */
export const analyticsEn = {
  title: 'Analytics',
  subtitle: 'Visitors, sessions and sales of the farm shop and its campaigns',
  loadFailed: 'The dashboard could not be loaded.',
  loadingWidgets: 'Loading the dashboard',
  /** A figure in thousands on bars and lines, e.g. '3.5K'. */
  thousands: '{{value}}K',
  visitorsByMonth: {
    title: 'Visitors by month',
    year: 'Year',
    total: plural({
      one: '{{count}} visitor in {{year}}',
      other: '{{count}} visitors in {{year}}',
    }),
    series: 'Visitors',
  },
  targets: {
    widget2: 'Conversion',
    widget3: 'Impressions',
    widget4: 'Visits',
    ofTarget: '{{value}}% of target',
    lastDays: 'Last 7 days',
  },
  visitorsAndViews: {
    title: 'Visitors and page views',
    subtitle: 'Last 14 days',
    visitors: 'Visitors',
    pageViews: 'Page views',
  },
  userLocations: {
    title: 'Where are your users?',
    subtitle: plural({ one: '{{count}} city', other: '{{count}} cities' }),
    map: 'World map of users by city',
    marker: plural({
      one: '{{city}}, {{country}}: {{count}} user',
      other: '{{city}}, {{country}}: {{count}} users',
    }),
    mapFailed: 'The map could not be drawn.',
  },
  sessions: {
    title: 'Sessions by device',
    period: 'Period',
    total: plural({ one: '{{count}} session', other: '{{count}} sessions' }),
    periods: {
      today: 'Today',
      yesterday: 'Yesterday',
      last7Days: 'Last 7 days',
      last28Days: 'Last 28 days',
      last90Days: 'Last 90 days',
    },
    devices: { desktop: 'Desktop', mobile: 'Mobile', tablet: 'Tablet' },
  },
  sales: {
    title: 'Sales',
    range: 'Range',
    total: '{{value}} in sales',
    series: 'Sales',
    ranges: { '1Day': '1 day', '1Week': '1 week', '1Month': '1 month' },
  },
  campaigns: {
    title: 'Top campaigns',
    columns: {
      campaign: 'Campaign',
      clicks: 'Clicks',
      conversions: 'Conversions',
      change: 'Change',
    } as Record<string, string>,
    empty: 'No campaigns ran in this period.',
  },
};

export type AnalyticsTexts = typeof analyticsEn;
