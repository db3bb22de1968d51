/** Flockbook's own plans: the one definition the three pricing designs share. */

export type BillingPeriod = 'monthly' | 'yearly';

export const PLAN_IDS = ['starter', 'farm', 'enterprise'] as const;
export type PlanId = (typeof PLAN_IDS)[number];

export const PLAN_FEATURES = [
  'records',
  'figures',
  'languages',
  'exports',
  'alerts',
  'money',
  'support',
  'onboarding',
] as const;
export type PlanFeature = (typeof PLAN_FEATURES)[number];

export const PLAN_LIMITS = ['farms', 'houses', 'users'] as const;
export type PlanLimit = (typeof PLAN_LIMITS)[number];

export type Plan = {
  id: PlanId;
  /** US dollars per month when paid monthly, and per year when paid yearly. */
  monthly: number;
  yearly: number;
  /** null: unlimited. */
  limits: Record<PlanLimit, number | null>;
  features: readonly PlanFeature[];
  recommended: boolean;
};

export const PRICE_CURRENCY = 'USD';

export const PLANS: readonly Plan[] = [
  {
    id: 'starter',
    monthly: 19,
    yearly: 192,
    limits: { farms: 1, houses: 4, users: 3 },
    features: ['records', 'figures', 'languages'],
    recommended: false,
  },
  {
    id: 'farm',
    monthly: 49,
    yearly: 480,
    limits: { farms: 3, houses: 20, users: 15 },
    features: ['records', 'figures', 'languages', 'exports', 'alerts', 'money'],
    recommended: true,
  },
  {
    id: 'enterprise',
    monthly: 99,
    yearly: 948,
    limits: { farms: null, houses: null, users: null },
    features: PLAN_FEATURES,
    recommended: false,
  },
];

export type PlanPrice = {
  /** What one month costs on this billing period. */
  perMonth: number;
  /** What is charged at once: a month, or a whole year. */
  billed: number;
  /** What a year on this period saves against twelve monthly payments (0 when monthly). */
  savedPerYear: number;
  /** That saving in whole percent. */
  savedPercent: number;
};

export function planPrice(plan: Plan, period: BillingPeriod): PlanPrice {
  if (period === 'monthly') {
    return { perMonth: plan.monthly, billed: plan.monthly, savedPerYear: 0, savedPercent: 0 };
  }
  const savedPerYear = plan.monthly * 12 - plan.yearly;
  return {
    perMonth: plan.yearly / 12,
    billed: plan.yearly,
    savedPerYear,
    savedPercent: Math.round((savedPerYear / (plan.monthly * 12)) * 100),
  };
}

/** The largest yearly saving of any plan, in whole percent, for the switch's label. */
export const BEST_YEARLY_SAVING = Math.max(
  ...PLANS.map((plan) => planPrice(plan, 'yearly').savedPercent),
);
