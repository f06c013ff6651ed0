/** Addresses of the applicant programs directory (business.md §2.2 programs/:tab), for links from other pages. */
export type ProgramTab = 'directory' | 'map' | 'saved' | 'applied' | 'favorites';

export const programsTabHref = (matchCycleCode: string, tab: ProgramTab = 'directory') =>
  `/applicant/${encodeURIComponent(matchCycleCode)}/programs/${tab}`;

export const programHref = (matchCycleCode: string, programId: number) =>
  `${programsTabHref(matchCycleCode, 'directory')}/${programId}`;
