/**
 * Applications to programs, signals, withdraw; the CAS and its PDF; admin views of an applicant
 * (APPLY). Every applicant write resolves the cycle with `access.inCycle` and asks `assertMayAct`
 * (platform.md §6) with what the write needs: the CAS deadline (a plain Pacific date, open through its
 * end) locks changes and sending; sending also waits for the registration fee (ADR 0011); a withdrawn
 * or match-canceled application refuses everything with the spec's reason.
 */
import type {
  AdminApplicantDocument,
  AdminApplicantOverview,
} from '../../../core/contracts/applicants/admin-applicants.contract.ts';
import type { Cas } from '../../../core/contracts/applicants/cas.contract.ts';
import type {
  Application,
  ApplicationAssignmentInput,
  ApplicationsOverview,
  CreateApplicationsInput,
} from '../../../core/contracts/applications/applications.contract.ts';
import { uploadContentUrl } from '../../../core/contracts/uploads/uploads.contract.ts';
import { applicantDeclineReason } from '../../../core/domain/applicant-restrictions.ts';
import {
  canMoveApplication,
  isApplicationFinal,
  isCasDeadlinePassed,
  signalLimitProblem,
  statusAfter,
} from '../../../core/domain/applications.ts';
import { applicationFeeCents } from '../../../core/domain/invoices.ts';
import { letterAssignmentProblem } from '../../../core/domain/letters.ts';
import { formatMessage, messages } from '../../../core/domain/messages.ts';
import { hubEvents, hubGroups } from '../../../core/realtime/hubs.ts';
import { withTransaction } from '../../db/client.ts';
import {
  findApplicantForAdmin,
  listApplicantCyclesForAdmin,
} from '../../db/repositories/admin-applicants.repository.ts';
import { listDocumentsOfApplicant } from '../../db/repositories/applicant-documents.repository.ts';
import { findCycleById } from '../../db/repositories/applicants.repository.ts';
import {
  type ApplicationRow,
  type ApplicationScope,
  countSignaled,
  findApplication,
  insertApplications,
  lettersOfApplicant,
  listApplications,
  lockApplicant,
  moveStatus,
  type OwnLetter,
  programsTakingPart,
  setSignal,
  statementsOfApplicant,
  storeCasSnapshot,
  updateAssignment,
} from '../../db/repositories/applications.repository.ts';
import { countApplicationFeeInvoices } from '../../db/repositories/invoices.repository.ts';
import { findUserById } from '../../db/repositories/users.repository.ts';
import { conflict, notFound, StaleWrite, ValidationFailure } from '../../errors.ts';
import type { PhotoViewer } from '../../policies/applicant-photo.policy.ts';
import type { ApplicantInCycle } from '../applicants/applicant-access.service.ts';
import type { ApplicantServiceDeps } from '../applicants/applicant-deps.ts';
import { assembleCas } from '../applicants/cas.service.ts';
import { renderCasPdf } from '../applicants/cas-pdf.ts';

export type ApplicationService = ReturnType<typeof createApplicationService>;

type Assignment = { personalStatementId: number | null; letterIds: number[] };

/** What the cycle allows now, computed once per request for every application of the list. */
type CycleState = {
  deadlinePassed: boolean;
  isPaymentPending: boolean;
  signaledCount: number;
  maxSignalingPrograms: number;
  reason: (row: ApplicationRow | null, options?: { editing?: boolean; sending?: boolean }) => string | null;
};

function cycleState(context: ApplicantInCycle, now: Date, signaledCount: number): CycleState {
  const deadlinePassed = isCasDeadlinePassed(context.cycle.casDeadlineDate, now);
  const isPaymentPending = context.registration?.invoiceStatus === 'Unpaid';
  return {
    deadlinePassed,
    isPaymentPending,
    signaledCount,
    maxSignalingPrograms: context.cycle.maxSignalingPrograms,
    reason: (row, options = {}) =>
      applicantDeclineReason(
        {
          cycle: {
            name: context.cycle.name,
            status: context.cycle.status,
            ...(options.editing || options.sending ? { isEditable: !deadlinePassed } : {}),
          },
          application: row ? { name: row.programName, status: row.status } : null,
          isPaymentPending,
        },
        { blockWhilePaymentPending: options.sending === true },
      ),
  };
}

/** The letters of an assignment that still exist, and their ids (the assignment as a PUT writes it). */
function assignedLetters(
  ids: readonly number[],
  letters: ReadonlyMap<number, OwnLetter>,
): { letters: OwnLetter[]; letterIds: number[] } {
  const found = ids.flatMap((id) => {
    const letter = letters.get(id);
    return letter ? [letter] : [];
  });
  return { letters: found, letterIds: found.map((letter) => letter.id) };
}

function toApplication(
  row: ApplicationRow,
  letters: ReadonlyMap<number, OwnLetter>,
  state: CycleState | null,
): Application {
  const { status } = row;
  const canEdit =
    state !== null && !isApplicationFinal(status) && state.reason(row, { editing: true }) === null;
  return {
    id: row.id,
    programId: row.programId,
    programCode: row.programCode,
    programName: row.programName,
    institutionName: row.institutionName,
    city: row.city,
    stateName: row.stateName,
    status,
    personalStatementId: row.personalStatementId,
    personalStatementTitle: row.personalStatementTitle,
    ...assignedLetters(row.letterIds, letters),
    version: row.version,
    isSignaled: row.isSignaled,
    publishedDate: row.publishedAt?.toISOString() ?? null,
    withdrawnDate: row.withdrawnAt?.toISOString() ?? null,
    updatedDate: row.updatedAt.toISOString(),
    actions: {
      canEdit,
      canSend:
        state !== null && canMoveApplication(status, 'send') && state.reason(row, { sending: true }) === null,
      canWithdraw: state !== null && canMoveApplication(status, 'withdraw') && state.reason(row) === null,
      canSignal: canEdit && (row.isSignaled || state.signaledCount < state.maxSignalingPrograms),
    },
  };
}

const lettersById = (letters: readonly OwnLetter[]) => new Map(letters.map((l) => [l.id, l]));

export function createApplicationService(deps: ApplicantServiceDeps) {
  const { db, access, clock } = deps;

  const scopeOf = (context: ApplicantInCycle): ApplicationScope => ({
    applicantId: context.applicant.id,
    matchCycleId: context.cycle.id,
  });

  /** The statement and letters must be the applicant's own, letters not canceled, each once, at most lorsCount. */
  async function checkAssignment(context: ApplicantInCycle, input: Partial<Assignment>): Promise<Assignment> {
    const assignment = {
      personalStatementId: input.personalStatementId ?? null,
      letterIds: input.letterIds ?? [],
    };
    const problems: Record<string, string[]> = {};
    if (assignment.personalStatementId !== null) {
      const statements = await statementsOfApplicant(db, context.applicant.id);
      if (!statements.some((s) => s.id === assignment.personalStatementId)) {
        problems.personalStatementId = [messages.ApplicationStatementNotYours];
      }
    }
    if (assignment.letterIds.length > 0) {
      const own = lettersById(await lettersOfApplicant(db, context.applicant.id));
      const problem = letterAssignmentProblem(assignment.letterIds, context.cycle.lorsCount);
      if (problem) {
        problems.letterIds = [problem];
      } else if (assignment.letterIds.some((id) => (own.get(id)?.status ?? 'Canceled') === 'Canceled')) {
        problems.letterIds = [messages.LetterNotAssignable];
      }
    }
    if (Object.keys(problems).length > 0) throw new ValidationFailure(problems);
    return assignment;
  }

  /** The application (404 when it is not this applicant's in this cycle) and the cycle's state. */
  async function target(userId: string, matchCycleCode: string, applicationId: number) {
    const context = await access.inCycle(userId, { code: matchCycleCode });
    const row = await findApplication(db, scopeOf(context), applicationId);
    if (!row) throw notFound();
    return { context, row };
  }

  async function answer(context: ApplicantInCycle, applicationId: number): Promise<Application> {
    const scope = scopeOf(context);
    const [row, letters, signaled] = await Promise.all([
      findApplication(db, scope, applicationId),
      lettersOfApplicant(db, context.applicant.id),
      countSignaled(db, scope),
    ]);
    if (!row) throw notFound();
    return toApplication(row, lettersById(letters), cycleState(context, clock.now(), signaled));
  }

  const restriction = (context: ApplicantInCycle, row: ApplicationRow, deadlineMatters: boolean) => ({
    application: { name: row.programName, status: row.status },
    ...(deadlineMatters
      ? { isEditable: !isCasDeadlinePassed(context.cycle.casDeadlineDate, clock.now()) }
      : {}),
  });

  async function applicantCas(userId: string, matchCycleCode: string | undefined, viewer: PhotoViewer) {
    if (matchCycleCode) {
      const { applicant, cycle } = await access.inCycle(userId, { code: matchCycleCode });
      return assembleCas(db, applicant.id, { code: cycle.code, name: cycle.name }, viewer);
    }
    const applicant = await access.applicantOf(userId);
    return assembleCas(db, applicant.id, null, viewer);
  }

  async function adminTarget(userId: string) {
    const applicant = await findApplicantForAdmin(db, userId);
    if (!applicant) throw notFound();
    return applicant;
  }

  async function adminCas(viewer: PhotoViewer, userId: string, matchCycleId: number): Promise<Cas> {
    const applicant = await adminTarget(userId);
    const cycle = await findCycleById(db, matchCycleId);
    if (!cycle) throw notFound();
    return assembleCas(db, applicant.applicantId, { code: cycle.code, name: cycle.name }, viewer);
  }

  async function overview(userId: string, matchCycleCode: string): Promise<ApplicationsOverview> {
    const context = await access.inCycle(userId, { code: matchCycleCode });
    const scope = scopeOf(context);
    const [rows, letters, statements] = await Promise.all([
      listApplications(db, scope),
      lettersOfApplicant(db, context.applicant.id),
      statementsOfApplicant(db, context.applicant.id),
    ]);
    const signaledCount = rows.filter((r) => r.isSignaled).length;
    const state = cycleState(context, clock.now(), signaledCount);
    const byId = lettersById(letters);
    return {
      matchCycleCode: context.cycle.code,
      matchCycleName: context.cycle.name,
      casDeadlineDate: context.cycle.casDeadlineDate,
      isCasDeadlinePassed: state.deadlinePassed,
      lorsCount: context.cycle.lorsCount,
      maxSignalingPrograms: context.cycle.maxSignalingPrograms,
      signaledCount,
      isPaymentPending: state.isPaymentPending,
      declineReason: state.reason(null, { editing: true }),
      items: rows.map((row) => toApplication(row, byId, state)),
      personalStatements: statements,
      letters: letters.filter((l) => l.status !== 'Canceled'),
    };
  }

  return {
    overview,

    async create(
      userId: string,
      matchCycleCode: string,
      input: CreateApplicationsInput,
    ): Promise<{ items: Application[] }> {
      const context = await access.inCycle(userId, { code: matchCycleCode });
      access.assertMayAct(context, {
        isEditable: !isCasDeadlinePassed(context.cycle.casDeadlineDate, clock.now()),
      });
      if (!context.registration) {
        throw conflict(formatMessage(messages.ApplicationNeedsRegistration, { name: context.cycle.name }));
      }
      const programIds = [...new Set(input.programIds)];
      const takingPart = await programsTakingPart(db, context.cycle.id, programIds);
      if (programIds.some((id) => !takingPart.has(id))) {
        throw new ValidationFailure({ programIds: [messages.ApplicationProgramNotInCycle] });
      }
      const assignment = await checkAssignment(context, input);
      await insertApplications(db, scopeOf(context), programIds, assignment);
      const all = await overview(userId, matchCycleCode);
      return { items: all.items.filter((item) => takingPart.has(item.programId)) };
    },

    async update(
      userId: string,
      matchCycleCode: string,
      applicationId: number,
      input: ApplicationAssignmentInput,
    ): Promise<Application> {
      const { context, row } = await target(userId, matchCycleCode, applicationId);
      access.assertMayAct(context, restriction(context, row, true));
      const assignment = await checkAssignment(context, input);
      if (!(await updateAssignment(db, row.id, assignment, clock.now(), input.version))) {
        // Changed on another device meanwhile: the outbox shows both and lets the applicant choose.
        throw new StaleWrite(messages.ApplicationChangedMeanwhile, await answer(context, row.id));
      }
      return answer(context, row.id);
    },

    async send(userId: string, matchCycleCode: string, applicationId: number): Promise<Application> {
      const { context, row } = await target(userId, matchCycleCode, applicationId);
      access.assertMayAct(context, { ...restriction(context, row, true), blockWhilePaymentPending: true });
      const { status } = row;
      if (!canMoveApplication(status, 'send')) throw conflict(messages.ApplicationNotInProgress);
      // What the program will read: the CAS as it is now, kept with the status change.
      const snapshot = await assembleCas(
        db,
        context.applicant.id,
        { code: context.cycle.code, name: context.cycle.name },
        { userId, roles: ['Applicant'] },
      );
      // A cycle with an application fee bills it: the application waits in PendingPayment until paid
      // (ADR 0025 decision 3); paying it sends it on.
      const feeCycle = context.cycle.applicationFeeCents > 0 ? context.cycle : null;
      const moved = await withTransaction(db, async (tx) => {
        const to = feeCycle ? 'PendingPayment' : statusAfter('send');
        if (!(await moveStatus(tx, row.id, ['InProgress'], to, clock.now()))) return false;
        await storeCasSnapshot(tx, row.id, snapshot as unknown as Record<string, unknown>);
        if (feeCycle) {
          // The applicant's row lock orders concurrent sends, so each takes the next fee tier.
          await lockApplicant(tx, context.applicant.id);
          const sent = await countApplicationFeeInvoices(tx, userId, feeCycle.id);
          const user = await findUserById(tx, userId);
          await deps.invoices.issue(tx, {
            userId,
            matchCycleId: feeCycle.id,
            applicationId: row.id,
            kind: 'ApplicationFee',
            description: `Application to ${row.programName} (${feeCycle.name})`,
            amountCents: applicationFeeCents(
              feeCycle.applicationFeeCents,
              feeCycle.applicationFeeDistribution,
              sent + 1,
            ),
            mailTo: user?.email ?? null,
          });
        }
        return true;
      });
      if (!moved) throw conflict(messages.ApplicationNotInProgress);
      if (feeCycle) return answer(context, row.id);
      // The program's review lists refresh live (platform.md §7 ProgramApplicationAdded).
      deps.hubEvents.send({
        hub: 'ProgramApplicationNotification',
        audience: { kind: 'group', group: hubGroups.program(row.programId) },
        target: hubEvents.programApplicationAdded,
        args: [{ programId: row.programId, applicationId: row.id }],
      });
      return answer(context, row.id);
    },

    async withdraw(userId: string, matchCycleCode: string, applicationId: number): Promise<Application> {
      const { context, row } = await target(userId, matchCycleCode, applicationId);
      // Withdrawing stays possible after the CAS deadline: only an archived cycle or a final status stops it.
      access.assertMayAct(context, restriction(context, row, false));
      await moveStatus(
        db,
        row.id,
        ['InProgress', 'Published', 'PendingPayment'],
        statusAfter('withdraw'),
        clock.now(),
      );
      return answer(context, row.id);
    },

    async signal(
      userId: string,
      matchCycleCode: string,
      applicationId: number,
      isSignaled: boolean,
    ): Promise<Application> {
      const { context, row } = await target(userId, matchCycleCode, applicationId);
      access.assertMayAct(context, restriction(context, row, true));
      await withTransaction(db, async (tx) => {
        // The applicant's row lock makes count-then-set atomic against a concurrent signal request.
        await lockApplicant(tx, context.applicant.id);
        if (isSignaled) {
          const others = await countSignaled(tx, scopeOf(context), row.id);
          const problem = signalLimitProblem(others, context.cycle.maxSignalingPrograms);
          if (problem) throw conflict(problem);
        }
        await setSignal(tx, row.id, isSignaled, clock.now());
      });
      return answer(context, row.id);
    },

    cas(userId: string, matchCycleCode: string | undefined, viewer: PhotoViewer): Promise<Cas> {
      return applicantCas(userId, matchCycleCode, viewer);
    },

    async casPdf(userId: string, matchCycleCode: string | undefined, viewer: PhotoViewer): Promise<Buffer> {
      return renderCasPdf(await applicantCas(userId, matchCycleCode, viewer));
    },

    admin: {
      async overview(userId: string): Promise<AdminApplicantOverview> {
        const applicant = await adminTarget(userId);
        const cycles = await listApplicantCyclesForAdmin(db, applicant.applicantId);
        return {
          ...applicant,
          createdDate: applicant.createdAt.toISOString(),
          matchCycles: cycles.map(({ registeredAt, ...cycle }) => ({
            ...cycle,
            registeredDate: registeredAt.toISOString(),
          })),
        };
      },

      /** Read-only for the admin: no applicant actions are offered. */
      async applications(userId: string, matchCycleId: number): Promise<{ items: Application[] }> {
        const applicant = await adminTarget(userId);
        const scope = { applicantId: applicant.applicantId, matchCycleId };
        const [rows, letters] = await Promise.all([
          listApplications(db, scope),
          lettersOfApplicant(db, applicant.applicantId),
        ]);
        const byId = lettersById(letters);
        return { items: rows.map((row) => toApplication(row, byId, null)) };
      },

      async documents(userId: string): Promise<{ items: AdminApplicantDocument[] }> {
        const applicant = await adminTarget(userId);
        const rows = await listDocumentsOfApplicant(db, applicant.applicantId);
        return {
          items: rows.map(({ document, upload }) => ({
            id: document.id,
            title: document.title,
            documentType: document.documentType,
            fileName: upload.fileName,
            contentType: upload.contentType,
            url: uploadContentUrl(upload.id),
            createdDate: document.createdAt.toISOString(),
          })),
        };
      },

      cas: adminCas,

      async casPdf(viewer: PhotoViewer, userId: string, matchCycleId: number): Promise<Buffer> {
        return renderCasPdf(await adminCas(viewer, userId, matchCycleId));
      },
    },
  };
}
