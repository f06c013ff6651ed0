/**
 * The one way a repository pages, sorts and searches a list (core/contracts/paging.ts is the query):
 * - `pageOf` turns the contract's page and page size into LIMIT/OFFSET;
 * - `sortOrder` looks the contract's sort key up in a whitelist of columns (nothing the client
 *   sends reaches the SQL text) and appends a stable tie-breaker, so pages never overlap;
 * - `searchAny` matches the search text anywhere in any of the given columns by ILIKE, with `%`,
 *   `_` and `\` taken literally.
 */
import type { AnyColumn, SQL } from 'drizzle-orm';
import { ilike, or, sql } from 'drizzle-orm';
import { type PageQuery, pageWindow } from '../../../core/contracts/paging.ts';

export type SortDirection = 'asc' | 'desc';

export type PageLimits = { limit: number; offset: number };

/** LIMIT/OFFSET of a page, given as the contract's page and size or as limits already worked out. */
export function pageOf(page: PageQuery | PageLimits): PageLimits {
  return 'limit' in page ? { limit: page.limit, offset: page.offset } : pageWindow(page);
}

type SortExpression = AnyColumn | SQL;

/**
 * One term of an order: a column or expression in the chosen direction, or with its own
 * `direction` (a fixed order whatever the user chose) and where NULLs go.
 */
export type SortTerm =
  | SortExpression
  | { by: SortExpression; direction?: SortDirection | undefined; nulls?: 'first' | 'last' | undefined };

/** The whitelist of a list's sorts: the contract's sort key → the terms it orders by. */
export type SortColumns<S extends string> = { readonly [K in S]: SortTerm | readonly SortTerm[] };

function isTermObject(term: SortTerm): term is Exclude<SortTerm, SortExpression> {
  return typeof term === 'object' && term !== null && 'by' in term;
}

function orderTerm(term: SortTerm, direction: SortDirection): SQL {
  if (!isTermObject(term)) return sql`${term} ${sql.raw(direction)}`;
  const nulls = term.nulls ? sql.raw(` nulls ${term.nulls}`) : sql``;
  return sql`${term.by} ${sql.raw(term.direction ?? direction)}${nulls}`;
}

/** A term ordered ascending whatever the user's direction (a tie-breaker that keeps its order). */
export function ascending(by: SortExpression): SortTerm {
  return { by, direction: 'asc' };
}

/** A term ordered descending whatever the user's direction. */
export function descending(by: SortExpression): SortTerm {
  return { by, direction: 'desc' };
}

/**
 * The ORDER BY of a list: the whitelisted terms of `sort` (an unknown key falls back to `fallback`),
 * then the tie-breaker (a unique key, e.g. the id) — both in `direction` unless a term fixes its own.
 */
export function sortOrder<S extends string>(
  columns: SortColumns<S>,
  sort: S,
  direction: SortDirection,
  tieBreaker: SortTerm | readonly SortTerm[],
  fallback?: S,
): SQL[] {
  const chosen = Object.hasOwn(columns, sort)
    ? columns[sort]
    : fallback === undefined
      ? []
      : columns[fallback];
  const list = (terms: SortTerm | readonly SortTerm[]): readonly SortTerm[] =>
    Array.isArray(terms) ? (terms as readonly SortTerm[]) : [terms as SortTerm];
  return [...list(chosen), ...list(tieBreaker)].map((term) => orderTerm(term, direction));
}

/** `%text%` for ILIKE, with the LIKE pattern characters of the text (`%`, `_`, `\`) taken literally. */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;
}

/** Rows where any of the columns contains the text (case-insensitive); undefined without a search. */
export function searchAny(
  text: string | null | undefined,
  columns: readonly [SortExpression, ...SortExpression[]],
): SQL | undefined {
  if (!text) return undefined;
  const pattern = containsPattern(text);
  return or(...columns.map((column) => ilike(column, pattern)));
}
