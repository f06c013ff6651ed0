/** Test-only: bulk data for the scale proofs (one statement, not one insert per row). */
import { sql } from 'drizzle-orm';
import type { DbExecutor } from '../client.ts';

/**
 * Inserts `count` programs of a specialty in one INSERT … SELECT over generate_series, with names in
 * a scrambled order (so that name order differs from id order) and states spread over a few ids.
 */
export async function insertManyPrograms(
  db: DbExecutor,
  options: { count: number; specialtyId: number; prefix: string; stateIds: number[] },
): Promise<void> {
  const states = sql.raw(`array[${options.stateIds.map((id) => Number(id)).join(',')}]::int[]`);
  await db.execute(sql`
    insert into programs (code, name, specialty_id, city, state_id, country_id, is_active)
    select ${options.prefix} || '-' || n,
           ${options.prefix} || ' program ' || lpad(((n * 7919) % ${options.count})::text, 6, '0'),
           ${options.specialtyId},
           'City ' || (n % 50),
           (${states})[1 + n % ${options.stateIds.length}],
           840,
           n % 10 <> 0
    from generate_series(1, ${options.count}) as n`);
}
