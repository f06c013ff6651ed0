import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { formatMessage, messages } from '../../../core/domain/messages.ts';
import { servicesOf } from '../../app.ts';
import type { DbExecutor } from '../../db/client.ts';
import { mailOutbox, messageThreadParticipants } from '../../db/schema.ts';
import { HOUR_MS } from '../../services/limits/action-limits.ts';
import { defaultMessagingLimits } from '../../services/limits/messaging-limits.ts';
import {
  createApplicant,
  createApplication,
  createBlockedEmail,
  createBroadcast,
  createMatchCycle,
  createMedicalSchool,
  createMedicalSchoolUser,
  createMessageThread,
  createNotification,
  createProgram,
  createProgramUser,
  createPushDelivery,
  createSms,
  createSpecialty,
} from '../../test-support/factories.ts';
import { expectRoleGuarded, routeCaller } from '../../test-support/route-calls.ts';
import { recordStatements } from '../../test-support/statements.ts';
import { describeEachDatabase, signInAs, type TestContext } from '../../test-support/test-app.ts';
import type { TestUser } from '../../test-support/users.fixture.ts';
import { PDF_BYTES } from '../uploads/upload-fixtures.ts';

type Person = TestUser & { token: string };

/**
 * The people of one file: an applicant who applied to a program (and studies at a school), an
 * applicant who did not, two colleagues of that program, a user of another program, a user of the
 * school, an admin and a society user.
 */
async function messagingWorld(ctx: TestContext) {
  const db = ctx.database.db;
  const person = async (role: Parameters<TestContext['createUser']>[0], first: string): Promise<Person> => {
    const user = await ctx.createUser({ ...role, firstName: first });
    return { ...user, token: (await signInAs(ctx.app, user)).idToken };
  };
  const specialty = await createSpecialty(db);
  const cycle = await createMatchCycle(db, { specialtyId: specialty.id });
  const program = await createProgram(db, { specialtyId: specialty.id });
  const otherProgram = await createProgram(db, { specialtyId: specialty.id });
  const school = await createMedicalSchool(db);
  const [ann, bob, pat, paula, quinn, mona, ada, sam] = await Promise.all([
    person({ roles: ['Applicant'] }, 'Ann'),
    person({ roles: ['Applicant'] }, 'Bob'),
    person({ roles: ['ProgramUser'] }, 'Pat'),
    person({ roles: ['ProgramUser'] }, 'Paula'),
    person({ roles: ['ProgramUser'] }, 'Quinn'),
    person({ roles: ['MedSchoolUser'] }, 'Mona'),
    person({ roles: ['Admin'] }, 'Ada'),
    person({ roles: ['SocietyUser'] }, 'Sam'),
  ]);
  const annApplicant = await createApplicant(db, { userId: ann.id, medicalSchoolId: school.id });
  const bobApplicant = await createApplicant(db, { userId: bob.id });
  await createApplication(db, {
    applicantId: annApplicant.id,
    matchCycleId: cycle.id,
    programId: program.id,
    status: 'Published',
    publishedAt: new Date(),
  });
  // A draft is not an application sent: it makes no one a recipient.
  await createApplication(db, {
    applicantId: bobApplicant.id,
    matchCycleId: cycle.id,
    programId: program.id,
  });
  await createProgramUser(db, { userId: pat.id, programId: program.id });
  await createProgramUser(db, { userId: paula.id, programId: program.id });
  await createProgramUser(db, { userId: quinn.id, programId: otherProgram.id });
  await createMedicalSchoolUser(db, { userId: mona.id, medicalSchoolId: school.id });
  return { ann, bob, pat, paula, quinn, mona, ada, sam, program, school, annApplicant, cycle };
}

describeEachDatabase('message centre, broadcasts, notifications and their history', (ctx) => {
  let db: DbExecutor;
  let w: Awaited<ReturnType<typeof messagingWorld>>;
  const call = routeCaller(ctx, () => w.ann.token);

  beforeAll(async () => {
    db = ctx.database.db;
    w = await messagingWorld(ctx);
  }, 120_000);

  const start = (token: string, recipientUserIds: string[], extra: Record<string, unknown> = {}) =>
    call(
      {
        method: 'POST',
        url: '/api/messages/threads',
        payload: {
          clientId: randomUUID(),
          subject: 'Interview dates',
          body: 'Hello there',
          recipientUserIds,
          ...extra,
        },
      },
      token,
    );
  const reply = (token: string, threadId: string, clientId: string = randomUUID(), extra = {}) =>
    call(
      {
        method: 'POST',
        url: `/api/messages/threads/${threadId}/messages`,
        payload: { clientId, body: 'A reply', ...extra },
      },
      token,
    );
  const threads = async (token: string, query = '') => {
    const answer = await call({ method: 'GET', url: `/api/messages/threads${query}` }, token);
    expect(answer.statusCode, answer.body).toBe(200);
    return answer.json() as {
      items: { id: string; unreadCount: number; subject: string; participants: { userId: string }[] }[];
      total: number;
    };
  };
  const state = async (token: string, query = '') => {
    const answer = await call({ method: 'GET', url: `/api/messages/state${query}` }, token);
    expect(answer.statusCode, answer.body).toBe(200);
    return answer.json();
  };
  const recipientIds = async (token: string, search = '') => {
    const answer = await call(
      { method: 'GET', url: `/api/messages/recipients?pageSize=100&search=${search}` },
      token,
    );
    expect(answer.statusCode, answer.body).toBe(200);
    return (answer.json().items as { userId: string }[]).map((r) => r.userId);
  };

  describe('access', () => {
    it('refuses the message centre to society users and anonymous callers, the admin pages to everyone but admins', async () => {
      const id = randomUUID();
      const messaging: InjectOptions[] = [
        { method: 'GET', url: '/api/messages/threads' },
        { method: 'GET', url: `/api/messages/threads/${id}` },
        { method: 'POST', url: '/api/messages/threads', payload: {} },
        { method: 'POST', url: `/api/messages/threads/${id}/messages`, payload: {} },
        { method: 'POST', url: `/api/messages/threads/${id}/read` },
        { method: 'POST', url: `/api/messages/threads/${id}/archive`, payload: {} },
        { method: 'GET', url: '/api/messages/recipients' },
        { method: 'GET', url: '/api/messages/state' },
      ];
      await expectRoleGuarded(call, messaging, [w.sam.token]);
      await expectRoleGuarded(
        call,
        [
          { method: 'GET', url: '/api/messages/broadcasts' },
          { method: 'POST', url: `/api/messages/broadcasts/${id}/read` },
        ],
        [w.sam.token, w.ada.token],
      );
      const admin: InjectOptions[] = [
        { method: 'POST', url: '/api/admin/broadcasts', payload: {} },
        { method: 'GET', url: '/api/admin/broadcasts' },
        { method: 'GET', url: '/api/admin/notification-history/email' },
        { method: 'GET', url: '/api/admin/notification-history/push' },
        { method: 'GET', url: '/api/admin/notification-history/sms' },
        { method: 'GET', url: '/api/admin/notification-history/blocked-emails' },
        { method: 'POST', url: '/api/admin/notification-history/blocked-emails', payload: {} },
        { method: 'DELETE', url: '/api/admin/notification-history/blocked-emails/a@b.test' },
      ];
      await expectRoleGuarded(call, admin, [w.ann.token, w.pat.token, w.mona.token, w.sam.token]);
      for (const route of [
        { method: 'GET', url: '/api/notifications' },
        { method: 'GET', url: '/api/notifications/unread' },
        { method: 'POST', url: '/api/notifications/read-all' },
        { method: 'GET', url: `/api/notifications/${id}` },
        { method: 'POST', url: `/api/notifications/${id}/read` },
        { method: 'GET', url: '/api/notification-settings' },
        { method: 'PUT', url: '/api/notification-settings', payload: {} },
      ] as InjectOptions[]) {
        expect((await call(route, null)).statusCode, String(route.url)).toBe(401);
      }
    });
  });

  describe('who may write to whom (ADR 0022)', () => {
    it('offers each role only the people it may write to', async () => {
      const { ann, bob, pat, paula, quinn, mona, ada, sam } = w;
      const of = async (p: Person) => new Set(await recipientIds(p.token));
      const annSees = await of(ann);
      for (const id of [ada.id, pat.id, paula.id, mona.id]) expect(annSees.has(id)).toBe(true);
      for (const id of [quinn.id, bob.id, sam.id, ann.id]) expect(annSees.has(id)).toBe(false);
      const patSees = await of(pat);
      for (const id of [ada.id, ann.id, paula.id]) expect(patSees.has(id)).toBe(true);
      for (const id of [bob.id, quinn.id, mona.id, sam.id]) expect(patSees.has(id)).toBe(false);
      const monaSees = await of(mona);
      for (const id of [ada.id, ann.id]) expect(monaSees.has(id)).toBe(true);
      for (const id of [bob.id, pat.id, sam.id]) expect(monaSees.has(id)).toBe(false);
      const bobSees = await of(bob);
      expect(bobSees.has(ada.id)).toBe(true);
      for (const id of [pat.id, mona.id]) expect(bobSees.has(id)).toBe(false);
      const adaSees = new Set(await recipientIds(ada.token, 'fixture'));
      for (const id of [ann.id, bob.id, pat.id, quinn.id, mona.id]) expect(adaSees.has(id)).toBe(true);
      expect(adaSees.has(sam.id)).toBe(false);
      const named = await call({ method: 'GET', url: '/api/messages/recipients?search=Paula' }, ann.token);
      expect(named.json().items).toEqual([
        {
          userId: paula.id,
          fullName: `Paula ${paula.lastName}`,
          userType: 'ProgramUser',
          detail: w.program.name,
        },
      ]);
    });

    it('refuses a thread to someone the sender may not write to', async () => {
      for (const to of [w.quinn.id, w.sam.id, w.bob.id, randomUUID()]) {
        const refused = await start(w.ann.token, [w.pat.id, to]);
        expect(refused.statusCode).toBe(403);
        expect(refused.json().error.Message).toBe(messages.MessageRecipientNotAllowed);
      }
      const invalid = await start(w.ann.token, []);
      expect(invalid.statusCode).toBe(400);
      expect(invalid.json().description.recipientUserIds).toEqual([messages.RecipientsAreRequired]);
    });
  });

  describe('threads', () => {
    it('starts a thread, lists it unread for the recipients, marks it read and archives it', async () => {
      const started = await start(w.ann.token, [w.pat.id, w.paula.id], { subject: 'Visa question' });
      expect(started.statusCode, started.body).toBe(200);
      const { threadId, message } = started.json();
      expect(message).toMatchObject({
        body: 'Hello there',
        isMine: true,
        sender: { userId: w.ann.id, userType: 'Applicant' },
      });
      const before = await state(w.pat.token);
      const patList = await threads(w.pat.token, '?search=visa');
      expect(patList.items).toHaveLength(1);
      expect(patList.items[0]).toMatchObject({ id: threadId, subject: 'Visa question', unreadCount: 1 });
      expect(patList.items[0]!.participants.map((p) => p.userId).sort()).toEqual(
        [w.ann.id, w.paula.id].sort(),
      );
      expect(before.unreadThreadCount).toBeGreaterThanOrEqual(1);

      const answer = await reply(w.pat.token, threadId);
      expect(answer.statusCode, answer.body).toBe(200);
      const annThread = await call({ method: 'GET', url: `/api/messages/threads/${threadId}` }, w.ann.token);
      expect(annThread.statusCode).toBe(200);
      expect(annThread.json().thread.unreadCount).toBe(1);
      expect(annThread.json().messages.items.map((m: { body: string }) => m.body)).toEqual([
        'A reply',
        'Hello there',
      ]);

      expect(
        (await call({ method: 'POST', url: `/api/messages/threads/${threadId}/read` }, w.pat.token))
          .statusCode,
      ).toBe(200);
      expect((await state(w.pat.token)).unreadThreadCount).toBe(before.unreadThreadCount - 1);

      const archive = await call(
        { method: 'POST', url: `/api/messages/threads/${threadId}/archive`, payload: { archived: true } },
        w.pat.token,
      );
      expect(archive.statusCode).toBe(200);
      expect((await threads(w.pat.token)).items.some((t) => t.id === threadId)).toBe(false);
      expect((await threads(w.pat.token, '?archived=true')).items.map((t) => t.id)).toContain(threadId);
      // A new message brings it back.
      expect((await reply(w.ann.token, threadId)).statusCode).toBe(200);
      expect((await threads(w.pat.token)).items.map((t) => t.id)).toContain(threadId);

      // Someone outside the thread finds nothing there.
      for (const route of [
        { method: 'GET', url: `/api/messages/threads/${threadId}` },
        { method: 'POST', url: `/api/messages/threads/${threadId}/read` },
      ] as InjectOptions[]) {
        expect((await call(route, w.quinn.token)).statusCode).toBe(404);
      }
      expect((await reply(w.quinn.token, threadId)).statusCode).toBe(404);
    });

    it('keeps a resent reply once (the client id), and refuses the id on another thread', async () => {
      const { threadId } = (await start(w.pat.token, [w.ann.id])).json();
      const clientId = randomUUID();
      const first = await reply(w.ann.token, threadId, clientId);
      const again = await reply(w.ann.token, threadId, clientId);
      expect(first.statusCode).toBe(200);
      expect(again.statusCode).toBe(200);
      expect(again.json().id).toBe(first.json().id);
      const thread = await call({ method: 'GET', url: `/api/messages/threads/${threadId}` }, w.ann.token);
      expect(thread.json().messages.total).toBe(2);
      const other = (await start(w.ann.token, [w.pat.id])).json().threadId;
      const reused = await reply(w.ann.token, other, clientId);
      expect(reused.statusCode).toBe(409);
      expect(reused.json().error.Message).toBe(messages.MessageClientIdUsed);
      // The same reply sent twice at once is stored once as well.
      const racing = randomUUID();
      const [a, b] = await Promise.all([
        reply(w.ann.token, threadId, racing),
        reply(w.ann.token, threadId, racing),
      ]);
      expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
      expect(a.json().id).toBe(b.json().id);
      const after = await call({ method: 'GET', url: `/api/messages/threads/${threadId}` }, w.ann.token);
      expect(after.json().messages.total).toBe(3);
      // A started thread resent with the same client id is the same thread.
      const startId = randomUUID();
      const s1 = await start(w.mona.token, [w.ann.id], { clientId: startId });
      const s2 = await start(w.mona.token, [w.ann.id], { clientId: startId });
      expect(s2.json().threadId).toBe(s1.json().threadId);
    });

    it('attaches uploads of the sender, which the recipients may read and others may not', async () => {
      const upload = async (token: string) => {
        const link = await call(
          {
            method: 'GET',
            url: '/api/Uploads/GetPresignedPutLink?FileName=cv.pdf&ContentType=application%2Fpdf&UploadTarget=Uploads',
          },
          token,
        );
        const put = await ctx.app.inject({
          method: 'PUT',
          url: link.json().url,
          payload: PDF_BYTES,
          headers: { 'content-type': 'application/pdf' },
        });
        expect(put.statusCode, put.body).toBe(200);
        return put.json().id as string;
      };
      const mine = await upload(w.ann.token);
      const patsFile = await upload(w.pat.token);
      const refused = await start(w.ann.token, [w.pat.id], { attachmentUploadIds: [patsFile] });
      expect(refused.statusCode).toBe(403);
      expect(refused.json().error.Message).toBe(messages.MessageAttachmentNotUsable);
      const sent = await start(w.ann.token, [w.pat.id], { attachmentUploadIds: [mine] });
      expect(sent.statusCode, sent.body).toBe(200);
      const attachment = sent.json().message.attachments[0];
      expect(attachment).toMatchObject({
        uploadId: mine,
        fileName: 'cv.pdf',
        contentType: 'application/pdf',
      });
      expect((await call({ method: 'GET', url: attachment.url }, w.pat.token)).statusCode).toBe(200);
      expect((await call({ method: 'GET', url: attachment.url }, w.quinn.token)).statusCode).toBe(403);
    });

    it('reads a page of threads in the same statements whatever its size (no N+1)', async () => {
      const count = async () =>
        (await recordStatements(ctx, () => threads(w.ada.token, '?pageSize=50'))).statements.length;
      await createMessageThread(db, {
        participants: [
          { userId: w.ada.id, userType: 'Admin' },
          { userId: w.bob.id, userType: 'Applicant' },
        ],
      });
      const few = await count();
      for (let i = 0; i < 5; i++) {
        await createMessageThread(db, {
          participants: [
            { userId: w.bob.id, userType: 'Applicant' },
            { userId: w.ada.id, userType: 'Admin' },
            { userId: w.mona.id, userType: 'MedicalSchoolUser' },
          ],
        });
      }
      expect(await count()).toBe(few);
      const stateStatements = (await recordStatements(ctx, () => state(w.ada.token))).statements.length;
      const bare = (
        await recordStatements(ctx, () =>
          call({ method: 'GET', url: '/api/notifications/unread' }, w.ada.token),
        )
      ).statements.length;
      // The state is one statement more than the smallest authenticated read.
      expect(stateStatements).toBe(bare);
    });

    it('lists threads with unread ones first when asked', async () => {
      const read = await createMessageThread(db, {
        participants: [
          { userId: w.mona.id, userType: 'MedicalSchoolUser' },
          { userId: w.ada.id, userType: 'Admin' },
        ],
        at: new Date(Date.now() - 60_000),
      });
      await db
        .update(messageThreadParticipants)
        .set({ unreadCount: 0 })
        .where(eq(messageThreadParticipants.userId, w.ada.id));
      const unread = await createMessageThread(db, {
        participants: [
          { userId: w.mona.id, userType: 'MedicalSchoolUser' },
          { userId: w.ada.id, userType: 'Admin' },
        ],
        at: new Date(Date.now() - 120_000),
      });
      const ordered = (await threads(w.ada.token, '?unreadFirst=true&pageSize=100')).items.map((t) => t.id);
      expect(ordered.indexOf(unread.thread.id)).toBeLessThan(ordered.indexOf(read.thread.id));
      const plain = (await threads(w.ada.token, '?pageSize=100')).items.map((t) => t.id);
      expect(plain.indexOf(read.thread.id)).toBeLessThan(plain.indexOf(unread.thread.id));
    });

    it('answers 429 with the catalogue text once the sender reached the hourly limit, never a 5xx', async () => {
      const { threadId } = (await start(w.paula.token, [w.ann.id])).json();
      const { max } = defaultMessagingLimits.messagesPerSender;
      await servicesOf(ctx.app).limits.take(
        [{ key: `message:by:${w.paula.id}`, max: max + 1, windowMs: HOUR_MS }],
        db,
        max - 1,
      );
      const limited = await reply(w.paula.token, threadId);
      expect(limited.statusCode).toBe(429);
      expect(limited.json().error.ErrorCode).toBe('TooManyRequests');
      expect(limited.json().error.Message).toMatch(/^Too many requests\. Please try again in \d+ seconds\.$/);
      expect(limited.headers['retry-after']).toBeDefined();
    });

    it('caps the messages one recipient receives an hour, whoever sends them', async () => {
      const recipient = await ctx.createUser({ roles: ['Admin'] });
      const { max, windowMs } = defaultMessagingLimits.messagesPerRecipient;
      await servicesOf(ctx.app).limits.take(
        [{ key: `message:to:${recipient.id}`, max: max + 1, windowMs }],
        db,
        max,
      );
      const limited = await start(w.mona.token, [recipient.id]);
      expect(limited.statusCode).toBe(429);
      expect(limited.json().error.ErrorCode).toBe('TooManyRequests');
      // Nothing was written, and the sender's own count was given back.
      expect(
        (await threads(w.mona.token, '?search=Interview%20dates')).items.some((t) =>
          t.participants.some((p) => p.userId === recipient.id),
        ),
      ).toBe(false);
    });

    it('gives the message centre state with the entity and the URLs of the role', async () => {
      expect(await state(w.ann.token, `?matchCycleCode=${w.cycle.shortName}`)).toMatchObject({
        entityId: String(w.annApplicant.id),
        messagesUrl: `/applicant/${w.cycle.shortName}/messages`,
        notificationsUrl: `/applicant/${w.cycle.shortName}/notifications`,
      });
      expect(await state(w.pat.token, `?matchCycleCode=C1&programCode=${w.program.code}`)).toMatchObject({
        entityId: String(w.program.id),
        messagesUrl: `/program-user/C1/${w.program.code}/messages`,
      });
      expect(await state(w.mona.token, `?medicalSchoolCode=${w.school.code}`)).toMatchObject({
        entityId: String(w.school.id),
        notificationsUrl: `/medical-school/${w.school.code}/notifications`,
      });
      expect(await state(w.ada.token)).toMatchObject({ entityId: null, messagesUrl: '/admin/messages' });
    });
  });

  describe('broadcasts', () => {
    it('lets admins broadcast to all or to program users only; recipients see them with read state', async () => {
      const refused = await call(
        { method: 'POST', url: '/api/admin/broadcasts', payload: { body: 'x', recipientType: 'All' } },
        w.ann.token,
      );
      expect(refused.statusCode).toBe(403);
      const all = await call(
        {
          method: 'POST',
          url: '/api/admin/broadcasts',
          payload: { body: 'Maintenance tonight', recipientType: 'All' },
        },
        w.ada.token,
      );
      expect(all.statusCode, all.body).toBe(200);
      expect(all.json()).toMatchObject({
        recipientType: 'All',
        visibilityLabel: 'For all',
        senderName: `Ada ${w.ada.lastName}`,
      });
      const programsOnly = await call(
        {
          method: 'POST',
          url: '/api/admin/broadcasts',
          payload: { body: 'Rank lists due', recipientType: 'ProgramUsers' },
        },
        w.ada.token,
      );
      expect(programsOnly.json().visibilityLabel).toBe('For program users only');
      const listOf = async (token: string) =>
        (await call({ method: 'GET', url: '/api/messages/broadcasts?pageSize=100' }, token)).json().items as {
          id: string;
          isRead: boolean;
        }[];
      const annSees = await listOf(w.ann.token);
      expect(annSees.find((b) => b.id === all.json().id)?.isRead).toBe(false);
      expect(annSees.some((b) => b.id === programsOnly.json().id)).toBe(false);
      expect((await listOf(w.pat.token)).some((b) => b.id === programsOnly.json().id)).toBe(true);
      const unreadBefore = (await state(w.ann.token)).unreadBroadcastCount;
      expect(
        (await call({ method: 'POST', url: `/api/messages/broadcasts/${all.json().id}/read` }, w.ann.token))
          .statusCode,
      ).toBe(200);
      expect((await listOf(w.ann.token)).find((b) => b.id === all.json().id)?.isRead).toBe(true);
      expect((await state(w.ann.token)).unreadBroadcastCount).toBe(unreadBefore - 1);
      // Not meant for applicants: not there for them.
      expect(
        (
          await call(
            { method: 'POST', url: `/api/messages/broadcasts/${programsOnly.json().id}/read` },
            w.ann.token,
          )
        ).statusCode,
      ).toBe(404);
      const sent = await call({ method: 'GET', url: '/api/admin/broadcasts' }, w.ada.token);
      expect(sent.json().items.find((b: { id: string }) => b.id === all.json().id)).toMatchObject({
        readCount: 1,
      });
    });

    it("caps an admin's broadcasts a day", async () => {
      const admin = await ctx.createUser({ roles: ['Admin'] });
      const token = (await signInAs(ctx.app, admin)).idToken;
      await createBroadcast(db, { senderUserId: admin.id });
      const { max } = defaultMessagingLimits.broadcastsPerSender;
      await servicesOf(ctx.app).limits.take(
        [
          {
            key: `broadcast:by:${admin.id}`,
            max: max + 1,
            windowMs: defaultMessagingLimits.broadcastsPerSender.windowMs,
          },
        ],
        db,
        max,
      );
      const limited = await call(
        {
          method: 'POST',
          url: '/api/admin/broadcasts',
          payload: { body: 'One too many', recipientType: 'All' },
        },
        token,
      );
      expect(limited.statusCode).toBe(429);
    });
  });

  describe('notifications and settings', () => {
    it('lists, reads and marks notifications of the caller only', async () => {
      const user = await ctx.createUser({ roles: ['SocietyUser'] });
      const token = (await signInAs(ctx.app, user)).idToken;
      const first = await createNotification(db, { userId: user.id, title: 'First' });
      const second = await createNotification(db, { userId: user.id, title: 'Second', type: 'Success' });
      const someoneElses = await createNotification(db, { userId: w.ann.id });
      const list = await call({ method: 'GET', url: '/api/notifications' }, token);
      expect(list.json()).toMatchObject({
        total: 2,
        items: [{ id: second.id, type: 'Success', isRead: false }, { id: first.id }],
      });
      expect((await call({ method: 'GET', url: '/api/notifications/unread' }, token)).json()).toEqual({
        hasUnread: true,
        count: 2,
      });
      expect(
        (await call({ method: 'GET', url: `/api/notifications/${someoneElses.id}` }, token)).statusCode,
      ).toBe(404);
      expect(
        (await call({ method: 'POST', url: `/api/notifications/${someoneElses.id}/read` }, token)).statusCode,
      ).toBe(404);
      expect(
        (await call({ method: 'POST', url: `/api/notifications/${first.id}/read` }, token)).statusCode,
      ).toBe(200);
      expect(
        (await call({ method: 'GET', url: `/api/notifications/${first.id}` }, token)).json().isRead,
      ).toBe(true);
      expect(
        (await call({ method: 'GET', url: '/api/notifications?unreadOnly=true' }, token)).json().total,
      ).toBe(1);
      expect((await call({ method: 'POST', url: '/api/notifications/read-all' }, token)).json()).toEqual({
        count: 1,
      });
      expect((await call({ method: 'GET', url: '/api/notifications/unread' }, token)).json()).toEqual({
        hasUnread: false,
        count: 0,
      });
    });

    it('keeps the settings per user with defaults, and no web push for society users', async () => {
      const read = async (token: string) =>
        (await call({ method: 'GET', url: '/api/notification-settings' }, token)).json();
      const defaults = await read(w.bob.token);
      expect(defaults).toMatchObject({
        isSmsAllowed: false,
        isWebPushAllowed: true,
        isWebPushAvailable: true,
        hasVerifiedCellPhone: false,
      });
      expect(defaults.channels.NewMessage).toEqual({ email: true, sms: true, webPush: true });
      const saved = await call(
        {
          method: 'PUT',
          url: '/api/notification-settings',
          payload: {
            isSmsAllowed: true,
            isWebPushAllowed: false,
            channels: { NewMessage: { email: false, sms: true, webPush: false } },
          },
        },
        w.bob.token,
      );
      expect(saved.statusCode, saved.body).toBe(200);
      const after = await read(w.bob.token);
      expect(after).toMatchObject({ isSmsAllowed: true, isWebPushAllowed: false });
      expect(after.channels.NewMessage).toEqual({ email: false, sms: true, webPush: false });
      expect(after.channels.Broadcast).toEqual({ email: true, sms: true, webPush: true });
      const society = await call(
        {
          method: 'PUT',
          url: '/api/notification-settings',
          payload: { isSmsAllowed: false, isWebPushAllowed: true },
        },
        w.sam.token,
      );
      expect(society.json()).toMatchObject({ isWebPushAllowed: false, isWebPushAvailable: false });
      const bad = await call(
        {
          method: 'PUT',
          url: '/api/notification-settings',
          payload: { isSmsAllowed: true, isWebPushAllowed: true, channels: { Nope: {} } },
        },
        w.bob.token,
      );
      expect(bad.statusCode).toBe(400);
    });
  });

  describe('notification history', () => {
    it('shows mail, push and SMS with their state, filtered and paged', async () => {
      const tag = randomUUID().slice(0, 8);
      await createPushDelivery(db, {
        userId: w.ann.id,
        title: `Push ${tag}`,
        status: 'failed',
        error: 'gone',
      });
      await createSms(db, { userId: w.ann.id, text: `SMS ${tag}`, status: 'logged' });
      const mail = await call(
        { method: 'GET', url: `/api/admin/notification-history/email?search=${w.pat.email}` },
        w.ada.token,
      );
      expect(mail.statusCode).toBe(200);
      const push = (
        await call({ method: 'GET', url: `/api/admin/notification-history/push?search=${tag}` }, w.ada.token)
      ).json();
      expect(push).toMatchObject({
        total: 1,
        items: [{ status: 'failed', error: 'gone', userEmail: w.ann.email }],
      });
      const failedOnly = (
        await call({ method: 'GET', url: '/api/admin/notification-history/push?status=sent' }, w.ada.token)
      ).json();
      expect(failedOnly.items.every((p: { status: string }) => p.status === 'sent')).toBe(true);
      const sms = (
        await call({ method: 'GET', url: `/api/admin/notification-history/sms?search=${tag}` }, w.ada.token)
      ).json();
      expect(sms).toMatchObject({ total: 1, items: [{ status: 'logged', userEmail: w.ann.email }] });
    });

    it('blocks and unblocks addresses; mail to a blocked address is kept as failed with the reason', async () => {
      const existing = await createBlockedEmail(db);
      const email = `Blocked-${randomUUID().slice(0, 8)}@Fixture.test`;
      const added = await call(
        {
          method: 'POST',
          url: '/api/admin/notification-history/blocked-emails',
          payload: { email, detail: 'Asked us to stop' },
        },
        w.ada.token,
      );
      expect(added.statusCode, added.body).toBe(200);
      expect(added.json()).toMatchObject({
        email: email.toLowerCase(),
        reason: 'Manual',
        detail: 'Asked us to stop',
      });
      const listed = (
        await call(
          {
            method: 'GET',
            url: '/api/admin/notification-history/blocked-emails?search=fixture.test&pageSize=100',
          },
          w.ada.token,
        )
      ).json();
      expect(listed.items.map((b: { email: string }) => b.email)).toEqual(
        expect.arrayContaining([existing.email, email.toLowerCase()]),
      );

      await servicesOf(ctx.app).mail.send({ to: email, subject: 'Hello', text: 'Hi' });
      const [row] = await db.select().from(mailOutbox).where(eq(mailOutbox.to, email));
      expect(row).toMatchObject({
        status: 'failed',
        error: formatMessage(messages.MailBlockedAddress, { reason: 'Manual' }),
      });
      const history = (
        await call(
          { method: 'GET', url: `/api/admin/notification-history/email?search=${email}&status=failed` },
          w.ada.token,
        )
      ).json();
      expect(history.items[0]).toMatchObject({ to: email, status: 'failed' });

      const removed = await call(
        {
          method: 'DELETE',
          url: `/api/admin/notification-history/blocked-emails/${encodeURIComponent(email)}`,
        },
        w.ada.token,
      );
      expect(removed.statusCode).toBe(200);
      const again = await call(
        {
          method: 'DELETE',
          url: `/api/admin/notification-history/blocked-emails/${encodeURIComponent(email)}`,
        },
        w.ada.token,
      );
      expect(again.statusCode).toBe(404);
      const sent = await servicesOf(ctx.app).mail.send({ to: email, subject: 'Hello', text: 'Hi' });
      expect(sent.status).toBe('logged');
    });
  });
});
