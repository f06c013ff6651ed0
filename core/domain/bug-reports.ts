/** Bug reports sent from the error page (platform.md §3 status set). */

export const bugReportStatuses = ['New', 'Skipped', 'Escalated', 'Closed'] as const;
export type BugReportStatus = (typeof bugReportStatuses)[number];
