import { flocks } from '@flockbook/db';
import type { Database } from '@flockbook/db';
import { and, ne, sql } from 'drizzle-orm';

/** A URL-safe slug of a flock name: "Ross Batch 12 (House 2)" -> "ross-batch-12-house-2". */
export function slugify(name: string): string {
  const slug = name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60);
  return slug || 'flock';
}

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
