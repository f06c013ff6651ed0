import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { messages as texts } from '../../../core/domain/messages.ts';
import { hubEvents as events } from '../../../core/realtime/hubs.ts';
import { servicesOf } from '../../app.ts';
import type { DbExecutor } from '../../db/client.ts';
import { mailOutbox, notifications, smsOutbox } from '../../db/schema.ts';
import {
  createApplicant,
  createApplication,
  createMatchCycle,
  createNotificationSettings,
  createPhone,
  createProgram,
  createProgramUser,
  createSpecialty,
} from '../../test-support/factories.ts';
import { describeEachDatabase } from '../../test-support/test-app.ts';
import { DAY_MS } from '../limits/action-limits.ts';
import { defaultMessagingLimits } from '../limits/messaging-limits.ts';
import type { PushDispatch, PushMessage } from '../push/push-dispatch.ts';
import { recordingHubEvents } from '../realtime/hub-events.ts';
import { createSmsService } from '../sms/sms.service.ts';
import { createBroadcastService } from './broadcasts.service.ts';
import { createMessageThreadService } from './message-threads.service.ts';
import { createNotifyService } from './notify.service.ts';

const silent = { info() {}, warn() {}, error() {} };

function recordingPush(): PushDispatch & { sent: { userIds: string[]; message: PushMessage }[] } {
  const sent: { userIds: string[]; message: PushMessage }[] = [];
  return {
    sent,
    async toUsers(userIds, message) {
      sent.push({ userIds: [...userIds], message });
    },
  };
}

describeEachDatabase('notify: rows, events and channels per settings', (ctx) => {
  let db: DbExecutor;
  const build = () => {
    const app = servicesOf(ctx.app);
    const hub = recordingHubEvents();
    const push = recordingPush();
    const sms = createSmsService({
      db,
      clock: ctx.clock,
      log: silent,
      transport: null,
      sealSecret: 'x'.repeat(40),
    });
    const rules = { ...defaultMessagingLimits, smsPerRecipient: { max: 1, windowMs: DAY_MS } };
    const notify = createNotifyService({
      db,
      clock: ctx.clock,
      log: silent,
      mail: app.mail,
      sms,
      push,
      hubEvents: hub,
      limits: app.limits,
      publicUrl: 'https://matchline.test',
      rules,
    });
    return { hub, push, notify, app, rules };
  };
  const mailsTo = (email: string) => db.select().from(mailOutbox).where(eq(mailOutbox.to, email));
  const smsOf = (userId: string) => db.select().from(smsOutbox).where(eq(smsOutbox.userId, userId));

  beforeAll(() => {
    db = ctx.database.db;
  });

  it('writes the row, raises NewNotification and MenuCountersChanged, and mails and pushes by default', async () => {
    const { hub, push, notify } = build();
    const user = await ctx.createUser({ roles: ['Applicant'], firstName: 'Nia' });
    const { ids } = await notify.send({
      userIds: [user.id],
      kind: 'General',
      title: 'Letter uploaded',
      body: 'Dr. Smith uploaded your letter.',
      data: { letterId: '7' },
    });
    await notify.idle();
    const [row] = await db.select().from(notifications).where(eq(notifications.id, ids[0]!));
    expect(row).toMatchObject({
      userId: user.id,
      kind: 'General',
      type: 'Info',
      data: { letterId: '7' },
      readAt: null,
    });
    expect(hub.sent).toEqual([
      {
        hub: 'Notification',
        audience: { kind: 'user', userId: user.id },
        target: events.newNotification,
        args: [
          {
            id: ids[0],
            kind: 'General',
            type: 'Info',
            title: 'Letter uploaded',
            body: 'Dr. Smith uploaded your letter.',
          },
        ],
      },
      {
        hub: 'MenuCounts',
        audience: { kind: 'users', userIds: [user.id] },
        target: events.menuCountersChanged,
        args: [],
      },
    ]);
    const [mail] = await mailsTo(user.email);
    expect(mail?.subject).toBe('Letter uploaded');
    expect(mail?.text).toContain('Dr. Smith uploaded your letter.');
    expect(mail?.text).toContain(
      'https://matchline.test/redirect-by-notification-type?type=General&letterId=7',
    );
    expect(await smsOf(user.id)).toEqual([]);
    expect(push.sent).toEqual([
      { userIds: [user.id], message: expect.objectContaining({ kind: 'General', title: 'Letter uploaded' }) },
    ]);
  });

  it('honours each channel switch: SMS when allowed with a verified cell phone, no mail or push when switched off', async () => {
    const { push, notify } = build();
    const user = await ctx.createUser({ roles: ['ProgramUser'] });
    await createPhone(db, { userId: user.id, type: 1, isVerified: true, number: '+15550107777' });
    await createNotificationSettings(db, {
      userId: user.id,
      isSmsAllowed: true,
      isWebPushAllowed: true,
      channels: { RequestStatusChanged: { email: false, webPush: false } },
    });
    await notify.send({
      userIds: [user.id],
      kind: 'RequestStatusChanged',
      title: 'Request approved',
      body: 'Your program request was approved.',
    });
    await notify.idle();
    expect(await mailsTo(user.email)).toEqual([]);
    expect(push.sent).toEqual([]);
    const [sms] = await smsOf(user.id);
    expect(sms).toMatchObject({
      to: '+15550107777',
      status: 'logged',
      text: 'Request approved: Your program request was approved.',
    });

    // The other kinds keep every channel; the recipient's daily SMS limit (1 here) records the next as blocked.
    await notify.send({ userIds: [user.id], kind: 'General', title: 'Hello', body: 'Again' });
    await notify.idle();
    expect(await mailsTo(user.email)).toHaveLength(1);
    expect(push.sent.map((p) => p.userIds)).toEqual([[user.id]]);
    const outbox = await smsOf(user.id);
    expect(outbox.map((t) => t.status).sort()).toEqual(['blocked', 'logged']);
    expect(outbox.find((t) => t.status === 'blocked')?.error).toBe(texts.SmsLimitReached);
  });

  it('sends no SMS without a verified cell phone or when SMS are not allowed, no push to society users or when off', async () => {
    const { push, notify } = build();
    const unverified = await ctx.createUser({ roles: ['Applicant'] });
    await createPhone(db, { userId: unverified.id, type: 1, isVerified: false });
    await createNotificationSettings(db, {
      userId: unverified.id,
      isSmsAllowed: true,
      isWebPushAllowed: false,
    });
    const society = await ctx.createUser({ roles: ['SocietyUser'] });
    await notify.send({ userIds: [unverified.id, society.id], kind: 'General', title: 'T', body: 'B' });
    await notify.idle();
    expect(await smsOf(unverified.id)).toEqual([]);
    expect(push.sent).toEqual([]);
    expect(await mailsTo(society.email)).toHaveLength(1);
  });

  it('tells recipients of a new message (NewInternalMessage, UpdateMessageHistory) without a notification row', async () => {
    const { hub, push, notify, app } = build();
    const specialty = await createSpecialty(db);
    const cycle = await createMatchCycle(db, { specialtyId: specialty.id });
    const program = await createProgram(db, { specialtyId: specialty.id });
    const sender = await ctx.createUser({ roles: ['Applicant'], firstName: 'Sia', lastName: 'Lee' });
    const recipient = await ctx.createUser({ roles: ['ProgramUser'] });
    const applicant = await createApplicant(db, { userId: sender.id });
    await createApplication(db, {
      applicantId: applicant.id,
      matchCycleId: cycle.id,
      programId: program.id,
      publishedAt: new Date(),
    });
    await createProgramUser(db, { userId: recipient.id, programId: program.id });
    const threads = createMessageThreadService({
      db,
      clock: ctx.clock,
      uploads: app.uploads,
      limits: app.limits,
      notify,
      hubEvents: hub,
    });
    const caller = { userId: sender.id, roles: ['Applicant' as const], role: 'Applicant' as const };
    const { threadId, message } = await threads.start(caller, {
      clientId: randomUUID(),
      subject: 'Away rotation',
      body: 'May I visit in May?',
      recipientUserIds: [recipient.id],
      attachmentUploadIds: [],
    });
    await notify.idle();
    expect(hub.sent).toEqual([
      {
        hub: 'MessageCenter',
        audience: { kind: 'users', userIds: expect.arrayContaining([sender.id, recipient.id]) },
        target: events.updateMessageHistory,
        args: [{ threadId, messageId: message.id }],
      },
      {
        hub: 'Notification',
        audience: { kind: 'users', userIds: [recipient.id] },
        target: events.newInternalMessage,
        args: [{ threadId, messageId: message.id, senderName: 'Sia Lee', subject: 'Away rotation' }],
      },
      {
        hub: 'MenuCounts',
        audience: { kind: 'users', userIds: [recipient.id] },
        target: events.menuCountersChanged,
        args: [],
      },
    ]);
    expect(await db.select().from(notifications).where(eq(notifications.userId, recipient.id))).toEqual([]);
    const [mail] = await mailsTo(recipient.email);
    expect(mail?.subject).toBe('New message from Sia Lee');
    expect(push.sent).toEqual([
      { userIds: [recipient.id], message: expect.objectContaining({ kind: 'NewMessage' }) },
    ]);

    const history = await threads.sentHistory(caller, { page: 1, pageSize: 10 });
    expect(history).toMatchObject({
      total: 1,
      items: [{ id: message.id, subject: 'Away rotation', isMine: true }],
    });
    expect((await threads.sentHistory({ userId: recipient.id }, { page: 1, pageSize: 10 })).total).toBe(0);
  });

  it('announces a broadcast to the audience role groups and pushes to those who allow it', async () => {
    const { hub, push, app } = build();
    const admin = await ctx.createUser({ roles: ['Admin'], firstName: 'Ada', lastName: 'Root' });
    const wantsPush = await ctx.createUser({ roles: ['ProgramUser'] });
    const noPush = await ctx.createUser({ roles: ['ProgramUser'] });
    await createNotificationSettings(db, { userId: noPush.id, channels: { Broadcast: { webPush: false } } });
    const applicant = await ctx.createUser({ roles: ['Applicant'] });
    const broadcasts = createBroadcastService({
      db,
      clock: ctx.clock,
      log: silent,
      limits: app.limits,
      hubEvents: hub,
      push,
    });
    const sent = await broadcasts.send(
      { userId: admin.id },
      { body: 'Rank lists close Friday.', recipientType: 'ProgramUsers' },
    );
    expect(hub.sent).toEqual([
      {
        hub: 'Notification',
        audience: { kind: 'role', role: 'ProgramUser' },
        target: events.newBroadcastMessage,
        args: [{ id: sent.id, recipientType: 'ProgramUsers', message: texts.NewBroadcastMessage }],
      },
      {
        hub: 'MenuCounts',
        audience: { kind: 'role', role: 'ProgramUser' },
        target: events.menuCountersChanged,
        args: [],
      },
    ]);
    const pushedTo = push.sent[0]!.userIds;
    expect(pushedTo).toContain(wantsPush.id);
    expect(pushedTo).not.toContain(noPush.id);
    expect(pushedTo).not.toContain(applicant.id);
    expect(push.sent[0]!.message).toMatchObject({
      kind: 'Broadcast',
      title: 'New message from Ada Root',
      body: 'Rank lists close Friday.',
    });

    hub.sent.length = 0;
    await broadcasts.send({ userId: admin.id }, { body: 'For everyone', recipientType: 'All' });
    expect(hub.sent.filter((e) => e.target === events.newBroadcastMessage).map((e) => e.audience)).toEqual([
      { kind: 'role', role: 'Applicant' },
      { kind: 'role', role: 'ProgramUser' },
      { kind: 'role', role: 'MedSchoolUser' },
    ]);
    expect(
      await db
        .select()
        .from(notifications)
        .where(and(eq(notifications.userId, applicant.id), eq(notifications.kind, 'Broadcast'))),
    ).toEqual([]);
  });
});
