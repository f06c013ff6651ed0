/**
 * Results released per audience (issue 6, business.md §2.1, §2.4, §2.5, §3.1, §4): the admin's manual
 * release, a medical school's students' results and archive, a society's programs' results, and the
 * public statistics per specialty. Before a result is released to its audience, the reads answer
 * `{ released: false, releaseDate }` and nothing else (ADR 0014).
 */
import { z } from 'zod';
import { resultSendingAudiences } from '../../domain/match-cycle-results.ts';
import { defineContract } from '../http.ts';
import { matchCycleDetails } from '../match-cycles/match-cycles.contract.ts';
import { paged, pageQueryFields } from '../paging.ts';

const id = z.coerce.number().int().positive().max(2_147_483_647);
const code = z.string().trim().min(1).max(64);

/** Not released yet: only when it will be online (null when no date is set). */
const notReleased = z.object({ released: z.literal(false), releaseDate: z.string().nullable() });

/** Released: the answer plus `released: true`; otherwise only the release date. */
function gated<T extends z.ZodRawShape>(shape: T) {
  return z.discriminatedUnion('released', [notReleased, z.object({ released: z.literal(true), ...shape })]);
}

// ---------- admin: send now ----------

export const runResultSending = defineContract({
  method: 'POST',
  path: '/api/admin/match-cycles/:id/result-sendings/:audience/run',
  access: ['Admin'],
  params: z.strictObject({ id, audience: z.enum(resultSendingAudiences) }),
  response: matchCycleDetails,
});

// ---------- medical school ----------

/** A student's outcome: matched, in the match without a match, or registered without a certified list. */
export const studentOutcomes = ['Matched', 'NotMatched', 'NotInMatch'] as const;
export type StudentOutcome = (typeof studentOutcomes)[number];

export const studentCounts = z.object({
  /** Students with a certified list (or a couple's joint list) in the final run. */
  inMatch: z.number().int(),
  matched: z.number().int(),
  unmatched: z.number().int(),
});
export type StudentCounts = z.infer<typeof studentCounts>;

export const medicalSchoolStudentResult = z.object({
  applicantId: z.number().int(),
  applicantCode: z.string(),
  name: z.string(),
  outcome: z.enum(studentOutcomes),
  programCode: z.string().nullable(),
  programName: z.string().nullable(),
  /** Where the student ranked the program (1 = first choice); null unless matched. */
  choice: z.number().int().nullable(),
});
export type MedicalSchoolStudentResult = z.infer<typeof medicalSchoolStudentResult>;

export const medicalSchoolCycle = z.object({
  id: z.number().int(),
  matchName: z.string(),
  specialtyName: z.string(),
  yearCode: z.string(),
});

export const medicalSchoolMatchResults = z.object({
  /** Cycles the school's students registered for, newest season first: the page's choice. */
  cycles: z.array(medicalSchoolCycle),
  /** The cycle shown (the one asked for, else the first); null when there is none. */
  matchCycleId: z.number().int().nullable(),
  result: gated({ counts: studentCounts, students: paged(medicalSchoolStudentResult) }).nullable(),
});
export type MedicalSchoolMatchResults = z.infer<typeof medicalSchoolMatchResults>;

const schoolParams = z.strictObject({ medicalSchoolCode: code });

/** The schools the signed-in medical school user belongs to (the area's :medicalSchoolCode), by name. */
export const listOwnMedicalSchools = defineContract({
  method: 'GET',
  path: '/api/medical-school/schools',
  access: ['MedSchoolUser'],
  response: z.array(z.object({ code: z.string(), name: z.string() })),
});

export const getMedicalSchoolMatchResults = defineContract({
  method: 'GET',
  path: '/api/medical-school/:medicalSchoolCode/match-results',
  access: ['MedSchoolUser'],
  params: schoolParams,
  query: z.strictObject({ matchCycleId: id.optional(), ...pageQueryFields }),
  response: medicalSchoolMatchResults,
});

export const medicalSchoolArchiveEntry = medicalSchoolCycle.extend({ counts: studentCounts });
export type MedicalSchoolArchiveEntry = z.infer<typeof medicalSchoolArchiveEntry>;

/** Past cycles released to medical schools in which the school had students in the match, newest first. */
export const getMedicalSchoolMatchArchive = defineContract({
  method: 'GET',
  path: '/api/medical-school/:medicalSchoolCode/match-archive',
  access: ['MedSchoolUser'],
  params: schoolParams,
  query: z.strictObject(pageQueryFields),
  response: paged(medicalSchoolArchiveEntry),
});

// ---------- society ----------

export const programFill = z.object({
  positions: z.number().int(),
  matched: z.number().int(),
  unfilled: z.number().int(),
});

export const societyProgramResult = programFill.extend({
  programId: z.number().int(),
  programCode: z.string(),
  programName: z.string(),
  city: z.string().nullable(),
});
export type SocietyProgramResult = z.infer<typeof societyProgramResult>;

export const societyMatchResults = gated({
  totals: programFill.extend({ programs: z.number().int() }),
  programs: paged(societyProgramResult),
});
export type SocietyMatchResults = z.infer<typeof societyMatchResults>;

const societyCycleQuery = { specialtyId: id, matchCycleId: id };

export const getSocietyMatchResults = defineContract({
  method: 'GET',
  path: '/api/society/match-results',
  access: ['SocietyUser'],
  query: z.strictObject({ ...societyCycleQuery, ...pageQueryFields }),
  response: societyMatchResults,
});

export const societyMatchedApplicant = z.object({
  applicantId: z.number().int(),
  applicantCode: z.string(),
  name: z.string(),
  medicalSchoolName: z.string().nullable(),
  /** Where the applicant ranked the program, and where the program ranked the applicant. */
  applicantChoice: z.number().int().nullable(),
  programRank: z.number().int().nullable(),
});
export type SocietyMatchedApplicant = z.infer<typeof societyMatchedApplicant>;

export const societyProgramMatchResult = gated({
  program: societyProgramResult,
  /** At most the program's positions: no paging needed. */
  applicants: z.array(societyMatchedApplicant),
});
export type SocietyProgramMatchResult = z.infer<typeof societyProgramMatchResult>;

export const getSocietyProgramMatchResult = defineContract({
  method: 'GET',
  path: '/api/society/match-results/:programId',
  access: ['SocietyUser'],
  params: z.strictObject({ programId: id }),
  query: z.strictObject(societyCycleQuery),
  response: societyProgramMatchResult,
});

// ---------- public ----------

export const rankReached = z.object({
  medianChoice: z.number().int().nullable(),
  firstChoicePercent: z.number().nullable(),
  topThreePercent: z.number().nullable(),
  topFivePercent: z.number().nullable(),
  /** Matched applicants per choice; choice 11 counts "11th or lower". */
  distribution: z.array(z.object({ choice: z.number().int(), count: z.number().int() })),
});

export const publicMatchStatistics = programFill.extend({
  matchCycleId: z.number().int(),
  matchName: z.string(),
  yearCode: z.string(),
  specialtyId: z.number().int(),
  specialtyName: z.string(),
  /** Matched positions over positions, in percent with one decimal; null without positions. */
  fillRatePercent: z.number().nullable(),
  applicantsInMatch: z.number().int(),
  matchedApplicants: z.number().int(),
  rankReached,
});
export type PublicMatchStatistics = z.infer<typeof publicMatchStatistics>;

/** Statistics of every cycle released to applicants: newest season first, then by specialty. No personal data. */
export const listPublicMatchResults = defineContract({
  method: 'GET',
  path: '/api/public/match-results',
  access: 'public',
  query: z.strictObject({ specialtyId: id.optional(), ...pageQueryFields }),
  response: paged(publicMatchStatistics),
});
