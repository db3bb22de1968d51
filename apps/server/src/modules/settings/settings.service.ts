import { appSettingsSchema } from '@flockbook/contracts';
import type { AppSettings } from '@flockbook/contracts';
import { appMeta } from '@flockbook/db';
import type { Database } from '@flockbook/db';
import { eq, sql } from 'drizzle-orm';

const SETTINGS_KEY = 'settings';

/** The installation settings: what an admin saved, over the defaults. */
export async function readAppSettings(db: Database): Promise<AppSettings> {
  const rows = await db
    .select({ value: appMeta.value })
    .from(appMeta)
    .where(eq(appMeta.key, SETTINGS_KEY));
  const saved = appSettingsSchema.safeParse(rows[0]?.value ?? {});
  return saved.success ? saved.data : appSettingsSchema.parse({});
}

export async function saveAppSettings(
  db: Database,
  patch: Partial<AppSettings>,
): Promise<AppSettings> {
  const next = appSettingsSchema.parse({ ...(await readAppSettings(db)), ...patch });
  await db
    .insert(appMeta)
    .values({ key: SETTINGS_KEY, value: next })
    .onConflictDoUpdate({ target: appMeta.key, set: { value: next, updatedAt: sql`now()` } });
  return next;
}
