export const en = {
  app: {
    name: 'Flockbook',
  },
  common: {
    loading: 'Loading...',
    retry: 'Try again',
    refresh: 'Refresh',
  },
  language: {
    label: 'Language',
  },
  home: {
    tagline: 'The back-office for your poultry farms: flocks, feed, health and sales in one place.',
    server: {
      title: 'Server',
      subtitle: 'Live status of the Flockbook API',
      status: 'Status',
      statusOk: 'Operational',
      statusDegraded: 'Degraded',
      version: 'Version',
      database: 'Database',
      databaseReachable: 'Reachable',
      databaseUnreachable: 'Unreachable',
      driver: 'Database driver',
      latency: 'Database response',
      latencyValue: '{{value}} ms',
      uptime: 'Uptime',
    },
    help: {
      title: 'Help',
      subtitle: 'Frequently asked questions',
      empty: 'There are no questions yet.',
    },
  },
  errors: {
    network: 'Cannot reach the server. Check your connection and try again.',
    generic: 'Something went wrong. Please try again.',
    unexpectedTitle: 'Something went wrong',
    unexpectedBody: 'An unexpected error stopped this page. Reloading usually helps.',
    reload: 'Reload page',
    notFoundTitle: 'Page not found',
    notFoundBody: 'The page you are looking for does not exist or has been moved.',
    backHome: 'Back to home',
  },
};

/** The shape every language provides; a missing key fails the type check. */
export type Translation = typeof en;
