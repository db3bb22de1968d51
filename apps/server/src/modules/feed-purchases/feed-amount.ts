import { DEFAULT_BAG_WEIGHT_KG } from '@flockbook/contracts';
import { sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';

type Entered = Record<string, unknown> & {
  bags?: unknown;
  bagWeightKg?: unknown;
  quantityKg?: unknown;
};
type Saved = { bags: string; bagWeightKg: string; quantityKg: string };

/**
 * Feed is entered as bags of a bag weight, or as kilograms, and kept as both: the figure
 * not entered is worked out in SQL (exact numeric arithmetic). An edit that changes only the
 * bag weight keeps the bags and recomputes the kilograms.
 */
export function feedAmountValues(entered: Entered, saved?: Saved): Record<string, string | SQL> {
  const text = (value: unknown) => (value === undefined ? undefined : String(value));
  const bags = text(entered.bags);
  const quantityKg = text(entered.quantityKg);
  const weight = text(entered.bagWeightKg) ?? saved?.bagWeightKg ?? DEFAULT_BAG_WEIGHT_KG;
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
