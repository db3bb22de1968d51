/**
 * Plausible entries (field-work "Plausibility"): the one rule that decides whether a value
 * is unusual for the flock's breed, age and birds alive. An unusual value is refused at its
 * field with the target, unless the request carries `confirmUnusual: true`. No zod here: the
 * web app reads the limits to show them.
 */

/** How far from its target a value may go before it is unusual. */
export const UNUSUAL_LIMITS = {
  /** A weighing below this share of the breed's target weight for the age… */
  weightLowShare: 0.5,
  /** …or above this multiple of it. */
  weightHighTimes: 2,
  /** A feed use above this multiple of the breed's daily intake per bird alive. */
  feedIntakeTimes: 3,
  /** A reading further than this below or above the house temperature band, °C. */
  temperatureMarginC: 10,
  /** Deaths in one record above this share of the birds alive. */
  deathsShare: 0.25,
} as const;

/** The record kinds the rule reads. */
export type PlausibleKind = 'weighing' | 'feed' | 'reading' | 'deaths';

/** What the rule knows about the flock on the record's date (null: no target known). */
export type PlausibilityFacts = {
  ageDays: number;
  birdsAlive: number;
  targetWeightG: number | null;
  targetIntakeG: number | null;
  band: { low: number; high: number } | null;
};

/** An unusual value: its field, the message and the target to show beside the field. */
export type UnusualValue = { field: string; message: string; target: string };

const grouped = (value: number) => value.toLocaleString('en-US', { maximumFractionDigits: 1 });
const CONFIRM = 'If it is right, confirm it';

/** The unusual values of a record (as it will be stored), none when all are plausible. */
export function unusualValues(
  kind: PlausibleKind,
  record: Record<string, unknown>,
  facts: PlausibilityFacts,
): UnusualValue[] {
  const number = (field: string) =>
    record[field] === undefined || record[field] === null ? null : Number(record[field]);
  const found: UnusualValue[] = [];
  const day = `day ${facts.ageDays}`;
  if (kind === 'weighing') {
    const weight = number('averageWeightG');
    const target = facts.targetWeightG;
    if (weight === null || target === null) return found;
    const low = target * UNUSUAL_LIMITS.weightLowShare;
    const high = target * UNUSUAL_LIMITS.weightHighTimes;
    if (weight < low || weight > high) {
      const side = weight < low ? 'less than half' : 'more than twice';
      found.push({
        field: 'averageWeightG',
        message: `${grouped(weight)} g is ${side} the target of ${grouped(target)} g on ${day}. ${CONFIRM}`,
        target: `${grouped(target)} g`,
      });
    }
  }
  if (kind === 'feed') {
    const kg = number('quantityKg');
    const intake = facts.targetIntakeG;
    if (kg === null || intake === null || facts.birdsAlive <= 0) return found;
    const targetKg = (intake * facts.birdsAlive) / 1000;
    if (kg > targetKg * UNUSUAL_LIMITS.feedIntakeTimes) {
      found.push({
        field: 'quantityKg',
        message: `${grouped(kg)} kg is more than ${UNUSUAL_LIMITS.feedIntakeTimes} times the day's target of ${grouped(targetKg)} kg (${grouped(intake)} g a bird for ${grouped(facts.birdsAlive)} birds). ${CONFIRM}`,
        target: `${grouped(targetKg)} kg`,
      });
    }
  }
  if (kind === 'reading' && facts.band) {
    const { low, high } = facts.band;
    const margin = UNUSUAL_LIMITS.temperatureMarginC;
    const target = `${grouped(low)}–${grouped(high)} °C`;
    for (const field of ['minTempC', 'maxTempC']) {
      const value = number(field);
      if (value === null || (value >= low - margin && value <= high + margin)) continue;
      found.push({
        field,
        message: `${grouped(value)} °C is more than ${margin} °C outside the target of ${target} on ${day}. ${CONFIRM}`,
        target,
      });
    }
  }
  if (kind === 'deaths') {
    const count = number('count');
    if (count === null || facts.birdsAlive <= 0) return found;
    if (count > facts.birdsAlive * UNUSUAL_LIMITS.deathsShare) {
      const limit = Math.floor(facts.birdsAlive * UNUSUAL_LIMITS.deathsShare);
      found.push({
        field: 'count',
        message: `${grouped(count)} deaths is more than a quarter of the ${grouped(facts.birdsAlive)} birds alive. ${CONFIRM}`,
        target: `≤ ${grouped(limit)}`,
      });
    }
  }
  return found;
}
