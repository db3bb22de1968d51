import { z } from 'zod';

import { DEFAULT_PAGE_SIZE, MAX_PAGE, MAX_PAGE_SIZE, SORT_PATTERN } from './list-dialect.ts';
import type { SortDirection } from './list-dialect.ts';

export * from './list-dialect.ts';

/** The server's reading of the list dialect (list-dialect.ts): unknown sorts are refused. */
export const sortSchema = z
  .string()
  .regex(SORT_PATTERN, 'Use field:asc or field:desc')
  .transform((value) => {
    const [field, direction] = value.split(':') as [string, SortDirection];
    return { field, direction };
  });

export const listQuerySchema = z.object({
  page: z.coerce
    .number('Enter a page number')
    .int('Use a whole number')
    .min(1, 'Page starts at 1')
    .max(MAX_PAGE, `Page is at most ${MAX_PAGE}`)
    .default(1),
  pageSize: z.coerce
    .number()
    .int()
    .min(1, 'Page size is at least 1')
    .max(MAX_PAGE_SIZE, `Page size is at most ${MAX_PAGE_SIZE}`)
    .default(DEFAULT_PAGE_SIZE),
  sort: sortSchema.optional(),
  q: z.string().trim().max(200).optional(),
});
export type ListQuery = z.infer<typeof listQuerySchema>;
export type ListQueryInput = z.input<typeof listQuerySchema>;

export function listResponseSchema<T extends z.ZodType>(item: T) {
  return z.object({ data: z.array(item), total: z.number().int().min(0) });
}
export type ListResponse<T> = { data: T[]; total: number };
