/**
 * The preference window's batch (ADR 0024 decision 5): a stable assignment of invitees to time
 * ranges with capacities. Applicant-proposing deferred acceptance where every range prefers
 * earlier invitees (the program's order), so the result is the applicant-optimal stable
 * assignment: no invitee and range would both rather be together (the range has a free seat or
 * holds a later invitee, and the invitee ranked it above what it got).
 *
 * An invitee is never given a range on one of its blocked dates (the applicant already has an
 * interview that day elsewhere), nor a range it did not rank, nor two ranges. Unknown ranges,
 * repeated ranks and blocked ranges are dropped from a list before the batch runs. The result
 * depends only on the inputs (not on the order proposals happen to be made in): with strict
 * priorities the applicant-optimal stable assignment is unique.
 */

export type AssignableRange = {
  id: number;
  /** Seats in the range not yet taken; 0 or less offers none. */
  capacity: number;
  /** The range's day (YYYY-MM-DD in the program's zone). */
  date: string;
};

export type RankingInvitee = {
  invitationId: number;
  applicantId: number;
  /** Range ids, best first. */
  preferences: readonly number[];
  /** Dates on which the applicant already has an interview (any program). */
  blockedDates: readonly string[];
};

export type DateAssignment = {
  /** invitationId → rangeId. */
  assignments: Map<number, number>;
  /** Invitees left without a range, in the program's order (the waitlist's order). */
  unassigned: number[];
};

/** The list an invitee actually proposes along: known, ranked once, not on a blocked date, with seats. */
export function acceptableRanges(
  invitee: RankingInvitee,
  rangeById: ReadonlyMap<number, AssignableRange>,
): number[] {
  const blocked = new Set(invitee.blockedDates);
  const seen = new Set<number>();
  const list: number[] = [];
  for (const rangeId of invitee.preferences) {
    if (seen.has(rangeId)) continue;
    seen.add(rangeId);
    const range = rangeById.get(rangeId);
    if (!range || range.capacity <= 0 || blocked.has(range.date)) continue;
    list.push(rangeId);
  }
  return list;
}

/**
 * Invitees come in the program's priority order (first is preferred by every range). Throws on a
 * repeated invitation id or range id, which would make the priorities ambiguous.
 */
export function assignDates(
  ranges: readonly AssignableRange[],
  invitees: readonly RankingInvitee[],
): DateAssignment {
  const rangeById = new Map<number, AssignableRange>();
  for (const range of ranges) {
    if (rangeById.has(range.id)) throw new Error(`Range ${range.id} is listed twice.`);
    rangeById.set(range.id, range);
  }
  const seenInvitations = new Set<number>();
  for (const invitee of invitees) {
    if (seenInvitations.has(invitee.invitationId)) {
      throw new Error(`Invitation ${invitee.invitationId} is listed twice.`);
    }
    seenInvitations.add(invitee.invitationId);
  }

  const lists = invitees.map((invitee) => acceptableRanges(invitee, rangeById));
  /** Next position in each invitee's list to propose to. */
  const next = new Int32Array(invitees.length);
  /** Each range's holders as invitee indexes (= priorities: lower is preferred), kept sorted ascending. */
  const holders = new Map<number, number[]>();
  for (const range of ranges) holders.set(range.id, []);
  const heldBy: (number | null)[] = invitees.map(() => null);

  // Free invitees, proposed in index order; a displaced invitee goes back on the stack.
  const free: number[] = [];
  for (let i = invitees.length - 1; i >= 0; i -= 1) free.push(i);

  while (free.length > 0) {
    const i = free.pop() as number;
    const list = lists[i] as number[];
    let placed = false;
    while (!placed && next[i]! < list.length) {
      const rangeId = list[next[i]!] as number;
      next[i] = next[i]! + 1;
      const range = rangeById.get(rangeId) as AssignableRange;
      const held = holders.get(rangeId) as number[];
      if (held.length < range.capacity) {
        insertSorted(held, i);
        heldBy[i] = rangeId;
        placed = true;
      } else {
        const worst = held[held.length - 1] as number;
        if (i < worst) {
          held.pop();
          heldBy[worst] = null;
          insertSorted(held, i);
          heldBy[i] = rangeId;
          free.push(worst);
          placed = true;
        }
      }
    }
  }

  const assignments = new Map<number, number>();
  const unassigned: number[] = [];
  invitees.forEach((invitee, i) => {
    const rangeId = heldBy[i];
    if (rangeId !== null && rangeId !== undefined) assignments.set(invitee.invitationId, rangeId);
    else unassigned.push(invitee.invitationId);
  });
  return { assignments, unassigned };
}

function insertSorted(list: number[], value: number): void {
  let at = list.length;
  while (at > 0 && (list[at - 1] as number) > value) at -= 1;
  list.splice(at, 0, value);
}
