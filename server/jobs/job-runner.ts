/**
 * The worker of the durable job queue. Jobs are rows (jobs.repository); a handler's work commits in
 * its own transaction(s), and a running job beats a heartbeat: when the process dies mid-job, the
 * heartbeat stops and, after `staleAfterMs`, the next worker takes the job again. A job that keeps
 * dying is failed after `maxAttempts`. Scheduled tasks (e.g. releasing due results) run on the same
 * loop at their own interval.
 */
import type { JobKind } from '../../core/domain/jobs.ts';
import type { Clock } from '../clock.ts';
import type { DbExecutor } from '../db/client.ts';
import {
  beatJob,
  claimNextJob,
  finishJob,
  insertJob,
  type JobRow,
  reportJobProgress,
} from '../db/repositories/jobs.repository.ts';
import { isUniqueViolation } from '../db/unique-violation.ts';
import type { Logger } from '../logger.ts';

export type JobContext = {
  job: JobRow;
  progress: (percent: number, note: string) => Promise<void>;
};

/** A handler answers the job's result; a thrown error fails the job with its message. */
export type JobHandler = (
  payload: Record<string, unknown>,
  context: JobContext,
) => Promise<Record<string, unknown>>;

export type ScheduledTask = { name: string; everyMs: number; run: () => Promise<void> };

export type JobRunnerOptions = {
  db: DbExecutor;
  clock: Clock;
  log: Logger;
  handlers: Partial<Record<JobKind, JobHandler>>;
  schedules?: ScheduledTask[];
  pollMs?: number;
  heartbeatMs?: number;
  staleAfterMs?: number;
  maxAttempts?: number;
};

export class JobAlreadyQueued extends Error {}

export type JobRunner = ReturnType<typeof createJobRunner>;

export function createJobRunner(options: JobRunnerOptions) {
  const { db, clock, log, handlers } = options;
  const pollMs = options.pollMs ?? 1_000;
  const heartbeatMs = options.heartbeatMs ?? 2_000;
  const staleAfterMs = options.staleAfterMs ?? 30_000;
  const maxAttempts = options.maxAttempts ?? 3;
  const schedules = options.schedules ?? [];
  const lastScheduled = new Map<string, number>();

  let timer: NodeJS.Timeout | undefined;
  let running = false;
  let stopped = true;
  let current: Promise<void> = Promise.resolve();

  async function enqueue(job: {
    kind: JobKind;
    payload: Record<string, unknown>;
    dedupeKey?: string;
    createdByUserId?: string | null;
  }): Promise<JobRow> {
    if (!handlers[job.kind]) throw new Error(`no handler for job kind ${job.kind}`);
    try {
      const row = await insertJob(db, {
        kind: job.kind,
        payload: job.payload,
        dedupeKey: job.dedupeKey ?? null,
        createdByUserId: job.createdByUserId ?? null,
        runAfter: clock.now(),
      });
      kick();
      return row;
    } catch (error) {
      if (isUniqueViolation(error)) throw new JobAlreadyQueued(job.dedupeKey ?? job.kind);
      throw error;
    }
  }

  async function runOne(job: JobRow): Promise<void> {
    const handler = handlers[job.kind];
    if (!handler || job.attempts > maxAttempts) {
      await finishJob(db, job.id, {
        status: 'Failed',
        error: handler ? `stopped ${job.attempts - 1} times before finishing` : `no handler for ${job.kind}`,
        now: clock.now(),
      });
      return;
    }
    const beat = setInterval(() => {
      beatJob(db, job.id, clock.now()).catch((error: unknown) =>
        log.warn({ err: error, jobId: job.id }, 'job heartbeat failed'),
      );
    }, heartbeatMs);
    beat.unref();
    try {
      const result = await handler(job.payload, {
        job,
        progress: (percent, note) => reportJobProgress(db, job.id, { percent, note, now: clock.now() }),
      });
      await finishJob(db, job.id, { status: 'Succeeded', result, now: clock.now() });
      log.info({ jobId: job.id, kind: job.kind }, 'job succeeded');
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      await finishJob(db, job.id, { status: 'Failed', error: message, now: clock.now() });
      log.warn({ jobId: job.id, kind: job.kind, err: error }, 'job failed');
    } finally {
      clearInterval(beat);
    }
  }

  async function runScheduled(): Promise<void> {
    const now = clock.now().getTime();
    for (const task of schedules) {
      const last = lastScheduled.get(task.name);
      if (last !== undefined && now - last < task.everyMs) continue;
      lastScheduled.set(task.name, now);
      try {
        await task.run();
      } catch (error) {
        log.warn({ err: error, task: task.name }, 'scheduled task failed');
      }
    }
  }

  /** Runs every due job (and due scheduled task) until none is left. */
  async function runUntilIdle(): Promise<number> {
    let done = 0;
    for (;;) {
      const now = clock.now();
      const job = await claimNextJob(db, now, new Date(now.getTime() - staleAfterMs));
      if (!job) break;
      await runOne(job);
      done++;
    }
    await runScheduled();
    return done;
  }

  function tick(): void {
    if (running || stopped) return;
    running = true;
    current = runUntilIdle()
      .then(() => undefined)
      .catch((error: unknown) => log.error({ err: error }, 'job runner failed'))
      .finally(() => {
        running = false;
      });
  }

  /** Looks for work now instead of at the next poll (after an enqueue). */
  function kick(): void {
    if (!stopped) setImmediate(tick);
  }

  function start(): void {
    if (!stopped) return;
    stopped = false;
    timer = setInterval(tick, pollMs);
    timer.unref();
    kick();
  }

  /** Stops polling and waits for the job in hand. */
  async function stop(): Promise<void> {
    stopped = true;
    if (timer) clearInterval(timer);
    await current;
  }

  return { enqueue, runUntilIdle, start, stop, kick };
}
