import { z } from 'zod';

export const databaseDriverSchema = z.enum(['pglite', 'postgres']);
export type DatabaseDriver = z.infer<typeof databaseDriverSchema>;

export const healthSchema = z.object({
  status: z.enum(['ok', 'degraded']),
  version: z.string(),
  uptimeSeconds: z.number(),
  database: z.object({
    driver: databaseDriverSchema,
    ok: z.boolean(),
    latencyMs: z.number(),
  }),
});
export type Health = z.infer<typeof healthSchema>;
