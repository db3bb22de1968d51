import {
  houseTargetBandC,
  targetIntakeG,
  targetWeightG,
  unusualValues,
} from '@flockbook/contracts';
import type { PlausibilityFacts, PlausibleKind } from '@flockbook/contracts';
import { flocks } from '@flockbook/db';
import type { Database } from '@flockbook/db';
import { eq } from 'drizzle-orm';
import { ProblemError } from '../lib/problem.ts';
import { birdsAliveOf } from '../modules/flocks/flock-figures.ts';
import { readAppSettings } from '../modules/settings/settings.service.ts';

type Values = Record<string, unknown>;

/** Days from placement to a date (both YYYY-MM-DD). */
const daysBetween = (from: string, to: string) =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);

/** The flock's targets and birds alive on a date, as the plausibility rule reads them. */
async function factsOf(
  db: Database,
  flockId: string,
  date: string,
  ownBirds: number,
): Promise<PlausibilityFacts | null> {
  const [flock] = await db
    .select({ breed: flocks.breed, placedOn: flocks.placedOn })
    .from(flocks)
    .where(eq(flocks.id, flockId));
  if (!flock) return null;
  const ageDays = daysBetween(flock.placedOn, date);
  const alive = await birdsAliveOf(db, flockId, date);
  return {
    ageDays,
    birdsAlive: alive.onDate + ownBirds,
    targetWeightG: targetWeightG(flock.breed, ageDays),
    targetIntakeG: targetIntakeG(flock.breed, ageDays),
    band: houseTargetBandC(await readAppSettings(db), ageDays),
  };
}

/**
 * The plausibility rule on a create or an edit (`current` set), once for every way a record
 * is written: values the rule finds unusual are refused (400, the message at the field, the
 * targets under `unusual`) unless `change.confirmUnusual` is true, when the confirmation is
 * answered as the audit reason. An edit is checked on the fields it changes (all, when it
 * moves the record to another date or flock).
 */
export async function checkPlausible(
  db: Database,
  kind: PlausibleKind | undefined,
  current: Values | undefined,
  change: Values,
  prepared: Values,
): Promise<string | null> {
  if (!kind) return null;
  const record = { ...current, ...prepared };
  const flockId = record.flockId;
  const date = record.date;
  if (typeof flockId !== 'string' || typeof date !== 'string') return null;
  const moved =
    !current ||
    (change.date !== undefined && change.date !== current.date) ||
    (change.flockId !== undefined && change.flockId !== current.flockId);
  // An edited death record's own birds are still counted among the dead: give them back.
  const ownBirds =
    kind === 'deaths' && current && current.flockId === flockId && String(current.date) <= date
      ? Number(current.count ?? 0)
      : 0;
  const facts = await factsOf(db, flockId, date, ownBirds);
  if (!facts) return null;
  const found = unusualValues(kind, record, facts).filter(
    (value) => moved || prepared[value.field] !== undefined,
  );
  if (found.length === 0) return null;
  if (change.confirmUnusual === true) {
    return `Confirmed unusual: ${found.map((value) => value.message.split('. ')[0]).join('; ')}`;
  }
  const errors: Record<string, string> = {};
  const unusual: Record<string, string> = {};
  for (const value of found) {
    errors[value.field] = value.message;
    unusual[value.field] = value.target;
    // Feed entered as bags is refused at the bags too.
    if (value.field === 'quantityKg' && change.bags !== undefined) {
      errors.bags = value.message;
      unusual.bags = value.target;
    }
  }
  throw new ProblemError(400, {
    detail:
      'Some values are unusual for this flock: check them, then confirm them if they are right.',
    errors,
    extensions: { unusual },
  });
}

/** Drops the confirmation from the values to store (it lives in the audit log). */
export function withoutConfirmation(values: Values): Values {
  const rest = { ...values };
  delete rest.confirmUnusual;
  return rest;
}
