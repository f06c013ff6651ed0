/**
 * The applicant record behind a signed-in applicant, and the match cycle context they act in
 * (by matchCycleCode = the cycle's short name). Shared by every applicant service.
 */
import { and, eq } from 'drizzle-orm';
import type { FeeDistributionType, InvoiceStatus } from '../../../core/domain/invoices.ts';
import type { MatchCycleStatus } from '../../../core/domain/match-cycle-status.ts';
import type { DbExecutor } from '../client.ts';
import { applicantMatchCycles, applicants, invoices, matchCycles } from '../schema.ts';

export type ApplicantRecord = { id: number; code: string; userId: string };

export async function findApplicantByUserId(db: DbExecutor, userId: string): Promise<ApplicantRecord | null> {
  const [row] = await db
    .select({ id: applicants.id, code: applicants.code, userId: applicants.userId })
    .from(applicants)
    .where(eq(applicants.userId, userId))
    .limit(1);
  return row ?? null;
}

export type ApplicantCycle = {
  id: number;
  code: string;
  name: string;
  status: MatchCycleStatus;
  specialtyId: number;
  casDeadlineDate: string | null;
  matchDate: Date | null;
  applicantsRankListDeadlineDate: Date | null;
  programsRankListDeadlineDate: Date | null;
  maxSignalingPrograms: number;
  lorsCount: number;
  registrationFeeCents: number;
  applicationFeeCents: number;
  applicationFeeDistribution: FeeDistributionType;
};

const cycleColumns = {
  id: matchCycles.id,
  code: matchCycles.shortName,
  name: matchCycles.matchName,
  status: matchCycles.status,
  specialtyId: matchCycles.specialtyId,
  casDeadlineDate: matchCycles.casDeadlineDate,
  matchDate: matchCycles.matchDate,
  applicantsRankListDeadlineDate: matchCycles.applicantsRankListDeadlineDate,
  programsRankListDeadlineDate: matchCycles.programsRankListDeadlineDate,
  maxSignalingPrograms: matchCycles.maxSignalingPrograms,
  lorsCount: matchCycles.lorsCount,
  registrationFeeCents: matchCycles.registrationFeeCents,
  applicationFeeCents: matchCycles.applicationFeeCents,
  applicationFeeDistribution: matchCycles.applicationFeeDistribution,
};

export async function findCycleByCode(db: DbExecutor, code: string): Promise<ApplicantCycle | null> {
  const [row] = await db
    .select(cycleColumns)
    .from(matchCycles)
    .where(eq(matchCycles.shortName, code))
    .limit(1);
  return row ?? null;
}

export async function findCycleById(db: DbExecutor, id: number): Promise<ApplicantCycle | null> {
  const [row] = await db.select(cycleColumns).from(matchCycles).where(eq(matchCycles.id, id)).limit(1);
  return row ?? null;
}

export type ApplicantRegistration = {
  registeredAt: Date;
  invoiceId: number | null;
  /** Null when the registration has no invoice (registered before fees, or a free cycle). */
  invoiceStatus: InvoiceStatus | null;
  /** When the applicant said they will not submit a rank list for the cycle (issue 6), or null. */
  noRankListDeclaredAt: Date | null;
};

/** The applicant's registration for a cycle with its fee invoice's status; null when not registered. */
export async function findRegistration(
  db: DbExecutor,
  applicantId: number,
  matchCycleId: number,
): Promise<ApplicantRegistration | null> {
  const [row] = await db
    .select({
      registeredAt: applicantMatchCycles.registeredAt,
      invoiceId: applicantMatchCycles.invoiceId,
      invoiceStatus: invoices.status,
      noRankListDeclaredAt: applicantMatchCycles.noRankListDeclaredAt,
    })
    .from(applicantMatchCycles)
    .leftJoin(invoices, eq(invoices.id, applicantMatchCycles.invoiceId))
    .where(
      and(
        eq(applicantMatchCycles.applicantId, applicantId),
        eq(applicantMatchCycles.matchCycleId, matchCycleId),
      ),
    )
    .limit(1);
  return row ?? null;
}

/** Records (an instant) or withdraws (null) the applicant's "I will not submit a rank list" for a cycle. */
export async function setNoRankListDeclaredAt(
  db: DbExecutor,
  applicantId: number,
  matchCycleId: number,
  declaredAt: Date | null,
): Promise<void> {
  await db
    .update(applicantMatchCycles)
    .set({ noRankListDeclaredAt: declaredAt })
    .where(
      and(
        eq(applicantMatchCycles.applicantId, applicantId),
        eq(applicantMatchCycles.matchCycleId, matchCycleId),
      ),
    );
}
