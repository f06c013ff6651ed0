/** The meeting dashboard's addresses (business.md §2.2, §2.3: meetings/dashboard/:timeRangeId/:tab?/:roomId?). */

export const meetingTabs = ['rooms', 'attendees', 'meeting', 'documents'] as const;
export type MeetingTab = (typeof meetingTabs)[number];

/** Whose dashboard: an applicant's (in a cycle) or a program user's (in a cycle and program). */
export type MeetingViewer =
  | { kind: 'applicant'; matchCycleCode: string }
  | { kind: 'programUser'; matchCycleCode: string; programCode: string };

export function meetingDashboardPath(
  viewer: MeetingViewer,
  timeRangeId: number,
  tab?: MeetingTab,
  roomId?: number | null,
): string {
  const area =
    viewer.kind === 'applicant'
      ? `/applicant/${encodeURIComponent(viewer.matchCycleCode)}`
      : `/program-user/${encodeURIComponent(viewer.matchCycleCode)}/${encodeURIComponent(viewer.programCode)}`;
  const base = `${area}/meetings/dashboard/${timeRangeId}`;
  if (!tab) return base;
  return roomId ? `${base}/${tab}/${roomId}` : `${base}/${tab}`;
}

/** What a dashboard address names: its time range, tab and room (null when the path is no dashboard). */
export function readMeetingPath(
  path: string,
): { timeRangeId: number; tab: string | null; roomId: number | null } | null {
  const match =
    /^\/(?:applicant\/[^/]+|program-user\/[^/]+\/[^/]+)\/meetings\/dashboard\/(\d+)(?:\/([^/?#]+))?(?:\/(\d+))?\/?(?:[?#].*)?$/.exec(
      path,
    );
  if (!match) return null;
  return {
    timeRangeId: Number(match[1]),
    tab: match[2] ?? null,
    roomId: match[3] ? Number(match[3]) : null,
  };
}
