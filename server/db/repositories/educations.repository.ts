import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { DbExecutor } from '../client.ts';
import { educations, medicalSchools } from '../schema.ts';

export type EducationRow = typeof educations.$inferSelect;
export type EducationValues = Pick<EducationRow, 'type' | 'attendedFrom' | 'attendedTo' | 'details'>;

/** The applicant's entries (the service sorts them by attendance end date). */
export async function listApplicantEducations(db: DbExecutor, applicantId: number): Promise<EducationRow[]> {
  return db
    .select()
    .from(educations)
    .where(eq(educations.applicantId, applicantId))
    .orderBy(asc(educations.id));
}

/** Null for an unknown id and for another applicant's entry alike: nobody learns that it exists. */
export async function findApplicantEducation(
  db: DbExecutor,
  applicantId: number,
  id: number,
): Promise<EducationRow | null> {
  const [row] = await db
    .select()
    .from(educations)
    .where(and(eq(educations.id, id), eq(educations.applicantId, applicantId)));
  return row ?? null;
}

export async function insertEducation(
  db: DbExecutor,
  applicantId: number,
  values: EducationValues,
): Promise<EducationRow> {
  const [row] = await db
    .insert(educations)
    .values({ applicantId, ...values })
    .returning();
  return row!;
}

export async function updateApplicantEducation(
  db: DbExecutor,
  applicantId: number,
  id: number,
  values: EducationValues,
  expectedVersion?: number,
): Promise<EducationRow | null> {
  const [row] = await db
    .update(educations)
    .set({ ...values, updatedAt: new Date(), version: sql`${educations.version} + 1` })
    .where(
      and(
        eq(educations.id, id),
        eq(educations.applicantId, applicantId),
        expectedVersion === undefined ? undefined : eq(educations.version, expectedVersion),
      ),
    )
    .returning();
  return row ?? null;
}

export async function deleteApplicantEducation(
  db: DbExecutor,
  applicantId: number,
  id: number,
): Promise<boolean> {
  const rows = await db
    .delete(educations)
    .where(and(eq(educations.id, id), eq(educations.applicantId, applicantId)))
    .returning({ id: educations.id });
  return rows.length > 0;
}

export type MedicalSchoolName = { id: number; code: string; name: string };

export async function findMedicalSchoolNames(db: DbExecutor, ids: number[]): Promise<MedicalSchoolName[]> {
  if (ids.length === 0) return [];
  return db
    .select({ id: medicalSchools.id, code: medicalSchools.code, name: medicalSchools.name })
    .from(medicalSchools)
    .where(inArray(medicalSchools.id, ids));
}

export async function listActiveMedicalSchoolNames(db: DbExecutor): Promise<MedicalSchoolName[]> {
  return db
    .select({ id: medicalSchools.id, code: medicalSchools.code, name: medicalSchools.name })
    .from(medicalSchools)
    .where(eq(medicalSchools.isActive, true))
    .orderBy(asc(medicalSchools.name), asc(medicalSchools.id));
}
