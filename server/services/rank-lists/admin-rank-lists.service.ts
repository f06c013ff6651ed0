/**
 * The admin's read-only rank list views (issue 6, business.md §2.6): an applicant's list per cycle and
 * a program listing's applicants and list. They show what the match will read and who certified it,
 * never anyone's notes.
 */

import type { Paged, PageQuery } from '../../../core/contracts/paging.ts';
import type {
  AdminApplicantRankList,
  AdminListingApplicant,
  AdminListingRankList,
} from '../../../core/contracts/rank-lists/admin-rank-lists.contract.ts';
import type { DbExecutor } from '../../db/client.ts';
import { findApplicantForAdmin } from '../../db/repositories/admin-applicants.repository.ts';
import {
  type AdminRankListRow,
  findListing,
  findRankListWithCertifier,
  listRankedApplicants,
  listRankedPrograms,
  pageListingApplicants,
} from '../../db/repositories/admin-rank-lists.repository.ts';
import { findCycleById, findRegistration } from '../../db/repositories/applicants.repository.ts';
import { notFound } from '../../errors.ts';

export type AdminRankListService = ReturnType<typeof createAdminRankListService>;

const fullName = (first: string | null, last: string | null) => `${first ?? ''} ${last ?? ''}`.trim();

/** The certification and state every admin view answers. */
function stateOf(list: AdminRankListRow | undefined) {
  return {
    updatedAt: list?.updatedAt.toISOString() ?? null,
    certifiedAt: list?.certifiedAt?.toISOString() ?? null,
    certifiedBy:
      list?.certifiedAt && list.certifierEmail
        ? { name: fullName(list.certifierFirstName, list.certifierLastName), email: list.certifierEmail }
        : null,
  };
}

type ApplicantColumns = {
  applicantId: number;
  userId: string;
  applicantCode: string;
  firstName: string;
  lastName: string;
  medicalSchoolName: string | null;
};

const applicantOf = ({ firstName, lastName, ...rest }: ApplicantColumns) => ({
  ...rest,
  name: fullName(firstName, lastName),
});

export function createAdminRankListService(deps: { db: DbExecutor }) {
  const { db } = deps;

  async function listingOf(programId: number, matchCycleId: number) {
    const listing = await findListing(db, programId, matchCycleId);
    if (!listing) throw notFound();
    const list = await findRankListWithCertifier(db, matchCycleId, { programId });
    return { listing, list };
  }

  return {
    async applicantRankList(userId: string, matchCycleId: number): Promise<AdminApplicantRankList> {
      const [applicant, cycle] = await Promise.all([
        findApplicantForAdmin(db, userId),
        findCycleById(db, matchCycleId),
      ]);
      if (!applicant || !cycle) throw notFound();
      const [list, registration] = await Promise.all([
        findRankListWithCertifier(db, cycle.id, { applicantId: applicant.applicantId }),
        findRegistration(db, applicant.applicantId, cycle.id),
      ]);
      return {
        matchCycleId: cycle.id,
        matchCycleCode: cycle.code,
        matchCycleName: cycle.name,
        deadline: cycle.applicantsRankListDeadlineDate?.toISOString() ?? null,
        ...stateOf(list),
        noRankListDeclaredAt: registration?.noRankListDeclaredAt?.toISOString() ?? null,
        entries: list ? await listRankedPrograms(db, list.id) : [],
      };
    },

    async listingRankList(programId: number, matchCycleId: number): Promise<AdminListingRankList> {
      const { listing, list } = await listingOf(programId, matchCycleId);
      const entries = list ? await listRankedApplicants(db, list.id) : [];
      return {
        matchCycleId: listing.matchCycleId,
        matchCycleCode: listing.matchCycleCode,
        matchCycleName: listing.matchCycleName,
        deadline: listing.programsRankListDeadlineDate?.toISOString() ?? null,
        ...stateOf(list),
        programId: listing.programId,
        programCode: listing.programCode,
        programName: listing.programName,
        positions: listing.positions,
        entries: entries.map(({ rank, ...applicant }) => ({ rank, ...applicantOf(applicant) })),
      };
    },

    async listingApplicants(
      programId: number,
      matchCycleId: number,
      page: PageQuery,
    ): Promise<Paged<AdminListingApplicant>> {
      const { list } = await listingOf(programId, matchCycleId);
      const { items, total } = await pageListingApplicants(
        db,
        { programId, matchCycleId, rankListId: list?.id ?? null },
        page,
      );
      return {
        items: items.map(({ rank, applicationStatus, ...applicant }) => ({
          ...applicantOf(applicant),
          applicationStatus,
          rank,
        })),
        total,
      };
    },
  };
}
