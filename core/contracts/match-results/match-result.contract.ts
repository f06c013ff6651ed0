/**
 * The applicant's and the program's match result of a cycle (issue 6, business.md §2.2 and §2.3
 * `match-result`). Before the result is released to the audience (ADR 0014) the answer carries only
 * when it will be: `{ released: false, releaseDate }`, nothing that depends on the run.
 */
import { z } from 'zod';
import { matchResultStatuses } from '../../domain/match-result-status.ts';
import { defineContract } from '../http.ts';

const code = z.string().trim().min(1).max(64);

const cycle = { matchCycleCode: z.string(), matchCycleName: z.string() };

const notReleased = z.object({
  released: z.literal(false),
  ...cycle,
  /** When the results go online for this audience (an instant), or null when no date is set. */
  releaseDate: z.string().nullable(),
});

const programRef = z.object({ code: z.string(), name: z.string() });

/** Why a program (or a pair, for a couple) the applicant ranked above its match did not match it. */
export const applicantResultReason = z.object({
  /** Where the applicant (or its couple) ranked it: 1 = first choice. */
  choice: z.number().int(),
  /** The applicant's program; null on a couple's pair where the applicant takes no position. */
  program: programRef.nullable(),
  /** A couple's pair: the partner's program (null = no position for the partner); null for a single. */
  partnerProgram: programRef.nullable(),
  /** The engine's sentence, with program and applicant names instead of codes. */
  text: z.string(),
});
export type ApplicantResultReason = z.infer<typeof applicantResultReason>;

export const applicantMatchResult = z.discriminatedUnion('released', [
  notReleased,
  z.object({
    released: z.literal(true),
    ...cycle,
    status: z.enum(matchResultStatuses),
    matched: z
      .object({
        ...programRef.shape,
        city: z.string().nullable(),
        stateName: z.string().nullable(),
        /** Where the applicant (or its couple) ranked the match. */
        choice: z.number().int().nullable(),
      })
      .nullable(),
    /** The partner, when the applicant matched as a couple. */
    partner: z.object({ code: z.string(), name: z.string() }).nullable(),
    reasons: z.array(applicantResultReason),
  }),
]);
export type ApplicantMatchResult = z.infer<typeof applicantMatchResult>;

export const getApplicantMatchResult = defineContract({
  method: 'GET',
  path: '/api/applicant/:matchCycleCode/match-result',
  access: ['Applicant'],
  params: z.strictObject({ matchCycleCode: code }),
  response: applicantMatchResult,
});

export const programMatchedApplicant = z.object({
  applicantCode: z.string(),
  name: z.string(),
  medicalSchool: z.string().nullable(),
  /** The program's rank of the applicant among the applicants in the match. */
  rank: z.number().int().nullable(),
});

/**
 * An applicant the program ranked and did not get, with the engine's reason; an applicant who was not
 * in the match (no certified list of theirs) comes after the others, without a rank in the match.
 */
export const programNotMatchedApplicant = z.object({
  applicantCode: z.string(),
  name: z.string(),
  /** The program's rank of the applicant among the applicants in the match; null when not in it. */
  rank: z.number().int().nullable(),
  text: z.string(),
});

export const programMatchResult = z.discriminatedUnion('released', [
  notReleased.extend({ programCode: z.string(), programName: z.string() }),
  z.object({
    released: z.literal(true),
    ...cycle,
    programCode: z.string(),
    programName: z.string(),
    positions: z.number().int(),
    filled: z.number().int(),
    unfilled: z.number().int(),
    matched: z.array(programMatchedApplicant),
    notMatched: z.array(programNotMatchedApplicant),
  }),
]);
export type ProgramMatchResult = z.infer<typeof programMatchResult>;

export const getProgramMatchResult = defineContract({
  method: 'GET',
  path: '/api/program-user/:matchCycleCode/:programCode/match-result',
  access: ['ProgramUser'],
  params: z.strictObject({ matchCycleCode: code, programCode: code }),
  response: programMatchResult,
});
