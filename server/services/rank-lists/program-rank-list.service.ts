/**
 * A program's rank list of a cycle (issue 6): the applicants who sent the program an application, in
 * the program's order, with each program user's own notes. Every program user of the program edits;
 * only its director certifies. Nothing changes in a cycle that is not Active (an archived one is
 * read-only, business.md §4) or from the programs' rank list deadline on.
 */
import type {
  ProgramRankList,
  ProgramRankListInput,
} from '../../../core/contracts/rank-lists/rank-lists.contract.ts';
import { formatMessage, message, messages } from '../../../core/domain/messages.ts';
import { formatPacificDateTime } from '../../../core/domain/pacific-time.ts';
import { isRankListDeadlinePassed, MAX_RANK_LIST_ENTRIES } from '../../../core/domain/rank-lists.ts';
import type { Clock } from '../../clock.ts';
import type { DbExecutor } from '../../db/client.ts';
import { acceptedInterviewsOfProgram } from '../../db/repositories/interviews.repository.ts';
import {
  findProgramInCycle,
  listProgramApplicants,
  type ProgramInCycle,
} from '../../db/repositories/program-user.repository.ts';
import { conflict, forbiddenResource, notFound } from '../../errors.ts';
import { createRankListStore } from './rank-list-store.ts';

export type ProgramRankListService = ReturnType<typeof createProgramRankListService>;

type Where = { matchCycleCode: string; programCode: string };

export function createProgramRankListService(deps: { db: DbExecutor; clock: Clock }) {
  const { db, clock } = deps;
  const store = createRankListStore({ db, clock });

  async function programOf(userId: string, where: Where): Promise<ProgramInCycle> {
    const found = await findProgramInCycle(db, userId, where.programCode, where.matchCycleCode);
    // Not the user's program, or no such program or cycle: nobody learns which.
    if (!found) throw notFound();
    if (!found.takesPart) throw conflict(messages.ProgramNotInMatchCycle);
    return found;
  }

  function declineReason(program: ProgramInCycle): string | null {
    if (program.cycleStatus === 'Archived') return messages.MatchCycleArchived;
    if (program.cycleStatus !== 'Active') {
      return formatMessage(messages.DeclineMatchCycleStatus, {
        name: program.cycleName,
        status: program.cycleStatus,
      });
    }
    const deadline = program.programsRankListDeadlineDate;
    return deadline && isRankListDeadlinePassed(deadline, clock.now())
      ? message('RankListDeadlinePassed', { deadline: formatPacificDateTime(deadline) })
      : null;
  }

  async function view(userId: string, program: ProgramInCycle): Promise<ProgramRankList> {
    const owner = { programId: program.programId };
    const [stored, listed, interviews] = await Promise.all([
      store.read(program.cycleId, owner, userId),
      listProgramApplicants(db, program.programId, program.cycleId),
      acceptedInterviewsOfProgram(db, program.programId, program.cycleId),
    ]);
    const applicants = listed.map((a) => {
      const interview = interviews.get(a.applicantId);
      return {
        ...a,
        interview: interview
          ? { status: interview.status, startsAt: interview.startsAt?.toISOString() ?? null }
          : null,
      };
    });
    const byId = new Map(applicants.map((a) => [a.applicantId, a]));
    // An applicant who withdrew since being ranked drops out of the list shown.
    const entries = stored.rankedIds.flatMap((applicantId) => {
      const applicant = byId.get(applicantId);
      return applicant ? [{ ...applicant, note: stored.notes.get(applicantId) ?? null }] : [];
    });
    const ranked = new Set(stored.rankedIds);
    const reason = declineReason(program);
    const deadline = program.programsRankListDeadlineDate;
    return {
      matchCycleCode: program.cycleCode,
      matchCycleName: program.cycleName,
      programCode: program.programCode,
      programName: program.programName,
      isDirector: program.isDirector,
      deadline: deadline?.toISOString() ?? null,
      isDeadlinePassed: deadline ? isRankListDeadlinePassed(deadline, clock.now()) : false,
      version: stored.list?.version ?? 0,
      certifiedAt: stored.list?.certifiedAt?.toISOString() ?? null,
      maxEntries: MAX_RANK_LIST_ENTRIES,
      entries: entries.map((entry, i) => ({ rank: i + 1, ...entry })),
      // The applicants the program interviewed come first (a stable sort keeps the names' order).
      unranked: applicants
        .filter((a) => !ranked.has(a.applicantId))
        .sort((a, b) => Number(b.interview !== null) - Number(a.interview !== null)),
      actions: {
        canEdit: reason === null,
        canCertify: reason === null && program.isDirector && entries.length > 0 && !stored.list?.certifiedAt,
      },
      declineReason: reason,
    };
  }

  /** The user's program, allowed to change its list now (else 409 with the reason). */
  async function changing(userId: string, where: Where): Promise<ProgramInCycle> {
    const program = await programOf(userId, where);
    const reason = declineReason(program);
    if (reason) throw conflict(reason);
    return program;
  }

  return {
    async get(userId: string, where: Where): Promise<ProgramRankList> {
      return view(userId, await programOf(userId, where));
    },

    async save(userId: string, where: Where, input: ProgramRankListInput): Promise<ProgramRankList> {
      const program = await changing(userId, where);
      const applicants = await listProgramApplicants(db, program.programId, program.cycleId);
      await store.save(
        {
          matchCycleId: program.cycleId,
          owner: { programId: program.programId },
          userId,
          subjectIds: input.applicantIds,
          notes: input.notes,
          version: input.version,
          allowed: new Set(applicants.map((a) => a.applicantId)),
          field: 'applicantIds',
          notAllowed: messages.RankListApplicantNotApplied,
        },
        () => view(userId, program),
      );
      return view(userId, program);
    },

    async certify(userId: string, where: Where, version: number): Promise<ProgramRankList> {
      const program = await changing(userId, where);
      if (!program.isDirector) throw forbiddenResource(messages.RankListDirectorCertifies);
      const current = await view(userId, program);
      await store.certify(
        {
          matchCycleId: program.cycleId,
          owner: { programId: program.programId },
          userId,
          version,
          isEmpty: current.entries.length === 0,
        },
        async () => current,
      );
      return view(userId, program);
    },
  };
}
