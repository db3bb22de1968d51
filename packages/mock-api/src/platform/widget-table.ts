import { z } from 'zod';

/**
 * A widget table (section 3): columns, and rows of cells. `classes` are space-separated style
 * tokens ('positive', 'negative', 'strong', 'percent'); `icon` is a Material icon name
 * ('trending_up') or '' for none.
 */
export const widgetTableSchema = z.object({
  columns: z.array(z.object({ id: z.string().min(1), title: z.string().min(1) })).min(1),
  rows: z.array(
    z.object({
      id: z.string().min(1),
      cells: z.array(
        z.object({
          id: z.string().min(1),
          value: z.union([z.string(), z.number()]),
          classes: z.string(),
          icon: z.string(),
        }),
      ),
    }),
  ),
});
export type WidgetTable = z.infer<typeof widgetTableSchema>;
export type WidgetTableCell = WidgetTable['rows'][number]['cells'][number];
