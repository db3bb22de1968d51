import { farmHour, farmToday, withoutMoney } from '@flockbook/contracts';
import type { Alert, AlertMailPreference } from '@flockbook/contracts';
import { alertMailPreferences, alertMailsSent, farms, userFarms, users } from '@flockbook/db';
import type { Database } from '@flockbook/db';
import { and, asc, eq, inArray, isNull, lt, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Mailer } from '../../../lib/mailer.ts';
import { EVERY_FARM } from '../../../records/farm-access.ts';
import type { FarmAccess } from '../../../records/farm-access.ts';
import { openAlerts } from '../alerts.service.ts';
import { alertMail } from './alert-mail.text.ts';
import { defaultAlertMail, preferenceOf } from './alert-mail.preferences.ts';

/** A mail taken but not sent after this long (its process stopped mid-send) is taken again. */
const TAKEN_FOR_MS = 15 * 60_000;

export type AlertMailRun = {
  db: Database;
  mailer: Mailer;
  log: FastifyBaseLogger;
  now: Date;
  /** Where the app is reached, for the link in each mail. */
  appUrl: string;
  /** The installation's zone (FARM_TIME_ZONE): the day of a user who sees no farm. */
  zoneWithoutFarm: string;
};

type Recipient = {
  id: string;
  email: string;
  roles: string[];
  preference: AlertMailPreference;
};

/**
 * One pass of alerts by mail: every user who asked for them gets their new alerts (instant) or,
 * from their hour of the farm's day, that day's digest (once). Each mail is first taken in
 * alert_mails_sent under (key, user), so of several processes one sends it; a failed send
 * leaves it to be taken again on a later pass. Answers the number of mails sent.
 */
export async function sendAlertMails(run: AlertMailRun): Promise<number> {
  let sent = 0;
  for (const recipient of await recipients(run.db)) {
    try {
      sent += await mailRecipient(run, recipient);
    } catch (error) {
      run.log.warn({ err: error, userId: recipient.id }, 'alert mail failed; retried later');
    }
  }
  return sent;
}

async function recipients(db: Database): Promise<Recipient[]> {
  const rows = await db
    .select({
      id: users.id,
      email: users.email,
      roles: users.role,
      mode: alertMailPreferences.mode,
      digestHour: alertMailPreferences.digestHour,
    })
    .from(users)
    .leftJoin(alertMailPreferences, eq(alertMailPreferences.userId, users.id))
    .where(and(eq(users.disabled, false), sql`${users.email} like '%@%'`))
    .orderBy(asc(users.email));
  return rows
    .map((row) => ({
      id: row.id,
      email: row.email,
      roles: row.roles,
      preference:
        row.mode === null || row.digestHour === null
          ? defaultAlertMail(row.roles)
          : preferenceOf({ mode: row.mode, digestHour: row.digestHour }),
    }))
    .filter((row) => row.preference.mode !== 'none' && !row.roles.every((r) => r === 'user'));
}

async function mailRecipient(run: AlertMailRun, recipient: Recipient): Promise<number> {
  const { db, now } = run;
  const admin = recipient.roles.includes('admin');
  const access: FarmAccess = admin
    ? EVERY_FARM
    : {
        every: false,
        farmIds: (
          await db
            .select({ farmId: userFarms.farmId })
            .from(userFarms)
            .where(eq(userFarms.userId, recipient.id))
        ).map((row) => row.farmId),
      };
  let key: string[];
  let mail: (alerts: Alert[]) => { subject: string; text: string };
  if (recipient.preference.mode === 'digest') {
    const zone = await recipientZone(db, access, run.zoneWithoutFarm);
    if (farmHour(zone, now) < recipient.preference.digestHour) return 0;
    const day = farmToday(zone, now);
    key = [`digest:${day}`];
    if ((await take(db, recipient.id, key, now)).length === 0) return 0;
    mail = (alerts) => alertMail({ kind: 'digest', day, alerts, appUrl: run.appUrl });
  } else {
    key = [];
    mail = (alerts) => alertMail({ kind: 'instant', alerts, appUrl: run.appUrl });
  }
  const found = await openAlerts(db, access, now);
  // Mail as the user would see the alerts: without money unless an admin.
  let alerts = admin ? found : withoutMoney(found);
  if (recipient.preference.mode === 'instant') {
    const taken = new Set(
      await take(
        db,
        recipient.id,
        alerts.map((alert) => alert.id),
        now,
      ),
    );
    alerts = alerts.filter((alert) => taken.has(alert.id));
    if (alerts.length === 0) return 0;
    key = alerts.map((alert) => alert.id);
  }
  try {
    await run.mailer.send({ to: recipient.email, ...mail(alerts) });
  } catch (error) {
    await release(db, recipient.id, key, error);
    throw error;
  }
  await db
    .update(alertMailsSent)
    .set({ sentAt: now })
    .where(and(eq(alertMailsSent.userId, recipient.id), inArray(alertMailsSent.key, key)));
  return 1;
}

/**
 * Takes the mails of `keys` for the user: the keys never taken, and those taken but not sent
 * (failed, or left by a stopped process) long enough ago. Answers the keys taken now.
 */
async function take(db: Database, userId: string, keys: string[], now: Date): Promise<string[]> {
  if (keys.length === 0) return [];
  const staleBefore = new Date(now.getTime() - TAKEN_FOR_MS);
  const rows = await db
    .insert(alertMailsSent)
    .values(keys.map((key) => ({ key, userId, takenAt: now, attempts: 1 })))
    .onConflictDoUpdate({
      target: [alertMailsSent.key, alertMailsSent.userId],
      set: { takenAt: now, attempts: sql`${alertMailsSent.attempts} + 1` },
      setWhere: and(isNull(alertMailsSent.sentAt), lt(alertMailsSent.takenAt, staleBefore)),
    })
    .returning({ key: alertMailsSent.key });
  return rows.map((row) => row.key);
}

/** A failed send: its keys may be taken again on the next pass. */
async function release(db: Database, userId: string, keys: string[], error: unknown) {
  await db
    .update(alertMailsSent)
    .set({ takenAt: new Date(0), lastError: String(error).slice(0, 500) })
    .where(
      and(
        eq(alertMailsSent.userId, userId),
        inArray(alertMailsSent.key, keys),
        isNull(alertMailsSent.sentAt),
      ),
    );
}

/** The zone of the user's day: their first farm's (by name), else the installation's. */
async function recipientZone(db: Database, access: FarmAccess, fallback: string) {
  if (!access.every && access.farmIds.length === 0) return fallback;
  const [farm] = await db
    .select({ timeZone: farms.timeZone })
    .from(farms)
    .where(access.every ? undefined : inArray(farms.id, [...access.farmIds]))
    .orderBy(asc(farms.name))
    .limit(1);
  return farm?.timeZone ?? fallback;
}
