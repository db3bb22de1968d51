import { z } from 'zod';

export const ALERT_KINDS = ['mortality', 'feed', 'medicine-expiry', 'weight'] as const;
export const alertSchema = z.object({
  id: z.string(),
  kind: z.enum(ALERT_KINDS),
  severity: z.enum(['warning', 'error']),
  farmId: z.string(),
  farmName: z.string(),
  flockId: z.string().nullable(),
  flockName: z.string().nullable(),
  message: z.string(),
});
export type Alert = z.infer<typeof alertSchema>;
