/**
 * Rows of a raw `db.execute(sql…)`: node-postgres answers `{ rows }`, PGlite the same shape through
 * Drizzle but some versions an array. Timestamps in raw statements are selected as JSON text
 * (`to_json(x)#>>'{}'`), which both drivers hand over as the same ISO string.
 */
import type { SQL } from 'drizzle-orm';
import { sql } from 'drizzle-orm';

export type SqlRow = Record<string, unknown>;

export function rowsOf(result: unknown): SqlRow[] {
  return Array.isArray(result) ? (result as SqlRow[]) : ((result as { rows?: SqlRow[] }).rows ?? []);
}

/** A timestamptz as ISO text, the same on both drivers. */
export function isoText(expression: SQL): SQL {
  return sql`(to_json(${expression})#>>'{}')`;
}

/** ISO text from the database (or null) as the API's ISO-8601 UTC form. */
export function isoOf(value: unknown): string | null {
  if (value === null || value === undefined) return null;
  return new Date(value instanceof Date ? value : String(value)).toISOString();
}

/** A JSON value that one driver parses and the other hands over as text. */
export function jsonOf<T>(value: unknown, fallback: T): T {
  if (value === null || value === undefined) return fallback;
  return (typeof value === 'string' ? JSON.parse(value) : value) as T;
}
