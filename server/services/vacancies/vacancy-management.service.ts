/**
 * Posting and offering vacancies (ADR 0025 decision 7): a program user for their programs, a society
 * user for programs of their specialties (society specialty policy), an admin for any program. Drafts
 * are the poster's own; posting opens the vacancy and alerts its subscribers; the program orders its
 * candidates and offers free positions in that order, with the vacancy row locked.
 */
import type { Cas } from '../../../core/contracts/applicants/cas.contract.ts';
import type {
  ManagedVacancy,
  ManagedVacancyDetail,
  VacancyCandidate,
  VacancyCandidates,
  VacancyInput,
} from '../../../core/contracts/vacancies/vacancy-management.contract.ts';
import type { Role } from '../../../core/domain/roles.ts';
import type { VacancyStatus } from '../../../core/domain/vacancies.ts';
import { vacancyMessages } from '../../../core/domain/vacancy-messages.ts';
import type { Clock } from '../../clock.ts';
import { type DbExecutor, withTransaction } from '../../db/client.ts';
import { listSocietySpecialtyIds } from '../../db/repositories/society.repository.ts';
import {
  countApplications,
  findApplication,
  findCasSnapshot,
  findProgramSpecialty,
  findVacancy,
  insertVacancy,
  listCandidates,
  listManagedVacancies,
  listPostingPrograms,
  listUserProgramIds,
  lockVacancy,
  type ManagedSort,
  type ManagerScope,
  moveApplications,
  moveVacancyStatus,
  setCandidateRanks,
  updateVacancyValues,
  type VacancyApplicationRow,
  type VacancyRow,
  type VacancyValues,
} from '../../db/repositories/vacancies.repository.ts';
import { conflict, forbiddenResource, notFound } from '../../errors.ts';
import type { VacancyNotices } from './vacancy-notices.ts';
import { freePositions, offer, offerFreePositions } from './vacancy-offers.ts';
import { toVacancyDetail, toVacancySummary } from './vacancy-views.ts';

export type VacancyManagementService = ReturnType<typeof createVacancyManagementService>;

export type Manager = { userId: string; roles: readonly Role[] };

export function mayManage(scope: ManagerScope, vacancy: { programId: number; specialtyId: number }): boolean {
  return (
    scope.isAdmin ||
    scope.programIds.includes(vacancy.programId) ||
    scope.specialtyIds.includes(vacancy.specialtyId)
  );
}

function valuesOf(input: VacancyInput): VacancyValues {
  return {
    title: input.title.trim(),
    positionType: input.positionType,
    positions: input.positions,
    description: input.description.trim(),
    startDate: input.startDate ?? null,
    closesAt: input.closesAt ? new Date(input.closesAt) : null,
    contactEmail: input.contactEmail?.trim() || null,
    offerHours: input.offerHours,
  };
}

export function toCandidate(row: VacancyApplicationRow): VacancyCandidate {
  return {
    id: row.id,
    applicantId: row.applicantId,
    applicantCode: row.applicantCode,
    name: row.name,
    email: row.email,
    status: row.status,
    coverNote: row.coverNote,
    candidateRank: row.candidateRank,
    createdAt: row.createdAt.toISOString(),
    offeredAt: row.offeredAt?.toISOString() ?? null,
    offerExpiresAt: row.offerExpiresAt?.toISOString() ?? null,
    answeredAt: row.answeredAt?.toISOString() ?? null,
  };
}

export function createVacancyManagementService(deps: {
  db: DbExecutor;
  clock: Clock;
  notices: VacancyNotices;
}) {
  const { db, clock, notices } = deps;

  async function scopeOf(manager: Manager): Promise<ManagerScope> {
    const isAdmin = manager.roles.includes('Admin');
    if (isAdmin) return { isAdmin, programIds: [], specialtyIds: [] };
    const [programIds, specialtyIds] = await Promise.all([
      manager.roles.includes('ProgramUser') ? listUserProgramIds(db, manager.userId) : [],
      manager.roles.includes('SocietyUser') ? listSocietySpecialtyIds(db, manager.userId) : [],
    ]);
    return { isAdmin, programIds, specialtyIds };
  }

  async function managed(manager: Manager, id: number): Promise<VacancyRow> {
    const vacancy = await findVacancy(db, id);
    if (!vacancy) throw notFound();
    if (!mayManage(await scopeOf(manager), vacancy)) throw forbiddenResource();
    return vacancy;
  }

  async function detail(id: number): Promise<ManagedVacancyDetail> {
    const [vacancy, counts] = await Promise.all([findVacancy(db, id), countApplications(db, id)]);
    if (!vacancy) throw notFound();
    return {
      ...toVacancyDetail(vacancy),
      acceptedCount: counts.acceptedCount,
      offeredCount: counts.offeredCount,
      applicationCount: counts.applicationCount,
    };
  }

  async function candidates(id: number): Promise<VacancyCandidates> {
    const [vacancy, rows] = await Promise.all([detail(id), listCandidates(db, id)]);
    return { vacancy, items: rows.map(toCandidate) };
  }

  async function programFor(manager: Manager, programId: number) {
    const program = await findProgramSpecialty(db, programId);
    if (!program) throw notFound();
    if (!mayManage(await scopeOf(manager), { programId, specialtyId: program.specialtyId }))
      throw forbiddenResource();
    return program;
  }

  /** Moves the vacancy and settles its live applications; the NotSelected are told. */
  async function close(
    manager: Manager,
    id: number,
    from: readonly VacancyStatus[],
  ): Promise<ManagedVacancyDetail> {
    await managed(manager, id);
    const now = clock.now();
    const notSelected = await withTransaction(db, async (tx) => {
      const vacancy = await lockVacancy(tx, id);
      if (!vacancy) throw notFound();
      if (!(await moveVacancyStatus(tx, id, from, 'Closed', now)))
        throw conflict(vacancyMessages.VacancyAlreadyClosed);
      return moveApplications(tx, { vacancyId: id }, ['Applied', 'Offered'], 'NotSelected', now);
    });
    await notices.notSelected(id, notSelected);
    return detail(id);
  }

  return {
    async list(
      manager: Manager,
      query: {
        page: number;
        pageSize: number;
        search?: string | undefined;
        sort: ManagedSort;
        direction: 'asc' | 'desc';
        status?: VacancyStatus | undefined;
      },
    ): Promise<{ items: ManagedVacancy[]; total: number }> {
      const { items, total } = await listManagedVacancies(db, await scopeOf(manager), query);
      return {
        total,
        items: items.map((row) => ({
          ...toVacancySummary(row),
          applicationCount: row.applicationCount,
          newCount: row.newCount,
          offeredCount: row.offeredCount,
          acceptedCount: row.acceptedCount,
        })),
      };
    },

    async programs(manager: Manager, search: string | undefined) {
      const rows = await listPostingPrograms(db, await scopeOf(manager), search);
      return {
        items: rows.map((row) => ({
          id: row.id,
          code: row.code,
          name: row.name,
          specialtyName: row.specialtyName,
        })),
      };
    },

    async get(manager: Manager, id: number): Promise<ManagedVacancyDetail> {
      await managed(manager, id);
      return detail(id);
    },

    async create(manager: Manager, input: VacancyInput): Promise<ManagedVacancyDetail> {
      const program = await programFor(manager, input.programId);
      const id = await insertVacancy(db, {
        ...valuesOf(input),
        programId: program.id,
        specialtyId: program.specialtyId,
        createdByUserId: manager.userId,
      });
      return detail(id);
    },

    async update(manager: Manager, id: number, input: VacancyInput): Promise<ManagedVacancyDetail> {
      const current = await managed(manager, id);
      if (input.programId !== current.programId) throw conflict(vacancyMessages.VacancyProgramChanged);
      const now = clock.now();
      const offered = await withTransaction(db, async (tx) => {
        const vacancy = await lockVacancy(tx, id);
        if (!vacancy) throw notFound();
        if (vacancy.status !== 'Draft' && vacancy.status !== 'Open')
          throw conflict(vacancyMessages.VacancyNotEditable);
        const counts = await countApplications(tx, id);
        if (input.positions < counts.acceptedCount)
          throw conflict(
            vacancyMessages.VacancyPositionsBelowAccepted.replace('{count}', String(counts.acceptedCount)),
          );
        await updateVacancyValues(tx, id, valuesOf(input), now);
        return [] as number[];
      });
      await notices.offered(id, offered, manager.userId);
      return detail(id);
    },

    /** Draft → Open; subscribers are told. */
    async post(manager: Manager, id: number): Promise<ManagedVacancyDetail> {
      await managed(manager, id);
      const moved = await moveVacancyStatus(db, id, ['Draft'], 'Open', clock.now());
      if (!moved) throw conflict(vacancyMessages.VacancyNotDraft);
      await notices.posted(id, manager.userId);
      return detail(id);
    },

    close: (manager: Manager, id: number) => close(manager, id, ['Draft', 'Open']),

    async candidates(manager: Manager, id: number): Promise<VacancyCandidates> {
      await managed(manager, id);
      return candidates(id);
    },

    async candidate(manager: Manager, id: number, applicationId: number) {
      await managed(manager, id);
      const row = await findApplication(db, applicationId);
      if (!row || row.vacancyId !== id) throw notFound();
      const cas = (await findCasSnapshot(db, applicationId)) as Cas | null;
      return { ...toCandidate(row), cas };
    },

    async order(manager: Manager, id: number, applicationIds: number[]): Promise<VacancyCandidates> {
      await managed(manager, id);
      const own = new Set((await listCandidates(db, id)).map((row) => row.id));
      const ids = [...new Set(applicationIds)];
      if (ids.some((applicationId) => !own.has(applicationId))) throw notFound();
      await setCandidateRanks(db, id, ids, clock.now());
      return candidates(id);
    },

    /** Offers free positions to the next candidates in order, or to the one given. */
    async offer(
      manager: Manager,
      id: number,
      applicationId: number | null | undefined,
    ): Promise<VacancyCandidates> {
      await managed(manager, id);
      const now = clock.now();
      const offered = await withTransaction(db, async (tx) => {
        const vacancy = await lockVacancy(tx, id);
        if (!vacancy) throw notFound();
        if (vacancy.status !== 'Open') throw conflict(vacancyMessages.VacancyNotOpen);
        const free = await freePositions(tx, vacancy);
        if (free === 0) throw conflict(vacancyMessages.VacancyNoFreePosition);
        if (applicationId) {
          const row = await findApplication(tx, applicationId);
          if (!row || row.vacancyId !== id) throw notFound();
          if (row.status !== 'Applied') throw conflict(vacancyMessages.VacancyCandidateNotWaiting);
          return offer(tx, vacancy, [applicationId], now);
        }
        const ids = await offerFreePositions(tx, vacancy, now);
        if (ids.length === 0) throw conflict(vacancyMessages.VacancyNoCandidate);
        return ids;
      });
      await notices.offered(id, offered, manager.userId);
      return candidates(id);
    },
  };
}
