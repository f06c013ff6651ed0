/**
 * The invitation queue through its hub (ProgramInvitationQueue) with the official @microsoft/signalr
 * client: who may call each method, the arguments' checks, and the sender (up to maxPending, the
 * next one when an invitation is declined, refused items skipped, automatic and manual stops).
 */
import type { HubConnection } from '@microsoft/signalr';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  InvitationQueue,
  QueueHistory,
} from '../../../core/contracts/interviews/invitation-queue.contract.ts';
import { hubGroups } from '../../../core/realtime/hubs.ts';
import { buildApp, servicesOf } from '../../app.ts';
import { interviewInvitations, matchCycles } from '../../db/schema.ts';
import {
  createApplicant,
  createApplicantMatchCycle,
  createApplication,
  createInterviewDay,
  createInterviewInvitation,
  createInterviewTimeRange,
  createMatchCycle,
  createProgram,
  createProgramMatchCycle,
  createProgramUser,
  createSpecialty,
} from '../../test-support/factories.ts';
import { closeListening, hubClient, listen, nextEvent } from '../../test-support/hub-client.ts';
import { describeEachDatabase, signInAs, testConfig } from '../../test-support/test-app.ts';
import type { TestUserOptions } from '../../test-support/users.fixture.ts';

const forbidden = /HubException: You do not have access to this item\./;
const deniedByRole = /HubException: /;

/** Asks again until the answer satisfies `done` (a queue's sends after an event run in the background). */
async function until<T>(ask: () => Promise<T>, done: (value: T) => boolean, timeoutMs = 5_000): Promise<T> {
  const end = Date.now() + timeoutMs;
  for (;;) {
    const value = await ask();
    if (done(value) || Date.now() > end) return value;
    await new Promise((r) => setTimeout(r, 50));
  }
}

describeEachDatabase('invitation queue hub', (ctx) => {
  let app: FastifyInstance;
  let base: string;
  const opened: HubConnection[] = [];

  beforeAll(async () => {
    app = await buildApp({
      config: testConfig(),
      database: ctx.database,
      clock: ctx.clock,
      mailer: null,
      hubTimings: { keepAliveIntervalMs: 300, clientTimeoutMs: 4_000 },
    });
    base = await listen(app);
  });

  afterAll(async () => {
    for (const connection of opened) await connection.stop().catch(() => {});
    await closeListening(app);
  });

  async function signedIn(options: TestUserOptions = {}) {
    const user = await ctx.createUser(options);
    const { idToken } = await signInAs(app, user);
    return { user, token: idToken };
  }

  async function connect(
    token: string,
    hub: 'ProgramInvitationQueue' | 'ProgramSchedulerNotification' = 'ProgramInvitationQueue',
  ) {
    const connection = hubClient(base, hub, () => token, { keepAliveMs: 500 });
    opened.push(connection);
    await connection.start();
    return connection;
  }

  /** A program in an Active cycle with `seats` public seats ahead and `applicants` published applications. */
  async function season(options: { seats: number; applicants: number }) {
    const db = ctx.database.db;
    const specialty = await createSpecialty(db);
    const cycle = await createMatchCycle(db, { specialtyId: specialty.id, status: 'Active' });
    const program = await createProgram(db, { specialtyId: specialty.id });
    await createProgramMatchCycle(db, { programId: program.id, matchCycleId: cycle.id });
    const day = await createInterviewDay(db, { programId: program.id, matchCycleId: cycle.id });
    await createInterviewTimeRange(db, { interviewDayId: day.id, capacity: options.seats });
    const member = await signedIn({ roles: ['ProgramUser'] });
    await createProgramUser(db, { userId: member.user.id, programId: program.id });
    const applicants = [];
    for (let i = 0; i < options.applicants; i += 1) {
      const user = await ctx.createUser({ roles: ['Applicant'] });
      const applicant = await createApplicant(db, { userId: user.id });
      await createApplicantMatchCycle(db, { applicantId: applicant.id, matchCycleId: cycle.id });
      const application = await createApplication(db, {
        applicantId: applicant.id,
        matchCycleId: cycle.id,
        programId: program.id,
        status: 'Published',
      });
      applicants.push({ user, applicant, application });
    }
    return { cycle, program, member, applicants, applicationIds: applicants.map((a) => a.application.id) };
  }

  async function queueOf(connection: HubConnection, programId: number): Promise<InvitationQueue> {
    return connection.invoke('Get', programId, null);
  }

  async function historyOf(connection: HubConnection, programId: number): Promise<QueueHistory> {
    return connection.invoke('GetHistory', programId, null, { page: 1, pageSize: 50 });
  }

  describe('access', () => {
    it('program users of the program call every method; admins only read; other programs’ users and applicants are refused', async () => {
      const db = ctx.database.db;
      const { program, cycle, member, applicationIds } = await season({ seats: 3, applicants: 2 });
      const otherProgram = await createProgram(db, { specialtyId: program.specialtyId });
      const outsider = await signedIn({ roles: ['ProgramUser'] });
      await createProgramUser(db, { userId: outsider.user.id, programId: otherProgram.id });
      const applicant = await signedIn({ roles: ['Applicant'] });
      const admin = await signedIn({ roles: ['Admin'] });
      const [mine, theirs, applicants, admins] = await Promise.all(
        [member, outsider, applicant, admin].map((who) => connect(who.token)),
      );
      const id = program.id;
      const calls: [string, ...unknown[]][] = [
        ['Get', id, cycle.shortName],
        ['Create', id, cycle.shortName, { maxPending: 1 }],
        ['Update', id, null, { maxPending: 1, message: 'Welcome' }],
        ['AddToQueue', id, null, [applicationIds[0]]],
        ['Start', id, null],
        ['Stop', id, null, { cancelPending: false }],
        ['GetHistory', id, null],
      ];
      for (const [method, ...args] of calls) {
        await expect(mine!.invoke(method, ...args), method).resolves.toBeDefined();
        await expect(theirs!.invoke(method, ...args), method).rejects.toThrow(forbidden);
        await expect(applicants!.invoke(method, ...args), method).rejects.toThrow(deniedByRole);
      }
      await expect(admins!.invoke('Get', id, null)).resolves.toMatchObject({ programId: id });
      await expect(admins!.invoke('GetHistory', id)).resolves.toMatchObject({ total: 3 });
      await expect(admins!.invoke('Start', id, null)).rejects.toThrow(deniedByRole);
    });

    it('checks the arguments (binding failures) and answers null before the queue exists', async () => {
      const { program, member } = await season({ seats: 1, applicants: 1 });
      const connection = await connect(member.token);
      await expect(connection.invoke('Get', program.id)).resolves.toBeNull();
      await expect(connection.invoke('Get', 'abc')).rejects.toThrow(
        /HubException: The program id is not valid\./,
      );
      await expect(connection.invoke('Get', program.id, 42)).rejects.toThrow(/match cycle code is not valid/);
      await expect(connection.invoke('Create', program.id, null, { maxPending: 0 })).rejects.toThrow(
        /The settings are not valid/,
      );
      await expect(connection.invoke('Create', program.id, null, { nope: 1 })).rejects.toThrow(
        /The settings are not valid/,
      );
      await expect(connection.invoke('Start', program.id)).rejects.toThrow(/HubException: /);
      await connection.invoke('Create', program.id, null);
      await expect(connection.invoke('AddToQueue', program.id, null, [])).rejects.toThrow(
        /list of application ids is not valid/,
      );
      await expect(connection.invoke('Stop', program.id, null, { cancelPending: 'yes' })).rejects.toThrow(
        /stop options are not valid/,
      );
      await expect(connection.invoke('GetHistory', program.id, null, { page: 0 })).rejects.toThrow(
        /The page is not valid/,
      );
      await expect(connection.invoke('Get', program.id, null, 'x')).rejects.toThrow(/argument\(s\)/);
      // An application of another program is not the program's to queue.
      const other = await season({ seats: 1, applicants: 1 });
      await expect(connection.invoke('AddToQueue', program.id, null, other.applicationIds)).rejects.toThrow(
        /HubException: /,
      );
    });
  });

  describe('sending', () => {
    it('a running queue sends up to maxPending, skips a refused item, and sends the next when one is declined', async () => {
      const db = ctx.database.db;
      const { program, cycle, member, applicants, applicationIds } = await season({
        seats: 5,
        applicants: 4,
      });
      // The second application was invited by other means: refused AlreadyInvited and skipped.
      const invitedElsewhere = applicants[1]!;
      await createInterviewInvitation(db, {
        programId: program.id,
        matchCycleId: cycle.id,
        applicationId: invitedElsewhere.application.id,
        applicantId: invitedElsewhere.applicant.id,
      });
      const connection = await connect(member.token);
      await connection.invoke('AddToGroup', hubGroups.program(program.id));
      const scheduler = await connect(member.token, 'ProgramSchedulerNotification');
      await scheduler.invoke('AddToGroup', hubGroups.program(program.id));

      await connection.invoke('Create', program.id, null, {
        maxPending: 2,
        respondWithinHours: 48,
        message: 'Hi',
      });
      const added: InvitationQueue = await connection.invoke('AddToQueue', program.id, null, applicationIds);
      expect(added.items.map((i) => [i.applicationId, i.state])).toEqual(
        applicationIds.map((id) => [id, 'Waiting']),
      );

      const sentEvent = nextEvent(scheduler, 'InvitationQueueSentInvitation');
      const historyEvent = nextEvent(connection, 'QueueHistoryUpdated');
      const started: InvitationQueue = await connection.invoke('Start', program.id, null);
      expect(started.isRunning).toBe(true);
      expect(started.pendingCount).toBe(2);
      expect(started.items.map((i) => [i.state, i.refusal, i.invitationStatus])).toEqual([
        ['Sent', null, 'Pending'],
        ['Refused', 'AlreadyInvited', null],
        ['Sent', null, 'Pending'],
        ['Waiting', null, null],
      ]);
      expect((await sentEvent)[0]).toMatchObject({ programId: program.id, count: 2 });
      expect((await historyEvent)[0]).toMatchObject({
        programId: program.id,
        matchCycleCode: cycle.shortName,
      });

      // The first invitee declines: one Pending fewer, so the queue's last item goes out.
      const first = started.items[0]!;
      const updated = nextEvent(connection, 'QueueUpdated');
      await servicesOf(app).applicantInterviews.decline(
        applicants[0]!.user.id,
        { matchCycleCode: cycle.shortName },
        first.invitationId!,
      );
      await updated;
      const after = await until(
        () => queueOf(connection, program.id),
        (queue) => queue.items[3]?.state === 'Sent' && !queue.isRunning,
      );
      expect(after.items.map((i) => i.state)).toEqual(['Sent', 'Refused', 'Sent', 'Sent']);
      expect(after.items[0]!.invitationStatus).toBe('Declined');
      // Nothing left to send: the queue stopped by itself.
      expect(after.isRunning).toBe(false);
      const history = await historyOf(connection, program.id);
      expect(history.items.map((e) => [e.event, e.count])).toEqual([
        ['QueueStoppedAutomatically', 0],
        ['SentOutInvitations', 1],
        ['SentOutInvitations', 2],
        ['QueueStarted', 0],
      ]);
      expect(history.items.at(-1)!.userName).toBe(`${member.user.firstName} ${member.user.lastName}`.trim());
    });

    it('stops by itself when no seat is free, and again when the cycle is no longer active', async () => {
      const db = ctx.database.db;
      const { program, member, applicationIds, cycle } = await season({ seats: 1, applicants: 3 });
      const connection = await connect(member.token);
      await connection.invoke('Create', program.id, null, { maxPending: 3 });
      await connection.invoke('AddToQueue', program.id, null, applicationIds);
      const started: InvitationQueue = await connection.invoke('Start', program.id, null);
      expect(started.isRunning).toBe(false);
      expect(started.items.map((i) => i.state)).toEqual(['Sent', 'Waiting', 'Waiting']);
      expect((await historyOf(connection, program.id)).items.map((e) => e.event)).toEqual([
        'QueueStoppedAutomatically',
        'SentOutInvitations',
        'QueueStarted',
      ]);

      await db.update(matchCycles).set({ status: 'Archived' }).where(eq(matchCycles.id, cycle.id));
      const again: InvitationQueue = await connection.invoke('Start', program.id, cycle.shortName);
      expect(again.isRunning).toBe(false);
      expect(again.items.map((i) => i.state)).toEqual(['Sent', 'Waiting', 'Waiting']);
    });

    it('stopped by hand it may cancel its Pending invitations; reordered, it sends in the new order', async () => {
      const { program, member, applicationIds } = await season({ seats: 4, applicants: 3 });
      const connection = await connect(member.token);
      await connection.invoke('Create', program.id, null, { maxPending: 2 });
      await connection.invoke('AddToQueue', program.id, null, applicationIds);
      // A new order: the third application first, the first one out of the queue.
      const reordered: InvitationQueue = await connection.invoke('Update', program.id, null, {
        order: [applicationIds[2], applicationIds[1]],
      });
      expect(reordered.items.map((i) => i.applicationId)).toEqual([applicationIds[2], applicationIds[1]]);
      await connection.invoke('AddToQueue', program.id, null, [applicationIds[0]]);
      const started: InvitationQueue = await connection.invoke('Start', program.id, null);
      expect(started.items.map((i) => i.state)).toEqual(['Sent', 'Sent', 'Waiting']);

      const stopped: InvitationQueue = await connection.invoke('Stop', program.id, null, {
        cancelPending: true,
      });
      expect(stopped.isRunning).toBe(false);
      expect(stopped.pendingCount).toBe(0);
      expect(stopped.items.map((i) => i.invitationStatus)).toEqual(['Canceled', 'Canceled', null]);
      const history = await historyOf(connection, program.id);
      expect(history.items.slice(0, 2).map((e) => [e.event, e.count])).toEqual([
        ['PendingInvitationsWereCanceled', 2],
        ['QueueStoppedManually', 0],
      ]);

      // Started again it sends the last one; then nothing waits and it stops.
      const restarted: InvitationQueue = await connection.invoke('Start', program.id, null);
      expect(restarted.items.map((i) => i.state)).toEqual(['Sent', 'Sent', 'Sent']);
      expect(restarted.pendingCount).toBe(1);
      expect(restarted.isRunning).toBe(false);
    });

    it('the minute’s round sends for running queues whose invitations were answered without an event', async () => {
      const db = ctx.database.db;
      const { program, member, applicationIds } = await season({ seats: 4, applicants: 2 });
      const connection = await connect(member.token);
      await connection.invoke('Create', program.id, null, { maxPending: 1 });
      await connection.invoke('AddToQueue', program.id, null, applicationIds);
      const started: InvitationQueue = await connection.invoke('Start', program.id, null);
      expect(started.items.map((i) => i.state)).toEqual(['Sent', 'Waiting']);
      await db
        .update(interviewInvitations)
        .set({ status: 'Declined' })
        .where(eq(interviewInvitations.id, started.items[0]!.invitationId!));
      await servicesOf(app).invitationQueue.pumpRunning();
      const after = await queueOf(connection, program.id);
      expect(after.items.map((i) => [i.state, i.invitationStatus])).toEqual([
        ['Sent', 'Declined'],
        ['Sent', 'Pending'],
      ]);
    });
  });
});
