import { DEFAULT_BAG_WEIGHT_KG } from '@flockbook/contracts';
import { sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import { ProblemError } from '../../lib/problem.ts';

type Entered = Record<string, unknown> & {
  bags?: unknown;
  bagWeightKg?: unknown;
  quantityKg?: unknown;
};
type Saved = { bags: string; bagWeightKg: string; quantityKg: string };

/**
 * Feed is entered as bags of a bag weight, or as kilograms, and kept as both: the figure
 * not entered is worked out in SQL (exact numeric arithmetic). An edit that changes only the
 * bag weight keeps the bags and recomputes the kilograms. Whatever is entered, the stored
 * kilograms stay above zero (at least one gram), or the entry is refused at its field.
 */
export function feedAmountValues(entered: Entered, saved?: Saved): Record<string, string | SQL> {
  const text = (value: unknown) => (value === undefined ? undefined : String(value));
  const bags = text(entered.bags);
  const quantityKg = text(entered.quantityKg);
  const weight = text(entered.bagWeightKg) ?? saved?.bagWeightKg ?? DEFAULT_BAG_WEIGHT_KG;
  const refuse = (field: string, message: string) =>
    new ProblemError(400, { errors: { [field]: message } });
  const enteredNothing = !(Number(bags ?? 0) > 0) && !(Number(quantityKg ?? 0) > 0);
  if (enteredNothing && (bags !== undefined || quantityKg !== undefined)) {
    throw refuse(bags !== undefined ? 'bags' : 'quantityKg', 'Enter the bags or the kilograms');
  }
  const bagsForKg = bags !== undefined && Number(bags) > 0 ? bags : enteredNothing && saved?.bags;
  if (bagsForKg && Number(bagsForKg) * Number(weight) < 0.0005) {
    throw refuse(
      bags !== undefined ? 'bags' : 'bagWeightKg',
      'This comes to less than 1 gram of feed',
    );
  }
  if (bags !== undefined && Number(bags) > 0) {
    return {
      bags,
      bagWeightKg: weight,
      quantityKg: sql`round(${bags}::numeric * ${weight}::numeric, 3)`,
    };
  }
  if (quantityKg !== undefined && Number(quantityKg) > 0) {
    return {
      quantityKg,
      bagWeightKg: weight,
      bags: sql`round(${quantityKg}::numeric / ${weight}::numeric, 3)`,
    };
  }
  if (saved && entered.bagWeightKg !== undefined) {
    return {
      bagWeightKg: weight,
      quantityKg: sql`round(${saved.bags}::numeric * ${weight}::numeric, 3)`,
    };
  }
  return {};
}
