/**
 * An interview season for route tests: an Active cycle, a program with a director, a coordinator
 * and a program user of another program, applicants with applications sent to the program, and
 * sign-in tokens for each role.
 */
import type { DbExecutor } from '../db/client.ts';
import { type SignedInApplicant, signedInApplicant } from './applicant.fixture.ts';
import {
  createApplication,
  createInterviewDay,
  createInterviewTimeRange,
  createProgram,
  createProgramMatchCycle,
  createProgramUser,
} from './factories.ts';
import { createCatalogueFixture } from './season.fixture.ts';
import { signInAs, type TestContext } from './test-app.ts';

export type InterviewApplicant = SignedInApplicant & { applicationId: number };

export type InterviewSeasonFixture = {
  tag: string;
  cycleId: number;
  cycleCode: string;
  plannedCycleCode: string;
  programId: number;
  programCode: string;
  programName: string;
  otherProgramId: number;
  otherProgramCode: string;
  director: { token: string; userId: string };
  coordinator: { token: string; userId: string };
  /** A program user (director) of the other program. */
  outsider: { token: string; userId: string };
  admin: string;
  /** Applicants who sent the program an application, each also applied to the other program. */
  applicants: InterviewApplicant[];
  /** The other program's application of each applicant, by applicant id. */
  otherApplicationIds: Map<number, number>;
  /** Applications to the program (`applicationIds[i]` is `applicants[i]`'s). */
  url: (path?: string) => string;
  applicantUrl: (path?: string) => string;
  tokenOf(role: 'Admin' | 'Applicant' | 'SocietyUser' | 'MedSchoolUser'): Promise<string>;
};

export async function createInterviewSeason(
  ctx: TestContext,
  options: { applicants: number } = { applicants: 4 },
): Promise<InterviewSeasonFixture> {
  const db: DbExecutor = ctx.database.db;
  const f = await createCatalogueFixture(db);
  const program = await createProgram(db, {
    code: `IV-${f.tag}`,
    name: `Interviewing ${f.tag}`,
    specialtyId: f.specialtyId,
  });
  const other = await createProgram(db, {
    code: `IV-${f.tag}-o`,
    name: `Other ${f.tag}`,
    specialtyId: f.specialtyId,
  });
  for (const p of [program, other]) {
    await createProgramMatchCycle(db, { programId: p.id, matchCycleId: f.cycles.active });
    await createProgramMatchCycle(db, { programId: p.id, matchCycleId: f.cycles.planned });
  }
  const member = async (programId: number, isDirector: boolean) => {
    const user = await ctx.createUser({ roles: ['ProgramUser'] });
    await createProgramUser(db, { userId: user.id, programId, isDirector });
    return { token: (await signInAs(ctx.app, user)).idToken, userId: user.id };
  };
  const tokenOf = async (role: 'Admin' | 'Applicant' | 'SocietyUser' | 'MedSchoolUser') =>
    (await signInAs(ctx.app, await ctx.createUser({ roles: [role] }))).idToken;
  const applicants: InterviewApplicant[] = [];
  const otherApplicationIds = new Map<number, number>();
  for (let i = 0; i < options.applicants; i += 1) {
    const applicant = await signedInApplicant(ctx, { firstName: 'Ivy', lastName: `Applicant${i}` });
    const application = await createApplication(db, {
      applicantId: applicant.applicantId,
      matchCycleId: f.cycles.active,
      programId: program.id,
      status: 'Published',
    });
    const elsewhere = await createApplication(db, {
      applicantId: applicant.applicantId,
      matchCycleId: f.cycles.active,
      programId: other.id,
      status: 'Published',
    });
    otherApplicationIds.set(applicant.applicantId, elsewhere.id);
    applicants.push({ ...applicant, applicationId: application.id });
  }
  const cycleCode = `${f.tag}-Active`;
  return {
    tag: f.tag,
    cycleId: f.cycles.active,
    cycleCode,
    plannedCycleCode: `${f.tag}-Planned`,
    programId: program.id,
    programCode: program.code,
    programName: program.name,
    otherProgramId: other.id,
    otherProgramCode: other.code,
    director: await member(program.id, true),
    coordinator: await member(program.id, false),
    outsider: await member(other.id, true),
    admin: await tokenOf('Admin'),
    applicants,
    otherApplicationIds,
    url: (path = '') => `/api/program-user/${cycleCode}/${program.code}${path}`,
    applicantUrl: (path = '') => `/api/applicant/${cycleCode}/interviews${path}`,
    tokenOf,
  };
}

/** A day of the program with public ranges of the given capacities (one an hour from 09:00 Pacific). */
export async function createDayWithRanges(
  db: DbExecutor,
  where: { programId: number; matchCycleId: number },
  capacities: readonly number[],
  date = '2099-01-15',
) {
  const day = await createInterviewDay(db, { ...where, date });
  const ranges = [];
  for (const [i, capacity] of capacities.entries()) {
    const start = new Date(`${date}T${String(17 + i).padStart(2, '0')}:00:00Z`);
    ranges.push(
      await createInterviewTimeRange(db, {
        interviewDayId: day.id,
        startsAt: start,
        endsAt: new Date(start.getTime() + 3_600_000),
        capacity,
      }),
    );
  }
  return { day, ranges };
}
