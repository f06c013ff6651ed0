/**
 * The applicant's academic information (`applicant_profiles.academic_info`, business.md §3.6): one
 * jsonb document holding a sub-document per exam section, each carrying its own `version`.
 */
import { and, eq, sql } from 'drizzle-orm';
import type { DbExecutor } from '../client.ts';
import { applicantProfiles } from '../schema.ts';

export type AcademicInfoDocument = Record<string, unknown>;

/** The stored academic information; an applicant without a profile row has none yet (`{}`). */
export async function findAcademicInfo(db: DbExecutor, applicantId: number): Promise<AcademicInfoDocument> {
  const [row] = await db
    .select({ academicInfo: applicantProfiles.academicInfo })
    .from(applicantProfiles)
    .where(eq(applicantProfiles.applicantId, applicantId));
  return row?.academicInfo ?? {};
}

/**
 * Replaces one section (`key`) if its stored version is still `expectedVersion` (0: never saved),
 * creating the profile row when the applicant has none. One statement, so two writes of the same
 * section cannot both win. Returns false when another write came first.
 */
export async function replaceAcademicSectionAt(
  db: DbExecutor,
  applicantId: number,
  key: string,
  expectedVersion: number,
  section: Record<string, unknown> & { version: number },
): Promise<boolean> {
  await db.insert(applicantProfiles).values({ applicantId }).onConflictDoNothing();
  const updated = await db
    .update(applicantProfiles)
    .set({
      academicInfo: sql`${applicantProfiles.academicInfo} || jsonb_build_object(${key}::text, ${JSON.stringify(section)}::jsonb)`,
      updatedAt: new Date(),
    })
    .where(
      and(
        eq(applicantProfiles.applicantId, applicantId),
        sql`coalesce((${applicantProfiles.academicInfo} #>> ${`{${key},version}`}::text[])::int, 0) = ${expectedVersion}`,
      ),
    )
    .returning({ applicantId: applicantProfiles.applicantId });
  return updated.length > 0;
}
