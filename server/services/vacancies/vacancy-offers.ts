/**
 * Offers on a vacancy (ADR 0025 decision 7), shared by the program's side, the applicant's answers
 * and the scheduled expiry. Every move runs in the caller's transaction with the vacancy row locked
 * (`lockVacancy`), so two offers, or an offer and an answer, never race for one position: at most
 * `positions − accepted` candidates are Offered at any time. A declined, expired or withdrawn offer
 * goes to the next candidate in the program's order in the same transaction.
 */
import type { DbExecutor } from '../../db/client.ts';
import {
  countApplications,
  type lockVacancy,
  markOffered,
  moveApplications,
  nextCandidates,
} from '../../db/repositories/vacancies.repository.ts';

export type LockedVacancy = NonNullable<Awaited<ReturnType<typeof lockVacancy>>>;

/** Positions neither accepted nor under a standing offer. */
export async function freePositions(tx: DbExecutor, vacancy: LockedVacancy): Promise<number> {
  const counts = await countApplications(tx, vacancy.id);
  return Math.max(0, vacancy.positions - counts.acceptedCount - counts.offeredCount);
}

/** Offers `ids` (Applied candidates) for `offerHours` from now. */
export async function offer(
  tx: DbExecutor,
  vacancy: LockedVacancy,
  ids: number[],
  now: Date,
): Promise<number[]> {
  const expiresAt = new Date(now.getTime() + vacancy.offerHours * 60 * 60_000);
  for (const id of ids) await markOffered(tx, id, now, expiresAt);
  return ids;
}

/** Offers every free position of an Open vacancy to the next candidates in order; answers their ids. */
export async function offerFreePositions(
  tx: DbExecutor,
  vacancy: LockedVacancy,
  now: Date,
): Promise<number[]> {
  if (vacancy.status !== 'Open') return [];
  const ids = await nextCandidates(tx, vacancy.id, await freePositions(tx, vacancy));
  return offer(tx, vacancy, ids, now);
}

/** When every position is accepted: the vacancy is Filled and the others NotSelected (their ids). */
export async function settleIfFilled(
  tx: DbExecutor,
  vacancy: LockedVacancy,
  now: Date,
  fill: (tx: DbExecutor) => Promise<void>,
): Promise<number[]> {
  const counts = await countApplications(tx, vacancy.id);
  if (counts.acceptedCount < vacancy.positions) return [];
  await fill(tx);
  return moveApplications(tx, { vacancyId: vacancy.id }, ['Applied', 'Offered'], 'NotSelected', now);
}
