import { z } from 'zod';

/**
 * Server-side paging shared by every list: `?page=1&pageSize=20&search=…&sort=name&direction=asc`.
 * Lists are never fetched whole; the answer carries the page and the total count.
 */
export const pageQueryFields = {
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
};

/** A list query with free-text search and a sort over the given columns. */
export function listQuery<const S extends readonly [string, ...string[]]>(sortColumns: S) {
  return {
    ...pageQueryFields,
    search: z.string().trim().max(200).optional(),
    sort: z.enum(sortColumns).default(sortColumns[0]),
    direction: z.enum(['asc', 'desc']).default('asc'),
  };
}

export type PageQuery = { page: number; pageSize: number };

export function paged<T extends z.ZodType>(item: T) {
  return z.object({ items: z.array(item), total: z.number().int() });
}

export type Paged<T> = { items: T[]; total: number };

/** The LIMIT/OFFSET of a page. */
export function pageWindow({ page, pageSize }: PageQuery): { limit: number; offset: number } {
  return { limit: pageSize, offset: (page - 1) * pageSize };
}
