/** Bug reports sent from the error page (platform.md §3 status set). */

export const bugReportStatuses = ['New', 'Skipped', 'Escalated', 'Closed'] as const;
export type BugReportStatus = (typeof bugReportStatuses)[number];

/** Where in the client the report was sent from. */
export const bugReportSources = ['Toast', 'ErrorPage', 'Undefined'] as const;
export type BugReportSource = (typeof bugReportSources)[number];

/**
 * Admin triage (ADR 0027): a New report is skipped, escalated to the engineers or closed; an
 * escalated one is closed once fixed; a skipped or closed one can be opened again (New).
 */
export const bugReportTransitions: Record<BugReportStatus, readonly BugReportStatus[]> = {
  New: ['Skipped', 'Escalated', 'Closed'],
  Escalated: ['Closed', 'New'],
  Skipped: ['New'],
  Closed: ['New'],
};

export function canMoveBugReport(from: BugReportStatus, to: BugReportStatus): boolean {
  return bugReportTransitions[from].includes(to);
}

/** The longest note an admin keeps with a report. */
export const maxBugReportNote = 2000;
