/**
 * Row factories for server tests: each inserts one row with sensible defaults (codes and names made
 * unique with `uniqueTag`, so the tests of a file share one database safely), takes any column as an
 * override, and answers the inserted row. Users come from `ctx.createUser` (users.fixture.ts); a
 * signed-in applicant from `signedInApplicant` (applicant.fixture.ts); a whole season from
 * season.fixture.ts.
 */
import { eq } from 'drizzle-orm';
import type { DbExecutor } from '../db/client.ts';
import {
  applicantMatchCycles,
  applicantProfiles,
  applicants,
  applications,
  blockedEmails,
  broadcastMessages,
  coupleRankListEntries,
  couples,
  educations,
  favoritePrograms,
  institutions,
  interviewDays,
  interviewInvitations,
  interviewTimeRanges,
  invoices,
  jobs,
  lettersOfReference,
  mailOutbox,
  matchCycles,
  matchCycleYears,
  medicalSchools,
  medicalSchoolUsers,
  messages,
  messageThreadParticipants,
  messageThreads,
  notificationSettings,
  notifications,
  personalStatements,
  phones,
  programMatchCycles,
  programs,
  programUsers,
  publications,
  pushDeliveries,
  rankListEntries,
  rankLists,
  requests,
  resultSendings,
  smsOutbox,
  societyUserSpecialties,
  specialties,
  specialtyPages,
  subspecialties,
  syncReceipts,
} from '../db/schema.ts';
import { uniqueTag } from './route-calls.ts';

type Insert<T extends { $inferInsert: unknown }> = T['$inferInsert'];

/** Makes a column required in a factory's values (what no default can guess, e.g. the parent's id). */
type With<T, K extends keyof T> = Partial<T> & Required<Pick<T, K>>;

export async function createSpecialty(db: DbExecutor, values: Partial<Insert<typeof specialties>> = {}) {
  const tag = uniqueTag();
  const name = values.name ?? `Specialty ${tag}`;
  const [row] = await db
    .insert(specialties)
    .values({ fullName: `${name} fellowship`, type: 'Fellowship', urlPrefix: `sp-${tag}`, ...values, name })
    .returning();
  return row!;
}

export async function createSubspecialty(
  db: DbExecutor,
  values: With<Insert<typeof subspecialties>, 'specialtyId'>,
) {
  const [row] = await db
    .insert(subspecialties)
    .values({ name: `Sub ${uniqueTag()}`, ...values })
    .returning();
  return row!;
}

/** A match cycle year (code unique per run unless given). */
export async function createMatchCycleYear(
  db: DbExecutor,
  values: Partial<Insert<typeof matchCycleYears>> = {},
) {
  const [row] = await db
    .insert(matchCycleYears)
    .values({ code: `Y-${uniqueTag()}`, ...values })
    .returning();
  return row!;
}

/** The id of the match cycle year with this code, creating it when no test made it yet. */
export async function ensureYear(db: DbExecutor, code: string): Promise<number> {
  await db.insert(matchCycleYears).values({ code }).onConflictDoNothing();
  const [year] = await db
    .select({ id: matchCycleYears.id })
    .from(matchCycleYears)
    .where(eq(matchCycleYears.code, code));
  return year!.id;
}

let years = 0;

/**
 * A match cycle of the specialty. Its year is `yearCode` (created when missing), the given
 * `matchCycleYearId`, or a year no other cycle of the file's run uses.
 */
export async function createMatchCycle(
  db: DbExecutor,
  values: With<Insert<typeof matchCycles>, 'specialtyId'> & { yearCode?: string },
) {
  const { yearCode, ...columns } = values;
  const tag = uniqueTag();
  years += 1;
  const matchCycleYearId =
    columns.matchCycleYearId ?? (await ensureYear(db, yearCode ?? String(6000 + (years % 3000))));
  const [row] = await db
    .insert(matchCycles)
    .values({ shortName: `MC-${tag}`, matchName: `Match ${tag}`, ...columns, matchCycleYearId })
    .returning();
  return row!;
}

export async function createMedicalSchool(
  db: DbExecutor,
  values: Partial<Insert<typeof medicalSchools>> = {},
) {
  const tag = uniqueTag();
  const [row] = await db
    .insert(medicalSchools)
    .values({ code: `MS-${tag}`, name: `School ${tag}`, type: 'Allopathic', degree: 'MD', ...values })
    .returning();
  return row!;
}

export async function createProgram(db: DbExecutor, values: With<Insert<typeof programs>, 'specialtyId'>) {
  const tag = uniqueTag();
  const [row] = await db
    .insert(programs)
    .values({ code: `P-${tag}`, name: `Program ${tag}`, ...values })
    .returning();
  return row!;
}

/** The program takes part in the match cycle (2 positions unless given). */
export async function createProgramMatchCycle(
  db: DbExecutor,
  values: With<Insert<typeof programMatchCycles>, 'programId' | 'matchCycleId'>,
) {
  const [row] = await db
    .insert(programMatchCycles)
    .values({ positions: 2, ...values })
    .returning();
  return row!;
}

/** The user is a member (a director when `isDirector`) of the program. */
export async function createProgramUser(
  db: DbExecutor,
  values: With<Insert<typeof programUsers>, 'userId' | 'programId'>,
) {
  const [row] = await db.insert(programUsers).values(values).returning();
  return row!;
}

/** The society user serves the specialty. */
export async function createSocietyUserSpecialty(
  db: DbExecutor,
  values: With<Insert<typeof societyUserSpecialties>, 'userId' | 'specialtyId'>,
) {
  const [row] = await db.insert(societyUserSpecialties).values(values).returning();
  return row!;
}

/** The applicant record of a user (make the user with `ctx.createUser`). */
export async function createApplicant(db: DbExecutor, values: With<Insert<typeof applicants>, 'userId'>) {
  const [row] = await db
    .insert(applicants)
    .values({ code: `A-${uniqueTag()}`, ...values })
    .returning();
  return row!;
}

/** The applicant is registered for the match cycle. */
export async function createApplicantMatchCycle(
  db: DbExecutor,
  values: With<Insert<typeof applicantMatchCycles>, 'applicantId' | 'matchCycleId'>,
) {
  const [row] = await db.insert(applicantMatchCycles).values(values).returning();
  return row!;
}

/** An application (InProgress unless given) of the applicant to the program in the match cycle. */
export async function createApplication(
  db: DbExecutor,
  values: With<Insert<typeof applications>, 'applicantId' | 'matchCycleId' | 'programId'>,
) {
  const [row] = await db.insert(applications).values(values).returning();
  return row!;
}

/** The medical school user belongs to the school. */
export async function createMedicalSchoolUser(
  db: DbExecutor,
  values: With<Insert<typeof medicalSchoolUsers>, 'userId' | 'medicalSchoolId'>,
) {
  const [row] = await db.insert(medicalSchoolUsers).values(values).returning();
  return row!;
}

export async function createInstitution(db: DbExecutor, values: Partial<Insert<typeof institutions>> = {}) {
  const [row] = await db
    .insert(institutions)
    .values({ name: `Institution ${uniqueTag()}`, city: 'Springfield', ...values })
    .returning();
  return row!;
}

/** A page of the specialty's site (published, empty body unless given). */
export async function createSpecialtyPage(
  db: DbExecutor,
  values: With<Insert<typeof specialtyPages>, 'specialtyId'>,
) {
  const [row] = await db
    .insert(specialtyPages)
    .values({ title: `Page ${uniqueTag()}`, ...values })
    .returning();
  return row!;
}

/** The applicant marked the program as a favourite. */
export async function createFavoriteProgram(
  db: DbExecutor,
  values: With<Insert<typeof favoritePrograms>, 'applicantId' | 'programId'>,
) {
  const [row] = await db.insert(favoritePrograms).values(values).returning();
  return row!;
}

/** The applicant's profile (every section empty unless given). */
export async function createApplicantProfile(
  db: DbExecutor,
  values: With<Insert<typeof applicantProfiles>, 'applicantId'>,
) {
  const [row] = await db.insert(applicantProfiles).values(values).returning();
  return row!;
}

let phoneCount = 0;

/** A phone of the user (an unverified number unless given). */
export async function createPhone(db: DbExecutor, values: With<Insert<typeof phones>, 'userId'>) {
  phoneCount += 1;
  const digits = String(5_550_000 + (phoneCount % 10_000));
  const [row] = await db
    .insert(phones)
    .values({ number: `+1503${digits}`, ...values })
    .returning();
  return row!;
}

/** An education of the applicant; its `type` is always the test's own (the column has a fixed list). */
export async function createEducation(
  db: DbExecutor,
  values: With<Insert<typeof educations>, 'applicantId' | 'type'>,
) {
  const [row] = await db.insert(educations).values(values).returning();
  return row!;
}

/** A publication of the applicant; its `type` is always the test's own (the column has a fixed list). */
export async function createPublication(
  db: DbExecutor,
  values: With<Insert<typeof publications>, 'applicantId' | 'type'>,
) {
  const [row] = await db
    .insert(publications)
    .values({ title: `Publication ${uniqueTag()}`, ...values })
    .returning();
  return row!;
}

export async function createPersonalStatement(
  db: DbExecutor,
  values: With<Insert<typeof personalStatements>, 'applicantId'>,
) {
  const [row] = await db
    .insert(personalStatements)
    .values({ title: `Statement ${uniqueTag()}`, ...values })
    .returning();
  return row!;
}

/** A letter of reference asked of a writer (Pending unless given; writer and token unique). */
export async function createLetter(
  db: DbExecutor,
  values: With<Insert<typeof lettersOfReference>, 'applicantId'>,
) {
  const tag = uniqueTag();
  const [row] = await db
    .insert(lettersOfReference)
    .values({
      writerName: `Writer ${tag}`,
      writerEmail: `writer-${tag}@example.test`,
      writerToken: `tok-${tag}`,
      ...values,
    })
    .returning();
  return row!;
}

/** An invoice of the user (an Unpaid applicant registration of $50 unless given). */
export async function createInvoice(db: DbExecutor, values: With<Insert<typeof invoices>, 'userId'>) {
  const [row] = await db
    .insert(invoices)
    .values({ kind: 'ApplicantRegistration', description: 'Registration', amountCents: 5000, ...values })
    .returning();
  return row!;
}

/** A couple in the match cycle (Proposed unless given: then give `proposedTo`; Linked needs the partner). */
export async function createCouple(
  db: DbExecutor,
  values: With<Insert<typeof couples>, 'matchCycleId' | 'proposerApplicantId'>,
) {
  const [row] = await db.insert(couples).values(values).returning();
  return row!;
}

/** A rank list in the match cycle: give its owner (`applicantId`, `programId` or `coupleId`). */
export async function createRankList(db: DbExecutor, values: With<Insert<typeof rankLists>, 'matchCycleId'>) {
  const [row] = await db.insert(rankLists).values(values).returning();
  return row!;
}

/** One ranked subject (a program on an applicant's list, an applicant on a program's). */
export async function createRankListEntry(
  db: DbExecutor,
  values: With<Insert<typeof rankListEntries>, 'rankListId' | 'rank' | 'subjectId'>,
) {
  const [row] = await db.insert(rankListEntries).values(values).returning();
  return row!;
}

/** One ranked pair of programs on a couple's joint list. */
export async function createCoupleRankListEntry(
  db: DbExecutor,
  values: With<Insert<typeof coupleRankListEntries>, 'rankListId' | 'rank'>,
) {
  const [row] = await db.insert(coupleRankListEntries).values(values).returning();
  return row!;
}

/** A request (a Pending program registration unless given; requester and subject unique). */
export async function createRequest(db: DbExecutor, values: Partial<Insert<typeof requests>> = {}) {
  const tag = uniqueTag();
  const [row] = await db
    .insert(requests)
    .values({
      kind: 'ProgramRegistration',
      requesterEmail: `requester-${tag}@example.test`,
      subject: `Request ${tag}`,
      ...values,
    })
    .returning();
  return row!;
}

/** The sending of the match cycle's results to one audience (NotSent unless given). */
export async function createResultSending(
  db: DbExecutor,
  values: With<Insert<typeof resultSendings>, 'matchCycleId' | 'audience'>,
) {
  const [row] = await db.insert(resultSendings).values(values).returning();
  return row!;
}

/** A job in the queue (Queued, empty payload unless given). */
export async function createJob(db: DbExecutor, values: With<Insert<typeof jobs>, 'kind'>) {
  const [row] = await db
    .insert(jobs)
    .values({ payload: {}, ...values })
    .returning();
  return row!;
}

/** A mail in the outbox (queued, to a unique address unless given). */
export async function createMail(db: DbExecutor, values: Partial<Insert<typeof mailOutbox>> = {}) {
  const tag = uniqueTag();
  const [row] = await db
    .insert(mailOutbox)
    .values({ to: `mail-${tag}@fixture.test`, subject: `Mail ${tag}`, text: 'Mail', ...values })
    .returning();
  return row!;
}

/** The receipt of an offline write the server applied for the user (its client id is the idempotency key). */
export async function createSyncReceipt(
  db: DbExecutor,
  values: With<Insert<typeof syncReceipts>, 'userId' | 'clientId'>,
) {
  const [row] = await db
    .insert(syncReceipts)
    .values({ operation: 'x', statusCode: 200, ...values })
    .returning();
  return row!;
}

/**
 * A message thread between users: the first is the sender of its one message (read by them), the
 * others have it unread. Answers the thread and the message.
 */
export async function createMessageThread(
  db: DbExecutor,
  values: {
    participants: readonly {
      userId: string;
      userType: Insert<typeof messageThreadParticipants>['userType'];
    }[];
    subject?: string;
    body?: string;
    at?: Date;
  },
) {
  const tag = uniqueTag();
  const at = values.at ?? new Date();
  const [sender, ...recipients] = values.participants;
  if (!sender) throw new Error('a thread needs a sender');
  const [thread] = await db
    .insert(messageThreads)
    .values({
      subject: values.subject ?? `Subject ${tag}`,
      createdByUserId: sender.userId,
      createdAt: at,
      lastMessageAt: at,
    })
    .returning();
  await db.insert(messageThreadParticipants).values([
    {
      threadId: thread!.id,
      userId: sender.userId,
      userType: sender.userType,
      lastReadAt: at,
      unreadCount: 0,
    },
    ...recipients.map((p) => ({
      threadId: thread!.id,
      userId: p.userId,
      userType: p.userType,
      unreadCount: 1,
    })),
  ]);
  const [message] = await db
    .insert(messages)
    .values({
      threadId: thread!.id,
      senderUserId: sender.userId,
      senderType: sender.userType,
      body: values.body ?? `Message ${tag}`,
      createdAt: at,
    })
    .returning();
  return { thread: thread!, message: message! };
}

/** A broadcast (to all unless given). */
export async function createBroadcast(
  db: DbExecutor,
  values: With<Insert<typeof broadcastMessages>, 'senderUserId'>,
) {
  const [row] = await db
    .insert(broadcastMessages)
    .values({ body: `Broadcast ${uniqueTag()}`, senderName: 'Admin User', recipientType: 'All', ...values })
    .returning();
  return row!;
}

/** A notification of the user (General, unread unless given). */
export async function createNotification(
  db: DbExecutor,
  values: With<Insert<typeof notifications>, 'userId'>,
) {
  const tag = uniqueTag();
  const [row] = await db
    .insert(notifications)
    .values({ kind: 'General', title: `Title ${tag}`, body: `Body ${tag}`, ...values })
    .returning();
  return row!;
}

/** The user's saved notification settings. */
export async function createNotificationSettings(
  db: DbExecutor,
  values: With<Insert<typeof notificationSettings>, 'userId'>,
) {
  const [row] = await db.insert(notificationSettings).values(values).returning();
  return row!;
}

/** A push in the delivery history (sent by web push unless given). */
export async function createPushDelivery(
  db: DbExecutor,
  values: Partial<Insert<typeof pushDeliveries>> = {},
) {
  const tag = uniqueTag();
  const [row] = await db
    .insert(pushDeliveries)
    .values({ provider: 'webpush', title: `Push ${tag}`, body: 'Push', status: 'sent', ...values })
    .returning();
  return row!;
}

/** An SMS in the outbox (logged, to a fixed test number unless given). */
export async function createSms(db: DbExecutor, values: Partial<Insert<typeof smsOutbox>> = {}) {
  const [row] = await db
    .insert(smsOutbox)
    .values({ to: '+15550100', text: `SMS ${uniqueTag()}`, status: 'logged', ...values })
    .returning();
  return row!;
}

/** A blocked address (a unique one, blocked by hand, unless given). */
export async function createBlockedEmail(db: DbExecutor, values: Partial<Insert<typeof blockedEmails>> = {}) {
  const [row] = await db
    .insert(blockedEmails)
    .values({ email: `blocked-${uniqueTag()}@fixture.test`.toLowerCase(), reason: 'Manual', ...values })
    .returning();
  return row!;
}

/** An interview day of the program in the cycle (in person, in Pacific time, on 2099-01-15 unless given). */
export async function createInterviewDay(
  db: DbExecutor,
  values: With<Insert<typeof interviewDays>, 'programId' | 'matchCycleId'>,
) {
  const [row] = await db
    .insert(interviewDays)
    .values({ date: '2099-01-15', timeZone: 'America/Los_Angeles', interviewType: 'InPerson', ...values })
    .returning();
  return row!;
}

/** A public time range of the day (one seat, 09:00–10:00 Pacific on 2099-01-15 unless given). */
export async function createInterviewTimeRange(
  db: DbExecutor,
  values: With<Insert<typeof interviewTimeRanges>, 'interviewDayId'>,
) {
  const [row] = await db
    .insert(interviewTimeRanges)
    .values({
      startsAt: new Date('2099-01-15T17:00:00Z'),
      endsAt: new Date('2099-01-15T18:00:00Z'),
      capacity: 1,
      ...values,
    })
    .returning();
  return row!;
}

/** An interview invitation of the application (Pending unless given; an Accepted one names its range and date). */
export async function createInterviewInvitation(
  db: DbExecutor,
  values: With<
    Insert<typeof interviewInvitations>,
    'programId' | 'matchCycleId' | 'applicationId' | 'applicantId'
  >,
) {
  const [row] = await db.insert(interviewInvitations).values(values).returning();
  return row!;
}
