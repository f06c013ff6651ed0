import { lt, sql } from 'drizzle-orm';
import type { DbExecutor } from '../client.ts';
import { actionCounters } from '../schema.ts';

/** Adds `by` to the counter of `key` in the window starting at `windowStart`; answers the new count. */
export async function incrementActionCounter(
  db: DbExecutor,
  key: string,
  windowStart: Date,
  by = 1,
): Promise<number> {
  const [row] = await db
    .insert(actionCounters)
    .values({ key, windowStart, count: by })
    .onConflictDoUpdate({
      target: [actionCounters.key, actionCounters.windowStart],
      set: { count: sql`${actionCounters.count} + ${by}` },
    })
    .returning({ count: actionCounters.count });
  return row!.count;
}

/** Takes back `by` from a counter (an action refused by a later limit does not count). */
export async function decrementActionCounter(
  db: DbExecutor,
  key: string,
  windowStart: Date,
  by = 1,
): Promise<void> {
  await db
    .update(actionCounters)
    .set({ count: sql`greatest(${actionCounters.count} - ${by}, 0)` })
    .where(sql`${actionCounters.key} = ${key} and ${actionCounters.windowStart} = ${windowStart}`);
}

export async function deleteActionCountersBefore(db: DbExecutor, before: Date): Promise<number> {
  const deleted = await db
    .delete(actionCounters)
    .where(lt(actionCounters.windowStart, before))
    .returning({ key: actionCounters.key });
  return deleted.length;
}
