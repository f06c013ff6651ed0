/** What the server answers about bug report triage (server-only texts; the client shows them as sent). */
export const bugReportMessages = {
  NotFound: 'This bug report was not found.',
  NotAllowed: 'A {from} bug report cannot be marked {to}.',
} as const;
