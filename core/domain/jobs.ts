/**
 * The durable job queue: the kinds of job a worker runs and a job's status (queued, claimed by a
 * worker, then succeeded or failed).
 */

export const jobKinds = ['match-run', 'pdf-merge'] as const;
export type JobKind = (typeof jobKinds)[number];

export const jobStatuses = ['Queued', 'Running', 'Succeeded', 'Failed'] as const;
export type JobStatus = (typeof jobStatuses)[number];
