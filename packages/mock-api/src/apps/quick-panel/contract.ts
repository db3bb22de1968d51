import { z } from 'zod';
import { MOCK_APP_PREFIXES } from '../../app-prefixes.ts';

/** Path of the quick panel call (section 7). */
export const quickPanelPaths = { data: `${MOCK_APP_PREFIXES.quickPanel}/data` } as const;

/** One line of the quick panel: an upcoming event or a recent note. */
export const quickPanelItemSchema = z.object({
  id: z.string(),
  title: z.string(),
  detail: z.string(),
});
export type QuickPanelItem = z.infer<typeof quickPanelItemSchema>;
export type QuickPanelEvent = QuickPanelItem;
export type QuickPanelNote = QuickPanelItem;

/** Answer of `GET /api/quick-panel/data`. */
export const quickPanelDataSchema = z.object({
  events: z.array(quickPanelItemSchema),
  notes: z.array(quickPanelItemSchema),
});
export type QuickPanelData = z.infer<typeof quickPanelDataSchema>;
