import { and, asc, eq, sql } from 'drizzle-orm';
import type { DbExecutor } from '../client.ts';
import { employments } from '../schema.ts';

export type EmploymentRow = typeof employments.$inferSelect;
export type EmploymentValues = Pick<
  EmploymentRow,
  'employer' | 'position' | 'employedFrom' | 'employedTo' | 'details'
>;

export async function listApplicantEmployments(
  db: DbExecutor,
  applicantId: number,
): Promise<EmploymentRow[]> {
  return db
    .select()
    .from(employments)
    .where(eq(employments.applicantId, applicantId))
    .orderBy(asc(employments.id));
}

export async function insertEmployment(
  db: DbExecutor,
  applicantId: number,
  values: EmploymentValues,
): Promise<EmploymentRow> {
  const [row] = await db
    .insert(employments)
    .values({ applicantId, ...values })
    .returning();
  return row!;
}

/** Null for an unknown id and for another applicant's entry alike. */
export async function updateApplicantEmployment(
  db: DbExecutor,
  applicantId: number,
  id: number,
  values: EmploymentValues,
  expectedVersion?: number,
): Promise<EmploymentRow | null> {
  const [row] = await db
    .update(employments)
    .set({ ...values, version: sql`${employments.version} + 1` })
    .where(
      and(
        eq(employments.id, id),
        eq(employments.applicantId, applicantId),
        expectedVersion === undefined ? undefined : eq(employments.version, expectedVersion),
      ),
    )
    .returning();
  return row ?? null;
}

/** The applicant's own entry; undefined for an unknown id and for another applicant's alike. */
export async function findApplicantEmployment(
  db: DbExecutor,
  applicantId: number,
  id: number,
): Promise<EmploymentRow | undefined> {
  const [row] = await db
    .select()
    .from(employments)
    .where(and(eq(employments.id, id), eq(employments.applicantId, applicantId)));
  return row;
}

export async function deleteApplicantEmployment(
  db: DbExecutor,
  applicantId: number,
  id: number,
): Promise<boolean> {
  const rows = await db
    .delete(employments)
    .where(and(eq(employments.id, id), eq(employments.applicantId, applicantId)))
    .returning({ id: employments.id });
  return rows.length > 0;
}
