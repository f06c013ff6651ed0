/** The durable job queue's table (design.md: a Postgres-backed queue that also runs on PGlite). */
import { and, eq, sql } from 'drizzle-orm';
import type { DbExecutor } from '../client.ts';
import { jobs } from '../schema.ts';

export type JobRow = typeof jobs.$inferSelect;
export type NewJob = Pick<
  typeof jobs.$inferInsert,
  'kind' | 'payload' | 'dedupeKey' | 'createdByUserId' | 'runAfter'
>;

export async function insertJob(db: DbExecutor, job: NewJob): Promise<JobRow> {
  const [row] = await db.insert(jobs).values(job).returning();
  if (!row) throw new Error('job not inserted');
  return row;
}

/**
 * Takes the oldest job that is due, or one whose worker stopped beating (the server was killed);
 * SKIP LOCKED lets several workers share the queue without taking the same job.
 */
export async function claimNextJob(
  db: DbExecutor,
  now: Date,
  staleBefore: Date,
): Promise<JobRow | undefined> {
  const [row] = await db
    .update(jobs)
    .set({
      status: 'Running',
      attempts: sql`${jobs.attempts} + 1`,
      startedAt: now,
      heartbeatAt: now,
      progress: 0,
    })
    .where(
      eq(
        jobs.id,
        sql`(select id from ${jobs}
             where (${jobs.status} = 'Queued' and ${jobs.runAfter} <= ${now})
                or (${jobs.status} = 'Running' and ${jobs.heartbeatAt} < ${staleBefore})
             order by id limit 1 for update skip locked)`,
      ),
    )
    .returning();
  return row;
}

export async function beatJob(db: DbExecutor, id: number, now: Date): Promise<void> {
  await db
    .update(jobs)
    .set({ heartbeatAt: now })
    .where(and(eq(jobs.id, id), eq(jobs.status, 'Running')));
}

export async function reportJobProgress(
  db: DbExecutor,
  id: number,
  progress: { percent: number; note: string; now: Date },
): Promise<void> {
  await db
    .update(jobs)
    .set({ progress: progress.percent, progressNote: progress.note, heartbeatAt: progress.now })
    .where(and(eq(jobs.id, id), eq(jobs.status, 'Running')));
}

export async function finishJob(
  db: DbExecutor,
  id: number,
  outcome:
    | { status: 'Succeeded'; result: Record<string, unknown>; now: Date }
    | { status: 'Failed'; error: string; now: Date },
): Promise<void> {
  await db
    .update(jobs)
    .set(
      outcome.status === 'Succeeded'
        ? { status: 'Succeeded', result: outcome.result, finishedAt: outcome.now, progress: 100 }
        : { status: 'Failed', error: outcome.error, finishedAt: outcome.now },
    )
    .where(eq(jobs.id, id));
}

export async function findJob(db: DbExecutor, id: number): Promise<JobRow | undefined> {
  const [row] = await db.select().from(jobs).where(eq(jobs.id, id));
  return row;
}

/** The queued or running job holding a dedupe key, if any. */
export async function findActiveJobByKey(db: DbExecutor, dedupeKey: string): Promise<JobRow | undefined> {
  const [row] = await db
    .select()
    .from(jobs)
    .where(and(eq(jobs.dedupeKey, dedupeKey), sql`${jobs.status} in ('Queued', 'Running')`));
  return row;
}

/** The newest job of a key (whatever its state): what an admin page shows as "the last run". */
export async function findLatestJobByKey(db: DbExecutor, dedupeKey: string): Promise<JobRow | undefined> {
  const [row] = await db
    .select()
    .from(jobs)
    .where(eq(jobs.dedupeKey, dedupeKey))
    .orderBy(sql`${jobs.id} desc`)
    .limit(1);
  return row;
}
