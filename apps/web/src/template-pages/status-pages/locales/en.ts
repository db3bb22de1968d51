export const statusPagesEn = {
  comingSoon: {
    title: 'Coming soon!',
    body: 'Flock planning with hatchery orders is on its way. Leave your email and we will tell you the day it opens.',
    units: { days: 'Days', hours: 'Hours', minutes: 'Minutes', seconds: 'Seconds' },
    countdownLabel: 'Time left until {{date}}',
    email: 'Email',
    notify: 'Notify me',
    thanks: 'Thank you! We will write to {{email}} when it opens.',
  },
  maintenance: {
    title: 'Closed for scheduled maintenance',
    body: 'We are tidying up the records room. Your data is safe; we will be back shortly.',
    back: 'Try the dashboard',
  },
  error500: {
    title: 'Something went wrong on our side',
    body: 'The server could not answer this time. Trying again usually helps; if it keeps happening, tell your administrator.',
    retry: 'Try again',
    back: 'Back to home',
  },
};

export type StatusPagesTexts = typeof statusPagesEn;
