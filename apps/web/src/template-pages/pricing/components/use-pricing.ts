import { useState } from 'react';
import { countText } from '../../../lib/translator.ts';
import { fillText } from '../../../records/area-texts.ts';
import { useLocale } from '../../../records/hooks/use-cell-context.ts';
import { useSession } from '../../../lib/session.ts';
import { showMessage } from '../../../lib/message-store.ts';
import { usePricingTexts } from '../locales/use-pricing-texts.ts';
import { PRICE_CURRENCY, planPrice } from '../plans.ts';
import type { BillingPeriod, Plan, PlanLimit } from '../plans.ts';

/**
 * What every pricing design needs: the billing period and its switch, the texts, and each
 * plan's prices and limits written in the current language.
 */
export function usePricing() {
  const texts = usePricingTexts();
  const locale = useLocale();
  const { signedIn } = useSession();
  const [period, setPeriod] = useState<BillingPeriod>('monthly');

  const money = (amount: number) => {
    const text = new Intl.NumberFormat(locale, {
      style: 'currency',
      currency: PRICE_CURRENCY,
      currencyDisplay: 'narrowSymbol',
      maximumFractionDigits: Number.isInteger(amount) ? 0 : 2,
      minimumFractionDigits: Number.isInteger(amount) ? 0 : 2,
    }).format(amount);
    // Arabic writes '16 US$'; isolated left to right, or the '$' jumps before 'US' in a line.
    return locale.startsWith('ar') ? `\u2066${text}\u2069` : text;
  };

  const prices = (plan: Plan) => {
    const price = planPrice(plan, period);
    return {
      perMonth: money(price.perMonth),
      billing:
        period === 'monthly'
          ? texts.billedMonthly
          : fillText(texts.billedYearly, {
              amount: money(price.billed),
              saving: money(price.savedPerYear),
            }),
    };
  };

  const limit = (plan: Plan, key: PlanLimit) => {
    const count = plan.limits[key];
    const words = texts.limits[key];
    if (count === null) return words.unlimited;
    return countText(words.upTo, count, locale);
  };

  /** A guest is sent to registration; a signed-in user is told payments are not in the sample. */
  const action = (plan: Plan) => {
    const name = texts.plans[plan.id].name;
    if (plan.id === 'enterprise')
      return { label: texts.contactSales, onChoose: () => choose(name) };
    if (!signedIn) return { label: texts.startTrial, href: `/register?plan=${plan.id}` };
    return { label: fillText(texts.choose, { plan: name }), onChoose: () => choose(name) };
  };
  const choose = (name: string) =>
    showMessage({ message: fillText(texts.chosen, { plan: name }), variant: 'info' });

  return { texts, period, setPeriod, prices, limit, action };
}

export type Pricing = ReturnType<typeof usePricing>;
