/** Couples of applicants and the end of their joint list (issue 6). Only this file touches `couples`. */
import { and, asc, eq, inArray, or, sql } from 'drizzle-orm';
import type { DbExecutor } from '../client.ts';
import { applicants, couples, rankLists, users } from '../schema.ts';

export type CoupleRow = typeof couples.$inferSelect;

export type CoupleApplicant = {
  applicantId: number;
  applicantCode: string;
  userId: string;
  name: string;
  email: string;
};

const applicantColumns = {
  applicantId: applicants.id,
  applicantCode: applicants.code,
  userId: users.id,
  firstName: users.firstName,
  lastName: users.lastName,
  email: users.email,
};

const toApplicant = (row: {
  applicantId: number;
  applicantCode: string;
  userId: string;
  firstName: string;
  lastName: string;
  email: string;
}): CoupleApplicant => ({
  applicantId: row.applicantId,
  applicantCode: row.applicantCode,
  userId: row.userId,
  name: `${row.firstName} ${row.lastName}`.trim() || row.applicantCode,
  email: row.email,
});

/** The applicant with this email address (any case) or applicant code (any case), or null. */
export async function findApplicantByEmailOrCode(
  db: DbExecutor,
  emailOrCode: string,
): Promise<CoupleApplicant | null> {
  const wanted = emailOrCode.trim().toLowerCase();
  const [row] = await db
    .select(applicantColumns)
    .from(applicants)
    .innerJoin(users, eq(users.id, applicants.userId))
    .where(or(sql`lower(${users.email}) = ${wanted}`, sql`lower(${applicants.code}) = ${wanted}`))
    .orderBy(asc(applicants.id))
    .limit(1);
  return row ? toApplicant(row) : null;
}

export async function findCoupleApplicant(
  db: DbExecutor,
  applicantId: number,
): Promise<CoupleApplicant | null> {
  const [row] = await db
    .select(applicantColumns)
    .from(applicants)
    .innerJoin(users, eq(users.id, applicants.userId))
    .where(eq(applicants.id, applicantId))
    .limit(1);
  return row ? toApplicant(row) : null;
}

/**
 * The proposal or couple of the cycle the applicant is part of, on either side, or null. A proposal
 * without a partner is found only by its proposer.
 */
export async function findCoupleOf(
  db: DbExecutor,
  matchCycleId: number,
  applicantId: number,
): Promise<CoupleRow | null> {
  const [row] = await db
    .select()
    .from(couples)
    .where(
      and(
        eq(couples.matchCycleId, matchCycleId),
        or(eq(couples.proposerApplicantId, applicantId), eq(couples.partnerApplicantId, applicantId)),
      ),
    )
    .limit(1);
  return row ?? null;
}

/**
 * Locks both applicants' rows (in id order, so two crossing proposals cannot deadlock) for the rest
 * of the transaction: a proposal checks that neither is in a couple and inserts under this lock.
 */
export async function lockApplicants(tx: DbExecutor, applicantIds: readonly number[]): Promise<void> {
  await tx
    .select({ id: applicants.id })
    .from(applicants)
    .where(inArray(applicants.id, [...applicantIds]))
    .orderBy(asc(applicants.id))
    .for('update');
}

/**
 * Stores the applicant's proposal to what they typed (`proposedTo`); `partnerApplicantId` is null when
 * nobody can answer it (it is then only the proposer's, never a couple).
 */
export async function insertProposal(
  tx: DbExecutor,
  values: {
    matchCycleId: number;
    proposerApplicantId: number;
    partnerApplicantId: number | null;
    proposedTo: string;
    now: Date;
  },
): Promise<CoupleRow> {
  const [row] = await tx
    .insert(couples)
    .values({
      matchCycleId: values.matchCycleId,
      proposerApplicantId: values.proposerApplicantId,
      partnerApplicantId: values.partnerApplicantId,
      proposedTo: values.proposedTo,
      status: 'Proposed',
      createdAt: values.now,
    })
    .returning();
  return row!;
}

/** Links the pending proposal addressed to the partner; null when there is none. */
export async function acceptProposal(
  db: DbExecutor,
  values: { matchCycleId: number; partnerApplicantId: number; now: Date },
): Promise<CoupleRow | null> {
  const [row] = await db
    .update(couples)
    .set({ status: 'Linked', linkedAt: values.now })
    .where(
      and(
        eq(couples.matchCycleId, values.matchCycleId),
        eq(couples.partnerApplicantId, values.partnerApplicantId),
        eq(couples.status, 'Proposed'),
      ),
    )
    .returning();
  return row ?? null;
}

/** Removes the pending proposal the applicant sent (whether anyone could answer it); null when none. */
export async function deleteProposal(
  db: DbExecutor,
  values: { matchCycleId: number; proposerApplicantId: number },
): Promise<CoupleRow | null> {
  const [row] = await db
    .delete(couples)
    .where(
      and(
        eq(couples.matchCycleId, values.matchCycleId),
        eq(couples.proposerApplicantId, values.proposerApplicantId),
        eq(couples.status, 'Proposed'),
      ),
    )
    .returning();
  return row ?? null;
}

/**
 * The partner declines: the proposal loses its partner and stays its proposer's, as one nobody can
 * answer, until withdrawn (removing it would tell the proposer the address or code was someone's).
 * Null when the applicant has no proposal to answer.
 */
export async function detachPartner(
  db: DbExecutor,
  values: { matchCycleId: number; partnerApplicantId: number },
): Promise<CoupleRow | null> {
  const [row] = await db
    .update(couples)
    .set({ partnerApplicantId: null })
    .where(
      and(
        eq(couples.matchCycleId, values.matchCycleId),
        eq(couples.partnerApplicantId, values.partnerApplicantId),
        eq(couples.status, 'Proposed'),
      ),
    )
    .returning();
  return row ?? null;
}

/** Removes the applicant's linked couple and its joint list (entries cascade); null when not linked. */
export async function dissolveLinkedCouple(
  tx: DbExecutor,
  matchCycleId: number,
  applicantId: number,
): Promise<CoupleRow | null> {
  const [couple] = await tx
    .select()
    .from(couples)
    .where(
      and(
        eq(couples.matchCycleId, matchCycleId),
        eq(couples.status, 'Linked'),
        or(eq(couples.proposerApplicantId, applicantId), eq(couples.partnerApplicantId, applicantId)),
      ),
    )
    .for('update');
  if (!couple) return null;
  await tx.delete(rankLists).where(eq(rankLists.coupleId, couple.id));
  await tx.delete(couples).where(eq(couples.id, couple.id));
  return couple;
}
