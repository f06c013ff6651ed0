/**
 * The program's invitation queue (ADR 0024 §7): the queue of a program in a cycle, its items in order
 * (each waiting, sent with its invitation, or refused) and its history.
 */
import { and, asc, count, desc, eq, inArray, isNotNull, isNull, max, sql } from 'drizzle-orm';
import type { InvitationStatus, QueueHistoryEvent } from '../../../core/domain/interviews.ts';
import type { MatchCycleStatus } from '../../../core/domain/match-cycle-status.ts';
import type { DbExecutor } from '../client.ts';
import {
  applicants,
  applications,
  interviewInvitations,
  invitationQueueHistory,
  invitationQueueItems,
  invitationQueues,
  matchCycles,
  programMatchCycles,
  programs,
  programUsers,
  users,
} from '../schema.ts';
import type { PageLimits } from './paging.ts';

/** Whether the user belongs to the program. */
export async function isProgramMember(db: DbExecutor, userId: string, programId: number): Promise<boolean> {
  const [row] = await db
    .select({ one: sql<number>`1` })
    .from(programUsers)
    .where(and(eq(programUsers.userId, userId), eq(programUsers.programId, programId)))
    .limit(1);
  return row !== undefined;
}

export type QueueCycle = {
  programId: number;
  programCode: string;
  programName: string;
  cycleId: number;
  cycleCode: string;
  cycleStatus: MatchCycleStatus;
  matchDate: Date | null;
};

/**
 * The cycle (by code) the program takes part in; without a code its Active cycle (the newest one
 * when several). Undefined when the program does not take part.
 */
export async function findQueueCycle(
  db: DbExecutor,
  programId: number,
  matchCycleCode: string | null,
): Promise<QueueCycle | undefined> {
  const [row] = await db
    .select({
      programId: programs.id,
      programCode: programs.code,
      programName: programs.name,
      cycleId: matchCycles.id,
      cycleCode: matchCycles.shortName,
      cycleStatus: matchCycles.status,
      matchDate: matchCycles.matchDate,
    })
    .from(programMatchCycles)
    .innerJoin(programs, eq(programs.id, programMatchCycles.programId))
    .innerJoin(matchCycles, eq(matchCycles.id, programMatchCycles.matchCycleId))
    .where(
      and(
        eq(programMatchCycles.programId, programId),
        matchCycleCode === null
          ? eq(matchCycles.status, 'Active')
          : eq(matchCycles.shortName, matchCycleCode),
      ),
    )
    .orderBy(desc(matchCycles.id))
    .limit(1);
  return row;
}

/** The cycle of a queue (its status and match date), for the sender. */
export async function findCycleOfQueue(db: DbExecutor, queueId: number): Promise<QueueCycle | undefined> {
  const [row] = await db
    .select({
      programId: programs.id,
      programCode: programs.code,
      programName: programs.name,
      cycleId: matchCycles.id,
      cycleCode: matchCycles.shortName,
      cycleStatus: matchCycles.status,
      matchDate: matchCycles.matchDate,
    })
    .from(invitationQueues)
    .innerJoin(programs, eq(programs.id, invitationQueues.programId))
    .innerJoin(matchCycles, eq(matchCycles.id, invitationQueues.matchCycleId))
    .where(eq(invitationQueues.id, queueId))
    .limit(1);
  return row;
}

export type QueueRow = typeof invitationQueues.$inferSelect;

export async function findQueue(
  db: DbExecutor,
  programId: number,
  matchCycleId: number,
): Promise<QueueRow | undefined> {
  const [row] = await db
    .select()
    .from(invitationQueues)
    .where(and(eq(invitationQueues.programId, programId), eq(invitationQueues.matchCycleId, matchCycleId)))
    .limit(1);
  return row;
}

/** The queue row, locked until the transaction ends: one sender at a time per queue. */
export async function lockQueue(db: DbExecutor, queueId: number): Promise<QueueRow | undefined> {
  const [row] = await db
    .select()
    .from(invitationQueues)
    .where(eq(invitationQueues.id, queueId))
    .for('update')
    .limit(1);
  return row;
}

export type QueueSettings = { maxPending: number; respondWithinHours: number | null; message: string | null };

/** Creates the program's queue in the cycle, or answers the existing one unchanged. */
export async function insertQueue(
  db: DbExecutor,
  values: { programId: number; matchCycleId: number; at: Date } & QueueSettings,
): Promise<{ queue: QueueRow; created: boolean }> {
  const [row] = await db
    .insert(invitationQueues)
    .values({
      programId: values.programId,
      matchCycleId: values.matchCycleId,
      maxPending: values.maxPending,
      respondWithinHours: values.respondWithinHours,
      message: values.message,
      updatedAt: values.at,
    })
    .onConflictDoNothing()
    .returning();
  if (row) return { queue: row, created: true };
  const existing = await findQueue(db, values.programId, values.matchCycleId);
  if (!existing) throw new Error('invitation queue vanished');
  return { queue: existing, created: false };
}

export async function updateQueue(
  db: DbExecutor,
  queueId: number,
  values: Partial<QueueSettings> & { isRunning?: boolean; startedAt?: Date | null; at: Date },
): Promise<void> {
  const { at, ...rest } = values;
  await db
    .update(invitationQueues)
    .set({ ...rest, updatedAt: at })
    .where(eq(invitationQueues.id, queueId));
}

export type QueueItemRow = {
  id: number;
  applicationId: number;
  applicantId: number;
  applicantCode: string;
  applicantName: string;
  position: number;
  addedAt: Date;
  sentAt: Date | null;
  invitationId: number | null;
  invitationStatus: InvitationStatus | null;
};

/** The queue's items in order. */
export async function listQueueItems(db: DbExecutor, queueId: number): Promise<QueueItemRow[]> {
  const rows = await db
    .select({
      id: invitationQueueItems.id,
      applicationId: invitationQueueItems.applicationId,
      applicantId: applicants.id,
      applicantCode: applicants.code,
      firstName: users.firstName,
      lastName: users.lastName,
      position: invitationQueueItems.position,
      addedAt: invitationQueueItems.addedAt,
      sentAt: invitationQueueItems.sentAt,
      invitationId: invitationQueueItems.invitationId,
      invitationStatus: interviewInvitations.status,
    })
    .from(invitationQueueItems)
    .innerJoin(applications, eq(applications.id, invitationQueueItems.applicationId))
    .innerJoin(applicants, eq(applicants.id, applications.applicantId))
    .innerJoin(users, eq(users.id, applicants.userId))
    .leftJoin(interviewInvitations, eq(interviewInvitations.id, invitationQueueItems.invitationId))
    .where(eq(invitationQueueItems.queueId, queueId))
    .orderBy(asc(invitationQueueItems.position), asc(invitationQueueItems.id));
  return rows.map(({ firstName, lastName, ...row }) => ({
    ...row,
    applicantName: `${firstName} ${lastName}`.trim(),
  }));
}

/** Of the given applications, those sent to the program in the cycle (Published or awaiting payment). */
export async function programApplicationIds(
  db: DbExecutor,
  programId: number,
  matchCycleId: number,
  applicationIds: readonly number[],
): Promise<Set<number>> {
  if (applicationIds.length === 0) return new Set();
  const rows = await db
    .select({ id: applications.id })
    .from(applications)
    .where(
      and(
        inArray(applications.id, [...applicationIds]),
        eq(applications.programId, programId),
        eq(applications.matchCycleId, matchCycleId),
        inArray(applications.status, ['Published', 'PendingPayment']),
      ),
    );
  return new Set(rows.map((r) => r.id));
}

/** Appends the applications (in the order given) after the queue's last item; ones already queued stay. */
export async function appendQueueItems(
  db: DbExecutor,
  queueId: number,
  applicationIds: readonly number[],
  userId: string,
  at: Date,
): Promise<number> {
  if (applicationIds.length === 0) return 0;
  const [last] = await db
    .select({ position: max(invitationQueueItems.position) })
    .from(invitationQueueItems)
    .where(eq(invitationQueueItems.queueId, queueId));
  const start = (last?.position ?? 0) + 1;
  const inserted = await db
    .insert(invitationQueueItems)
    .values(
      applicationIds.map((applicationId, i) => ({
        queueId,
        applicationId,
        position: start + i,
        addedByUserId: userId,
        addedAt: at,
      })),
    )
    .onConflictDoNothing()
    .returning({ id: invitationQueueItems.id });
  return inserted.length;
}

/**
 * The waiting items (not sent, not refused) in the given order of their applications; waiting
 * items not named leave the queue. Sent and refused items keep their places.
 */
export async function reorderWaitingItems(
  db: DbExecutor,
  queueId: number,
  applicationIds: readonly number[],
): Promise<void> {
  const waiting = await db
    .select({ id: invitationQueueItems.id, applicationId: invitationQueueItems.applicationId })
    .from(invitationQueueItems)
    .where(and(eq(invitationQueueItems.queueId, queueId), isNull(invitationQueueItems.sentAt)));
  const wanted = new Set(applicationIds);
  const removed = waiting.filter((item) => !wanted.has(item.applicationId)).map((item) => item.id);
  if (removed.length > 0)
    await db.delete(invitationQueueItems).where(inArray(invitationQueueItems.id, removed));
  const [last] = await db
    .select({ position: max(invitationQueueItems.position) })
    .from(invitationQueueItems)
    .where(and(eq(invitationQueueItems.queueId, queueId), isNotNull(invitationQueueItems.sentAt)));
  const start = (last?.position ?? 0) + 1;
  const byApplication = new Map(waiting.map((item) => [item.applicationId, item.id]));
  let position = start;
  for (const applicationId of applicationIds) {
    const id = byApplication.get(applicationId);
    if (id === undefined) continue;
    await db.update(invitationQueueItems).set({ position }).where(eq(invitationQueueItems.id, id));
    position += 1;
  }
}

/** The first waiting item (not sent, not refused). */
export async function nextWaitingItem(
  db: DbExecutor,
  queueId: number,
): Promise<{ id: number; applicationId: number } | undefined> {
  const [row] = await db
    .select({ id: invitationQueueItems.id, applicationId: invitationQueueItems.applicationId })
    .from(invitationQueueItems)
    .where(and(eq(invitationQueueItems.queueId, queueId), isNull(invitationQueueItems.sentAt)))
    .orderBy(asc(invitationQueueItems.position), asc(invitationQueueItems.id))
    .limit(1);
  return row;
}

/** Sent with its invitation; refused (AlreadyInvited) with none: either way it leaves the waiting line. */
export async function markItemDone(
  db: DbExecutor,
  itemId: number,
  invitationId: number | null,
  at: Date,
): Promise<void> {
  await db
    .update(invitationQueueItems)
    .set({ sentAt: at, invitationId })
    .where(eq(invitationQueueItems.id, itemId));
}

/** The queue's invitations still Pending. */
export async function pendingInvitationsOfQueue(
  db: DbExecutor,
  queueId: number,
): Promise<{ invitationId: number; applicantId: number }[]> {
  return db
    .select({ invitationId: interviewInvitations.id, applicantId: interviewInvitations.applicantId })
    .from(invitationQueueItems)
    .innerJoin(interviewInvitations, eq(interviewInvitations.id, invitationQueueItems.invitationId))
    .where(and(eq(invitationQueueItems.queueId, queueId), eq(interviewInvitations.status, 'Pending')));
}

export async function insertQueueHistory(
  db: DbExecutor,
  values: { queueId: number; event: QueueHistoryEvent; count: number; userId: string | null; at: Date },
): Promise<void> {
  await db.insert(invitationQueueHistory).values({
    queueId: values.queueId,
    event: values.event,
    count: values.count,
    userId: values.userId,
    createdAt: values.at,
  });
}

export type QueueHistoryRow = {
  id: number;
  event: QueueHistoryEvent;
  count: number;
  userId: string | null;
  userName: string | null;
  createdAt: Date;
};

/** The queue's history, newest first. */
export async function listQueueHistory(
  db: DbExecutor,
  queueId: number,
  page: PageLimits,
): Promise<{ items: QueueHistoryRow[]; total: number }> {
  const [rows, [totalRow]] = await Promise.all([
    db
      .select({
        id: invitationQueueHistory.id,
        event: invitationQueueHistory.event,
        count: invitationQueueHistory.count,
        userId: invitationQueueHistory.userId,
        firstName: users.firstName,
        lastName: users.lastName,
        createdAt: invitationQueueHistory.createdAt,
      })
      .from(invitationQueueHistory)
      .leftJoin(users, eq(users.id, invitationQueueHistory.userId))
      .where(eq(invitationQueueHistory.queueId, queueId))
      .orderBy(desc(invitationQueueHistory.createdAt), desc(invitationQueueHistory.id))
      .limit(page.limit)
      .offset(page.offset),
    db
      .select({ total: count() })
      .from(invitationQueueHistory)
      .where(eq(invitationQueueHistory.queueId, queueId)),
  ]);
  return {
    items: rows.map(({ firstName, lastName, ...row }) => ({
      ...row,
      userName: row.userId ? `${firstName ?? ''} ${lastName ?? ''}`.trim() : null,
    })),
    total: totalRow?.total ?? 0,
  };
}

/** The running queues (the safety net's round), or the running queues of one program. */
export async function listRunningQueueIds(db: DbExecutor, programId?: number): Promise<number[]> {
  const rows = await db
    .select({ id: invitationQueues.id })
    .from(invitationQueues)
    .where(
      and(
        eq(invitationQueues.isRunning, true),
        programId === undefined ? undefined : eq(invitationQueues.programId, programId),
      ),
    )
    .orderBy(asc(invitationQueues.id));
  return rows.map((r) => r.id);
}
