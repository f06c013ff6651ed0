/**
 * The program portal (issue 15, business.md §2.3): what is due in a cycle (home), the program in the
 * cycle (summary), its profile, its users (directors invite through the role-invitation flow and remove),
 * its listings per cycle, and the requests it files to the admin queues (rename, positions count
 * change, joining another program). The program is named by its code; the caller must be one of its users.
 */
import { z } from 'zod';
import { applicationStatuses } from '../../domain/applicant-restrictions.ts';
import { invitationStatuses } from '../../domain/interviews.ts';
import { matchCycleStatuses } from '../../domain/match-cycle-status.ts';
import { messages } from '../../domain/messages.ts';
import { requestStatuses } from '../../domain/request-kinds.ts';
import { emailField, requiredText } from '../fields.ts';
import { defineContract, okResponse } from '../http.ts';
import { listQuery, paged } from '../paging.ts';
import { requestDetails, requestListItem, requestSortColumns } from '../requests/requests.contract.ts';
import { programDetails, programInput, programPositions, programUser } from './programs.contract.ts';

const code = z.string().trim().min(1).max(64);
const cycleProgramParams = z.strictObject({ matchCycleCode: code, programCode: code });
const programParams = z.strictObject({ programCode: code });

// ---------- home and summary (in a cycle) ----------

export const rankListStates = ['Certified', 'NotCertified', 'NotStarted'] as const;
export type RankListState = (typeof rankListStates)[number];

/** The program's rank list in the cycle: its state and the programs' deadline (an instant, shown in PT). */
export const portalRankList = z.object({
  state: z.enum(rankListStates),
  entries: z.number().int(),
  certifiedAt: z.string().nullable(),
  deadline: z.string().nullable(),
  isDeadlinePassed: z.boolean(),
});
export type PortalRankList = z.infer<typeof portalRankList>;

const programInCycle = {
  programId: z.number().int(),
  programCode: z.string(),
  programName: z.string(),
  matchCycleCode: z.string(),
  matchCycleName: z.string(),
  cycleStatus: z.enum(matchCycleStatuses),
  isDirector: z.boolean(),
  /** The program has positions in the cycle. */
  takesPart: z.boolean(),
};

export const programHomeSummary = z.object({
  ...programInCycle,
  /** Published applications with no program decision and no invitation. */
  applicationsToReview: z.number().int(),
  invitationsPending: z.number().int(),
  /** Interview days from Monday to Sunday of the current week (Pacific dates). */
  interviewDaysThisWeek: z.number().int(),
  weekStart: z.string(),
  weekEnd: z.string(),
  rankList: portalRankList,
});
export type ProgramHomeSummary = z.infer<typeof programHomeSummary>;

export const getProgramHomeSummary = defineContract({
  method: 'GET',
  path: '/api/program-user/:matchCycleCode/:programCode/home-summary',
  access: ['ProgramUser'],
  params: cycleProgramParams,
  response: programHomeSummary,
});

const countBy = <T extends readonly [string, ...string[]]>(values: T) =>
  z.array(z.object({ status: z.enum(values), count: z.number().int() }));

export const programCycleSummary = z.object({
  ...programInCycle,
  positions: z.number().int().nullable(),
  /** Every application status the program can see, with zeros. */
  applicationsByStatus: countBy(applicationStatuses),
  invitationsByStatus: countBy(invitationStatuses),
  rankList: portalRankList,
});
export type ProgramCycleSummary = z.infer<typeof programCycleSummary>;

export const getProgramCycleSummary = defineContract({
  method: 'GET',
  path: '/api/program-user/:matchCycleCode/:programCode/summary',
  access: ['ProgramUser'],
  params: cycleProgramParams,
  response: programCycleSummary,
});

// ---------- the program's profile ----------

export const programProfile = programDetails.extend({ isDirector: z.boolean() });
export type ProgramProfile = z.infer<typeof programProfile>;

export const getProgramProfile = defineContract({
  method: 'GET',
  path: '/api/program-user/programs/:programCode/profile',
  access: ['ProgramUser'],
  params: programParams,
  response: programProfile,
});

/** What program users change themselves; the name goes by a rename request, the rest by an admin. */
export const programProfileInput = programInput.pick({
  addressLine: true,
  city: true,
  countryId: true,
  stateId: true,
  zip: true,
  phone: true,
  fax: true,
  website: true,
  description: true,
});
export type ProgramProfileInput = z.output<typeof programProfileInput>;
export type ProgramProfileForm = z.input<typeof programProfileInput>;

export const updateProgramProfile = defineContract({
  method: 'PUT',
  path: '/api/program-user/programs/:programCode/profile',
  access: ['ProgramUser'],
  params: programParams,
  body: programProfileInput,
  response: programProfile,
});

// ---------- the program's users (my-program users tab) ----------

export const portalProgramUsers = z.object({
  items: z.array(programUser),
  /** Only directors invite and remove users. */
  canManage: z.boolean(),
});
export type PortalProgramUsers = z.infer<typeof portalProgramUsers>;

export const listPortalProgramUsers = defineContract({
  method: 'GET',
  path: '/api/program-user/programs/:programCode/users',
  access: ['ProgramUser'],
  params: programParams,
  response: portalProgramUsers,
});

export const portalUserInvitationInput = z.strictObject({
  email: emailField,
  firstName: requiredText(100, messages.FirstNameIsRequired),
  lastName: requiredText(100, messages.LastNameIsRequired),
  isDirector: z.boolean().default(false),
});
export type PortalUserInvitationForm = z.input<typeof portalUserInvitationInput>;

/**
 * A director invites someone by email: an existing account is mailed a role invitation and joins only
 * when its owner accepts (`pending`); an address without an account gets a new one with a temporary
 * password, a user of the program at once.
 */
export const portalUserInvitation = z.object({
  email: z.string(),
  pending: z.boolean(),
  expiresAt: z.string().nullable(),
});
export type PortalUserInvitation = z.infer<typeof portalUserInvitation>;

export const invitePortalProgramUser = defineContract({
  method: 'POST',
  path: '/api/program-user/programs/:programCode/users/invitations',
  access: ['ProgramUser'],
  params: programParams,
  body: portalUserInvitationInput,
  response: portalUserInvitation,
});

/** Directors only; the program's last director cannot be removed. */
export const removePortalProgramUser = defineContract({
  method: 'DELETE',
  path: '/api/program-user/programs/:programCode/users/:userId',
  access: ['ProgramUser'],
  params: programParams.extend({ userId: z.uuid() }),
  response: okResponse,
});

// ---------- listings (participation per cycle) ----------

export const listPortalProgramListings = defineContract({
  method: 'GET',
  path: '/api/program-user/programs/:programCode/listings',
  access: ['ProgramUser'],
  params: programParams,
  response: programPositions,
});

// ---------- the program's requests ----------

export const programPortalRequestKinds = ['ProgramRename', 'ProgramListingChange'] as const;

export const listPortalProgramRequests = defineContract({
  method: 'GET',
  path: '/api/program-user/programs/:programCode/requests',
  access: ['ProgramUser'],
  params: programParams,
  query: z.strictObject({
    kind: z.enum(programPortalRequestKinds).default('ProgramRename'),
    status: z.enum(requestStatuses).optional(),
    ...listQuery(requestSortColumns),
  }),
  response: paged(requestListItem),
});

export const programRenameRequestInput = z.strictObject({
  newName: requiredText(200, messages.NameIsRequired),
});

export const createProgramRenameRequest = defineContract({
  method: 'POST',
  path: '/api/program-user/programs/:programCode/requests/rename',
  access: ['ProgramUser'],
  params: programParams,
  body: programRenameRequestInput,
  response: requestDetails,
});

export const programPositionsRequestInput = z.strictObject({
  matchCycleId: z.number({ error: messages.SelectMatchCycle }).int().positive().max(2_147_483_647),
  positions: z
    .number({ error: messages.MustBeNumber })
    .int(messages.MustBeNumber)
    .min(1, messages.GreaterThanZero)
    .max(10_000, messages.InvalidValue),
});
export type ProgramPositionsRequestForm = z.input<typeof programPositionsRequestInput>;

export const createProgramPositionsRequest = defineContract({
  method: 'POST',
  path: '/api/program-user/programs/:programCode/requests/positions',
  access: ['ProgramUser'],
  params: programParams,
  body: programPositionsRequestInput,
  response: requestDetails,
});

/** A program user asks to join another program (a ProgramUserRegistration request in their name). */
export const createJoinProgramRequest = defineContract({
  method: 'POST',
  path: '/api/program-user/join-requests',
  access: ['ProgramUser'],
  body: z.strictObject({
    programId: z.number({ error: messages.SelectProgram }).int().positive().max(2_147_483_647),
  }),
  response: requestDetails,
});

/** The caller's own join requests, newest first. */
export const listMyJoinProgramRequests = defineContract({
  method: 'GET',
  path: '/api/program-user/join-requests',
  access: ['ProgramUser'],
  response: z.object({ items: z.array(requestListItem) }),
});
