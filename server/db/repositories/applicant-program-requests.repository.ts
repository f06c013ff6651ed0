/** What applicants ask programs (issue 15, ADR 0024 decision 8): the only SQL of those requests. */
import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type {
  ApplicantProgramRequestKind,
  ApplicantProgramRequestStatus,
} from '../../../core/domain/interviews.ts';
import type { DbExecutor } from '../client.ts';
import {
  applicantProgramRequests,
  applicants,
  applications,
  matchCycles,
  programs,
  programUsers,
  users,
} from '../schema.ts';

export type ProgramRequestRow = {
  id: number;
  applicantId: number;
  applicantUserId: string;
  applicantCode: string;
  applicantName: string;
  programId: number;
  programCode: string;
  programName: string;
  matchCycleId: number;
  matchCycleCode: string;
  kind: ApplicantProgramRequestKind;
  subject: string;
  body: string;
  status: ApplicantProgramRequestStatus;
  answer: string | null;
  answeredAt: Date | null;
  createdAt: Date;
  updatedAt: Date;
};

function selectRequests(db: DbExecutor) {
  return db
    .select({
      id: applicantProgramRequests.id,
      applicantId: applicantProgramRequests.applicantId,
      applicantUserId: applicants.userId,
      applicantCode: applicants.code,
      firstName: users.firstName,
      lastName: users.lastName,
      programId: applicantProgramRequests.programId,
      programCode: programs.code,
      programName: programs.name,
      matchCycleId: applicantProgramRequests.matchCycleId,
      matchCycleCode: matchCycles.shortName,
      kind: applicantProgramRequests.kind,
      subject: applicantProgramRequests.subject,
      body: applicantProgramRequests.body,
      status: applicantProgramRequests.status,
      answer: applicantProgramRequests.answer,
      answeredAt: applicantProgramRequests.answeredAt,
      createdAt: applicantProgramRequests.createdAt,
      updatedAt: applicantProgramRequests.updatedAt,
    })
    .from(applicantProgramRequests)
    .innerJoin(applicants, eq(applicants.id, applicantProgramRequests.applicantId))
    .innerJoin(users, eq(users.id, applicants.userId))
    .innerJoin(programs, eq(programs.id, applicantProgramRequests.programId))
    .innerJoin(matchCycles, eq(matchCycles.id, applicantProgramRequests.matchCycleId));
}

type Selected = Awaited<ReturnType<ReturnType<typeof selectRequests>['execute']>>[number];

const withName = ({ firstName, lastName, ...row }: Selected): ProgramRequestRow => ({
  ...row,
  applicantName: `${firstName} ${lastName}`.trim(),
});

export async function findProgramRequest(db: DbExecutor, id: number): Promise<ProgramRequestRow | undefined> {
  const [row] = await selectRequests(db).where(eq(applicantProgramRequests.id, id)).limit(1);
  return row ? withName(row) : undefined;
}

/** The applicant's requests of the cycle, newest first. */
export async function listApplicantRequests(
  db: DbExecutor,
  applicantId: number,
  matchCycleId: number,
): Promise<ProgramRequestRow[]> {
  const rows = await selectRequests(db)
    .where(
      and(
        eq(applicantProgramRequests.applicantId, applicantId),
        eq(applicantProgramRequests.matchCycleId, matchCycleId),
      ),
    )
    .orderBy(desc(applicantProgramRequests.createdAt), desc(applicantProgramRequests.id));
  return rows.map(withName);
}

/** The program's requests: Pending first (oldest first), then the others (newest first). */
export async function listProgramRequests(
  db: DbExecutor,
  programId: number,
  filter: { matchCycleCode?: string | undefined; status?: ApplicantProgramRequestStatus | undefined },
): Promise<ProgramRequestRow[]> {
  const rows = await selectRequests(db)
    .where(
      and(
        eq(applicantProgramRequests.programId, programId),
        filter.matchCycleCode === undefined ? undefined : eq(matchCycles.shortName, filter.matchCycleCode),
        filter.status === undefined ? undefined : eq(applicantProgramRequests.status, filter.status),
      ),
    )
    .orderBy(
      sql`case when ${applicantProgramRequests.status} = 'Pending' then 0 else 1 end`,
      sql`case when ${applicantProgramRequests.status} = 'Pending' then ${applicantProgramRequests.createdAt} end asc`,
      desc(applicantProgramRequests.updatedAt),
      desc(applicantProgramRequests.id),
    )
    .limit(1000);
  return rows.map(withName);
}

export async function insertProgramRequest(
  db: DbExecutor,
  values: {
    applicantId: number;
    programId: number;
    matchCycleId: number;
    kind: ApplicantProgramRequestKind;
    subject: string;
    body: string;
    createdAt: Date;
  },
): Promise<number> {
  const [row] = await db
    .insert(applicantProgramRequests)
    .values({ ...values, updatedAt: values.createdAt })
    .returning({ id: applicantProgramRequests.id });
  return row!.id;
}

/** Changes a request only while it is Pending; false when it no longer is. */
export async function updatePendingRequest(
  db: DbExecutor,
  id: number,
  values: Partial<{
    kind: ApplicantProgramRequestKind;
    subject: string;
    body: string;
    status: ApplicantProgramRequestStatus;
    answer: string;
    answeredByUserId: string;
    answeredAt: Date;
  }> & { updatedAt: Date },
): Promise<boolean> {
  const rows = await db
    .update(applicantProgramRequests)
    .set(values)
    .where(and(eq(applicantProgramRequests.id, id), eq(applicantProgramRequests.status, 'Pending')))
    .returning({ id: applicantProgramRequests.id });
  return rows.length > 0;
}

export type ProgramOption = { programId: number; programCode: string; programName: string };

/** The programs the applicant applied to in the cycle (an application beyond a draft), by name. */
export async function listAppliedPrograms(
  db: DbExecutor,
  applicantId: number,
  matchCycleId: number,
): Promise<ProgramOption[]> {
  return db
    .selectDistinct({ programId: programs.id, programCode: programs.code, programName: programs.name })
    .from(applications)
    .innerJoin(programs, eq(programs.id, applications.programId))
    .where(
      and(
        eq(applications.applicantId, applicantId),
        eq(applications.matchCycleId, matchCycleId),
        inArray(applications.status, ['Published', 'PendingPayment']),
      ),
    )
    .orderBy(asc(programs.name), asc(programs.id));
}

/** The user's program by code (program users only), or undefined. */
export async function findProgramOfUser(
  db: DbExecutor,
  userId: string,
  programCode: string,
): Promise<ProgramOption | undefined> {
  const [row] = await db
    .select({ programId: programs.id, programCode: programs.code, programName: programs.name })
    .from(programUsers)
    .innerJoin(programs, eq(programs.id, programUsers.programId))
    .where(and(eq(programUsers.userId, userId), eq(programs.code, programCode)))
    .limit(1);
  return row;
}

/** Every program user of the program (told of a new request). */
export async function listProgramUserIds(db: DbExecutor, programId: number): Promise<string[]> {
  const rows = await db
    .select({ userId: programUsers.userId })
    .from(programUsers)
    .where(eq(programUsers.programId, programId));
  return rows.map((row) => row.userId);
}
