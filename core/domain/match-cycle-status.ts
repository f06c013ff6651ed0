/**
 * A match cycle's status and its only moves (business.md §3.1): Planned → Active → Archived. Pure,
 * so the server refuses any other move and the client offers only the next one.
 */

export const matchCycleStatuses = ['Planned', 'Active', 'Archived'] as const;
export type MatchCycleStatus = (typeof matchCycleStatuses)[number];

/** A status a cycle can be moved to. */
export type MatchCycleTargetStatus = Exclude<MatchCycleStatus, 'Planned'>;

const nextStatus: Record<MatchCycleStatus, MatchCycleTargetStatus | null> = {
  Planned: 'Active',
  Active: 'Archived',
  Archived: null,
};

/** The status a cycle may move to next, or null (an archived cycle stays archived). */
export function nextMatchCycleStatus(status: MatchCycleStatus): MatchCycleTargetStatus | null {
  return nextStatus[status];
}
