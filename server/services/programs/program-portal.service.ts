/**
 * The program portal (issue 15, business.md §2.3): a program user's view of their program. Every
 * method names the program by code and first checks the caller is one of its users (404 otherwise:
 * nobody learns whether the program exists). Directors alone manage users, through the invitation
 * flow: an existing account is only invited and joins when its owner accepts (issue 11).
 */
import type { Paged } from '../../../core/contracts/paging.ts';
import type {
  PortalProgramUsers,
  PortalRankList,
  PortalUserInvitation,
  ProgramCycleSummary,
  ProgramHomeSummary,
  ProgramProfile,
  ProgramProfileInput,
} from '../../../core/contracts/programs/program-portal.contract.ts';
import type { ProgramPositions } from '../../../core/contracts/programs/programs.contract.ts';
import type { RequestDetails, RequestListItem } from '../../../core/contracts/requests/requests.contract.ts';
import { applicationStatuses } from '../../../core/domain/applicant-restrictions.ts';
import { invitationStatuses } from '../../../core/domain/interviews.ts';
import { pacificDateOf } from '../../../core/domain/match-calendar.ts';
import { messages } from '../../../core/domain/messages.ts';
import { isRankListDeadlinePassed } from '../../../core/domain/rank-lists.ts';
import type { RequestKind } from '../../../core/domain/request-kinds.ts';
import { seasonMessages } from '../../../core/domain/season-messages.ts';
import type { Clock } from '../../clock.ts';
import { type DbExecutor, withTransaction } from '../../db/client.ts';
import {
  countProgramDirectors,
  findProgramOfUser,
  type ProgramOfUser,
  type RankListFigures,
  readHomeCounts,
  readSummaryCounts,
} from '../../db/repositories/program-portal.repository.ts';
import { findProgramInCycle, type ProgramInCycle } from '../../db/repositories/program-user.repository.ts';
import {
  deleteProgramUser,
  findProgramUser,
  listProgramUsers,
  updateProgramRow,
} from '../../db/repositories/programs.repository.ts';
import type { RequestFilter } from '../../db/repositories/requests.repository.ts';
import { findUserByEmail } from '../../db/repositories/users.repository.ts';
import { conflict, forbiddenResource, notFound, ValidationFailure } from '../../errors.ts';
import type { InvitedUserService } from '../auth/invited-user.service.ts';
import { checkAddress } from '../reference-data/address-check.ts';
import type { RequestService } from '../requests/request.service.ts';
import type { ProgramService } from './programs.service.ts';

export type ProgramPortalService = ReturnType<typeof createProgramPortalService>;

type Where = { matchCycleCode: string; programCode: string };

/** Monday and Sunday (Pacific dates) of the week of `now`. */
export function weekOf(now: Date): { from: string; to: string } {
  const today = pacificDateOf(now);
  const day = new Date(`${today}T12:00:00Z`);
  const sinceMonday = (day.getUTCDay() + 6) % 7;
  const monday = new Date(day.getTime() - sinceMonday * 86_400_000);
  const sunday = new Date(monday.getTime() + 6 * 86_400_000);
  return { from: monday.toISOString().slice(0, 10), to: sunday.toISOString().slice(0, 10) };
}

export function createProgramPortalService(deps: {
  db: DbExecutor;
  clock: Clock;
  programs: ProgramService;
  invitedUsers: InvitedUserService;
  requests: RequestService;
}) {
  const { db, clock, programs, invitedUsers, requests } = deps;

  async function programOf(userId: string, programCode: string): Promise<ProgramOfUser> {
    const found = await findProgramOfUser(db, userId, programCode);
    if (!found) throw notFound();
    return found;
  }

  async function directorOf(userId: string, programCode: string): Promise<ProgramOfUser> {
    const program = await programOf(userId, programCode);
    if (!program.isDirector) throw forbiddenResource(seasonMessages.ProgramDirectorsOnly);
    return program;
  }

  async function inCycle(userId: string, where: Where): Promise<ProgramInCycle> {
    const found = await findProgramInCycle(db, userId, where.programCode, where.matchCycleCode);
    if (!found) throw notFound();
    return found;
  }

  function rankListOf(program: ProgramInCycle, figures: RankListFigures): PortalRankList {
    const deadline = program.programsRankListDeadlineDate;
    return {
      state: figures.certifiedAt ? 'Certified' : figures.entries > 0 ? 'NotCertified' : 'NotStarted',
      entries: figures.entries,
      certifiedAt: figures.certifiedAt,
      deadline: deadline?.toISOString() ?? null,
      isDeadlinePassed: deadline ? isRankListDeadlinePassed(deadline, clock.now()) : false,
    };
  }

  function cycleBasics(program: ProgramInCycle) {
    return {
      programId: program.programId,
      programCode: program.programCode,
      programName: program.programName,
      matchCycleCode: program.cycleCode,
      matchCycleName: program.cycleName,
      cycleStatus: program.cycleStatus,
      isDirector: program.isDirector,
      takesPart: program.takesPart,
    };
  }

  async function profile(program: ProgramOfUser): Promise<ProgramProfile> {
    return { ...(await programs.details(program.id)), isDirector: program.isDirector };
  }

  return {
    async home(userId: string, where: Where): Promise<ProgramHomeSummary> {
      const program = await inCycle(userId, where);
      const week = weekOf(clock.now());
      const counts = await readHomeCounts(db, {
        programId: program.programId,
        matchCycleId: program.cycleId,
        fromDate: week.from,
        toDate: week.to,
      });
      return {
        ...cycleBasics(program),
        applicationsToReview: counts.applicationsToReview,
        invitationsPending: counts.invitationsPending,
        interviewDaysThisWeek: counts.interviewDays,
        weekStart: week.from,
        weekEnd: week.to,
        rankList: rankListOf(program, counts),
      };
    },

    async summary(userId: string, where: Where): Promise<ProgramCycleSummary> {
      const program = await inCycle(userId, where);
      const counts = await readSummaryCounts(db, {
        programId: program.programId,
        matchCycleId: program.cycleId,
      });
      const countOf = (rows: { status: string; count: number }[], status: string) =>
        rows.find((r) => r.status === status)?.count ?? 0;
      return {
        ...cycleBasics(program),
        positions: counts.positions,
        // Applications still being written are the applicant's business, not the program's.
        applicationsByStatus: applicationStatuses
          .filter((status) => status !== 'InProgress')
          .map((status) => ({ status, count: countOf(counts.applications, status) })),
        invitationsByStatus: invitationStatuses.map((status) => ({
          status,
          count: countOf(counts.invitations, status),
        })),
        rankList: rankListOf(program, counts),
      };
    },

    async profile(userId: string, programCode: string): Promise<ProgramProfile> {
      return profile(await programOf(userId, programCode));
    },

    /** The fields that do not name the program: address, phone, fax, website, description. */
    async updateProfile(
      userId: string,
      programCode: string,
      input: ProgramProfileInput,
    ): Promise<ProgramProfile> {
      const program = await programOf(userId, programCode);
      const problems = await checkAddress(db, input);
      if (Object.keys(problems).length > 0) throw new ValidationFailure(problems);
      await withTransaction(db, (tx) =>
        updateProgramRow(tx, program.id, { ...input, updatedAt: clock.now() }),
      );
      return profile(program);
    },

    async users(userId: string, programCode: string): Promise<PortalProgramUsers> {
      const program = await programOf(userId, programCode);
      const { items } = await listProgramUsers(db, program.id, {
        sort: 'name',
        direction: 'asc',
        page: 1,
        pageSize: 500,
      });
      return { items, canManage: program.isDirector };
    },

    async inviteUser(
      userId: string,
      programCode: string,
      input: { email: string; firstName: string; lastName: string; isDirector: boolean },
    ): Promise<PortalUserInvitation> {
      const program = await directorOf(userId, programCode);
      const details = await programs.details(program.id);
      const role = input.isDirector ? 'program director' : 'program user';
      const existing = await findUserByEmail(db, input.email);
      if (existing && (await findProgramUser(db, program.id, existing.id))) {
        throw conflict(messages.ProgramUserAttached);
      }
      const invited = await invitedUsers.invite({
        email: input.email,
        firstName: input.firstName,
        lastName: input.lastName,
        roles: ['ProgramUser'],
        memberships: [{ kind: 'ProgramUser', programId: program.id, isDirector: input.isDirector }],
        reason: `as a ${role} of ${details.name}`,
        invitedByUserId: userId,
      });
      return {
        email: invited.user.email,
        pending: invited.pending,
        expiresAt: invited.invitation?.expiresAt.toISOString() ?? null,
      };
    },

    /** Directors remove a user (themselves too), never the program's last director. */
    async removeUser(userId: string, programCode: string, removedUserId: string): Promise<{ ok: true }> {
      const program = await directorOf(userId, programCode);
      await withTransaction(db, async (tx) => {
        const member = await findProgramUser(tx, program.id, removedUserId);
        if (!member) throw notFound();
        if (member.isDirector && (await countProgramDirectors(tx, program.id)) <= 1) {
          throw conflict(seasonMessages.ProgramLastDirector);
        }
        if (!(await deleteProgramUser(tx, program.id, removedUserId))) throw notFound();
      });
      return { ok: true };
    },

    async listings(userId: string, programCode: string): Promise<ProgramPositions> {
      const program = await programOf(userId, programCode);
      return programs.positions(program.id);
    },

    async requests(
      userId: string,
      programCode: string,
      filter: Omit<RequestFilter, 'kinds' | 'specialtyIds' | 'programId'> & { kind: RequestKind },
    ): Promise<Paged<RequestListItem>> {
      const program = await programOf(userId, programCode);
      return requests.programList(program.id, userId, filter);
    },

    async requestRename(userId: string, programCode: string, newName: string): Promise<RequestDetails> {
      const program = await programOf(userId, programCode);
      return requests.programRename(userId, program, newName);
    },

    async requestPositions(
      userId: string,
      programCode: string,
      input: { matchCycleId: number; positions: number },
    ): Promise<RequestDetails> {
      const program = await programOf(userId, programCode);
      return requests.programPositionsChange(userId, program, input);
    },

    joinProgram: (userId: string, programId: number) => requests.joinProgram(userId, programId),

    myJoinRequests: (userId: string) => requests.myJoinRequests(userId),
  };
}
