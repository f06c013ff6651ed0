import type { z } from 'zod';
import { pageWindow } from '../../../core/contracts/paging.ts';
import type {
  AppliedProgram,
  DirectoryOptions,
  DirectoryProgramDetails,
  DirectoryProgramListItem,
  DirectoryStateCount,
  FavoriteState,
  listAppliedPrograms as listAppliedContract,
  listDirectoryPrograms as listDirectoryContract,
} from '../../../core/contracts/programs/program-directory.contract.ts';
import {
  activeProgramExists,
  addFavoriteProgram,
  countDirectoryProgramsByState,
  type DirectoryScope,
  findDirectoryProgram,
  findDirectorySpecialty,
  isFavoriteProgram,
  listAppliedPrograms,
  listDirectoryPrograms,
  removeFavoriteProgram,
} from '../../db/repositories/program-directory.repository.ts';
import { notFound } from '../../errors.ts';
import type { ApplicantServiceDeps } from '../applicants/applicant-deps.ts';

export type ProgramDirectoryService = ReturnType<typeof createProgramDirectoryService>;

type DirectoryQuery = z.output<NonNullable<(typeof listDirectoryContract)['query']>>;
type AppliedQuery = z.output<NonNullable<(typeof listAppliedContract)['query']>>;

/** The applicant programs directory, program pages, favorites (DIRECTORY). */
export function createProgramDirectoryService(deps: ApplicantServiceDeps) {
  const { db, access } = deps;

  /**
   * The applicant and the cycle named by the route. Reading the directory is not an action of
   * platform.md §6: an applicant browses any cycle's programs, registered or not, archived included.
   */
  async function scopeOf(userId: string, matchCycleCode: string): Promise<DirectoryScope> {
    const { applicant, cycle } = await access.inCycle(userId, { code: matchCycleCode });
    return { applicantId: applicant.id, matchCycleId: cycle.id, specialtyId: cycle.specialtyId };
  }

  async function favoriteTarget(userId: string, programId: number): Promise<number> {
    const applicant = await access.applicantOf(userId);
    if (!(await activeProgramExists(db, programId))) throw notFound();
    return applicant.id;
  }

  return {
    async options(userId: string, matchCycleCode: string): Promise<DirectoryOptions> {
      const { cycle } = await access.inCycle(userId, { code: matchCycleCode });
      const specialty = await findDirectorySpecialty(db, cycle.specialtyId);
      return {
        matchCycleCode: cycle.code,
        matchCycleName: cycle.name,
        casDeadlineDate: cycle.casDeadlineDate,
        specialtyName: specialty.name,
        subspecialtyLabel: specialty.subspecialtyLabel,
        subspecialties: specialty.subspecialties,
      };
    },

    async programs(
      userId: string,
      matchCycleCode: string,
      query: DirectoryQuery,
    ): Promise<{ items: DirectoryProgramListItem[]; total: number }> {
      const scope = await scopeOf(userId, matchCycleCode);
      const page = await listDirectoryPrograms(db, {
        ...scope,
        search: query.search || undefined,
        subspecialtyId: query.subspecialtyId,
        stateId: query.stateId,
        minPositions: query.minPositions,
        keywords: query.keywords || undefined,
        favoritesOnly: query.favorites === 'true',
        sort: query.sort,
        direction: query.direction,
        ...pageWindow(query),
      });
      return { items: page.items, total: page.total };
    },

    async states(userId: string, matchCycleCode: string): Promise<{ items: DirectoryStateCount[] }> {
      const scope = await scopeOf(userId, matchCycleCode);
      return { items: await countDirectoryProgramsByState(db, scope) };
    },

    /** 404 for a program that does not take part in the cycle (another cycle's, inactive, unknown). */
    async program(
      userId: string,
      matchCycleCode: string,
      programId: number,
    ): Promise<DirectoryProgramDetails> {
      const scope = await scopeOf(userId, matchCycleCode);
      const row = await findDirectoryProgram(db, { ...scope, programId });
      if (!row) throw notFound();
      return { ...row, matchCycleCode };
    },

    async applied(
      userId: string,
      matchCycleCode: string,
      query: AppliedQuery,
    ): Promise<{ items: AppliedProgram[]; total: number }> {
      const scope = await scopeOf(userId, matchCycleCode);
      const page = await listAppliedPrograms(db, {
        applicantId: scope.applicantId,
        matchCycleId: scope.matchCycleId,
        search: query.search || undefined,
        sort: query.sort,
        direction: query.direction,
        ...pageWindow(query),
      });
      return {
        total: page.total,
        items: page.items.map(({ updatedAt, status, ...row }) => ({
          ...row,
          status,
          updatedDate: updatedAt.toISOString(),
        })),
      };
    },

    async favorite(userId: string, programId: number): Promise<FavoriteState> {
      const applicantId = await favoriteTarget(userId, programId);
      return { programId, isFavorite: await isFavoriteProgram(db, applicantId, programId) };
    },

    async addFavorite(userId: string, programId: number): Promise<FavoriteState> {
      const applicantId = await favoriteTarget(userId, programId);
      await addFavoriteProgram(db, applicantId, programId);
      return { programId, isFavorite: true };
    },

    /** Removing works for an inactive program too, so a favorite never gets stuck. */
    async removeFavorite(userId: string, programId: number): Promise<FavoriteState> {
      const applicant = await access.applicantOf(userId);
      await removeFavoriteProgram(db, applicant.id, programId);
      return { programId, isFavorite: false };
    },
  };
}
