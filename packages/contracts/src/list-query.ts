import { z } from 'zod';

/**
 * The one list dialect every REST resource speaks:
 * `?page=1&pageSize=25&sort=date:desc&q=text&<filter>=<value>` answers `{ data, total }`.
 */
export const MAX_PAGE_SIZE = 200;
export const DEFAULT_PAGE_SIZE = 25;
/** Far past any real list; keeps the offset a number the database can take. */
export const MAX_PAGE = 1_000_000;

export const sortSchema = z
  .string()
  .regex(/^[A-Za-z][A-Za-z0-9_]*:(asc|desc)$/, 'Use field:asc or field:desc')
  .transform((value) => {
    const [field, direction] = value.split(':') as [string, 'asc' | 'desc'];
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

/** Builds the query string of a list request; the client side of the dialect. */
export function toListSearchParams(
  query: { page?: number; pageSize?: number; sort?: string; q?: string } & Record<
    string,
    string | number | undefined
  >,
): URLSearchParams {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== '') params.set(key, String(value));
  }
  return params;
}
