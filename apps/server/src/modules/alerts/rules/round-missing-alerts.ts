import { farmHour } from '@flockbook/contracts';
import type { Alert } from '@flockbook/contracts';
import { farms } from '@flockbook/db';
import { inArray } from 'drizzle-orm';
import { roundsMissing } from '../../daily-round/rounds-missing.ts';
import type { AlertRule } from '../alert-rule.ts';

/**
 * "No round yet today": from the settings' hour of the farm's day, each active flock whose
 * today holds no round (nor any record of the day) yet.
 */
export const roundMissingAlerts: AlertRule = async ({ db, farmIds, today, now, settings }) => {
  if (farmIds.length === 0) return [];
  const alertHour = settings.roundMissingAlertHour;
  const zones = await db
    .select({ id: farms.id, timeZone: farms.timeZone })
    .from(farms)
    .where(inArray(farms.id, [...farmIds]));
  const late = zones.filter((farm) => farmHour(farm.timeZone, now) >= alertHour);
  if (late.length === 0) return [];
  const missing = await roundsMissing(db, new Map([[today, late.map((farm) => farm.id)]]));
  return missing.map((flock): Alert => ({
    id: `round-missing:${flock.flockId}:${flock.date}`,
    kind: 'round-missing',
    severity: 'warning',
    farmId: flock.farmId,
    farmName: flock.farmName,
    flockId: flock.flockId,
    flockName: flock.flockName,
    facts: { date: flock.date, houseName: flock.houseName ?? null, alertHour },
    message: `No round yet on ${flock.date} for ${flock.flockName}${flock.houseName ? ` (${flock.houseName})` : ''} (alert from ${String(alertHour).padStart(2, '0')}:00 of the farm's day)`,
  }));
};
