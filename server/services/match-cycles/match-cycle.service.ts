import {
  type MatchCycleDetails,
  type MatchCycleInput,
  type MatchCycleListItem,
  type MatchCycleYear,
  matchCycleInstantFields,
} from '../../../core/contracts/match-cycles/match-cycles.contract.ts';
import { matchCycleAccess } from '../../../core/domain/match-cycle-access.ts';
import { missingActivationDates } from '../../../core/domain/match-cycle-dates.ts';
import { type ResultSendingRecord, resultSendingInfo } from '../../../core/domain/match-cycle-results.ts';
import { type MatchCycleStatus, nextMatchCycleStatus } from '../../../core/domain/match-cycle-status.ts';
import { messages } from '../../../core/domain/messages.ts';
import { canArchiveMatchCycle } from '../../../core/domain/result-release.ts';
import type { Clock } from '../../clock.ts';
import type { DbExecutor } from '../../db/client.ts';
import {
  findClashingCycles,
  findMatchCycle,
  insertMatchCycle,
  insertYear,
  listMatchCycles,
  listYearSpecialties,
  listYears,
  type MatchCycleListFilter,
  type MatchCycleWithNames,
  type NewMatchCycleRow,
  specialtyExists,
  updateMatchCycle,
  updateMatchCycleStatus,
  yearExists,
} from '../../db/repositories/match-cycles.repository.ts';
import { findFinalRunId } from '../../db/repositories/match-runs.repository.ts';
import { listResultSendings } from '../../db/repositories/result-sendings.repository.ts';
import { listSocietySpecialtyIds } from '../../db/repositories/society.repository.ts';
import { conflict, notFound, ValidationFailure } from '../../errors.ts';
import { assertSocietySpecialty } from '../../policies/society-specialty.policy.ts';

export type MatchCycleService = ReturnType<typeof createMatchCycleService>;

const iso = (date: Date | null) => (date ? date.toISOString() : null);

function toListItem(row: MatchCycleWithNames, now: Date): MatchCycleListItem {
  return {
    id: row.id,
    specialtyId: row.specialtyId,
    specialtyName: row.specialtyName,
    specialtyColor: row.color,
    matchCycleYearId: row.matchCycleYearId,
    yearCode: row.yearCode,
    shortName: row.shortName,
    matchName: row.matchName,
    status: row.status,
    isReadOnly: matchCycleAccess(row, now).isReadOnly,
    registrationDate: iso(row.registrationDate),
    programsRankListDeadlineDate: iso(row.programsRankListDeadlineDate),
    applicantsRankListDeadlineDate: iso(row.applicantsRankListDeadlineDate),
    matchDate: iso(row.matchDate),
  };
}

function toDetails(
  row: MatchCycleWithNames,
  sendings: readonly ResultSendingRecord[],
  hasFinalRun: boolean,
  now: Date,
): MatchCycleDetails {
  const instants = Object.fromEntries(matchCycleInstantFields.map((field) => [field, iso(row[field])]));
  return {
    ...toListItem(row, now),
    ...instants,
    hasCas: row.hasCas,
    actions: {
      canEdit: row.status !== 'Archived',
      canActivate: row.status === 'Planned' && missingActivationDates(row).length === 0,
      canArchive: canArchiveMatchCycle(row, sendings, hasFinalRun, now),
    },
    lorInstructions: row.lorInstructions,
    psInstructions: row.psInstructions,
    lorsCount: row.lorsCount,
    maxInterviewCountPerDay: row.maxInterviewCountPerDay,
    maxInterviewCountPerMatchCycle: row.maxInterviewCountPerMatchCycle,
    maxSignalingPrograms: row.maxSignalingPrograms,
    registrationFeeCents: row.registrationFeeCents,
    programRegistrationFeeCents: row.programRegistrationFeeCents,
    programAnnualMembershipFeeCents: row.programAnnualMembershipFeeCents,
    casDeadlineDate: row.casDeadlineDate,
    // Month and year only: stored as the first of the month.
    trainingStartDate: row.trainingStartDate ? row.trainingStartDate.slice(0, 7) : null,
    resultSendings: resultSendingInfo(row, sendings, hasFinalRun, now),
    createdDate: row.createdAt.toISOString(),
  } as MatchCycleDetails;
}

function toRow(input: MatchCycleInput): Omit<NewMatchCycleRow, 'status'> {
  const instants = Object.fromEntries(
    matchCycleInstantFields.map((field) => [field, input[field] ? new Date(input[field]) : null]),
  ) as Record<(typeof matchCycleInstantFields)[number], Date | null>;
  return {
    ...input,
    ...instants,
    trainingStartDate: input.trainingStartDate ? `${input.trainingStartDate}-01` : null,
  };
}

/** Match cycle years and the admin's match cycles (business.md §3.1). */
export function createMatchCycleService(deps: { db: DbExecutor; clock: Clock }) {
  const { db, clock } = deps;

  async function details(id: number): Promise<MatchCycleDetails> {
    const [row, sendings, finalRunId] = await Promise.all([
      findMatchCycle(db, id),
      listResultSendings(db, id),
      findFinalRunId(db, id),
    ]);
    if (!row) throw notFound();
    return toDetails(row, sendings, finalRunId !== null, clock.now());
  }

  async function list(filter: MatchCycleListFilter): Promise<{ items: MatchCycleListItem[]; total: number }> {
    const { items, total } = await listMatchCycles(db, filter);
    const now = clock.now();
    return { items: items.map((row) => toListItem(row, now)), total };
  }

  /** Refuses unknown references and clashes with another cycle (itself excepted on update). */
  async function checkReferences(input: MatchCycleInput, selfId?: number): Promise<void> {
    const description: Record<string, string[]> = {};
    if (!(await specialtyExists(db, input.specialtyId)))
      description.specialtyId = [messages.SpecialtyNotFound];
    if (!(await yearExists(db, input.matchCycleYearId))) {
      description.matchCycleYearId = [messages.MatchCycleYearNotFound];
    }
    if (Object.keys(description).length > 0) throw new ValidationFailure(description);
    const clashes = (await findClashingCycles(db, input)).filter((cycle) => cycle.id !== selfId);
    if (
      clashes.some(
        (c) => c.specialtyId === input.specialtyId && c.matchCycleYearId === input.matchCycleYearId,
      )
    ) {
      throw conflict(messages.MatchCycleExists);
    }
    if (clashes.length > 0) throw conflict(messages.MatchCycleShortNameTaken);
  }

  async function years(filter: { specialtyId?: number } = {}): Promise<MatchCycleYear[]> {
    const [pairs, active] = await Promise.all([
      filter.specialtyId ? listYearSpecialties(db, { specialtyId: filter.specialtyId }) : null,
      listYearSpecialties(db, { status: 'Active' }),
    ]);
    const rows = await listYears(db, pairs ? pairs.map((p) => p.yearId) : undefined);
    return rows.map((year) => ({
      id: year.id,
      code: year.code,
      activeSpecialtyIds: active.filter((p) => p.yearId === year.id).map((p) => p.specialtyId),
    }));
  }

  return {
    /** Every year, with the specialties that have an Active cycle in it. */
    years: () => years(),
    async createYear(code: string): Promise<MatchCycleYear> {
      const year = await insertYear(db, code);
      if (!year) throw conflict(messages.MatchCycleYearExists);
      return { id: year.id, code: year.code, activeSpecialtyIds: [] };
    },

    /** The years in which the specialty has a cycle. */
    yearsOfSpecialty: (specialtyId: number) => years({ specialtyId }),

    list,

    /** A society user's read of one of their specialties' cycles (another specialty: 403). */
    async listForSociety(
      userId: string,
      filter: MatchCycleListFilter & { specialtyId: number },
    ): Promise<{ items: MatchCycleListItem[]; total: number }> {
      assertSocietySpecialty(await listSocietySpecialtyIds(db, userId), filter.specialtyId);
      return list(filter);
    },

    details,

    async create(input: MatchCycleInput): Promise<MatchCycleDetails> {
      await checkReferences(input);
      // The check above explains the usual clash; the unique keys catch one that slipped in meanwhile.
      const id = await insertMatchCycle(db, { ...toRow(input), status: 'Planned' });
      if (id === undefined) throw conflict(messages.MatchCycleExists);
      return details(id);
    },

    async update(id: number, input: MatchCycleInput): Promise<MatchCycleDetails> {
      const current = await findMatchCycle(db, id);
      if (!current) throw notFound();
      if (current.status === 'Archived') throw conflict(messages.MatchCycleArchived);
      await checkReferences(input, id);
      if (!(await updateMatchCycle(db, id, toRow(input)))) throw conflict(messages.MatchCycleExists);
      return details(id);
    },

    async changeStatus(id: number, status: MatchCycleStatus): Promise<MatchCycleDetails> {
      const current = await findMatchCycle(db, id);
      if (!current) throw notFound();
      const from = current.status;
      if (from === 'Archived') throw conflict(messages.MatchCycleArchived);
      if (nextMatchCycleStatus(from) !== status) throw conflict(messages.MatchCycleStatusTransition);
      if (status === 'Active' && missingActivationDates(current).length > 0) {
        throw conflict(messages.MatchCycleActivationNeedsDates);
      }
      if (status === 'Archived') {
        const [sendings, finalRunId] = await Promise.all([
          listResultSendings(db, id),
          findFinalRunId(db, id),
        ]);
        if (!canArchiveMatchCycle(current, sendings, finalRunId !== null, clock.now())) {
          throw conflict(messages.MatchCycleArchiveNeedsRelease);
        }
      }
      // Guarded by the current status: of two simultaneous moves only one wins.
      if (!(await updateMatchCycleStatus(db, id, from, status))) {
        throw conflict(messages.MatchCycleStatusTransition);
      }
      return details(id);
    },
  };
}
