import { z } from 'zod';
import { MOCK_APP_PREFIXES } from '../../app-prefixes.ts';

/** Path of the icon catalogue's call (section 7). */
export const iconsPaths = { icons: MOCK_APP_PREFIXES.icons } as const;

/** Section 9: the catalogue's preview size, first order and first code point (U+E900). */
export const ICON_PREV_SIZE = 32;
export const FIRST_ICON_ORDER = 1732;
export const FIRST_ICON_CODE = 59648;
export const ICON_COUNT = 1013;

/** One icon of the catalogue; `ligatures` is the name, which the font draws as the glyph. */
export const iconEntrySchema = z.object({
  order: z.number().int(),
  id: z.string().min(1),
  name: z.string().regex(/^[a-z0-9_]+$/),
  prevSize: z.literal(ICON_PREV_SIZE),
  code: z.number().int(),
  ligatures: z.string().min(1),
  tags: z.array(z.string().min(1)).min(1),
});
export type IconEntry = z.infer<typeof iconEntrySchema>;

/** Answer of `GET /api/icons`: the whole catalogue in order. */
export const iconEntriesSchema = z.array(iconEntrySchema);

/**
 * The `@mui/icons-material` component drawing the same icon: `access_alarm` -> `AccessAlarm`.
 * The catalogue holds only names this rule maps to an existing component.
 */
export function muiIconComponentName(name: string): string {
  return name
    .split('_')
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join('');
}
