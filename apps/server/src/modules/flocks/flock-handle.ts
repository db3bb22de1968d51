import { slugify } from '@flockbook/contracts';
import { flocks } from '@flockbook/db';
import type { Database } from '@flockbook/db';
import { and, ne, sql } from 'drizzle-orm';

/** The name's slug, with -2, -3, … when another flock already has it. */
export async function uniqueHandle(db: Database, name: string, exceptId?: string): Promise<string> {
  const base = slugify(name);
  const pattern = `${base.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  const taken = new Set(
    (
      await db
        .select({ handle: flocks.handle })
        .from(flocks)
        .where(
          and(
            sql`${flocks.handle} like ${pattern}`,
            exceptId ? ne(flocks.id, exceptId) : undefined,
          ),
        )
    ).map((row) => row.handle),
  );
  if (!taken.has(base)) return base;
  for (let suffix = 2; ; suffix += 1) {
    if (!taken.has(`${base}-${suffix}`)) return `${base}-${suffix}`;
  }
}
