/** Bug reports sent from the error page (platform.md §3 status set). */

export const bugReportStatuses = ['New', 'Skipped', 'Escalated', 'Closed'] as const;
export type BugReportStatus = (typeof bugReportStatuses)[number];

/** Where in the client the report was sent from. */
export const bugReportSources = ['Toast', 'ErrorPage', 'Undefined'] as const;
export type BugReportSource = (typeof bugReportSources)[number];
