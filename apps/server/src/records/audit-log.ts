import { auditEntries } from '@flockbook/db';
import type { Database } from '@flockbook/db';

export type AuditAction = 'create' | 'update' | 'delete' | 'close' | 'reopen';

/** Writes one audit row; call it inside the transaction that makes the change. */
export async function writeAudit(
  db: Database,
  entry: {
    userId: string | null;
    action: AuditAction;
    entity: string;
    entityId: string;
    before: unknown;
    after: unknown;
    reason?: string | null;
  },
): Promise<void> {
  await db.insert(auditEntries).values({
    userId: entry.userId,
    action: entry.action,
    entity: entry.entity,
    entityId: entry.entityId,
    before: entry.before ?? null,
    after: entry.after ?? null,
    reason: entry.reason ?? null,
  });
}
