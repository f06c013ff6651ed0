import { and, eq, sql } from 'drizzle-orm';
import type { DbExecutor } from '../client.ts';
import { applicantProfiles, applicants, users } from '../schema.ts';

export type ApplicantProfileRow = typeof applicantProfiles.$inferSelect;
export type ProfileUserRow = Pick<
  typeof users.$inferSelect,
  'salutation' | 'firstName' | 'middleName' | 'lastName' | 'credentials' | 'email'
>;

/** The applicant's profile row, created (version 1) on first read so every applicant has one. */
export async function ensureApplicantProfile(
  db: DbExecutor,
  applicantId: number,
): Promise<ApplicantProfileRow> {
  await db.insert(applicantProfiles).values({ applicantId }).onConflictDoNothing();
  const [row] = await db
    .select()
    .from(applicantProfiles)
    .where(eq(applicantProfiles.applicantId, applicantId));
  if (!row) throw new Error(`applicant profile ${applicantId} vanished`);
  return row;
}

export async function findProfileUser(db: DbExecutor, userId: string): Promise<ProfileUserRow> {
  const [row] = await db
    .select({
      salutation: users.salutation,
      firstName: users.firstName,
      middleName: users.middleName,
      lastName: users.lastName,
      credentials: users.credentials,
      email: users.email,
    })
    .from(users)
    .where(eq(users.id, userId));
  if (!row) throw new Error(`user ${userId} vanished`);
  return row;
}

export type ProfileChanges = Partial<
  Omit<ApplicantProfileRow, 'applicantId' | 'version' | 'updatedAt' | 'addresses' | 'academicInfo'>
>;

/**
 * Writes the changes only if the row still has `expectedVersion` (compare-and-set), bumping it.
 * Returns the new row, or null when another write came first.
 */
export async function updateApplicantProfileAt(
  db: DbExecutor,
  applicantId: number,
  expectedVersion: number,
  changes: ProfileChanges,
): Promise<ApplicantProfileRow | null> {
  const [row] = await db
    .update(applicantProfiles)
    .set({ ...changes, version: sql`${applicantProfiles.version} + 1`, updatedAt: new Date() })
    .where(
      and(eq(applicantProfiles.applicantId, applicantId), eq(applicantProfiles.version, expectedVersion)),
    )
    .returning();
  return row ?? null;
}

export async function updateProfileUser(
  db: DbExecutor,
  userId: string,
  changes: Pick<ProfileUserRow, 'salutation' | 'firstName' | 'middleName' | 'lastName' | 'credentials'>,
): Promise<void> {
  await db
    .update(users)
    .set({ ...changes, updatedAt: new Date() })
    .where(eq(users.id, userId));
}

/** The account of an applicant record (admin views and CAS snapshots start from the applicant id). */
export async function findApplicantUserId(db: DbExecutor, applicantId: number): Promise<string | null> {
  const [row] = await db
    .select({ userId: applicants.userId })
    .from(applicants)
    .where(eq(applicants.id, applicantId));
  return row?.userId ?? null;
}
