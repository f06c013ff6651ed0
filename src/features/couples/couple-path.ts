/** The couple page of a cycle (issue 6). */
export const couplePath = (matchCycleCode: string) =>
  `/applicant/${encodeURIComponent(matchCycleCode)}/couple`;
