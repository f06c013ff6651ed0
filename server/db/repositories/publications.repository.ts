/** The applicant's publications (business.md §3.8), newest first. Every statement is scoped to the applicant. */
import { and, desc, eq, sql } from 'drizzle-orm';
import type { DbExecutor } from '../client.ts';
import { publications } from '../schema.ts';

export type PublicationRow = typeof publications.$inferSelect;
export type PublicationValues = Pick<PublicationRow, 'type' | 'title' | 'details'>;

export async function listApplicantPublications(
  db: DbExecutor,
  applicantId: number,
): Promise<PublicationRow[]> {
  return db
    .select()
    .from(publications)
    .where(eq(publications.applicantId, applicantId))
    .orderBy(sql`${publications.details}->>'date' desc nulls last`, desc(publications.id));
}

export async function insertPublication(
  db: DbExecutor,
  applicantId: number,
  values: PublicationValues,
  createdAt?: Date,
): Promise<PublicationRow> {
  const [row] = await db
    .insert(publications)
    .values({ applicantId, ...values, ...(createdAt ? { createdAt } : {}) })
    .returning();
  if (!row) throw new Error('publication insert returned nothing');
  return row;
}

/** Null when the applicant has no such publication (another applicant's included). */
export async function updateApplicantPublication(
  db: DbExecutor,
  applicantId: number,
  id: number,
  values: PublicationValues,
  expectedVersion?: number,
): Promise<PublicationRow | null> {
  const [row] = await db
    .update(publications)
    .set({ ...values, version: sql`${publications.version} + 1` })
    .where(
      and(
        eq(publications.id, id),
        eq(publications.applicantId, applicantId),
        expectedVersion === undefined ? undefined : eq(publications.version, expectedVersion),
      ),
    )
    .returning();
  return row ?? null;
}

/** The applicant's own publication; undefined for an unknown id and for another applicant's alike. */
export async function findApplicantPublication(
  db: DbExecutor,
  applicantId: number,
  id: number,
): Promise<PublicationRow | undefined> {
  const [row] = await db
    .select()
    .from(publications)
    .where(and(eq(publications.id, id), eq(publications.applicantId, applicantId)));
  return row;
}

/** False when the applicant has no such publication. */
export async function deleteApplicantPublication(
  db: DbExecutor,
  applicantId: number,
  id: number,
): Promise<boolean> {
  const deleted = await db
    .delete(publications)
    .where(and(eq(publications.id, id), eq(publications.applicantId, applicantId)))
    .returning({ id: publications.id });
  return deleted.length > 0;
}
