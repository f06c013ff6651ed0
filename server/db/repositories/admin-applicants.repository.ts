/** Admin views of one applicant (APPLY): who they are and the cycles they registered for. */
import { and, count, desc, eq } from 'drizzle-orm';
import type { InvoiceStatus } from '../../../core/domain/invoices.ts';
import type { MatchCycleStatus } from '../../../core/domain/match-cycle-status.ts';
import type { UserStatus } from '../../../core/domain/roles.ts';
import type { DbExecutor } from '../client.ts';
import { applicantMatchCycles, applicants, applications, invoices, matchCycles, users } from '../schema.ts';

export type AdminApplicantRow = {
  userId: string;
  applicantId: number;
  applicantCode: string;
  firstName: string;
  lastName: string;
  email: string;
  userStatus: UserStatus;
  createdAt: Date;
};

export async function findApplicantForAdmin(
  db: DbExecutor,
  userId: string,
): Promise<AdminApplicantRow | null> {
  const [row] = await db
    .select({
      userId: users.id,
      applicantId: applicants.id,
      applicantCode: applicants.code,
      firstName: users.firstName,
      lastName: users.lastName,
      email: users.email,
      userStatus: users.status,
      createdAt: applicants.createdAt,
    })
    .from(applicants)
    .innerJoin(users, eq(users.id, applicants.userId))
    .where(eq(applicants.userId, userId))
    .limit(1);
  return row ?? null;
}

export type AdminApplicantCycleRow = {
  id: number;
  code: string;
  name: string;
  status: MatchCycleStatus;
  registeredAt: Date;
  invoiceStatus: InvoiceStatus | null;
  applicationsCount: number;
};

/** The applicant's registrations, newest first, each with its invoice status and applications count. */
export async function listApplicantCyclesForAdmin(
  db: DbExecutor,
  applicantId: number,
): Promise<AdminApplicantCycleRow[]> {
  const applied = db
    .select({ matchCycleId: applications.matchCycleId, n: count().as('n') })
    .from(applications)
    .where(eq(applications.applicantId, applicantId))
    .groupBy(applications.matchCycleId)
    .as('applied');
  const rows = await db
    .select({
      id: matchCycles.id,
      code: matchCycles.shortName,
      name: matchCycles.matchName,
      status: matchCycles.status,
      registeredAt: applicantMatchCycles.registeredAt,
      invoiceStatus: invoices.status,
      applicationsCount: applied.n,
    })
    .from(applicantMatchCycles)
    .innerJoin(matchCycles, eq(matchCycles.id, applicantMatchCycles.matchCycleId))
    .leftJoin(invoices, eq(invoices.id, applicantMatchCycles.invoiceId))
    .leftJoin(applied, eq(applied.matchCycleId, applicantMatchCycles.matchCycleId))
    .where(and(eq(applicantMatchCycles.applicantId, applicantId)))
    .orderBy(desc(applicantMatchCycles.registeredAt), desc(matchCycles.id));
  return rows.map((row) => ({ ...row, applicationsCount: Number(row.applicationsCount ?? 0) }));
}
