import { getTableColumns, getTableName, type SQL, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';

/**
 * The SET and WHERE parts of an ON CONFLICT DO UPDATE that copies the given columns from the proposed row
 * and only touches rows whose values differ: a re-run writes nothing, so syncing at every start is cheap
 * and leaves no dead rows behind.
 */
export function upsertChanged<T extends PgTable>(
  table: T,
  keys: readonly (keyof T['$inferInsert'] & string)[],
): { set: Record<string, SQL>; setWhere: SQL } {
  const columns = getTableColumns(table);
  const tableName = getTableName(table);
  const names = keys.map((key) => {
    const column = columns[key];
    if (!column) throw new Error(`${tableName} has no column ${key}`);
    return column.name;
  });
  const set = Object.fromEntries(keys.map((key, i) => [key, sql.raw(`excluded."${names[i]}"`)]));
  const current = names.map((name) => `"${tableName}"."${name}"`).join(', ');
  const proposed = names.map((name) => `excluded."${name}"`).join(', ');
  // ROW(...) keeps the comparison valid when there is a single column.
  const setWhere = sql.raw(`ROW(${current}) IS DISTINCT FROM ROW(${proposed})`);
  return { set, setWhere };
}
