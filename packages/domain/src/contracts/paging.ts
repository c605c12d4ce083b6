import { z } from 'zod';

/** The most items one page of a list answer holds (docs/product/limits.md, "List sizes"). */
export const LIST_PAGE_MAX = 1000;

/**
 * `limit` and `offset` of a list route: at most {@link LIST_PAGE_MAX} items a page, the whole
 * first page by default. A page with `limit` items may have a next one at `offset + limit`.
 */
export const pageQueryShape = {
  limit: z.coerce
    .number({ error: 'must be a number' })
    .int('must be a whole number')
    .min(1, 'must be at least 1')
    .max(LIST_PAGE_MAX, `must be at most ${LIST_PAGE_MAX}`)
    .default(LIST_PAGE_MAX),
  offset: z.coerce
    .number({ error: 'must be a number' })
    .int('must be a whole number')
    .min(0, 'must be 0 or more')
    .max(1_000_000, 'must be at most 1000000')
    .default(0),
};
export const pageQuerySchema = z.object(pageQueryShape);
export type PageQuery = z.infer<typeof pageQuerySchema>;
