/**
 * Waitlists of closed preference windows (ADR 0024 decision 5). Registered once per process on the
 * seats' onSeatFreed hooks, inside the transaction that frees a seat:
 * - Ordered: the seat is given at once to the first waitlisted invitee of the range's program who
 *   ranked the range and has no interview that day (who is told, and may cancel it);
 * - Pooled: every such invitee is told; they take it through the normal accept, first wins.
 * The freeing transaction also cancels the program's swap offers whose seat is gone.
 *
 * Telling happens after the freeing transaction commits: the announcer (set by the preference
 * window service of this process) waits for the rows the hook wrote to be committed — reading them
 * `FOR SHARE` blocks until the freeing transaction ends — and tells only what the committed rows
 * still say, so a rolled back cancel tells nobody.
 */
import type { DbExecutor } from '../../db/client.ts';
import { cancelStaleSwapsOfProgram } from '../../db/repositories/interview-swaps.repository.ts';
import { listWaitlistedWhoRanked } from '../../db/repositories/interview-windows.repository.ts';
import { lockRange } from '../../db/repositories/interviews.repository.ts';
import { onSeatFreed, takeSeat } from './seats.ts';

export type WaitlistNotice =
  | { kind: 'SeatGiven'; invitationId: number; timeRangeId: number; programId: number }
  | { kind: 'SeatFree'; invitationIds: number[]; timeRangeId: number; programId: number }
  | { kind: 'SwapsCancelled'; swapIds: number[]; programId: number };

export type WaitlistContext = {
  now: () => Date;
  /** Called with what the hook did, before the freeing transaction commits. */
  announce: (notices: WaitlistNotice[]) => void;
};

let context: WaitlistContext | null = null;

/** The process's preference window service sets how to tell people (the last app built wins). */
export function setWaitlistContext(next: WaitlistContext): void {
  context = next;
}

/** Offers a freed seat of the range to its program's waitlist (see the file's comment). */
export async function offerFreedSeat(
  tx: DbExecutor,
  timeRangeId: number,
  now: Date,
): Promise<WaitlistNotice[]> {
  const range = await lockRange(tx, timeRangeId);
  if (!range) return [];
  const notices: WaitlistNotice[] = [];
  const stale = await cancelStaleSwapsOfProgram(tx, range.programId, now);
  if (stale.length > 0) {
    notices.push({ kind: 'SwapsCancelled', swapIds: stale.map((s) => s.id), programId: range.programId });
  }
  if (!range.isPublic || range.startsAt.getTime() <= now.getTime()) return notices;
  const waiting = await listWaitlistedWhoRanked(tx, timeRangeId);
  const ordered = waiting.filter((w) => w.waitlistMode === 'Ordered');
  for (const candidate of ordered) {
    const taken = await takeSeat(tx, candidate.invitationId, timeRangeId, { now });
    if (taken.ok) {
      notices.push({
        kind: 'SeatGiven',
        invitationId: candidate.invitationId,
        timeRangeId,
        programId: range.programId,
      });
      return notices;
    }
    // Full again (several seats freed at once are offered one hook call each) ends the offers.
    if (taken.refusal === 'RangeFull') return notices;
  }
  const pooled = waiting.filter((w) => w.waitlistMode === 'Pooled');
  if (pooled.length > 0) {
    notices.push({
      kind: 'SeatFree',
      invitationIds: pooled.map((w) => w.invitationId),
      timeRangeId,
      programId: range.programId,
    });
  }
  return notices;
}

onSeatFreed.push(async (tx, timeRangeId) => {
  const current = context;
  const notices = await offerFreedSeat(tx, timeRangeId, current?.now() ?? new Date());
  if (notices.length > 0) current?.announce(notices);
});
