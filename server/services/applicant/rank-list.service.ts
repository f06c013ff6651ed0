/**
 * The applicant's rank list of a cycle (issue 6): the programs they sent an application to, in their
 * order, with their own notes. Changes follow platform.md §6 (an archived cycle is read-only) and
 * stop at the applicants' rank list deadline; a changed order un-certifies the list.
 */
import type { ApplicantRankList, RankListInput } from '../../../core/contracts/rank-lists.contract.ts';
import { applicantDeclineReason } from '../../../core/domain/applicant-restrictions.ts';
import { message, messages } from '../../../core/domain/messages.ts';
import { formatPacificDateTime } from '../../../core/domain/pacific-time.ts';
import {
  isRankListDeadlinePassed,
  MAX_RANK_LIST_ENTRIES,
  rankOrderProblem,
} from '../../../core/domain/rank-lists.ts';
import {
  certifyRankList,
  findRankList,
  listAppliedPrograms,
  listNotes,
  listRankedIds,
  replaceNotes,
  saveRankOrder,
} from '../../db/repositories/rank-lists.repository.ts';
import { applicantActionDenied, conflict, StaleWrite, ValidationFailure } from '../errors.ts';
import type { ApplicantInCycle } from './applicant-access.service.ts';
import type { ApplicantServiceDeps } from './applicant-deps.ts';

export type ApplicantRankListService = ReturnType<typeof createApplicantRankListService>;

export function createApplicantRankListService(deps: Pick<ApplicantServiceDeps, 'db' | 'clock' | 'access'>) {
  const { db, clock, access } = deps;

  /** Why the list cannot change now: the spec's restriction reasons (platform.md §6) first, then the deadline. */
  function declineReason(context: ApplicantInCycle): string | null {
    const restriction = applicantDeclineReason({
      cycle: { name: context.cycle.name, status: context.cycle.status },
      application: null,
      isPaymentPending: false,
    });
    if (restriction) return restriction;
    const deadline = context.cycle.applicantsRankListDeadlineDate;
    return deadline && isRankListDeadlinePassed(deadline, clock.now())
      ? message('RankListDeadlinePassed', { deadline: formatPacificDateTime(deadline) })
      : null;
  }

  async function view(userId: string, context: ApplicantInCycle): Promise<ApplicantRankList> {
    const owner = { applicantId: context.applicant.id };
    const [list, applied] = await Promise.all([
      findRankList(db, context.cycle.id, owner),
      listAppliedPrograms(db, context.applicant.id, context.cycle.id),
    ]);
    const [rankedIds, notes] = list
      ? await Promise.all([listRankedIds(db, list.id), listNotes(db, list.id, userId)])
      : [[], new Map<number, string>()];
    const byId = new Map(applied.map((p) => [p.programId, p]));
    // A program whose application was withdrawn since it was ranked drops out of the list shown.
    const entries = rankedIds.flatMap((programId) => {
      const program = byId.get(programId);
      return program ? [{ ...program, note: notes.get(programId) ?? null }] : [];
    });
    const ranked = new Set(rankedIds);
    const reason = declineReason(context);
    const deadline = context.cycle.applicantsRankListDeadlineDate;
    return {
      matchCycleCode: context.cycle.code,
      matchCycleName: context.cycle.name,
      deadline: deadline?.toISOString() ?? null,
      isDeadlinePassed: deadline ? isRankListDeadlinePassed(deadline, clock.now()) : false,
      version: list?.version ?? 0,
      certifiedAt: list?.certifiedAt?.toISOString() ?? null,
      maxEntries: MAX_RANK_LIST_ENTRIES,
      entries: entries.map((entry, i) => ({ rank: i + 1, ...entry })),
      unranked: applied
        .filter((p) => !ranked.has(p.programId))
        .map(({ programId, programCode, programName }) => ({ programId, programCode, programName })),
      actions: {
        canEdit: reason === null,
        canCertify: reason === null && entries.length > 0 && !list?.certifiedAt,
      },
      declineReason: reason,
    };
  }

  /** Refuses with the reason the screen shows, as the 'Denied' popup's 409 ApplicantActionDenied. */
  function assertMayChange(context: ApplicantInCycle): void {
    const reason = declineReason(context);
    if (reason) throw applicantActionDenied(reason);
  }

  return {
    async get(userId: string, matchCycleCode: string): Promise<ApplicantRankList> {
      return view(userId, await access.inCycle(userId, { code: matchCycleCode }));
    },

    async save(userId: string, matchCycleCode: string, input: RankListInput): Promise<ApplicantRankList> {
      const context = await access.inCycle(userId, { code: matchCycleCode });
      assertMayChange(context);
      const problem = rankOrderProblem(input.programIds);
      if (problem) throw new ValidationFailure({ programIds: [problem] });
      const applied = new Set(
        (await listAppliedPrograms(db, context.applicant.id, context.cycle.id)).map((p) => p.programId),
      );
      if (input.programIds.some((id) => !applied.has(id))) {
        throw new ValidationFailure({ programIds: [messages.RankListProgramNotApplied] });
      }
      const notes = new Map(
        Object.entries(input.notes ?? {})
          .map(([id, note]): [number, string] => [Number(id), note])
          .filter(([id]) => input.programIds.includes(id)),
      );
      const saved = await db.transaction(async (tx) => {
        const row = await saveRankOrder(tx, {
          matchCycleId: context.cycle.id,
          owner: { applicantId: context.applicant.id },
          expectedVersion: input.version,
          subjectIds: input.programIds,
          now: clock.now(),
        });
        if (row) await replaceNotes(tx, row.id, userId, notes, clock.now());
        return row;
      });
      // Changed on another device meanwhile: the outbox shows both orders and lets the applicant choose.
      if (!saved) throw new StaleWrite(messages.RankListChangedMeanwhile, await view(userId, context));
      return view(userId, context);
    },

    async certify(userId: string, matchCycleCode: string, version: number): Promise<ApplicantRankList> {
      const context = await access.inCycle(userId, { code: matchCycleCode });
      assertMayChange(context);
      const list = await findRankList(db, context.cycle.id, { applicantId: context.applicant.id });
      const current = await view(userId, context);
      if (!list || current.entries.length === 0) throw conflict(messages.RankListEmptyCertify);
      const certified = await certifyRankList(db, {
        id: list.id,
        expectedVersion: version,
        userId,
        now: clock.now(),
      });
      if (!certified) throw new StaleWrite(messages.RankListChangedMeanwhile, current);
      return view(userId, context);
    },
  };
}
