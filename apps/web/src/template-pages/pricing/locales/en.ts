import { plural } from '../../../lib/translator.ts';

/** The pricing pages' words in English; Turkish and Arabic follow the same shape. */
export const pricingEn = {
  title: 'Plans for every farm',
  subtitle: 'Pay for the houses you run. Every plan keeps your flock records, figures and history.',
  style2Title: 'Compare the plans',
  style3Title: 'Simple pricing, by the size of your farm',
  monthly: 'Monthly',
  yearly: 'Yearly',
  billingPeriod: 'Pay yearly',
  saveUpTo: 'Save up to {{percent}}%',
  perMonth: '/ month',
  billedMonthly: 'Billed monthly',
  billedYearly: '{{amount}} billed yearly, you save {{saving}}',
  recommended: 'Most popular',
  plan: 'Plan',
  price: 'Price',
  plans: {
    starter: { name: 'Starter', description: 'One farm finding its feet with digital records.' },
    farm: { name: 'Farm', description: 'Growing operations with several sites and a team.' },
    enterprise: {
      name: 'Enterprise',
      description: 'Integrators and large producers with many farms.',
    },
  },
  limitNames: { farms: 'Farms', houses: 'Poultry houses', users: 'Users' },
  unlimited: 'Unlimited',
  limits: {
    farms: {
      upTo: plural({ one: '{{count}} farm', other: 'Up to {{count}} farms' }),
      unlimited: 'Unlimited farms',
    },
    houses: {
      upTo: plural({ one: '{{count}} poultry house', other: 'Up to {{count}} poultry houses' }),
      unlimited: 'Unlimited poultry houses',
    },
    users: {
      upTo: plural({ one: '{{count}} user', other: 'Up to {{count}} users' }),
      unlimited: 'Unlimited users',
    },
  },
  features: {
    records: 'Daily records: deaths, feed, weighings',
    figures: 'FCR, mortality and EPEF per flock',
    languages: 'English, Turkish and Arabic',
    exports: 'PDF, Excel and CSV reports',
    alerts: 'Alerts on mortality and feed stock',
    money: 'Costs, sales and profit per flock',
    support: 'Priority support',
    onboarding: 'On-site onboarding for your team',
  },
  included: 'Included',
  notIncluded: 'Not included',
  startTrial: 'Start 30-day trial',
  contactSales: 'Contact sales',
  choose: 'Choose {{plan}}',
  chosen: 'You chose the {{plan}} plan. Payments are not part of this sample.',
  faqLink: 'Questions about plans? Read the FAQ',
};

export type PricingTexts = typeof pricingEn;
