import type { AlertMailPreference } from '@flockbook/contracts';
import { alertMailPreferences } from '@flockbook/db';
import type { Database } from '@flockbook/db';
import { eq, sql } from 'drizzle-orm';

/** The digest's hour of the farm's day when a user has chosen none. */
export const DEFAULT_DIGEST_HOUR = 7;

/** A user's choice before they make one: admins the daily digest, everyone else no mail. */
export const defaultAlertMail = (roles: readonly string[]): AlertMailPreference => ({
  mode: roles.includes('admin') ? 'digest' : 'none',
  digestHour: DEFAULT_DIGEST_HOUR,
});

/** A saved row as a preference (an unknown mode, never written, reads as none). */
export const preferenceOf = (row: { mode: string; digestHour: number }): AlertMailPreference => ({
  mode: row.mode === 'instant' || row.mode === 'digest' ? row.mode : 'none',
  digestHour: row.digestHour,
});

export async function readAlertMail(
  db: Database,
  userId: string,
  roles: readonly string[],
): Promise<AlertMailPreference> {
  const [row] = await db
    .select({ mode: alertMailPreferences.mode, digestHour: alertMailPreferences.digestHour })
    .from(alertMailPreferences)
    .where(eq(alertMailPreferences.userId, userId));
  return row ? preferenceOf(row) : defaultAlertMail(roles);
}

export async function saveAlertMail(
  db: Database,
  userId: string,
  preference: AlertMailPreference,
): Promise<AlertMailPreference> {
  await db
    .insert(alertMailPreferences)
    .values({ userId, ...preference })
    .onConflictDoUpdate({
      target: alertMailPreferences.userId,
      set: { ...preference, updatedAt: sql`now()` },
    });
  return preference;
}
