/**
 * Results for medical schools, societies and the public (issue 6, business.md §2.1, §2.4, §2.5). A read
 * of one cycle goes through the release gate of its audience; a list over many cycles filters with the
 * gate's SQL form (`releasedTo`). Before release an answer carries only the release date.
 */
import type {
  MedicalSchoolArchiveEntry,
  MedicalSchoolMatchResults,
  PublicMatchStatistics,
  SocietyMatchResults,
  SocietyProgramMatchResult,
  StudentCounts,
} from '../../../core/contracts/match-results/audience-results.contract.ts';
import { type Paged, type PageQuery, pageWindow } from '../../../core/contracts/paging.ts';
import { messages } from '../../../core/domain/messages.ts';
import { rankReached } from '../../../core/domain/result-release.ts';
import type { Clock } from '../../clock.ts';
import type { DbExecutor } from '../../db/client.ts';
import {
  choiceCountsOfRuns,
  findSchoolForUser,
  listMatchedApplicants,
  listProgramFills,
  listPublicCycleFigures,
  listSchoolArchive,
  listSchoolCycles,
  listSchoolStudentResults,
  listSchoolsOfUser,
} from '../../db/repositories/audience-results.repository.ts';
import { cycleResultTotals } from '../../db/repositories/result-release.repository.ts';
import { findCycleSpecialtyId, listSocietySpecialtyIds } from '../../db/repositories/society.repository.ts';
import { forbiddenResource, notFound, ValidationFailure } from '../../errors.ts';
import { assertSocietySpecialty } from '../../policies/society-specialty.policy.ts';
import { resultReleaseFor } from './result-release-gate.ts';

export type AudienceResultsService = ReturnType<typeof createAudienceResultsService>;

const countsOf = (inMatch: number, matched: number): StudentCounts => ({
  inMatch,
  matched,
  unmatched: inMatch - matched,
});

const percent = (part: number, whole: number) =>
  whole === 0 ? null : Math.round((part / whole) * 1000) / 10;

export function createAudienceResultsService(deps: { db: DbExecutor; clock: Clock }) {
  const { db, clock } = deps;

  /** The school of the code, when the user belongs to it: 404 for an unknown code, 403 for another school. */
  async function ownSchoolId(userId: string, code: string): Promise<number> {
    const school = await findSchoolForUser(db, code, userId);
    if (!school) throw notFound();
    if (!school.isMember) throw forbiddenResource();
    return school.id;
  }

  /** The society user's own specialty, and the cycle must be one of it. */
  async function assertSocietyCycle(userId: string, query: { specialtyId: number; matchCycleId: number }) {
    assertSocietySpecialty(await listSocietySpecialtyIds(db, userId), query.specialtyId);
    if ((await findCycleSpecialtyId(db, query.matchCycleId)) !== query.specialtyId) {
      throw new ValidationFailure({ matchCycleId: [messages.MatchCycleOfAnotherSpecialty] });
    }
  }

  return {
    ownSchools: (userId: string) => listSchoolsOfUser(db, userId),

    async medicalSchoolResults(
      userId: string,
      code: string,
      query: PageQuery & { matchCycleId?: number | undefined },
    ): Promise<MedicalSchoolMatchResults> {
      const schoolId = await ownSchoolId(userId, code);
      const cycles = await listSchoolCycles(db, schoolId);
      const matchCycleId = query.matchCycleId ?? cycles[0]?.id ?? null;
      if (matchCycleId === null) return { cycles, matchCycleId, result: null };
      // Only the cycles its students registered for: another cycle is not the school's business.
      if (!cycles.some((c) => c.id === matchCycleId)) throw notFound();
      const release = await resultReleaseFor(db, matchCycleId, 'MedicalSchool', clock.now());
      if (!release.released) return { cycles, matchCycleId, result: release };
      const page = await listSchoolStudentResults(db, {
        schoolId,
        matchCycleId,
        matchRunId: release.matchRunId,
        ...pageWindow(query),
      });
      return {
        cycles,
        matchCycleId,
        result: {
          released: true,
          counts: countsOf(page.inMatch, page.matched),
          students: {
            total: page.total,
            items: page.items.map(({ inRun, ...student }) => ({
              ...student,
              outcome: !inRun ? 'NotInMatch' : student.programCode === null ? 'NotMatched' : 'Matched',
            })),
          },
        },
      };
    },

    async medicalSchoolArchive(
      userId: string,
      code: string,
      query: PageQuery,
    ): Promise<Paged<MedicalSchoolArchiveEntry>> {
      const schoolId = await ownSchoolId(userId, code);
      const page = await listSchoolArchive(db, { schoolId, now: clock.now(), ...pageWindow(query) });
      return {
        total: page.total,
        items: page.items.map((row) => ({
          id: row.id,
          matchName: row.matchName,
          specialtyName: row.specialtyName,
          yearCode: row.yearCode,
          counts: countsOf(row.inMatch, row.matched),
        })),
      };
    },

    async societyResults(
      userId: string,
      query: PageQuery & { specialtyId: number; matchCycleId: number },
    ): Promise<SocietyMatchResults> {
      await assertSocietyCycle(userId, query);
      const release = await resultReleaseFor(db, query.matchCycleId, 'Society', clock.now());
      if (!release.released) return release;
      const [page, totals] = await Promise.all([
        listProgramFills(db, {
          matchCycleId: query.matchCycleId,
          matchRunId: release.matchRunId,
          ...pageWindow(query),
        }),
        cycleResultTotals(db, query.matchCycleId, release.matchRunId),
      ]);
      return {
        released: true,
        totals: { ...totals, unfilled: Math.max(0, totals.positions - totals.matched) },
        programs: page,
      };
    },

    async societyProgramResult(
      userId: string,
      programId: number,
      query: { specialtyId: number; matchCycleId: number },
    ): Promise<SocietyProgramMatchResult> {
      await assertSocietyCycle(userId, query);
      const release = await resultReleaseFor(db, query.matchCycleId, 'Society', clock.now());
      if (!release.released) return release;
      const { items } = await listProgramFills(db, {
        matchCycleId: query.matchCycleId,
        matchRunId: release.matchRunId,
        programId,
        limit: 1,
        offset: 0,
      });
      const program = items[0];
      // A program outside the cycle (and so outside the society's specialty cycle) does not exist here.
      if (!program) throw notFound();
      return {
        released: true,
        program,
        applicants: await listMatchedApplicants(db, release.matchRunId, programId),
      };
    },

    async publicStatistics(
      query: PageQuery & { specialtyId?: number | undefined },
    ): Promise<Paged<PublicMatchStatistics>> {
      const page = await listPublicCycleFigures(db, {
        now: clock.now(),
        ...(query.specialtyId === undefined ? {} : { specialtyId: query.specialtyId }),
        ...pageWindow(query),
      });
      const choices = await choiceCountsOfRuns(
        db,
        page.items.map((row) => row.matchRunId),
      );
      return {
        total: page.total,
        items: page.items.map(({ matchRunId, total: _total, ...row }) => {
          const matched = row.matchedApplicants;
          return {
            ...row,
            matched,
            unfilled: Math.max(0, row.positions - matched),
            fillRatePercent: percent(matched, row.positions),
            rankReached: rankReached(choices.filter((c) => c.matchRunId === matchRunId)),
          };
        }),
      };
    },
  };
}
