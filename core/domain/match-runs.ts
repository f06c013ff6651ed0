/** Match runs (issue 6): a trial or the final run of a cycle, and what the engine found. */

export const matchRunKinds = ['Trial', 'Final'] as const;
export type MatchRunKind = (typeof matchRunKinds)[number];

/** The engine's outcome (core/match): a stable matching, or none found within its limits. */
export const matchRunStatuses = ['stable', 'no-stable-matching-found'] as const;
export type MatchRunStatus = (typeof matchRunStatuses)[number];
