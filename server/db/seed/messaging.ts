/**
 * Demo messages (issue 14): a few threads between the demo accounts (admin, applicant, program user,
 * school user), two broadcasts and some notifications, so the message centre and the notification
 * pages show something on the first start. Written once: when the admin's welcome thread exists,
 * everything here is left as the users changed it.
 */
import { and, eq } from 'drizzle-orm';
import type { MessageUserType, NotificationKind, NotificationType } from '../../../core/domain/messaging.ts';
import type { DbExecutor } from '../client.ts';
import {
  broadcastMessages,
  messages,
  messageThreadParticipants,
  messageThreads,
  notifications,
} from '../schema.ts';
import { demoUsers } from './people.ts';

const WELCOME_SUBJECT = 'Welcome to Matchline';
const MINUTE_MS = 60_000;

type Line = { from: keyof typeof demoUsers; body: string; minutesAgo: number };
type ThreadSeed = {
  subject: string;
  people: readonly { who: keyof typeof demoUsers; type: MessageUserType }[];
  lines: readonly Line[];
  /** Who has read everything (the others have the messages after their own last one unread). */
  readBy: readonly (keyof typeof demoUsers)[];
};

const threads: ThreadSeed[] = [
  {
    subject: WELCOME_SUBJECT,
    people: [
      { who: 'admin', type: 'Admin' },
      { who: 'applicant', type: 'Applicant' },
    ],
    lines: [
      {
        from: 'admin',
        body: 'Welcome to Matchline! Your registration for this season is complete. Reply here if anything in your application is unclear.',
        minutesAgo: 3 * 24 * 60,
      },
      {
        from: 'applicant',
        body: 'Thank you! Can I still add a letter after I send an application?',
        minutesAgo: 2 * 24 * 60,
      },
      {
        from: 'admin',
        body: 'Yes: letters uploaded later are added to every application that names them, until the rank list deadline.',
        minutesAgo: 26 * 60,
      },
    ],
    readBy: ['admin'],
  },
  {
    subject: 'Away rotation in the spring',
    people: [
      { who: 'applicant', type: 'Applicant' },
      { who: 'program', type: 'ProgramUser' },
    ],
    lines: [
      {
        from: 'applicant',
        body: 'Dear Dr. Okafor, is there room for a four-week away rotation in April? I would love to see the retina service.',
        minutesAgo: 30 * 60,
      },
      {
        from: 'program',
        body: 'Thank you for your interest. April is open; please send your dates and we will confirm within a week.',
        minutesAgo: 5 * 60,
      },
    ],
    readBy: ['program'],
  },
  {
    subject: 'MSPE release date',
    people: [
      { who: 'school', type: 'MedicalSchoolUser' },
      { who: 'applicant', type: 'Applicant' },
    ],
    lines: [
      {
        from: 'school',
        body: 'Your MSPE will be released to programs on the first of October. Let us know if you see anything to correct.',
        minutesAgo: 6 * 24 * 60,
      },
    ],
    readBy: ['school', 'applicant'],
  },
];

const broadcasts = [
  {
    body: 'Rank list certification closes at 9 p.m. Pacific time on the rank list deadline. Certify early: a list that is not certified does not take part in the match.',
    recipientType: 'All' as const,
    minutesAgo: 2 * 24 * 60,
  },
  {
    body: 'Program users: please check your positions for this season before the quota change deadline.',
    recipientType: 'ProgramUsers' as const,
    minutesAgo: 20 * 60,
  },
];

type NotificationSeed = {
  to: keyof typeof demoUsers;
  kind: NotificationKind;
  type: NotificationType;
  title: string;
  body: string;
  minutesAgo: number;
  read?: boolean;
};

const notificationSeeds: NotificationSeed[] = [
  {
    to: 'applicant',
    kind: 'LetterUploaded',
    type: 'Success',
    title: 'Letter uploaded',
    body: 'A letter of recommendation you requested was uploaded.',
    minutesAgo: 8 * 60,
  },
  {
    to: 'applicant',
    kind: 'General',
    type: 'Info',
    title: 'Application sent',
    body: 'Your application was sent to the program.',
    minutesAgo: 4 * 24 * 60,
    read: true,
  },
  {
    to: 'program',
    kind: 'NewListItem',
    type: 'Info',
    title: 'New application',
    body: 'Jordan Alvarez sent an application to your program.',
    minutesAgo: 4 * 24 * 60,
  },
  {
    to: 'school',
    kind: 'General',
    type: 'Info',
    title: 'Results date set',
    body: 'The match results of Ophthalmology are released on the results date of the calendar.',
    minutesAgo: 3 * 24 * 60,
  },
  {
    to: 'admin',
    kind: 'NewListItem',
    type: 'Info',
    title: 'You have a new program request.',
    body: 'A program registration request is waiting for review.',
    minutesAgo: 90,
  },
  {
    to: 'society',
    kind: 'RequestStatusChanged',
    type: 'Success',
    title: 'Request approved',
    body: 'Your program name change request was approved.',
    minutesAgo: 2 * 24 * 60,
  },
];

export async function seedMessaging(
  tx: DbExecutor,
  ctx: { now: Date; userIds: ReadonlyMap<string, string> },
): Promise<void> {
  const idOf = (who: keyof typeof demoUsers) => ctx.userIds.get(demoUsers[who].email);
  const adminId = idOf('admin');
  if (!adminId) return;
  const [existing] = await tx
    .select({ id: messageThreads.id })
    .from(messageThreads)
    .where(and(eq(messageThreads.createdByUserId, adminId), eq(messageThreads.subject, WELCOME_SUBJECT)))
    .limit(1);
  if (existing) return;
  const ago = (minutes: number) => new Date(ctx.now.getTime() - minutes * MINUTE_MS);

  for (const seed of threads) {
    const people = seed.people.flatMap((p) => {
      const userId = idOf(p.who);
      return userId ? [{ ...p, userId }] : [];
    });
    if (people.length !== seed.people.length) continue;
    const first = seed.lines[0]!;
    const last = seed.lines.at(-1)!;
    const [thread] = await tx
      .insert(messageThreads)
      .values({
        subject: seed.subject,
        createdByUserId: idOf(first.from)!,
        createdAt: ago(first.minutesAgo),
        lastMessageAt: ago(last.minutesAgo),
      })
      .returning({ id: messageThreads.id });
    const typeOf = new Map(people.map((p) => [p.who, p.type]));
    for (const line of seed.lines) {
      await tx.insert(messages).values({
        threadId: thread!.id,
        senderUserId: idOf(line.from)!,
        senderType: typeOf.get(line.from)!,
        body: line.body,
        createdAt: ago(line.minutesAgo),
      });
    }
    await tx.insert(messageThreadParticipants).values(
      people.map((p) => {
        const ownLast = seed.lines.reduce((index, line, i) => (line.from === p.who ? i : index), -1);
        const unread = seed.readBy.includes(p.who) ? 0 : seed.lines.length - 1 - ownLast;
        return {
          threadId: thread!.id,
          userId: p.userId,
          userType: p.type,
          unreadCount: unread,
          lastReadAt: unread === 0 ? ago(last.minutesAgo) : null,
        };
      }),
    );
  }

  await tx.insert(broadcastMessages).values(
    broadcasts.map((b) => ({
      body: b.body,
      senderUserId: adminId,
      senderName: `${demoUsers.admin.firstName} ${demoUsers.admin.lastName}`,
      recipientType: b.recipientType,
      createdAt: ago(b.minutesAgo),
    })),
  );

  const rows = notificationSeeds.flatMap((n) => {
    const userId = idOf(n.to);
    return userId
      ? [
          {
            userId,
            kind: n.kind,
            type: n.type,
            title: n.title,
            body: n.body,
            createdAt: ago(n.minutesAgo),
            readAt: n.read ? ago(n.minutesAgo - 1) : null,
          },
        ]
      : [];
  });
  if (rows.length > 0) await tx.insert(notifications).values(rows);
}
