/**
 * The applicant's rank list of a cycle (issue 6): the programs they sent an application to, in their
 * order, with their own notes. Changes follow platform.md §6 (an archived cycle is read-only) and
 * stop at the applicants' rank list deadline; a changed order un-certifies the list.
 */
import type {
  ApplicantRankList,
  RankListInput,
} from '../../../core/contracts/rank-lists/rank-lists.contract.ts';
import { messages } from '../../../core/domain/messages.ts';
import {
  applicantRankingClosedReason,
  isRankListDeadlinePassed,
  MAX_RANK_LIST_ENTRIES,
} from '../../../core/domain/rank-lists.ts';
import { setNoRankListDeclaredAt } from '../../db/repositories/applicants.repository.ts';
import { listAppliedPrograms } from '../../db/repositories/rank-lists.repository.ts';
import { applicantActionDenied, conflict } from '../../errors.ts';
import type { ApplicantInCycle } from '../applicants/applicant-access.service.ts';
import type { ApplicantServiceDeps } from '../applicants/applicant-deps.ts';
import { createRankListStore } from './rank-list-store.ts';

export type ApplicantRankListService = ReturnType<typeof createApplicantRankListService>;

export function createApplicantRankListService(deps: Pick<ApplicantServiceDeps, 'db' | 'clock' | 'access'>) {
  const { db, clock, access } = deps;
  const store = createRankListStore({ db, clock });

  /** Why the list cannot change now: the spec's restriction reasons (platform.md §6) first, then the deadline. */
  const declineReason = (context: ApplicantInCycle): string | null =>
    applicantRankingClosedReason(context.cycle, clock.now());

  async function view(userId: string, context: ApplicantInCycle): Promise<ApplicantRankList> {
    const owner = { applicantId: context.applicant.id };
    const [stored, applied] = await Promise.all([
      store.read(context.cycle.id, owner, userId),
      listAppliedPrograms(db, context.applicant.id, context.cycle.id),
    ]);
    const byId = new Map(applied.map((p) => [p.programId, p]));
    // A program whose application was withdrawn since it was ranked drops out of the list shown.
    const entries = stored.rankedIds.flatMap((programId) => {
      const program = byId.get(programId);
      return program ? [{ ...program, note: stored.notes.get(programId) ?? null }] : [];
    });
    const ranked = new Set(stored.rankedIds);
    const reason = declineReason(context);
    const deadline = context.cycle.applicantsRankListDeadlineDate;
    return {
      matchCycleCode: context.cycle.code,
      matchCycleName: context.cycle.name,
      deadline: deadline?.toISOString() ?? null,
      isDeadlinePassed: deadline ? isRankListDeadlinePassed(deadline, clock.now()) : false,
      noRankListDeclaredAt: context.registration?.noRankListDeclaredAt?.toISOString() ?? null,
      version: stored.list?.version ?? 0,
      certifiedAt: stored.list?.certifiedAt?.toISOString() ?? null,
      maxEntries: MAX_RANK_LIST_ENTRIES,
      entries: entries.map((entry, i) => ({ rank: i + 1, ...entry })),
      unranked: applied
        .filter((p) => !ranked.has(p.programId))
        .map(({ programId, programCode, programName }) => ({ programId, programCode, programName })),
      actions: {
        canEdit: reason === null,
        canCertify: reason === null && entries.length > 0 && !stored.list?.certifiedAt,
      },
      declineReason: reason,
    };
  }

  /** In the cycle and allowed to change the list now (else the 'Denied' popup's 409 with the reason). */
  async function changing(userId: string, matchCycleCode: string): Promise<ApplicantInCycle> {
    const context = await access.inCycle(userId, { code: matchCycleCode });
    const reason = declineReason(context);
    if (reason) throw applicantActionDenied(reason);
    return context;
  }

  return {
    async get(userId: string, matchCycleCode: string): Promise<ApplicantRankList> {
      return view(userId, await access.inCycle(userId, { code: matchCycleCode }));
    },

    async save(userId: string, matchCycleCode: string, input: RankListInput): Promise<ApplicantRankList> {
      const context = await changing(userId, matchCycleCode);
      // Ranking and "I will not submit a rank list" exclude each other; an empty save stays allowed.
      if (context.registration?.noRankListDeclaredAt && input.programIds.length > 0) {
        throw conflict(messages.RankListAfterNoRankListDeclared);
      }
      const applied = await listAppliedPrograms(db, context.applicant.id, context.cycle.id);
      await store.save(
        {
          matchCycleId: context.cycle.id,
          owner: { applicantId: context.applicant.id },
          userId,
          subjectIds: input.programIds,
          notes: input.notes,
          version: input.version,
          allowed: new Set(applied.map((p) => p.programId)),
          field: 'programIds',
          notAllowed: messages.RankListProgramNotApplied,
        },
        () => view(userId, context),
      );
      return view(userId, context);
    },

    async certify(userId: string, matchCycleCode: string, version: number): Promise<ApplicantRankList> {
      const context = await changing(userId, matchCycleCode);
      const current = await view(userId, context);
      await store.certify(
        {
          matchCycleId: context.cycle.id,
          owner: { applicantId: context.applicant.id },
          userId,
          version,
          isEmpty: current.entries.length === 0,
        },
        async () => current,
      );
      return view(userId, context);
    },

    /**
     * "I will not submit a rank list" (declared) or its withdrawal, under the same rules as a change
     * of the list. Refused while programs are ranked, so a declaration never silently drops a list.
     */
    async declareNoRankList(
      userId: string,
      matchCycleCode: string,
      declared: boolean,
    ): Promise<ApplicantRankList> {
      const context = await changing(userId, matchCycleCode);
      if (!context.registration) throw conflict(messages.NoRankListNeedsRegistration);
      if (declared && !context.registration.noRankListDeclaredAt) {
        const current = await view(userId, context);
        if (current.entries.length > 0) throw conflict(messages.NoRankListDeclaredWithEntries);
      }
      const declaredAt = declared ? (context.registration.noRankListDeclaredAt ?? clock.now()) : null;
      await setNoRankListDeclaredAt(db, context.applicant.id, context.cycle.id, declaredAt);
      return view(userId, {
        ...context,
        registration: { ...context.registration, noRankListDeclaredAt: declaredAt },
      });
    },
  };
}
