/**
 * The message centre's SQL (issue 14): who may write to whom (ADR 0022) as one condition on the
 * users table, threads with their participants and last message, messages with their attachments,
 * and the message centre state. Every list is one statement (total by a window count).
 */
import { and, eq, inArray, ne, type SQL, sql } from 'drizzle-orm';
import type { MessageUserType } from '../../../core/domain/messaging.ts';
import type { Role } from '../../../core/domain/roles.ts';
import type { DbExecutor } from '../client.ts';
import { messageAttachments, messages, messageThreadParticipants, messageThreads } from '../schema.ts';
import { containsPattern, pageOf } from './paging.ts';
import { isoOf, isoText, jsonOf, rowsOf } from './sql-rows.ts';

export type MessageSender = { userId: string; roles: readonly Role[] };

/** Roles that have a message centre (society users have none). */
const MESSAGING_ROLES = sql`array['Admin','Applicant','ProgramUser','MedSchoolUser']::text[]`;

/** The display name of users row `u` (platform.md §3 fallback 'Unknown Name'). */
const nameOf = (alias: string) =>
  sql.raw(`coalesce(nullif(trim(${alias}.first_name || ' ' || ${alias}.last_name), ''), 'Unknown Name')`);

/** The message user type of users row `u`, by the role precedence of platform.md §6. */
const userTypeOf = (alias: string) =>
  sql.raw(`case when 'Admin' = any(${alias}.roles) then 'Admin'
    when 'Applicant' = any(${alias}.roles) then 'Applicant'
    when 'ProgramUser' = any(${alias}.roles) then 'ProgramUser'
    when 'MedSchoolUser' = any(${alias}.roles) then 'MedicalSchoolUser'
    else 'SocietyUser' end`);

/**
 * Users row `u` is someone the sender may start a thread with (ADR 0022): active, with a message
 * centre, not the sender, and an admin, or related to the sender through an application, a
 * program or a medical school.
 */
export function mayWriteTo(sender: MessageSender): SQL {
  const me = sender.userId;
  const has = (role: Role) => sender.roles.includes(role);
  const rules: SQL[] = [sql`'Admin' = any(u.roles)`];
  if (has('Admin')) rules.push(sql`true`);
  if (has('Applicant')) {
    // Program users of the programs the applicant sent an application to, and their school's users.
    rules.push(sql`exists (select 1 from program_users pu
      join applications ap on ap.program_id = pu.program_id and ap.published_at is not null
      join applicants a on a.id = ap.applicant_id
      where pu.user_id = u.id and a.user_id = ${me})`);
    rules.push(sql`exists (select 1 from medical_school_users msu
      join applicants a on a.medical_school_id = msu.medical_school_id
      where msu.user_id = u.id and a.user_id = ${me})`);
  }
  if (has('ProgramUser')) {
    rules.push(sql`exists (select 1 from program_users mine
      join program_users theirs on theirs.program_id = mine.program_id
      where mine.user_id = ${me} and theirs.user_id = u.id)`);
    rules.push(sql`exists (select 1 from program_users mine
      join applications ap on ap.program_id = mine.program_id and ap.published_at is not null
      join applicants a on a.id = ap.applicant_id
      where mine.user_id = ${me} and a.user_id = u.id)`);
  }
  if (has('MedSchoolUser')) {
    rules.push(sql`exists (select 1 from medical_school_users mine
      join applicants a on a.medical_school_id = mine.medical_school_id
      where mine.user_id = ${me} and a.user_id = u.id)`);
    rules.push(sql`exists (select 1 from medical_school_users mine
      join medical_school_users theirs on theirs.medical_school_id = mine.medical_school_id
      where mine.user_id = ${me} and theirs.user_id = u.id)`);
  }
  return sql`(u.is_active and u.status = 'Active' and u.id <> ${me} and u.roles && ${MESSAGING_ROLES}
    and (${sql.join(rules, sql` or `)}))`;
}

const idList = (ids: readonly string[]) =>
  sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  );

export type RecipientRow = {
  userId: string;
  fullName: string;
  userType: MessageUserType;
  email: string;
  detail: string | null;
};

const recipientColumns = sql`u.id as "userId", u.email as "email", ${nameOf('u')} as "fullName",
  ${userTypeOf('u')} as "userType",
  case
    when 'Admin' = any(u.roles) then null
    when 'Applicant' = any(u.roles) then (select a.code from applicants a where a.user_id = u.id)
    when 'ProgramUser' = any(u.roles) then (select string_agg(p.name, ', ' order by p.name)
      from program_users pu join programs p on p.id = pu.program_id where pu.user_id = u.id)
    when 'MedSchoolUser' = any(u.roles) then (select string_agg(ms.name, ', ' order by ms.name)
      from medical_school_users msu join medical_schools ms on ms.id = msu.medical_school_id
      where msu.user_id = u.id)
  end as "detail"`;

const toRecipient = (row: Record<string, unknown>): RecipientRow => ({
  userId: String(row.userId),
  fullName: String(row.fullName),
  userType: row.userType as MessageUserType,
  email: String(row.email),
  detail: row.detail === null || row.detail === undefined ? null : String(row.detail),
});

/** People the sender may write to, by name or email, one page (one statement). */
export async function searchRecipients(
  db: DbExecutor,
  sender: MessageSender,
  query: { search?: string | undefined; page: number; pageSize: number },
): Promise<{ items: RecipientRow[]; total: number }> {
  const { limit, offset } = pageOf(query);
  const search = query.search
    ? sql`and (${nameOf('u')} ilike ${containsPattern(query.search)} or u.email ilike ${containsPattern(query.search)})`
    : sql``;
  const rows = rowsOf(
    await db.execute(sql`select ${recipientColumns}, (count(*) over ())::int as "total"
      from users u where ${mayWriteTo(sender)} ${search}
      order by lower(u.last_name), lower(u.first_name), u.id
      limit ${limit} offset ${offset}`),
  );
  return { items: rows.map(toRecipient), total: Number(rows[0]?.total ?? 0) };
}

/** Of `userIds`, those the sender may write to, with what a thread records of them. */
export async function allowedRecipients(
  db: DbExecutor,
  sender: MessageSender,
  userIds: readonly string[],
): Promise<RecipientRow[]> {
  if (userIds.length === 0) return [];
  const rows = rowsOf(
    await db.execute(sql`select ${recipientColumns} from users u
      where u.id in (${idList(userIds)}) and ${mayWriteTo(sender)}`),
  );
  return rows.map(toRecipient);
}

export type ThreadRow = {
  id: string;
  subject: string;
  createdAt: string;
  lastMessageAt: string;
  unreadCount: number;
  isArchived: boolean;
  participants: { userId: string | null; fullName: string; userType: MessageUserType }[];
  lastMessage: { excerpt: string; senderName: string; createdAt: string; isMine: boolean } | null;
};

const EXCERPT_LENGTH = 200;

/**
 * The caller's threads (or one of them): participants but the caller, the last message, the unread
 * count; unread first when asked, then newest. One statement.
 */
export async function listThreads(
  db: DbExecutor,
  userId: string,
  query: {
    threadId?: string;
    search?: string | undefined;
    unreadFirst?: boolean;
    archived?: boolean;
    page: number;
    pageSize: number;
  },
): Promise<{ items: ThreadRow[]; total: number }> {
  const { limit, offset } = pageOf(query);
  const filters: SQL[] = [sql`p.user_id = ${userId}`];
  if (query.threadId !== undefined) filters.push(sql`t.id = ${query.threadId}`);
  else filters.push(query.archived ? sql`p.archived_at is not null` : sql`p.archived_at is null`);
  if (query.search) {
    const pattern = containsPattern(query.search);
    filters.push(sql`(t.subject ilike ${pattern}
      or exists (select 1 from messages sm where sm.thread_id = t.id and sm.body ilike ${pattern})
      or exists (select 1 from message_thread_participants sp join users su on su.id = sp.user_id
        where sp.thread_id = t.id and sp.user_id <> ${userId} and ${nameOf('su')} ilike ${pattern}))`);
  }
  const order = query.unreadFirst ? sql`(p.unread_count > 0) desc, ` : sql``;
  const rows = rowsOf(
    await db.execute(sql`select t.id as "id", t.subject as "subject",
        ${isoText(sql`t.created_at`)} as "createdAt", ${isoText(sql`t.last_message_at`)} as "lastMessageAt",
        p.unread_count as "unreadCount", (p.archived_at is not null) as "isArchived",
        coalesce((select json_agg(json_build_object('userId', o.user_id, 'fullName', ${nameOf('ou')},
            'userType', o.user_type) order by o.user_type, lower(ou.last_name), o.user_id)
          from message_thread_participants o join users ou on ou.id = o.user_id
          where o.thread_id = t.id and o.user_id <> ${userId}), '[]'::json) as "participants",
        left(lm.body, ${EXCERPT_LENGTH}) as "lastBody", lm.sender_name as "lastSenderName",
        ${isoText(sql`lm.created_at`)} as "lastCreatedAt",
        coalesce(lm.sender_user_id = ${userId}, false) as "lastIsMine",
        (count(*) over ())::int as "total"
      from message_thread_participants p
      join message_threads t on t.id = p.thread_id
      left join lateral (select m.body, m.sender_user_id, m.created_at,
          case when m.sender_user_id is null then 'System' else ${nameOf('mu')} end as sender_name
        from messages m left join users mu on mu.id = m.sender_user_id
        where m.thread_id = t.id order by m.seq desc limit 1) lm on true
      where ${sql.join(filters, sql` and `)}
      order by ${order}t.last_message_at desc, t.id desc
      limit ${limit} offset ${offset}`),
  );
  return {
    items: rows.map((row) => ({
      id: String(row.id),
      subject: String(row.subject),
      createdAt: isoOf(row.createdAt)!,
      lastMessageAt: isoOf(row.lastMessageAt)!,
      unreadCount: Number(row.unreadCount),
      isArchived: Boolean(row.isArchived),
      participants: jsonOf(row.participants, []),
      lastMessage:
        row.lastCreatedAt === null || row.lastCreatedAt === undefined
          ? null
          : {
              excerpt: String(row.lastBody),
              senderName: String(row.lastSenderName),
              createdAt: isoOf(row.lastCreatedAt)!,
              isMine: Boolean(row.lastIsMine),
            },
    })),
    total: Number(rows[0]?.total ?? 0),
  };
}

export type MessageRow = {
  id: string;
  threadId: string;
  subject: string;
  senderUserId: string | null;
  senderType: MessageUserType;
  senderName: string;
  body: string;
  clientId: string | null;
  createdAt: string;
  attachments: { uploadId: string; fileName: string; contentType: string; fileSize: number }[];
};

/** Messages of a thread, or sent by a user, or these ids; newest first, one statement. */
export async function listMessages(
  db: DbExecutor,
  where: { threadId: string } | { senderUserId: string } | { ids: readonly string[] },
  page: { page: number; pageSize: number },
): Promise<{ items: MessageRow[]; total: number }> {
  const { limit, offset } = pageOf(page);
  const filter =
    'threadId' in where
      ? sql`m.thread_id = ${where.threadId}`
      : 'senderUserId' in where
        ? sql`m.sender_user_id = ${where.senderUserId}`
        : where.ids.length === 0
          ? sql`false`
          : sql`m.id in (${idList(where.ids)})`;
  const rows = rowsOf(
    await db.execute(sql`select m.id as "id", m.thread_id as "threadId", t.subject as "subject",
        m.sender_user_id as "senderUserId", m.sender_type as "senderType",
        case when m.sender_user_id is null then 'System' else ${nameOf('su')} end as "senderName",
        m.body as "body", m.client_id as "clientId", ${isoText(sql`m.created_at`)} as "createdAt",
        coalesce((select json_agg(json_build_object('uploadId', up.id, 'fileName', up.file_name,
            'contentType', up.content_type, 'fileSize', coalesce(up.file_size, 0)) order by up.file_name, up.id)
          from message_attachments ma join uploads up on up.id = ma.upload_id
          where ma.message_id = m.id), '[]'::json) as "attachments",
        (count(*) over ())::int as "total"
      from messages m
      join message_threads t on t.id = m.thread_id
      left join users su on su.id = m.sender_user_id
      where ${filter}
      order by m.seq desc
      limit ${limit} offset ${offset}`),
  );
  return {
    items: rows.map((row) => ({
      id: String(row.id),
      threadId: String(row.threadId),
      subject: String(row.subject),
      senderUserId: row.senderUserId === null ? null : String(row.senderUserId),
      senderType: row.senderType as MessageUserType,
      senderName: String(row.senderName),
      body: String(row.body),
      clientId: row.clientId === null ? null : String(row.clientId),
      createdAt: isoOf(row.createdAt)!,
      attachments: jsonOf(row.attachments, []),
    })),
    total: Number(rows[0]?.total ?? 0),
  };
}

/** The message a sender already sent with this client id, if any. */
export async function findMessageByClientId(
  db: DbExecutor,
  senderUserId: string,
  clientId: string,
): Promise<{ id: string; threadId: string } | null> {
  const [row] = await db
    .select({ id: messages.id, threadId: messages.threadId })
    .from(messages)
    .where(and(eq(messages.senderUserId, senderUserId), eq(messages.clientId, clientId)))
    .limit(1);
  return row ?? null;
}

/** The caller's participation in a thread, or null when they take no part in it. */
export async function findParticipant(db: DbExecutor, threadId: string, userId: string) {
  const [row] = await db
    .select()
    .from(messageThreadParticipants)
    .where(
      and(eq(messageThreadParticipants.threadId, threadId), eq(messageThreadParticipants.userId, userId)),
    )
    .limit(1);
  return row ?? null;
}

export async function threadParticipantIds(db: DbExecutor, threadId: string): Promise<string[]> {
  const rows = await db
    .select({ userId: messageThreadParticipants.userId })
    .from(messageThreadParticipants)
    .where(eq(messageThreadParticipants.threadId, threadId));
  return rows.map((row) => row.userId);
}

export async function insertThread(
  db: DbExecutor,
  values: {
    subject: string;
    createdByUserId: string;
    at: Date;
    participants: { userId: string; userType: MessageUserType; isSender: boolean }[];
  },
): Promise<string> {
  const [thread] = await db
    .insert(messageThreads)
    .values({
      subject: values.subject,
      createdByUserId: values.createdByUserId,
      createdAt: values.at,
      lastMessageAt: values.at,
    })
    .returning({ id: messageThreads.id });
  await db.insert(messageThreadParticipants).values(
    values.participants.map((p) => ({
      threadId: thread!.id,
      userId: p.userId,
      userType: p.userType,
      lastReadAt: p.isSender ? values.at : null,
      unreadCount: 0,
    })),
  );
  return thread!.id;
}

/**
 * Adds a message: the thread's latest time moves, every other participant has one more unread
 * message and gets the thread back from their archive; the sender has read everything.
 */
export async function insertMessage(
  db: DbExecutor,
  values: {
    threadId: string;
    senderUserId: string;
    senderType: MessageUserType;
    body: string;
    clientId: string;
    at: Date;
    uploadIds: readonly string[];
  },
): Promise<string> {
  const [message] = await db
    .insert(messages)
    .values({
      threadId: values.threadId,
      senderUserId: values.senderUserId,
      senderType: values.senderType,
      body: values.body,
      clientId: values.clientId,
      createdAt: values.at,
    })
    .returning({ id: messages.id });
  if (values.uploadIds.length > 0) {
    await db
      .insert(messageAttachments)
      .values(values.uploadIds.map((uploadId) => ({ messageId: message!.id, uploadId })));
  }
  await db
    .update(messageThreads)
    .set({ lastMessageAt: values.at })
    .where(eq(messageThreads.id, values.threadId));
  await db
    .update(messageThreadParticipants)
    .set({ unreadCount: sql`${messageThreadParticipants.unreadCount} + 1`, archivedAt: null })
    .where(
      and(
        eq(messageThreadParticipants.threadId, values.threadId),
        ne(messageThreadParticipants.userId, values.senderUserId),
      ),
    );
  await db
    .update(messageThreadParticipants)
    .set({ unreadCount: 0, lastReadAt: values.at })
    .where(
      and(
        eq(messageThreadParticipants.threadId, values.threadId),
        eq(messageThreadParticipants.userId, values.senderUserId),
      ),
    );
  return message!.id;
}

export async function markThreadRead(db: DbExecutor, threadId: string, userId: string, at: Date) {
  await db
    .update(messageThreadParticipants)
    .set({ unreadCount: 0, lastReadAt: at })
    .where(
      and(eq(messageThreadParticipants.threadId, threadId), eq(messageThreadParticipants.userId, userId)),
    );
}

export async function setThreadArchived(db: DbExecutor, threadId: string, userId: string, at: Date | null) {
  await db
    .update(messageThreadParticipants)
    .set({ archivedAt: at })
    .where(
      and(eq(messageThreadParticipants.threadId, threadId), eq(messageThreadParticipants.userId, userId)),
    );
}

/** Whether every one of `uploadIds` is attached to a message of a thread `userId` takes part in. */
export async function uploadsInThreadsOf(db: DbExecutor, userId: string, uploadIds: readonly string[]) {
  if (uploadIds.length === 0) return false;
  const rows = await db
    .selectDistinct({ uploadId: messageAttachments.uploadId })
    .from(messageAttachments)
    .innerJoin(messages, eq(messages.id, messageAttachments.messageId))
    .innerJoin(
      messageThreadParticipants,
      and(
        eq(messageThreadParticipants.threadId, messages.threadId),
        eq(messageThreadParticipants.userId, userId),
      ),
    )
    .where(inArray(messageAttachments.uploadId, [...uploadIds]));
  return rows.length === new Set(uploadIds).size;
}

export type MessageCenterCounts = {
  unreadMessageCount: number;
  unreadThreadCount: number;
  unreadBroadcastCount: number;
  hasUnreadNotifications: boolean;
  applicantId: string | null;
  programId: string | null;
  medicalSchoolId: string | null;
};

/**
 * The message centre's state in one statement: unread messages and threads, unread broadcasts meant
 * for the user's audiences (`broadcastTypes`, empty: none), whether a notification is unread, and
 * the entities the user acts for (their applicant; the program or school of the given code if
 * theirs, else their first).
 */
export async function messageCenterCounts(
  db: DbExecutor,
  userId: string,
  broadcastTypes: readonly string[],
  codes: { programCode?: string | undefined; medicalSchoolCode?: string | undefined } = {},
): Promise<MessageCenterCounts> {
  const broadcasts =
    broadcastTypes.length === 0
      ? sql`0`
      : sql`(select count(*) from broadcast_messages b
          where b.recipient_type in (${idList(broadcastTypes)})
            and not exists (select 1 from broadcast_reads r where r.broadcast_id = b.id and r.user_id = ${userId}))`;
  const program = codes.programCode
    ? sql`(select p.id from programs p join program_users pu on pu.program_id = p.id
        where pu.user_id = ${userId} and p.code = ${codes.programCode} limit 1)`
    : sql`(select pu.program_id from program_users pu where pu.user_id = ${userId} order by pu.program_id limit 1)`;
  const school = codes.medicalSchoolCode
    ? sql`(select ms.id from medical_schools ms join medical_school_users msu on msu.medical_school_id = ms.id
        where msu.user_id = ${userId} and ms.code = ${codes.medicalSchoolCode} limit 1)`
    : sql`(select msu.medical_school_id from medical_school_users msu where msu.user_id = ${userId}
        order by msu.medical_school_id limit 1)`;
  const [row] = rowsOf(
    await db.execute(sql`select
      (select coalesce(sum(p.unread_count), 0) from message_thread_participants p where p.user_id = ${userId})::int as "unreadMessages",
      (select count(*) from message_thread_participants p where p.user_id = ${userId} and p.unread_count > 0)::int as "unreadThreads",
      (${broadcasts})::int as "unreadBroadcasts",
      exists (select 1 from notifications n where n.user_id = ${userId} and n.read_at is null) as "hasUnreadNotifications",
      (select a.id from applicants a where a.user_id = ${userId}) as "applicantId",
      ${program} as "programId", ${school} as "medicalSchoolId"`),
  );
  const unreadBroadcastCount = Number(row?.unreadBroadcasts ?? 0);
  const text = (value: unknown) => (value === null || value === undefined ? null : String(value));
  return {
    unreadMessageCount: Number(row?.unreadMessages ?? 0) + unreadBroadcastCount,
    unreadThreadCount: Number(row?.unreadThreads ?? 0),
    unreadBroadcastCount,
    hasUnreadNotifications: Boolean(row?.hasUnreadNotifications),
    applicantId: text(row?.applicantId),
    programId: text(row?.programId),
    medicalSchoolId: text(row?.medicalSchoolId),
  };
}
