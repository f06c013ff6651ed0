/**
 * The program's invitation queue (ProgramInvitationQueue hub; ADR 0024 §7). The program orders
 * applications in its queue and starts it; while it runs, the sender invites from the head whenever
 * fewer than `maxPending` of the queue's invitations are Pending, through the invitations' own send
 * path (which refuses when no seat is free and tells the invitees). An item refused as
 * AlreadyInvited is marked and skipped; any other refusal (no free seats, no public ranges, the cycle
 * not active, the match date passed) and an empty queue stop it (QueueStoppedAutomatically).
 * The sender runs on Start and AddToQueue, when a seat is freed or an invitation answered (the
 * invitations service's onSeatFreed hook), and every minute as a safety net.
 */
import type {
  InvitationQueue,
  InvitationQueueItem,
  QueueHistory,
  QueueSettingsInput,
  QueueUpdateInput,
} from '../../../core/contracts/interviews/invitation-queue.contract.ts';
import { invitationCancelRefusal } from '../../../core/domain/interview-rules.ts';
import type { QueueHistoryEvent } from '../../../core/domain/interviews.ts';
import { hubEvents as events, hubGroups } from '../../../core/realtime/hubs.ts';
import type { Clock } from '../../clock.ts';
import { type DbExecutor, withTransaction } from '../../db/client.ts';
import {
  findInvitationView,
  type InvitationView,
  lockInvitation,
  updateInvitation,
} from '../../db/repositories/interviews.repository.ts';
import {
  appendQueueItems,
  findCycleOfQueue,
  findQueue,
  findQueueCycle,
  insertQueue,
  insertQueueHistory,
  isProgramMember,
  listQueueHistory,
  listQueueItems,
  listRunningQueueIds,
  lockQueue,
  markItemDone,
  nextWaitingItem,
  pendingInvitationsOfQueue,
  programApplicationIds,
  type QueueCycle,
  type QueueItemRow,
  type QueueRow,
  reorderWaitingItems,
  updateQueue,
} from '../../db/repositories/invitation-queue.repository.ts';
import { forbiddenResource, notFound } from '../../errors.ts';
import type { Logger } from '../../logger.ts';
import type { AuthContext } from '../auth/session.service.ts';
import type { NotifyService } from '../messaging/notify.service.ts';
import type { HubEvents } from '../realtime/hub-events.ts';
import { announceInvitationChange, announceInvitationsSent } from './interview-events.ts';
import { sendInvitationsIn } from './seats.ts';

export type InvitationQueueService = ReturnType<typeof createInvitationQueueService>;

/** The scheduler events that mean one of a program's invitations was answered or a seat moved. */
const wakingEvents: ReadonlySet<string> = new Set([
  events.applicantAcceptedInvitation,
  events.applicantDeclinedInvitation,
  events.cancelInvitation,
  events.calendarUpdated,
]);

/**
 * The services' hub events, which also wake the program's running queue after an answer or a seat
 * change. Services raise these events once their transaction has committed, so the queue counts the
 * invitation's new status (the seats' onSeatFreed hooks run inside the freeing transaction, and a
 * decline frees no seat but ends a Pending invitation).
 */
export function wakingInvitationQueues(
  hubEvents: HubEvents,
  wake: (programId: number) => Promise<void>,
): HubEvents {
  return {
    send(event) {
      hubEvents.send(event);
      if (event.hub !== 'ProgramSchedulerNotification' || !wakingEvents.has(event.target)) return;
      const programId = (event.args[0] as { programId?: unknown } | undefined)?.programId;
      // Fire and forget: the answer already succeeded; the queue logs its own failures.
      if (typeof programId === 'number') void wake(programId);
    },
  };
}

type Key = { programId: number; matchCycleCode: string | null };

const DEFAULT_SETTINGS = { maxPending: 10, respondWithinHours: null, message: null };

export function createInvitationQueueService(deps: {
  db: DbExecutor;
  clock: Clock;
  log: Logger;
  hubEvents: HubEvents;
  notify: NotifyService;
}) {
  const { db, clock, log, hubEvents } = deps;

  /** The program's cycle; program users of the program only, admins when reading. */
  async function cycleOf(auth: AuthContext, key: Key, read: boolean): Promise<QueueCycle> {
    const member =
      auth.roles.includes('ProgramUser') && (await isProgramMember(db, auth.userId, key.programId));
    const admin = read && auth.roles.includes('Admin');
    if (!member && !admin) throw forbiddenResource();
    const cycle = await findQueueCycle(db, key.programId, key.matchCycleCode);
    if (!cycle) throw notFound();
    return cycle;
  }

  function itemView(row: QueueItemRow): InvitationQueueItem {
    const refused = row.sentAt !== null && row.invitationId === null;
    return {
      id: row.id,
      applicationId: row.applicationId,
      applicantId: row.applicantId,
      applicantCode: row.applicantCode,
      applicantName: row.applicantName,
      position: row.position,
      addedAt: row.addedAt.toISOString(),
      state: row.sentAt === null ? 'Waiting' : refused ? 'Refused' : 'Sent',
      sentAt: refused ? null : (row.sentAt?.toISOString() ?? null),
      // The only refusal that is the item's own (the others stop the queue and leave it waiting).
      refusal: refused ? 'AlreadyInvited' : null,
      invitationId: row.invitationId,
      invitationStatus: row.invitationStatus,
    };
  }

  async function view(queue: QueueRow, cycle: QueueCycle): Promise<InvitationQueue> {
    const items = await listQueueItems(db, queue.id);
    return {
      id: queue.id,
      programId: queue.programId,
      matchCycleCode: cycle.cycleCode,
      isRunning: queue.isRunning,
      maxPending: queue.maxPending,
      respondWithinHours: queue.respondWithinHours,
      message: queue.message,
      startedAt: queue.startedAt?.toISOString() ?? null,
      updatedAt: queue.updatedAt.toISOString(),
      pendingCount: items.filter((item) => item.invitationStatus === 'Pending').length,
      items: items.map(itemView),
    };
  }

  async function queueOf(cycle: QueueCycle): Promise<QueueRow> {
    const queue = await findQueue(db, cycle.programId, cycle.cycleId);
    if (!queue) throw notFound();
    return queue;
  }

  function announce(queue: { id: number; programId: number }, cycleCode: string, history: boolean): void {
    const audience = { kind: 'group', group: hubGroups.program(queue.programId) } as const;
    const args = [{ programId: queue.programId, matchCycleCode: cycleCode, queueId: queue.id }];
    hubEvents.send({ hub: 'ProgramInvitationQueue', audience, target: events.queueUpdated, args });
    if (history) {
      hubEvents.send({ hub: 'ProgramInvitationQueue', audience, target: events.queueHistoryUpdated, args });
    }
  }

  async function history(
    tx: DbExecutor,
    queueId: number,
    event: QueueHistoryEvent,
    count: number,
    userId: string | null,
  ): Promise<void> {
    await insertQueueHistory(tx, { queueId, event, count, userId, at: clock.now() });
  }

  /**
   * Sends from the head of a running queue until `maxPending` of its invitations are Pending; stops
   * it when it is empty, no seat is free or its cycle is no longer active. Safe to call any time.
   */
  async function pump(queueId: number, userId: string | null = null): Promise<void> {
    const invited: { invitationId: number; applicantUserId: string }[] = [];
    const outcome = await withTransaction(db, async (tx) => {
      const queue = await lockQueue(tx, queueId);
      if (!queue?.isRunning) return null;
      const cycle = await findCycleOfQueue(tx, queueId);
      if (!cycle) return null;
      const now = clock.now();
      let stop = cycle.cycleStatus !== 'Active' || (cycle.matchDate !== null && cycle.matchDate <= now);
      let pending = stop ? 0 : (await pendingInvitationsOfQueue(tx, queueId)).length;
      let touched = false;
      while (!stop && pending < queue.maxPending) {
        const item = await nextWaitingItem(tx, queueId);
        if (!item) {
          stop = true;
          break;
        }
        const respondBy =
          queue.respondWithinHours === null
            ? null
            : new Date(now.getTime() + queue.respondWithinHours * 3_600_000);
        const [answer] = await sendInvitationsIn(
          tx,
          { programId: queue.programId, cycleId: queue.matchCycleId },
          [item.applicationId],
          { now, invitedByUserId: userId, message: queue.message, respondBy },
        );
        if (answer?.refusal === 'None' && answer.invitationId !== null && answer.applicantUserId !== null) {
          await markItemDone(tx, item.id, answer.invitationId, now);
          invited.push({ invitationId: answer.invitationId, applicantUserId: answer.applicantUserId });
          pending += 1;
          touched = true;
        } else if (answer?.refusal === 'AlreadyInvited' || answer?.refusal === 'UnknownApplication') {
          // Invited by other means, or withdrawn since it was queued: skipped.
          await markItemDone(tx, item.id, null, now);
          touched = true;
        } else {
          // No seat, no public range, the cycle or the match date: nothing more can go out now.
          stop = true;
        }
      }
      if (!stop && !(await nextWaitingItem(tx, queueId))) stop = true;
      const sent = invited.length;
      if (sent > 0) await history(tx, queueId, 'SentOutInvitations', sent, userId);
      if (stop) {
        await updateQueue(tx, queueId, { isRunning: false, at: now });
        await history(tx, queueId, 'QueueStoppedAutomatically', 0, null);
      } else if (touched) {
        await updateQueue(tx, queueId, { at: now });
      }
      return { queue, cycle, sent, changed: touched || stop, history: sent > 0 || stop };
    });
    if (!outcome) return;
    try {
      await announceInvitationsSent(
        { notify: deps.notify, hubEvents },
        {
          programId: outcome.cycle.programId,
          programName: outcome.cycle.programName,
          cycleCode: outcome.cycle.cycleCode,
        },
        invited,
        { causedByUserId: userId },
      );
    } catch (error) {
      log.error({ err: error, queueId }, 'invitation queue: telling invitees failed');
    }
    if (outcome.changed) announce(outcome.queue, outcome.cycle.cycleCode, outcome.history);
    if (outcome.sent > 0) {
      hubEvents.send({
        hub: 'ProgramSchedulerNotification',
        audience: { kind: 'group', group: hubGroups.program(outcome.queue.programId) },
        target: events.invitationQueueSentInvitation,
        args: [
          {
            programId: outcome.queue.programId,
            matchCycleCode: outcome.cycle.cycleCode,
            queueId: outcome.queue.id,
            count: outcome.sent,
          },
        ],
      });
    }
  }

  /** Runs the sender, logging rather than failing the caller's action (the queue's own state is committed). */
  async function pumpQuietly(queueId: number, userId: string | null): Promise<void> {
    try {
      await pump(queueId, userId);
    } catch (error) {
      log.error({ err: error, queueId }, 'invitation queue: sending failed');
    }
  }

  async function current(cycle: QueueCycle): Promise<InvitationQueue> {
    return view(await queueOf(cycle), cycle);
  }

  return {
    pump,

    /** The queue with its items and settings; null before the program created it. */
    async get(auth: AuthContext, key: Key): Promise<InvitationQueue | null> {
      const cycle = await cycleOf(auth, key, true);
      const queue = await findQueue(db, cycle.programId, cycle.cycleId);
      return queue ? view(queue, cycle) : null;
    },

    /** Creates the queue (stopped) with its settings; an existing one is answered unchanged. */
    async create(auth: AuthContext, key: Key, settings: QueueSettingsInput): Promise<InvitationQueue> {
      const cycle = await cycleOf(auth, key, false);
      const { queue, created } = await insertQueue(db, {
        programId: cycle.programId,
        matchCycleId: cycle.cycleId,
        maxPending: settings.maxPending ?? DEFAULT_SETTINGS.maxPending,
        respondWithinHours: settings.respondWithinHours ?? DEFAULT_SETTINGS.respondWithinHours,
        message: settings.message || DEFAULT_SETTINGS.message,
        at: clock.now(),
      });
      if (created) announce(queue, cycle.cycleCode, false);
      return view(queue, cycle);
    },

    /** Changes the settings and, with `order`, the waiting items' order (the ones not named leave). */
    async update(auth: AuthContext, key: Key, input: QueueUpdateInput): Promise<InvitationQueue> {
      const cycle = await cycleOf(auth, key, false);
      const queue = await queueOf(cycle);
      await withTransaction(db, async (tx) => {
        await lockQueue(tx, queue.id);
        await updateQueue(tx, queue.id, {
          ...(input.maxPending !== undefined ? { maxPending: input.maxPending } : {}),
          ...(input.respondWithinHours !== undefined ? { respondWithinHours: input.respondWithinHours } : {}),
          ...(input.message !== undefined ? { message: input.message || null } : {}),
          at: clock.now(),
        });
        if (input.order) await reorderWaitingItems(tx, queue.id, input.order);
      });
      announce(queue, cycle.cycleCode, false);
      // A larger maxPending may let more go out at once.
      if (queue.isRunning) await pumpQuietly(queue.id, auth.userId);
      return current(cycle);
    },

    /** Appends the program's applications (in the order given); others are refused, queued ones stay. */
    async addToQueue(auth: AuthContext, key: Key, applicationIds: number[]): Promise<InvitationQueue> {
      const cycle = await cycleOf(auth, key, false);
      const queue = await queueOf(cycle);
      const unique = [...new Set(applicationIds)];
      const known = await programApplicationIds(db, cycle.programId, cycle.cycleId, unique);
      if (known.size !== unique.length) throw notFound();
      await withTransaction(db, async (tx) => {
        await lockQueue(tx, queue.id);
        await appendQueueItems(tx, queue.id, unique, auth.userId, clock.now());
        await updateQueue(tx, queue.id, { at: clock.now() });
      });
      announce(queue, cycle.cycleCode, false);
      if (queue.isRunning) await pumpQuietly(queue.id, auth.userId);
      return current(cycle);
    },

    /** Starts the queue (QueueStarted) and sends what it can at once. */
    async start(auth: AuthContext, key: Key): Promise<InvitationQueue> {
      const cycle = await cycleOf(auth, key, false);
      const queue = await queueOf(cycle);
      const started = await withTransaction(db, async (tx) => {
        const locked = await lockQueue(tx, queue.id);
        if (!locked || locked.isRunning) return false;
        const now = clock.now();
        await updateQueue(tx, queue.id, { isRunning: true, startedAt: now, at: now });
        await history(tx, queue.id, 'QueueStarted', 0, auth.userId);
        return true;
      });
      if (started) {
        announce(queue, cycle.cycleCode, true);
        await pumpQuietly(queue.id, auth.userId);
      }
      return current(cycle);
    },

    /** Stops the queue (QueueStoppedManually); with `cancelPending` its Pending invitations are cancelled. */
    async stop(auth: AuthContext, key: Key, input: { cancelPending?: boolean }): Promise<InvitationQueue> {
      const cycle = await cycleOf(auth, key, false);
      const queue = await queueOf(cycle);
      const canceled: InvitationView[] = [];
      const changed = await withTransaction(db, async (tx) => {
        const locked = await lockQueue(tx, queue.id);
        if (!locked) return false;
        const now = clock.now();
        let changed = false;
        if (locked.isRunning) {
          await updateQueue(tx, queue.id, { isRunning: false, at: now });
          await history(tx, queue.id, 'QueueStoppedManually', 0, auth.userId);
          changed = true;
        }
        if (input.cancelPending) {
          for (const { invitationId } of await pendingInvitationsOfQueue(tx, queue.id)) {
            const row = await lockInvitation(tx, invitationId);
            const refusal = invitationCancelRefusal({
              now,
              status: row?.status ?? null,
              cycleStatus: cycle.cycleStatus,
              matchDate: cycle.matchDate,
              interviewDate: null,
              timeZone: null,
            });
            // Pending holds no seat: nothing is freed.
            if (row?.status !== 'Pending' || refusal !== 'None') continue;
            await updateInvitation(tx, invitationId, { status: 'Canceled', canceledAt: now, updatedAt: now });
            const view = await findInvitationView(tx, invitationId);
            if (view) canceled.push(view);
          }
          if (canceled.length > 0) {
            await history(tx, queue.id, 'PendingInvitationsWereCanceled', canceled.length, auth.userId);
            changed = true;
          }
        }
        return changed;
      });
      for (const view of canceled) {
        try {
          await announceInvitationChange(
            { notify: deps.notify, hubEvents },
            'CancelledByProgram',
            {
              id: view.id,
              programId: cycle.programId,
              programName: cycle.programName,
              cycleCode: cycle.cycleCode,
              applicantUserId: view.applicantUserId,
              startsAt: null,
            },
            auth.userId,
          );
        } catch (error) {
          log.error({ err: error, queueId: queue.id }, 'invitation queue: telling applicants failed');
        }
      }
      if (changed) announce(queue, cycle.cycleCode, true);
      return current(cycle);
    },

    /** The queue's history, newest first (empty before the queue exists). */
    async getHistory(
      auth: AuthContext,
      key: Key,
      page: { page: number; pageSize: number },
    ): Promise<QueueHistory> {
      const cycle = await cycleOf(auth, key, true);
      const queue = await findQueue(db, cycle.programId, cycle.cycleId);
      if (!queue) return { items: [], total: 0 };
      const { items, total } = await listQueueHistory(db, queue.id, {
        limit: page.pageSize,
        offset: (page.page - 1) * page.pageSize,
      });
      return {
        total,
        items: items.map((item) => ({ ...item, createdAt: item.createdAt.toISOString() })),
      };
    },

    /** An invitation of the program was answered or a seat moved: its running queues may go on. */
    async wake(programId: number): Promise<void> {
      try {
        for (const queueId of await listRunningQueueIds(db, programId)) await pumpQuietly(queueId, null);
      } catch (error) {
        log.error({ err: error, programId }, 'invitation queue: wake-up failed');
      }
    },

    /** The safety net (a scheduled task every minute): every running queue sends what it can. */
    async pumpRunning(): Promise<void> {
      for (const queueId of await listRunningQueueIds(db)) await pumpQuietly(queueId, null);
    },
  };
}
