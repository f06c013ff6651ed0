/**
 * The applicant's ranking of an invitation's offered ranges in a preference window, through the
 * preference window contract (issue 15, H3).
 */
export async function loadDatePreferences(_matchCycleCode: string, _invitationId: number): Promise<number[]> {
  return [];
}

export async function saveDatePreferences(
  _matchCycleCode: string,
  _invitationId: number,
  timeRangeIds: number[],
): Promise<number[]> {
  return timeRangeIds;
}
