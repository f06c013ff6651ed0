/**
 * The match run of a cycle, for admins (issue 6; business.md §2.6 `match-cycles/:id/match-run` and
 * `/history`): the pre-run report, starting a trial or final run (a background job whose progress
 * the page follows), the run history with each run's figures, a run's results, marking a run final,
 * and comparing two runs.
 */
import { z } from 'zod';
import { jobStatuses } from '../../domain/jobs.ts';
import { matchRunKinds } from '../../domain/match-runs.ts';
import { messages } from '../../domain/messages.ts';
import { defineContract } from '../http.ts';
import { paged, pageQueryFields } from '../paging.ts';

const id = z.coerce.number().int().positive().max(2_147_483_647);
const cycleParams = z.strictObject({ id });

export const matchRunJob = z.object({
  id: z.number().int(),
  status: z.enum(jobStatuses),
  kind: z.enum(matchRunKinds),
  /** 0–100 and what is being done. */
  progress: z.number().int(),
  progressNote: z.string().nullable(),
  error: z.string().nullable(),
  /** The run the job wrote, once it succeeded. */
  matchRunId: z.number().int().nullable(),
  createdAt: z.string(),
  finishedAt: z.string().nullable(),
});
export type MatchRunJob = z.infer<typeof matchRunJob>;

const side = z.object({
  /** Applicants registered for the cycle / programs taking part. */
  registered: z.number().int(),
  /** Lists with at least one entry. */
  ranked: z.number().int(),
  certified: z.number().int(),
  /** Ranked but not certified: these lists will not run. */
  notCertified: z.number().int(),
  deadline: z.string().nullable(),
  isDeadlinePassed: z.boolean(),
});

export const matchRunReport = z.object({
  matchCycleId: z.number().int(),
  matchCycleName: z.string(),
  status: z.string(),
  applicants: side.extend({
    /** Said they will not submit a rank list. */
    declaredNoList: z.number().int(),
  }),
  programs: side.extend({ positions: z.number().int() }),
  couples: z.object({
    linked: z.number().int(),
    /** Linked couples whose joint list is certified (they run). */
    certified: z.number().int(),
    /** Proposals waiting for a partner's answer (not those nobody can answer: they are only their proposer's). */
    pendingProposals: z.number().int(),
    applicantsInCouples: z.number().int(),
  }),
  actions: z.object({
    canRunTrial: z.boolean(),
    canRunFinal: z.boolean(),
    /** Why the final run cannot start now, or null. */
    finalDeclineReason: z.string().nullable(),
  }),
  /** The newest run job of the cycle (running or done), for the progress bar. */
  latestJob: matchRunJob.nullable(),
  finalRunId: z.number().int().nullable(),
  runCount: z.number().int(),
});
export type MatchRunReport = z.infer<typeof matchRunReport>;

export const getMatchRunReport = defineContract({
  method: 'GET',
  path: '/api/admin/match-cycles/:id/match-run',
  access: ['Admin'],
  params: cycleParams,
  response: matchRunReport,
});

export const startMatchRun = defineContract({
  method: 'POST',
  path: '/api/admin/match-cycles/:id/match-run',
  access: ['Admin'],
  params: cycleParams,
  body: z.strictObject({ kind: z.enum(matchRunKinds, { error: messages.InvalidValue }) }),
  response: matchRunJob,
});

export const getMatchRunJob = defineContract({
  method: 'GET',
  path: '/api/admin/match-cycles/:id/match-run/jobs/:jobId',
  access: ['Admin'],
  params: z.strictObject({ id, jobId: id }),
  response: matchRunJob,
});

export const matchRunSummary = z.object({
  id: z.number().int(),
  number: z.number().int(),
  kind: z.enum(matchRunKinds),
  status: z.string(),
  isFinal: z.boolean(),
  startedAt: z.string(),
  finishedAt: z.string(),
  durationMs: z.number().int(),
  startedByName: z.string().nullable(),
  inputHash: z.string(),
  outputHash: z.string(),
  engineVersion: z.string(),
  stats: z.object({
    applicants: z.number().int(),
    matched: z.number().int(),
    couples: z.number().int(),
    positions: z.number().int(),
    filled: z.number().int(),
    solveMs: z.number(),
  }),
  problem: z.string().nullable(),
});
export type MatchRunSummary = z.infer<typeof matchRunSummary>;

export const matchRunHistory = z.object({
  matchCycleId: z.number().int(),
  matchCycleName: z.string(),
  finalRunId: z.number().int().nullable(),
  /** A final run can no longer change once results were released to any audience. */
  canChangeFinal: z.boolean(),
  runs: z.array(matchRunSummary),
});

export const getMatchRunHistory = defineContract({
  method: 'GET',
  path: '/api/admin/match-cycles/:id/match-run/history',
  access: ['Admin'],
  params: cycleParams,
  response: matchRunHistory,
});

export const markMatchRunFinal = defineContract({
  method: 'POST',
  path: '/api/admin/match-cycles/:id/match-run/final',
  access: ['Admin'],
  params: cycleParams,
  body: z.strictObject({
    matchRunId: z.number({ error: messages.InvalidValue }).int().positive().max(2_147_483_647),
  }),
  response: matchRunHistory,
});

export const matchRunAssignment = z.object({
  applicantId: z.number().int(),
  applicantCode: z.string(),
  applicantName: z.string(),
  programId: z.number().int().nullable(),
  programCode: z.string().nullable(),
  programName: z.string().nullable(),
  applicantChoice: z.number().int().nullable(),
  programRank: z.number().int().nullable(),
});

export const getMatchRunAssignments = defineContract({
  method: 'GET',
  path: '/api/admin/match-cycles/:id/match-run/runs/:runId/assignments',
  access: ['Admin'],
  params: z.strictObject({ id, runId: id }),
  query: z.strictObject({ ...pageQueryFields, search: z.string().trim().max(200).optional() }),
  response: paged(matchRunAssignment),
});

export const matchRunMove = z.object({
  applicantId: z.number().int(),
  applicantCode: z.string(),
  applicantName: z.string(),
  /** The program in the first run (null = unmatched, or absent when not in that run). */
  from: z.object({ programCode: z.string(), programName: z.string() }).nullable(),
  to: z.object({ programCode: z.string(), programName: z.string() }).nullable(),
  inFirst: z.boolean(),
  inSecond: z.boolean(),
});

export const getMatchRunComparison = defineContract({
  method: 'GET',
  path: '/api/admin/match-cycles/:id/match-run/compare',
  access: ['Admin'],
  params: cycleParams,
  query: z.strictObject({ first: id, second: id, ...pageQueryFields }),
  response: paged(matchRunMove).extend({
    /** Applicants in both runs with the same outcome. */
    unchanged: z.number().int(),
  }),
});
