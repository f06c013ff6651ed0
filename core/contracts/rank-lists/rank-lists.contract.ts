/**
 * Rank lists (issue 6). The applicant ranks the programs of the cycle they sent an application to;
 * the list is used by the match only once certified, any change un-certifies it, and nothing changes
 * after the applicants' rank list deadline (Pacific time). A PUT replaces the whole order, on the
 * list's version (409 `{error, current}` when it changed meanwhile). Notes are the author's own.
 */
import { z } from 'zod';
import { invitationStatuses } from '../../domain/interviews.ts';
import { messages } from '../../domain/messages.ts';
import { MAX_RANK_LIST_ENTRIES } from '../../domain/rank-lists.ts';
import { defineContract } from '../http.ts';

const matchCycleCode = z.string().trim().min(1).max(64);
const cycleParams = z.strictObject({ matchCycleCode });
const bodyId = z
  .number({ error: messages.InvalidValue })
  .int(messages.InvalidValue)
  .positive(messages.InvalidValue)
  .max(2_147_483_647, messages.InvalidValue);
const version = z.number({ error: messages.InvalidValue }).int().min(0).max(2_147_483_647);

/** The id and version inputs, shared with the couples' joint list. */
export { bodyId as rankedId, version as rankListVersion };

/** What every list answers, whoever owns it (the couples' joint list too). */
export const rankListState = {
  matchCycleCode: z.string(),
  matchCycleName: z.string(),
  /** The owner side's rank list deadline (an instant), or null when the cycle has none yet. */
  deadline: z.string().nullable(),
  isDeadlinePassed: z.boolean(),
  /** 0 until the first save. */
  version: z.number().int(),
  certifiedAt: z.string().nullable(),
  maxEntries: z.number().int(),
  actions: z.object({ canEdit: z.boolean(), canCertify: z.boolean() }),
  /** Why nothing can change now (platform.md §6 reasons, the cycle's status, or the deadline), or null. */
  declineReason: z.string().nullable(),
};

/** The whole order, first choice first. */
const rankedIds = z
  .array(bodyId, { error: messages.InvalidValue })
  .max(MAX_RANK_LIST_ENTRIES, messages.RankListTooLong);
/** The author's notes by ranked id; an empty text removes a note. */
const notes = z
  .record(z.string().regex(/^\d+$/), z.string().max(1000, messages.ExceededNumberOfCharacters))
  .default({});

export const applicantRankListEntry = z.object({
  rank: z.number().int(),
  programId: z.number().int(),
  programCode: z.string(),
  programName: z.string(),
  city: z.string().nullable(),
  stateName: z.string().nullable(),
  /** The applicant's own note on this program. */
  note: z.string().nullable(),
});
export type ApplicantRankListEntry = z.infer<typeof applicantRankListEntry>;

export const applicantRankList = z.object({
  ...rankListState,
  /**
   * When the applicant said they will not submit a rank list for this match (the match then treats
   * them as having none), or null. Declared only while the list is empty; ranking needs it withdrawn.
   */
  noRankListDeclaredAt: z.string().nullable(),
  entries: z.array(applicantRankListEntry),
  /** Programs applied to and not ranked yet, by name. */
  unranked: z.array(
    z.object({ programId: z.number().int(), programCode: z.string(), programName: z.string() }),
  ),
});
export type ApplicantRankList = z.infer<typeof applicantRankList>;

export const getApplicantRankList = defineContract({
  method: 'GET',
  path: '/api/applicant/:matchCycleCode/rank-list',
  access: ['Applicant'],
  params: cycleParams,
  response: applicantRankList,
});

export const rankListInput = z.strictObject({ programIds: rankedIds, notes, version });
export type RankListInput = z.input<typeof rankListInput>;

export const saveApplicantRankList = defineContract({
  method: 'PUT',
  path: '/api/applicant/:matchCycleCode/rank-list',
  access: ['Applicant'],
  params: cycleParams,
  body: rankListInput,
  response: applicantRankList,
});

/** Certifies the list as it is at `version` (needs a connection: it is never queued). */
export const certifyApplicantRankList = defineContract({
  method: 'POST',
  path: '/api/applicant/:matchCycleCode/rank-list/certify',
  access: ['Applicant'],
  params: cycleParams,
  body: z.strictObject({ version }),
  response: applicantRankList,
});

/** Says (or withdraws) "I will not submit a rank list" for the cycle; needs a connection like certifying. */
export const declareNoApplicantRankList = defineContract({
  method: 'PUT',
  path: '/api/applicant/:matchCycleCode/rank-list/no-rank-list',
  access: ['Applicant'],
  params: cycleParams,
  body: z.strictObject({ declared: z.boolean({ error: messages.InvalidValue }) }),
  response: applicantRankList,
});

// ---------- the program's list ----------

const programParams = z.strictObject({ matchCycleCode, programCode: z.string().trim().min(1).max(64) });

/** The applicant's accepted interview with the program (issue 15), or null. */
export const programRankListInterview = z
  .object({ status: z.enum(invitationStatuses), startsAt: z.string().nullable() })
  .nullable()
  .optional();

export const programRankListEntry = z.object({
  rank: z.number().int(),
  applicantId: z.number().int(),
  applicantCode: z.string(),
  name: z.string(),
  /** The signed-in program user's own note on this applicant. */
  note: z.string().nullable(),
  interview: programRankListInterview,
});
export type ProgramRankListEntry = z.infer<typeof programRankListEntry>;

/** Only the program's director certifies (`actions.canCertify`); every program user of the program edits. */
export const programRankList = z.object({
  ...rankListState,
  programCode: z.string(),
  programName: z.string(),
  /** The signed-in user is the program's director: the one who may certify. */
  isDirector: z.boolean(),
  entries: z.array(programRankListEntry),
  /** Applicants who sent an application to the program and are not ranked yet: the interviewed first, then by name. */
  unranked: z.array(
    z.object({
      applicantId: z.number().int(),
      applicantCode: z.string(),
      name: z.string(),
      interview: programRankListInterview,
    }),
  ),
});
export type ProgramRankList = z.infer<typeof programRankList>;

export const getProgramRankList = defineContract({
  method: 'GET',
  path: '/api/program-user/:matchCycleCode/:programCode/rank-list',
  access: ['ProgramUser'],
  params: programParams,
  response: programRankList,
});

export const programRankListInput = z.strictObject({ applicantIds: rankedIds, notes, version });
export type ProgramRankListInput = z.input<typeof programRankListInput>;

export const saveProgramRankList = defineContract({
  method: 'PUT',
  path: '/api/program-user/:matchCycleCode/:programCode/rank-list',
  access: ['ProgramUser'],
  params: programParams,
  body: programRankListInput,
  response: programRankList,
});

export const certifyProgramRankList = defineContract({
  method: 'POST',
  path: '/api/program-user/:matchCycleCode/:programCode/rank-list/certify',
  access: ['ProgramUser'],
  params: programParams,
  body: z.strictObject({ version }),
  response: programRankList,
});
