/**
 * What an applicant asks a program to which it applied (issue 15, ADR 0024 decision 8): an interview
 * date change, a virtual interview, a fee waiver, program information or something else. The
 * applicant edits or cancels while Pending; any user of the program answers or declines, once. Each
 * new request tells the program's users; each answer tells the applicant.
 */
import type {
  ApplicantProgramRequest,
  ApplicantProgramRequestInput,
  ApplicantProgramRequests,
  ProgramApplicantRequests,
} from '../../../core/contracts/requests/applicant-program-requests.contract.ts';
import type {
  ApplicantProgramRequestKind,
  ApplicantProgramRequestStatus,
} from '../../../core/domain/interviews.ts';
import { formatMessage } from '../../../core/domain/messages.ts';
import { seasonMessages } from '../../../core/domain/season-messages.ts';
import type { Clock } from '../../clock.ts';
import type { DbExecutor } from '../../db/client.ts';
import {
  findProgramOfUser,
  findProgramRequest,
  insertProgramRequest,
  listApplicantRequests,
  listAppliedPrograms,
  listProgramRequests,
  listProgramUserIds,
  type ProgramRequestRow,
  updatePendingRequest,
} from '../../db/repositories/applicant-program-requests.repository.ts';
import { conflict, notFound, ValidationFailure } from '../../errors.ts';
import type { ApplicantAccess } from '../applicants/applicant-access.service.ts';
import type { NotifyService } from '../messaging/notify.service.ts';

export type ApplicantProgramRequestService = ReturnType<typeof createApplicantProgramRequestService>;

type Edit = { kind: ApplicantProgramRequestKind; subject: string; body: string };

function toRequest(row: ProgramRequestRow): ApplicantProgramRequest {
  return {
    id: row.id,
    matchCycleCode: row.matchCycleCode,
    programCode: row.programCode,
    programName: row.programName,
    applicantCode: row.applicantCode,
    applicantName: row.applicantName,
    kind: row.kind,
    subject: row.subject,
    body: row.body,
    status: row.status,
    answer: row.answer,
    answeredAt: row.answeredAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export function createApplicantProgramRequestService(deps: {
  db: DbExecutor;
  clock: Clock;
  access: ApplicantAccess;
  notify: NotifyService;
}) {
  const { db, clock, access, notify } = deps;

  async function mine(userId: string, where: { matchCycleCode: string; id: number }) {
    const context = await access.inCycle(userId, { code: where.matchCycleCode });
    const row = await findProgramRequest(db, where.id);
    if (!row || row.applicantId !== context.applicant.id || row.matchCycleId !== context.cycle.id)
      throw notFound();
    return { context, row };
  }

  async function reread(id: number): Promise<ApplicantProgramRequest> {
    return toRequest((await findProgramRequest(db, id))!);
  }

  async function programOf(userId: string, programCode: string) {
    const program = await findProgramOfUser(db, userId, programCode);
    if (!program) throw notFound();
    return program;
  }

  async function decide(
    userId: string,
    where: { programCode: string; id: number },
    status: Extract<ApplicantProgramRequestStatus, 'Answered' | 'Declined'>,
    answer: string,
  ): Promise<ApplicantProgramRequest> {
    const program = await programOf(userId, where.programCode);
    const row = await findProgramRequest(db, where.id);
    if (!row || row.programId !== program.programId) throw notFound();
    const at = clock.now();
    const changed = await updatePendingRequest(db, row.id, {
      status,
      answer: answer.trim(),
      answeredByUserId: userId,
      answeredAt: at,
      updatedAt: at,
    });
    if (!changed) throw conflict(seasonMessages.ProgramRequestNotPending);
    await notify.send({
      userIds: [row.applicantUserId],
      kind: 'General',
      type: status === 'Answered' ? 'Success' : 'Info',
      title: formatMessage(
        status === 'Answered'
          ? seasonMessages.ProgramRequestAnsweredTitle
          : seasonMessages.ProgramRequestDeclinedTitle,
        { program: row.programName },
      ),
      body: formatMessage(seasonMessages.ProgramRequestAnswerBody, {
        subject: row.subject,
        answer: answer.trim(),
      }),
      data: { matchCycleCode: row.matchCycleCode, programRequestId: String(row.id) },
      causedByUserId: userId,
    });
    return reread(row.id);
  }

  return {
    // ---------- the applicant ----------

    async listMine(userId: string, where: { matchCycleCode: string }): Promise<ApplicantProgramRequests> {
      const context = await access.inCycle(userId, { code: where.matchCycleCode });
      const [programs, rows] = await Promise.all([
        listAppliedPrograms(db, context.applicant.id, context.cycle.id),
        listApplicantRequests(db, context.applicant.id, context.cycle.id),
      ]);
      return {
        matchCycleCode: context.cycle.code,
        programs: programs.map(({ programCode, programName }) => ({ programCode, programName })),
        requests: rows.map(toRequest),
      };
    },

    async getMine(
      userId: string,
      where: { matchCycleCode: string; id: number },
    ): Promise<ApplicantProgramRequest> {
      return toRequest((await mine(userId, where)).row);
    },

    async create(
      userId: string,
      where: { matchCycleCode: string },
      input: ApplicantProgramRequestInput,
    ): Promise<ApplicantProgramRequest> {
      const context = await access.inCycle(userId, { code: where.matchCycleCode });
      access.assertMayAct(context);
      const applied = await listAppliedPrograms(db, context.applicant.id, context.cycle.id);
      const program = applied.find((p) => p.programCode === input.programCode.trim());
      if (!program) throw new ValidationFailure({ programCode: [seasonMessages.ProgramRequestNotApplied] });
      const id = await insertProgramRequest(db, {
        applicantId: context.applicant.id,
        programId: program.programId,
        matchCycleId: context.cycle.id,
        kind: input.kind,
        subject: input.subject.trim(),
        body: input.body.trim(),
        createdAt: clock.now(),
      });
      const created = await reread(id);
      await notify.send({
        userIds: await listProgramUserIds(db, program.programId),
        kind: 'General',
        title: seasonMessages.ProgramRequestNewTitle,
        body: formatMessage(seasonMessages.ProgramRequestNewBody, {
          applicant: `${created.applicantName} (${created.applicantCode})`,
          subject: created.subject,
        }),
        data: { programCode: program.programCode, programRequestId: String(id) },
        causedByUserId: userId,
      });
      return created;
    },

    async update(
      userId: string,
      where: { matchCycleCode: string; id: number },
      input: Edit,
    ): Promise<ApplicantProgramRequest> {
      const { context, row } = await mine(userId, where);
      access.assertMayAct(context);
      const changed = await updatePendingRequest(db, row.id, {
        kind: input.kind,
        subject: input.subject.trim(),
        body: input.body.trim(),
        updatedAt: clock.now(),
      });
      if (!changed) throw conflict(seasonMessages.ProgramRequestNotPending);
      return reread(row.id);
    },

    async cancel(
      userId: string,
      where: { matchCycleCode: string; id: number },
    ): Promise<ApplicantProgramRequest> {
      const { row } = await mine(userId, where);
      const changed = await updatePendingRequest(db, row.id, { status: 'Cancelled', updatedAt: clock.now() });
      if (!changed) throw conflict(seasonMessages.ProgramRequestNotPending);
      return reread(row.id);
    },

    // ---------- the program ----------

    async listForProgram(
      userId: string,
      where: { programCode: string },
      filter: { matchCycleCode?: string | undefined; status?: ApplicantProgramRequestStatus | undefined },
    ): Promise<ProgramApplicantRequests> {
      const program = await programOf(userId, where.programCode);
      const rows = await listProgramRequests(db, program.programId, filter);
      return {
        programCode: program.programCode,
        programName: program.programName,
        requests: rows.map(toRequest),
      };
    },

    answer(userId: string, where: { programCode: string; id: number }, answer: string) {
      return decide(userId, where, 'Answered', answer);
    },

    decline(userId: string, where: { programCode: string; id: number }, answer: string) {
      return decide(userId, where, 'Declined', answer);
    },
  };
}
