/**
 * Admin views of rank lists (issue 6, business.md §2.6): an applicant's rank list per match cycle, and
 * a program listing (a program in a cycle) with its applicants and its rank list. Read-only and admin
 * only; notes are never shown (a note is visible only to its author).
 */
import { z } from 'zod';
import { defineContract } from '../http.ts';
import { paged, pageQueryFields } from '../paging.ts';

const databaseId = z.coerce.number().int().positive().max(2_147_483_647);

/** A list's certification and state, whoever owns it. */
const adminRankListState = {
  matchCycleId: z.number().int(),
  matchCycleCode: z.string(),
  matchCycleName: z.string(),
  /** The owner side's rank list deadline (an instant), or null when the cycle has none yet. */
  deadline: z.string().nullable(),
  /** Null until the list is first saved. */
  updatedAt: z.string().nullable(),
  certifiedAt: z.string().nullable(),
  /** Who certified it (an applicant, or the program's director), when certified. */
  certifiedBy: z.object({ name: z.string(), email: z.string() }).nullable(),
};

export const adminApplicantRankList = z.object({
  ...adminRankListState,
  /** When the applicant said they will not submit a rank list for this match, or null. */
  noRankListDeclaredAt: z.string().nullable(),
  entries: z.array(
    z.object({
      rank: z.number().int(),
      programId: z.number().int(),
      programCode: z.string(),
      programName: z.string(),
      city: z.string().nullable(),
      stateName: z.string().nullable(),
    }),
  ),
});
export type AdminApplicantRankList = z.infer<typeof adminApplicantRankList>;

/** `:id` is the applicant's user id, as in the other admin applicant views. */
export const getAdminApplicantRankList = defineContract({
  method: 'GET',
  path: '/api/admin/applicants/:id/rank-list',
  access: ['Admin'],
  params: z.strictObject({ id: z.uuid() }),
  query: z.strictObject({ matchCycleId: databaseId }),
  response: adminApplicantRankList,
});

const listingParams = z.strictObject({ id: databaseId, matchCycleId: databaseId });

export const adminListingRankList = z.object({
  ...adminRankListState,
  programId: z.number().int(),
  programCode: z.string(),
  programName: z.string(),
  positions: z.number().int(),
  entries: z.array(
    z.object({
      rank: z.number().int(),
      applicantId: z.number().int(),
      /** For the link to the admin applicant page. */
      userId: z.string(),
      applicantCode: z.string(),
      name: z.string(),
      medicalSchoolName: z.string().nullable(),
    }),
  ),
});
export type AdminListingRankList = z.infer<typeof adminListingRankList>;

/** The program listing (program `:id` in cycle `:matchCycleId`) and its rank list. */
export const getAdminListingRankList = defineContract({
  method: 'GET',
  path: '/api/admin/programs/:id/listings/:matchCycleId/rank-list',
  access: ['Admin'],
  params: listingParams,
  response: adminListingRankList,
});

export const adminListingApplicant = z.object({
  applicantId: z.number().int(),
  userId: z.string(),
  applicantCode: z.string(),
  name: z.string(),
  medicalSchoolName: z.string().nullable(),
  /** The application's status (Published, PendingPayment, Withdrawn, …). */
  applicationStatus: z.string(),
  /** The applicant's place on the program's rank list, or null when not ranked. */
  rank: z.number().int().nullable(),
});
export type AdminListingApplicant = z.infer<typeof adminListingApplicant>;

/** The applicants who sent the listing an application (drafts not included), by name, a page at a time. */
export const listAdminListingApplicants = defineContract({
  method: 'GET',
  path: '/api/admin/programs/:id/listings/:matchCycleId/applicants',
  access: ['Admin'],
  params: listingParams,
  query: z.strictObject(pageQueryFields),
  response: paged(adminListingApplicant),
});
