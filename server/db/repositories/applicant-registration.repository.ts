/** Applicant records made by sign-up, the cycles open for registration, and the applicant's registrations. */
import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { InvoiceStatus } from '../../../core/domain/invoices.ts';
import type { MatchCycleStatus } from '../../../core/domain/match-cycle-status.ts';
import type { DbExecutor } from '../client.ts';
import {
  applicantMatchCycles,
  applicantProfiles,
  applicants,
  invoices,
  matchCycles,
  specialties,
} from '../schema.ts';
import { cycleStatusOrder } from './match-cycles.repository.ts';

/** A new applicant whose code is made from its row id (a placeholder code first, unique by user). */
export async function insertApplicant(
  db: DbExecutor,
  userId: string,
  codeOf: (id: number) => string,
): Promise<{ id: number; code: string }> {
  const [created] = await db
    .insert(applicants)
    .values({ userId, code: `new-${userId}` })
    .returning({ id: applicants.id });
  const [row] = await db
    .update(applicants)
    .set({ code: codeOf(created!.id) })
    .where(eq(applicants.id, created!.id))
    .returning({ id: applicants.id, code: applicants.code });
  return row!;
}

export type OpenCycleRow = {
  id: number;
  matchCycleCode: string;
  name: string;
  specialtyName: string;
  registrationFeeCents: number;
};

/** Active cycles, by specialty name; without those `exceptApplicantId` registered for. */
export async function listOpenCycles(db: DbExecutor, exceptApplicantId?: number): Promise<OpenCycleRow[]> {
  const query = db
    .select({
      id: matchCycles.id,
      matchCycleCode: matchCycles.shortName,
      name: matchCycles.matchName,
      specialtyName: specialties.name,
      registrationFeeCents: matchCycles.registrationFeeCents,
    })
    .from(matchCycles)
    .innerJoin(specialties, eq(specialties.id, matchCycles.specialtyId));
  const active = eq(matchCycles.status, 'Active');
  if (exceptApplicantId === undefined) {
    return query.where(active).orderBy(specialties.name, matchCycles.matchName);
  }
  return query
    .leftJoin(
      applicantMatchCycles,
      and(
        eq(applicantMatchCycles.matchCycleId, matchCycles.id),
        eq(applicantMatchCycles.applicantId, exceptApplicantId),
      ),
    )
    .where(and(active, isNull(applicantMatchCycles.applicantId)))
    .orderBy(specialties.name, matchCycles.matchName);
}

/** False when the applicant is registered for the cycle already (primary key). */
export async function insertRegistration(
  db: DbExecutor,
  values: { applicantId: number; matchCycleId: number; invoiceId: number | null; registeredAt: Date },
): Promise<boolean> {
  const rows = await db
    .insert(applicantMatchCycles)
    .values(values)
    .onConflictDoNothing()
    .returning({ applicantId: applicantMatchCycles.applicantId });
  return rows.length > 0;
}

export type RegistrationRow = {
  matchCycleId: number;
  matchCycleCode: string;
  name: string;
  specialtyId: number;
  specialtyName: string;
  status: MatchCycleStatus;
  hasCas: boolean;
  registeredAt: Date;
  invoiceId: number | null;
  invoiceStatus: InvoiceStatus | null;
  invoiceAmountCents: number | null;
  registrationDate: Date | null;
  casDeadlineDate: string | null;
  earliestApplicationDeadlineDate: Date | null;
  applicantsRankListDeadlineDate: Date | null;
  matchDate: Date | null;
};

/** The applicant's registrations (one cycle when `matchCycleId` is given), Active first, newest first. */
export async function listRegistrations(
  db: DbExecutor,
  applicantId: number,
  matchCycleId?: number,
): Promise<RegistrationRow[]> {
  const mine = eq(applicantMatchCycles.applicantId, applicantId);
  return db
    .select({
      matchCycleId: matchCycles.id,
      matchCycleCode: matchCycles.shortName,
      name: matchCycles.matchName,
      specialtyId: specialties.id,
      specialtyName: specialties.name,
      status: matchCycles.status,
      hasCas: matchCycles.hasCas,
      registeredAt: applicantMatchCycles.registeredAt,
      invoiceId: applicantMatchCycles.invoiceId,
      invoiceStatus: invoices.status,
      invoiceAmountCents: invoices.amountCents,
      registrationDate: matchCycles.registrationDate,
      casDeadlineDate: matchCycles.casDeadlineDate,
      earliestApplicationDeadlineDate: matchCycles.earliestApplicationDeadlineDate,
      applicantsRankListDeadlineDate: matchCycles.applicantsRankListDeadlineDate,
      matchDate: matchCycles.matchDate,
    })
    .from(applicantMatchCycles)
    .innerJoin(matchCycles, eq(matchCycles.id, applicantMatchCycles.matchCycleId))
    .innerJoin(specialties, eq(specialties.id, matchCycles.specialtyId))
    .leftJoin(invoices, eq(invoices.id, applicantMatchCycles.invoiceId))
    .where(matchCycleId === undefined ? mine : and(mine, eq(applicantMatchCycles.matchCycleId, matchCycleId)))
    .orderBy(cycleStatusOrder, desc(applicantMatchCycles.registeredAt), matchCycles.id);
}

/** The contact addresses, written only if the profile still has `expectedVersion` (bumping it). */
export async function updateProfileAddressesAt(
  db: DbExecutor,
  applicantId: number,
  expectedVersion: number,
  addresses: Record<string, unknown>[],
  now: Date,
): Promise<{ addresses: Record<string, unknown>[]; version: number } | null> {
  const [row] = await db
    .update(applicantProfiles)
    .set({ addresses, version: sql`${applicantProfiles.version} + 1`, updatedAt: now })
    .where(
      and(eq(applicantProfiles.applicantId, applicantId), eq(applicantProfiles.version, expectedVersion)),
    )
    .returning({ addresses: applicantProfiles.addresses, version: applicantProfiles.version });
  return row ?? null;
}
