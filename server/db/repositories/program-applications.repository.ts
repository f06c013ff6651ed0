/**
 * The program's review of its applications (issue 15): the paged list in one statement per page
 * (filters, search and sort on the server; scores, letters, invitation and note counts joined as
 * per-program aggregates, not per row), one application's parts, notes, scores and decisions.
 */
import { and, asc, eq, inArray, isNull, ne, or, type SQL, sql } from 'drizzle-orm';
import type {
  ProgramApplicationSort,
  ReviewExamScore,
} from '../../../core/contracts/applications/program-applications.contract.ts';
import type { ApplicationStatus } from '../../../core/domain/applicant-restrictions.ts';
import type { InvitationStatus, ProgramDecision } from '../../../core/domain/interviews.ts';
import type { DbExecutor } from '../client.ts';
import {
  applicantDocuments,
  applicationNotes,
  applicationScores,
  applications,
  interviewInvitations,
  lettersOfReference,
  personalStatements,
  uploads,
  users,
} from '../schema.ts';
import { containsPattern, type PageLimits, pageOf, type SortDirection, sortOrder } from './paging.ts';
import { isoOf, rowsOf, type SqlRow } from './sql-rows.ts';

export type ProgramScope = { programId: number; matchCycleId: number };

export type ApplicationListFilters = {
  search?: string | undefined;
  scores?: Partial<Record<ReviewExamScore, { min?: number | undefined; max?: number | undefined }>>;
  medicalSchoolId?: number | undefined;
  stateId?: number | undefined;
  signaled?: boolean | undefined;
  lettersComplete?: boolean | undefined;
  status?: ApplicationStatus | undefined;
  invited?: boolean | undefined;
  decision?: ProgramDecision | 'None' | undefined;
};

export type ApplicationListRow = {
  applicationId: number;
  applicantId: number;
  applicantCode: string;
  applicantUserId: string;
  name: string;
  email: string;
  medicalSchoolName: string | null;
  stateName: string | null;
  status: ApplicationStatus;
  sentDate: string | null;
  isSignaled: boolean;
  lettersAssigned: number;
  lettersReceived: number;
  lettersComplete: boolean;
  exams: Record<ReviewExamScore, number | null>;
  scoreMean: number | null;
  scoreCount: number;
  myScore: number | null;
  decision: ProgramDecision | null;
  invitationStatus: InvitationStatus | null;
  noteCount: number;
};

/** A score kept as digits in the academic information, as an integer (anything else: null). */
function examScore(path: string): SQL {
  const text = sql`(pr.academic_info #>> ${`{${path}}`}::text[])`;
  return sql`(case when ${text} ~ '^[0-9]{1,3}$' then ${text}::int end)`;
}

const examPaths: Record<ReviewExamScore, string> = {
  usmleStep1: 'usmle,step1,threeDigitScore',
  usmleStep2: 'usmle,step2ClinicalKnowledge,threeDigitScore',
  comlexLevel1: 'comlex,level1,score',
  comlexLevel2: 'comlex,level2CognitiveEvaluation,score',
};

const examColumns: Record<ReviewExamScore, string> = {
  usmleStep1: 'usmle_step1',
  usmleStep2: 'usmle_step2',
  comlexLevel1: 'comlex_level1',
  comlexLevel2: 'comlex_level2',
};

const column = (name: string): SQL => sql.raw(`b.${name}`);

const sortColumns = {
  name: [column('last_key'), column('first_key')],
  sentDate: { by: column('published_at'), nulls: 'last' },
  scoreMean: { by: column('score_mean'), nulls: 'last' },
  myScore: { by: column('my_score'), nulls: 'last' },
  usmleStep1: { by: column('usmle_step1'), nulls: 'last' },
  usmleStep2: { by: column('usmle_step2'), nulls: 'last' },
  comlexLevel1: { by: column('comlex_level1'), nulls: 'last' },
  comlexLevel2: { by: column('comlex_level2'), nulls: 'last' },
} as const;

/**
 * Every application the program sees (not in progress), with what the list shows, as a CTE body.
 * Aggregates are computed once per program (scores, notes, invitations use their program or
 * application indexes) and hash-joined, so a page costs one statement whatever its size.
 */
function baseSelect(scope: ProgramScope, viewerUserId: string): SQL {
  const { programId, matchCycleId } = scope;
  return sql`
    select a.id as application_id, a.applicant_id, ap.code as applicant_code, ap.user_id as applicant_user_id,
      u.first_name, u.last_name, u.email,
      lower(u.last_name) as last_key, lower(u.first_name) as first_key,
      ms.id as medical_school_id, ms.name as medical_school_name,
      st.id as state_id, st.name as state_name,
      a.status, a.published_at, a.is_signaled, a.program_decision,
      jsonb_array_length(a.letter_ids) as letters_assigned,
      coalesce(lt.received, 0) as letters_received,
      ${examScore(examPaths.usmleStep1)} as usmle_step1,
      ${examScore(examPaths.usmleStep2)} as usmle_step2,
      ${examScore(examPaths.comlexLevel1)} as comlex_level1,
      ${examScore(examPaths.comlexLevel2)} as comlex_level2,
      sc.score_mean, coalesce(sc.score_count, 0) as score_count, sc.my_score,
      inv.status as invitation_status, coalesce(nt.note_count, 0) as note_count
    from applications a
    join applicants ap on ap.id = a.applicant_id
    join users u on u.id = ap.user_id
    left join applicant_profiles pr on pr.applicant_id = a.applicant_id
    left join medical_schools ms on ms.id = ap.medical_school_id
    left join states st on st.id = (jsonb_path_query_first(pr.addresses, '$[*] ? (@.kind == "Current").stateId') #>> '{}')::int
    left join (
      select la.id as application_id, count(*)::int as received
      from applications la
      cross join jsonb_array_elements_text(la.letter_ids) as assigned(id)
      join letters_of_reference l on l.id = assigned.id::int
      where la.program_id = ${programId} and la.match_cycle_id = ${matchCycleId} and l.status in ('Uploaded', 'QA')
      group by la.id
    ) lt on lt.application_id = a.id
    left join (
      select s.application_id, round(avg(s.score), 2)::float8 as score_mean, count(*)::int as score_count,
        max(s.score) filter (where s.reviewer_user_id = ${viewerUserId}) as my_score
      from application_scores s
      join applications sa on sa.id = s.application_id
      where sa.program_id = ${programId} and sa.match_cycle_id = ${matchCycleId}
      group by s.application_id
    ) sc on sc.application_id = a.id
    left join (
      select distinct on (i.application_id) i.application_id, i.status
      from interview_invitations i
      where i.program_id = ${programId} and i.match_cycle_id = ${matchCycleId}
      order by i.application_id, (i.status in ('Pending', 'Accepted')) desc, i.created_at desc, i.id desc
    ) inv on inv.application_id = a.id
    left join (
      select n.application_id, count(*)::int as note_count
      from application_notes n
      where n.program_id = ${programId}
      group by n.application_id
    ) nt on nt.application_id = a.id
    where a.program_id = ${programId} and a.match_cycle_id = ${matchCycleId} and a.status <> 'InProgress'`;
}

function whereOf(filters: ApplicationListFilters): SQL {
  const terms: SQL[] = [sql`true`];
  if (filters.search) {
    const pattern = containsPattern(filters.search);
    terms.push(
      sql`((b.first_name || ' ' || b.last_name) ilike ${pattern} or (b.last_name || ' ' || b.first_name) ilike ${pattern} or b.applicant_code ilike ${pattern} or b.email ilike ${pattern})`,
    );
  }
  for (const [key, range] of Object.entries(filters.scores ?? {}) as [
    ReviewExamScore,
    { min?: number; max?: number },
  ][]) {
    const col = column(examColumns[key]);
    if (range.min !== undefined) terms.push(sql`${col} >= ${range.min}`);
    if (range.max !== undefined) terms.push(sql`${col} <= ${range.max}`);
  }
  if (filters.medicalSchoolId !== undefined)
    terms.push(sql`b.medical_school_id = ${filters.medicalSchoolId}`);
  if (filters.stateId !== undefined) terms.push(sql`b.state_id = ${filters.stateId}`);
  if (filters.signaled !== undefined) terms.push(sql`b.is_signaled = ${filters.signaled}`);
  if (filters.lettersComplete !== undefined) {
    const complete = sql`(b.letters_assigned > 0 and b.letters_received >= b.letters_assigned)`;
    terms.push(filters.lettersComplete ? complete : sql`not ${complete}`);
  }
  if (filters.status !== undefined) terms.push(sql`b.status = ${filters.status}`);
  if (filters.invited !== undefined) {
    const live = sql`coalesce(b.invitation_status in ('Pending', 'Accepted'), false)`;
    terms.push(filters.invited ? live : sql`not ${live}`);
  }
  if (filters.decision === 'None') terms.push(sql`b.program_decision is null`);
  else if (filters.decision !== undefined) terms.push(sql`b.program_decision = ${filters.decision}`);
  return sql.join(terms, sql` and `);
}

const intOrNull = (value: unknown): number | null =>
  value === null || value === undefined ? null : Number(value);

function toListRow(row: SqlRow): ApplicationListRow {
  const lettersAssigned = Number(row.letters_assigned);
  const lettersReceived = Number(row.letters_received);
  return {
    applicationId: Number(row.application_id),
    applicantId: Number(row.applicant_id),
    applicantCode: String(row.applicant_code),
    applicantUserId: String(row.applicant_user_id),
    name: `${row.first_name} ${row.last_name}`.trim(),
    email: String(row.email),
    medicalSchoolName: (row.medical_school_name as string | null) ?? null,
    stateName: (row.state_name as string | null) ?? null,
    status: row.status as ApplicationStatus,
    sentDate: isoOf(row.published_at),
    isSignaled: row.is_signaled === true,
    lettersAssigned,
    lettersReceived,
    lettersComplete: lettersAssigned > 0 && lettersReceived >= lettersAssigned,
    exams: {
      usmleStep1: intOrNull(row.usmle_step1),
      usmleStep2: intOrNull(row.usmle_step2),
      comlexLevel1: intOrNull(row.comlex_level1),
      comlexLevel2: intOrNull(row.comlex_level2),
    },
    scoreMean: intOrNull(row.score_mean),
    scoreCount: Number(row.score_count),
    myScore: intOrNull(row.my_score),
    decision: (row.program_decision as ProgramDecision | null) ?? null,
    invitationStatus: (row.invitation_status as InvitationStatus | null) ?? null,
    noteCount: Number(row.note_count),
  };
}

/** One page of the program's applications and the total, in one statement. */
export async function pageProgramApplications(
  db: DbExecutor,
  scope: ProgramScope,
  viewerUserId: string,
  filters: ApplicationListFilters,
  sort: ProgramApplicationSort,
  direction: SortDirection,
  page: { page: number; pageSize: number } | PageLimits,
): Promise<{ items: ApplicationListRow[]; total: number }> {
  const { limit, offset } = pageOf(page);
  const order = sortOrder(sortColumns, sort, direction, column('application_id'), 'name');
  const result = await db.execute(sql`
    with b as (${baseSelect(scope, viewerUserId)})
    select b.*, count(*) over () as total_count
    from b
    where ${whereOf(filters)}
    order by ${sql.join(order, sql`, `)}
    limit ${limit} offset ${offset}`);
  const rows = rowsOf(result);
  if (rows.length === 0 && offset > 0) {
    // Past the last page: the total still answers (one more statement only in this corner).
    const [counted] = rowsOf(
      await db.execute(
        sql`with b as (${baseSelect(scope, viewerUserId)}) select count(*)::int as n from b where ${whereOf(filters)}`,
      ),
    );
    return { items: [], total: Number(counted?.n ?? 0) };
  }
  return { items: rows.map(toListRow), total: Number(rows[0]?.total_count ?? 0) };
}

/** One application of the program (any status but in progress), with the list's columns. */
export async function findProgramApplicationRow(
  db: DbExecutor,
  scope: ProgramScope,
  viewerUserId: string,
  applicationId: number,
): Promise<ApplicationListRow | undefined> {
  const [row] = rowsOf(
    await db.execute(
      sql`with b as (${baseSelect(scope, viewerUserId)}) select b.* from b where b.application_id = ${applicationId}`,
    ),
  );
  return row ? toListRow(row) : undefined;
}

export type ApplicationParts = {
  casSnapshot: Record<string, unknown> | null;
  personalStatementId: number | null;
  letterIds: number[];
  publishedAt: Date | null;
  withdrawnAt: Date | null;
  programDecidedAt: Date | null;
};

export async function findApplicationParts(
  db: DbExecutor,
  applicationId: number,
): Promise<ApplicationParts | undefined> {
  const [row] = await db
    .select({
      casSnapshot: applications.casSnapshot,
      personalStatementId: applications.personalStatementId,
      letterIds: applications.letterIds,
      publishedAt: applications.publishedAt,
      withdrawnAt: applications.withdrawnAt,
      programDecidedAt: applications.programDecidedAt,
    })
    .from(applications)
    .where(eq(applications.id, applicationId));
  return row;
}

export async function findStatementOf(db: DbExecutor, applicantId: number, statementId: number) {
  const [row] = await db
    .select({ title: personalStatements.title, body: personalStatements.body })
    .from(personalStatements)
    .where(and(eq(personalStatements.id, statementId), eq(personalStatements.applicantId, applicantId)));
  return row;
}

export async function findLettersOf(db: DbExecutor, applicantId: number, letterIds: readonly number[]) {
  if (letterIds.length === 0) return [];
  return db
    .select({
      id: lettersOfReference.id,
      writerName: lettersOfReference.writerName,
      status: lettersOfReference.status,
      uploadedAt: lettersOfReference.uploadedAt,
      uploadId: lettersOfReference.uploadId,
    })
    .from(lettersOfReference)
    .where(
      and(
        inArray(lettersOfReference.id, [...letterIds]),
        eq(lettersOfReference.applicantId, applicantId),
        ne(lettersOfReference.status, 'Canceled'),
      ),
    );
}

export async function listDocumentsForProgram(db: DbExecutor, applicantId: number) {
  return db
    .select({
      title: applicantDocuments.title,
      documentType: applicantDocuments.documentType,
      fileName: uploads.fileName,
      uploadId: uploads.id,
    })
    .from(applicantDocuments)
    .innerJoin(uploads, eq(uploads.id, applicantDocuments.uploadId))
    .where(eq(applicantDocuments.applicantId, applicantId))
    .orderBy(asc(applicantDocuments.createdAt), asc(applicantDocuments.id));
}

/** The application's latest invitation (a live one first). */
export async function findLatestInvitation(db: DbExecutor, applicationId: number) {
  const [row] = await db
    .select({
      id: interviewInvitations.id,
      status: interviewInvitations.status,
      interviewDate: interviewInvitations.interviewDate,
    })
    .from(interviewInvitations)
    .where(eq(interviewInvitations.applicationId, applicationId))
    .orderBy(
      sql`(${interviewInvitations.status} in ('Pending', 'Accepted')) desc`,
      sql`${interviewInvitations.createdAt} desc`,
      sql`${interviewInvitations.id} desc`,
    )
    .limit(1);
  return row;
}

// ---------- notes ----------

export type NoteRow = {
  id: number;
  applicationId: number;
  authorUserId: string;
  authorFirstName: string;
  authorLastName: string;
  body: string;
  createdAt: Date;
  updatedAt: Date;
};

const noteColumns = {
  id: applicationNotes.id,
  applicationId: applicationNotes.applicationId,
  authorUserId: applicationNotes.authorUserId,
  authorFirstName: users.firstName,
  authorLastName: users.lastName,
  body: applicationNotes.body,
  createdAt: applicationNotes.createdAt,
  updatedAt: applicationNotes.updatedAt,
};

export async function listNotes(db: DbExecutor, applicationId: number): Promise<NoteRow[]> {
  return db
    .select(noteColumns)
    .from(applicationNotes)
    .innerJoin(users, eq(users.id, applicationNotes.authorUserId))
    .where(eq(applicationNotes.applicationId, applicationId))
    .orderBy(asc(applicationNotes.createdAt), asc(applicationNotes.id));
}

export async function findNote(db: DbExecutor, applicationId: number, noteId: number) {
  const [row] = await db
    .select(noteColumns)
    .from(applicationNotes)
    .innerJoin(users, eq(users.id, applicationNotes.authorUserId))
    .where(and(eq(applicationNotes.id, noteId), eq(applicationNotes.applicationId, applicationId)));
  return row;
}

export async function insertNote(
  db: DbExecutor,
  values: { applicationId: number; programId: number; authorUserId: string; body: string; now: Date },
): Promise<number> {
  const [row] = await db
    .insert(applicationNotes)
    .values({
      applicationId: values.applicationId,
      programId: values.programId,
      authorUserId: values.authorUserId,
      body: values.body,
      createdAt: values.now,
      updatedAt: values.now,
    })
    .returning({ id: applicationNotes.id });
  return row!.id;
}

/** Only the author's own note changes; false when it is not theirs (or gone). */
export async function updateOwnNote(
  db: DbExecutor,
  noteId: number,
  authorUserId: string,
  body: string,
  now: Date,
): Promise<boolean> {
  const rows = await db
    .update(applicationNotes)
    .set({ body, updatedAt: now })
    .where(and(eq(applicationNotes.id, noteId), eq(applicationNotes.authorUserId, authorUserId)))
    .returning({ id: applicationNotes.id });
  return rows.length > 0;
}

export async function deleteOwnNote(db: DbExecutor, noteId: number, authorUserId: string): Promise<boolean> {
  const rows = await db
    .delete(applicationNotes)
    .where(and(eq(applicationNotes.id, noteId), eq(applicationNotes.authorUserId, authorUserId)))
    .returning({ id: applicationNotes.id });
  return rows.length > 0;
}

// ---------- scores and decisions ----------

export async function upsertScore(
  db: DbExecutor,
  applicationId: number,
  reviewerUserId: string,
  score: number,
  now: Date,
): Promise<void> {
  await db
    .insert(applicationScores)
    .values({ applicationId, reviewerUserId, score, updatedAt: now })
    .onConflictDoUpdate({
      target: [applicationScores.applicationId, applicationScores.reviewerUserId],
      set: { score, updatedAt: now },
    });
}

export async function scoreSummary(db: DbExecutor, applicationId: number, viewerUserId: string) {
  const [row] = rowsOf(
    await db.execute(sql`
      select round(avg(score), 2)::float8 as mean, count(*)::int as n,
        max(score) filter (where reviewer_user_id = ${viewerUserId}) as mine
      from application_scores where application_id = ${applicationId}`),
  );
  return {
    scoreMean: intOrNull(row?.mean),
    scoreCount: Number(row?.n ?? 0),
    myScore: intOrNull(row?.mine),
  };
}

/** The ids among `ids` that are the program's applications in the cycle and were sent. */
export async function programApplicationIds(
  db: DbExecutor,
  scope: ProgramScope,
  ids: readonly number[],
): Promise<number[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select({ id: applications.id })
    .from(applications)
    .where(
      and(
        inArray(applications.id, [...ids]),
        eq(applications.programId, scope.programId),
        eq(applications.matchCycleId, scope.matchCycleId),
        ne(applications.status, 'InProgress'),
      ),
    );
  return rows.map((r) => r.id);
}

/**
 * Moves the decision of the given applications from one of `from` (null: none) to `to`; answers
 * the ids that moved.
 */
export async function moveDecisions(
  db: DbExecutor,
  ids: readonly number[],
  from: readonly (ProgramDecision | null)[],
  to: ProgramDecision | null,
  userId: string,
  now: Date,
): Promise<number[]> {
  if (ids.length === 0) return [];
  const named = from.filter((d): d is ProgramDecision => d !== null);
  const fromTerms = [
    ...(named.length > 0 ? [inArray(applications.programDecision, named)] : []),
    ...(from.includes(null) ? [isNull(applications.programDecision)] : []),
  ];
  const rows = await db
    .update(applications)
    .set({ programDecision: to, programDecidedAt: now, programDecidedByUserId: userId })
    .where(and(inArray(applications.id, [...ids]), or(...fromTerms)))
    .returning({ id: applications.id });
  return rows.map((r) => r.id);
}

/** Whether the program has ever invited this application (the photo rule). */
export async function wasInvited(db: DbExecutor, applicationId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: interviewInvitations.id })
    .from(interviewInvitations)
    .where(
      and(eq(interviewInvitations.applicationId, applicationId), ne(interviewInvitations.status, 'Canceled')),
    )
    .limit(1);
  return row !== undefined;
}

/** The medical schools of the applicants who sent the program an application, by name. */
export async function listApplicantSchools(db: DbExecutor, scope: ProgramScope) {
  const rows = rowsOf(
    await db.execute(sql`
      select distinct ms.id, ms.name
      from applications a
      join applicants ap on ap.id = a.applicant_id
      join medical_schools ms on ms.id = ap.medical_school_id
      where a.program_id = ${scope.programId} and a.match_cycle_id = ${scope.matchCycleId} and a.status <> 'InProgress'
      order by ms.name, ms.id`),
  );
  return rows.map((r) => ({ id: Number(r.id), name: String(r.name) }));
}

/** EXPLAIN ANALYZE of the first page by name (bench/program-applications.ts --explain). */
export async function explainProgramApplicationsPage(
  db: DbExecutor,
  scope: ProgramScope,
  viewerUserId: string,
): Promise<string> {
  const order = sortOrder(sortColumns, 'name', 'asc', column('application_id'));
  const rows = rowsOf(
    await db.execute(sql`explain analyze
      with b as (${baseSelect(scope, viewerUserId)})
      select b.*, count(*) over () as total_count from b
      order by ${sql.join(order, sql`, `)} limit 20`),
  );
  return rows.map((r) => String(Object.values(r)[0])).join('\n');
}

/**
 * Whether a program user may read an upload: a document of an applicant, or a received letter
 * assigned to the application, where the applicant sent an application to one of the user's programs.
 */
export async function isUploadOfProgramApplicant(
  db: DbExecutor,
  userId: string,
  uploadId: string,
): Promise<boolean> {
  const [row] = rowsOf(
    await db.execute(sql`
      select 1 as ok
      from program_users pu
      join applications a on a.program_id = pu.program_id and a.status <> 'InProgress'
      where pu.user_id = ${userId}
        and (
          exists (select 1 from applicant_documents d where d.applicant_id = a.applicant_id and d.upload_id = ${uploadId})
          or exists (
            select 1 from letters_of_reference l
            where l.applicant_id = a.applicant_id and l.upload_id = ${uploadId}
              and l.status in ('Uploaded', 'QA') and a.letter_ids @> to_jsonb(l.id)
          )
        )
      limit 1`),
  );
  return row !== undefined;
}
