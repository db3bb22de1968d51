import { z } from 'zod';

export const auditEntrySchema = z.object({
  id: z.number(),
  at: z.string(),
  userId: z.string().nullable(),
  userName: z.string().nullable(),
  action: z.enum(['create', 'update', 'delete', 'close', 'reopen']),
  entity: z.string(),
  entityId: z.string(),
  before: z.unknown(),
  after: z.unknown(),
  reason: z.string().nullable(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

export const auditQuerySchema = z.object({
  entity: z.string().max(60).optional(),
  entityId: z
    .string()
    .max(60)
    .transform((value) => value.toLowerCase())
    .optional(),
});
