/**
 * Row factories for server tests: each inserts one row with sensible defaults (codes and names made
 * unique with `uniqueTag`, so the tests of a file share one database safely), takes any column as an
 * override, and answers the inserted row. Users come from `ctx.createUser` (users.fixture.ts); a
 * signed-in applicant from `signedInApplicant` (applicant.fixture.ts); a whole season from
 * season.fixture.ts.
 */
import type { DbExecutor } from '../db/client.ts';
import {
  applicantMatchCycles,
  applicants,
  applications,
  matchCycles,
  medicalSchools,
  programMatchCycles,
  programs,
  programUsers,
  societyUserSpecialties,
  specialties,
  subspecialties,
} from '../db/schema.ts';
import { uniqueTag } from './route-calls.ts';
import { ensureYear } from './season.fixture.ts';

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
    .values({ code: `MS-${tag}`, name: `School ${tag}`, type: 'MD', degree: 'MD', ...values })
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
