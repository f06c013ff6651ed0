/**
 * The request queues (business.md §2.1, §2.5, §2.6; platform.md §3): public registration forms and
 * society users file requests; admins approve (doing the real thing in the same transaction as the
 * status change) or decline; requesters cancel their own pending ones. Both outcomes mail the requester
 * through the transactional outbox (the mail is written in the decision's transaction). What an
 * approval does is each kind's own: `<kind>.request.ts`, found through `requestKindHandlers`.
 */
import type { Paged } from '../../../core/contracts/paging.ts';
import {
  editableRequestKinds,
  type MedicalSchoolRegistrationPayload,
  type ProgramRegistrationPayload,
  type RegistrationOptions,
  type RequestCounts,
  type RequestDetails,
  type RequestListItem,
  requestPayloadSchemas,
  type UserRegistrationPayload,
} from '../../../core/contracts/requests/requests.contract.ts';
import { messages } from '../../../core/domain/messages.ts';
import {
  decideRequestMove,
  type RequestKind,
  type RequestStatus,
  requestActions,
  requestKindLabels,
  requestKinds,
  suggestCode,
} from '../../../core/domain/request-kinds.ts';
import { seasonMessages } from '../../../core/domain/season-messages.ts';
import {
  type NewItemNotice,
  type RequestStatusChange,
  requestQueueHubs,
} from '../../../core/realtime/list-items.ts';
import { type DbExecutor, withTransaction } from '../../db/client.ts';
import { specialtyExists } from '../../db/repositories/match-cycles.repository.ts';
import { findProgramUser } from '../../db/repositories/programs.repository.ts';
import {
  countPendingByKind,
  decideRequestRow,
  findMedicalSchoolBrief,
  findProgramBrief,
  findProgramCyclePositions,
  findRequest,
  findSpecialtyRequestActions,
  hasPendingProgramRequest,
  insertRequest,
  listRegistrationOptions,
  listRequests,
  type NewRequestRow,
  type RequestFilter,
  type RequestWithNames,
  setRequestResult,
} from '../../db/repositories/requests.repository.ts';
import { listSocietySpecialtyIds } from '../../db/repositories/society.repository.ts';
import { findUserById } from '../../db/repositories/users.repository.ts';
import { conflict, forbiddenResource, notFound, ValidationFailure } from '../../errors.ts';
import { assertSocietySpecialty } from '../../policies/society-specialty.policy.ts';
import { describeIssues } from '../../validation-errors.ts';
import { type CaptchaService, requireCaptcha } from '../captcha/captcha.service.ts';
import type { MailService, OutgoingMail } from '../mail/mail.service.ts';
import type { NotifyService } from '../messaging/notify.service.ts';
import type { HubEvents } from '../realtime/hub-events.ts';
import { checkAddress } from '../reference-data/address-check.ts';
import { medicalSchoolRegistrationRequest } from './medical-school-registration.request.ts';
import { medicalSchoolUserRegistrationRequest } from './medical-school-user-registration.request.ts';
import { programListingChangeRequest } from './program-listing-change.request.ts';
import { programRegistrationRequest } from './program-registration.request.ts';
import { programRenameRequest } from './program-rename.request.ts';
import { programUserRegistrationRequest } from './program-user-registration.request.ts';
import {
  type Approval,
  checkCycle,
  type RequestKindDeps,
  type RequestKindHandler,
  type RequestPayload,
} from './request-kind.ts';

export type RequestService = ReturnType<typeof createRequestService>;

/** What approving each kind does (and the little else that differs by kind). */
const requestKindHandlers: { [K in RequestKind]: RequestKindHandler<K> } = {
  ProgramRegistration: programRegistrationRequest,
  ProgramUserRegistration: programUserRegistrationRequest,
  ProgramRename: programRenameRequest,
  ProgramListingChange: programListingChangeRequest,
  MedicalSchoolRegistration: medicalSchoolRegistrationRequest,
  MedicalSchoolUserRegistration: medicalSchoolUserRegistrationRequest,
};

/** Runs an approval's real work through its kind's handler; answers what it created. */
function carryOut<K extends RequestKind>(kind: K, approval: Approval<K>, deps: RequestKindDeps) {
  return requestKindHandlers[kind].approve(approval, deps);
}

type Viewer = { userId: string | null; isAdmin: boolean };

const fullName = (first: string | null, last: string | null) =>
  [first, last].filter(Boolean).join(' ') || null;

function toListItem(row: RequestWithNames, viewer: Viewer): RequestListItem {
  const kind = row.kind;
  const status = row.status;
  return {
    id: row.id,
    kind,
    status,
    subject: row.subject,
    specialtyId: row.specialtyId,
    specialtyName: row.specialtyName,
    programId: row.programId,
    programName: row.programName,
    medicalSchoolId: row.medicalSchoolId,
    medicalSchoolName: row.medicalSchoolName,
    requesterName: row.requesterName,
    requesterEmail: row.requesterEmail,
    payload: row.payload,
    createdDate: row.createdAt.toISOString(),
    decidedDate: row.decidedAt ? row.decidedAt.toISOString() : null,
    decisionComment: row.decisionComment,
    actions: requestActions(kind, status, {
      isAdmin: viewer.isAdmin,
      isRequester: viewer.userId !== null && viewer.userId === row.requestedByUserId,
    }),
  };
}

function toDetails(row: RequestWithNames, viewer: Viewer): RequestDetails {
  const name = typeof row.payload.name === 'string' ? row.payload.name : row.subject;
  const hasCode = requestKindHandlers[row.kind].suggestsCode === true;
  return {
    ...toListItem(row, viewer),
    decidedByName: fullName(row.decidedByFirstName, row.decidedByLastName),
    result: row.result ?? null,
    suggestedCode: hasCode ? ((row.payload.code as string | null) ?? suggestCode(name, row.id)) : null,
  };
}

/** A kind's payload, parsed; field messages (keyed as the form's fields) when it does not fit. */
function parsePayload<K extends RequestKind>(kind: K, value: unknown): RequestPayload<K> {
  const parsed = requestPayloadSchemas[kind].safeParse(value);
  if (!parsed.success) throw new ValidationFailure(describeIssues(parsed.error.issues));
  return parsed.data as RequestPayload<K>;
}

export function createRequestService(
  deps: RequestKindDeps & {
    db: DbExecutor;
    mail: MailService;
    captcha: CaptchaService;
    publicUrl: string;
    hubEvents: HubEvents;
    notify: Pick<NotifyService, 'send'>;
  },
) {
  const { db, clock, mail, captcha, publicUrl, hubEvents, notify } = deps;
  const admin: Viewer = { userId: null, isAdmin: true };

  async function existing(id: number): Promise<RequestWithNames> {
    const row = await findRequest(db, id);
    if (!row) throw notFound();
    return row;
  }

  async function details(id: number, viewer: Viewer): Promise<RequestDetails> {
    return toDetails(await existing(id), viewer);
  }

  /** What a public requester can fix before the request reaches an admin: specialty, cycle, address. */
  async function checkProgramRegistration(payload: ProgramRegistrationPayload): Promise<void> {
    if (!(await specialtyExists(db, payload.specialtyId))) {
      throw new ValidationFailure({ specialtyId: [messages.SpecialtyNotFound] });
    }
    const problems = await checkAddress(db, payload);
    if (Object.keys(problems).length > 0) throw new ValidationFailure(problems);
    await checkCycle(db, payload.specialtyId, payload.matchCycleId);
  }

  /** Admins get a live 'You have a new {kind}.' notice (business.md §6) and their menu counts. */
  async function file(values: NewRequestRow): Promise<number> {
    const id = await insertRequest(db, { ...values, status: 'Pending' });
    const { listKind } = requestQueueHubs[values.kind];
    const admins = { kind: 'role', role: 'Admin' } as const;
    const notice: NewItemNotice = { listKind, type: 'info' };
    hubEvents.send({
      hub: 'ListItemsNotification',
      audience: admins,
      target: 'NewItemNotify',
      args: [notice],
    });
    hubEvents.send({ hub: 'MenuCounts', audience: admins, target: 'MenuCountersChanged', args: [] });
    return id;
  }

  /** A decided request's new status, live for its requester and for the admins' lists and counts. */
  function announceStatus(row: RequestWithNames, status: RequestStatus): void {
    const { hub } = requestQueueHubs[row.kind];
    const change: RequestStatusChange = { id: row.id, kind: row.kind, status };
    const admins = { kind: 'role', role: 'Admin' } as const;
    hubEvents.send({ hub, audience: admins, target: 'StatusChanged', args: [change] });
    if (row.requestedByUserId) {
      hubEvents.send({
        hub,
        audience: { kind: 'user', userId: row.requestedByUserId },
        target: 'StatusChanged',
        args: [change],
      });
    }
    hubEvents.send({ hub: 'MenuCounts', audience: admins, target: 'MenuCountersChanged', args: [] });
  }

  /** An admin's decision reaches a requester with an account in their notifications too (mailed already). */
  async function notifyRequester(row: RequestWithNames, status: RequestStatus, adminUserId: string) {
    if (!row.requestedByUserId) return;
    const news = decisionNews(row, status);
    await notify.send({
      userIds: [row.requestedByUserId],
      kind: 'RequestStatusChanged',
      type: status === 'Declined' ? 'Info' : 'Success',
      title: news.title,
      body: news.sentence,
      data: { requestId: String(row.id), requestKind: row.kind },
      causedByUserId: adminUserId,
      mailedByCaller: true,
    });
  }

  /** What a decision says to its requester, in the mail and in the notification. */
  function decisionNews(row: RequestWithNames, status: RequestStatus) {
    const label = requestKindLabels[row.kind];
    const outcome = status === 'Declined' ? 'declined' : status === 'Cancelled' ? 'cancelled' : 'approved';
    return {
      outcome,
      title: `Your ${label} was ${outcome}`,
      sentence: `Your ${label} "${row.subject}" was ${outcome}.`,
    };
  }

  function decisionMail(row: RequestWithNames, status: RequestStatus, comment: string | null): OutgoingMail {
    const news = decisionNews(row, status);
    return {
      to: row.requesterEmail,
      subject: news.title,
      text: [
        `Hello${row.requesterName ? ` ${row.requesterName}` : ''},`,
        '',
        news.sentence,
        ...(comment ? ['', `Comment: ${comment}`] : []),
        ...(news.outcome === 'approved'
          ? (requestKindHandlers[row.kind].approvalMailLines?.(publicUrl) ?? [])
          : []),
        '',
        `Matchline — ${publicUrl}`,
      ].join('\n'),
    };
  }

  /** The status move of a decision, or the answer refusing it. */
  function move(
    row: RequestWithNames,
    decision: 'approve' | 'decline' | 'cancel',
    userId: string,
  ): RequestStatus {
    const decided = decideRequestMove(row.kind, row.status, decision, {
      isRequester: row.requestedByUserId === userId,
    });
    if (decided.ok) return decided.to;
    if (decided.reason === 'NotRequester') throw forbiddenResource(messages.RequestCancelOnlyByRequester);
    throw conflict(
      decided.reason === 'NotCancellable' ? messages.RequestNotCancellable : messages.RequestAlreadyDecided,
    );
  }

  /** Records a decision without side effects (decline, cancel) and mails the requester. */
  async function decideWithoutEffects(
    id: number,
    decision: 'decline' | 'cancel',
    userId: string,
    comment: string | null,
  ): Promise<RequestWithNames> {
    const row = await existing(id);
    const status = move(row, decision, userId);
    await withTransaction(db, async (tx) => {
      const decided = await decideRequestRow(tx, id, {
        status,
        decidedByUserId: userId,
        decidedAt: clock.now(),
        decisionComment: comment,
        payload: row.payload,
      });
      if (!decided) throw conflict(messages.RequestAlreadyDecided);
      // The requester cancelling their own request needs no mail about it.
      if (decision === 'decline') await mail.send(decisionMail(row, status, comment), tx);
    });
    announceStatus(row, status);
    if (decision === 'decline') await notifyRequester(row, status, userId);
    return existing(id);
  }

  /** A request filed by a signed-in user, in their name. */
  async function fileByUser(
    userId: string,
    values: Omit<NewRequestRow, 'requestedByUserId' | 'requesterEmail' | 'requesterName'>,
  ): Promise<number> {
    const user = await findUserById(db, userId);
    if (!user) throw notFound();
    return file({
      ...values,
      requestedByUserId: userId,
      requesterEmail: user.email,
      requesterName: fullName(user.firstName, user.lastName) ?? user.email,
    });
  }

  async function societySpecialties(userId: string, specialtyId?: number): Promise<number[]> {
    const own = await listSocietySpecialtyIds(db, userId);
    if (specialtyId === undefined) return own;
    assertSocietySpecialty(own, specialtyId);
    return [specialtyId];
  }

  return {
    // ---------- admin ----------

    async list(
      filter: Omit<RequestFilter, 'kinds'> & { kind?: RequestKind | undefined },
    ): Promise<Paged<RequestListItem>> {
      const { kind, ...rest } = filter;
      const { items, total } = await listRequests(db, { ...rest, kinds: kind ? [kind] : undefined });
      return { items: items.map((row) => toListItem(row, admin)), total };
    },

    async counts(): Promise<RequestCounts> {
      const rows = await countPendingByKind(db);
      const counts = Object.fromEntries(requestKinds.map((kind) => [kind, 0])) as RequestCounts;
      for (const row of rows) if (row.kind in counts) counts[row.kind] = row.count;
      return counts;
    },

    details: (id: number) => details(id, admin),

    async approve(
      id: number,
      adminUserId: string,
      input: { payload?: Record<string, unknown> | undefined; comment?: string | null | undefined },
    ): Promise<RequestDetails> {
      const row = await existing(id);
      const kind = row.kind;
      const status = move(row, 'approve', adminUserId);
      if (input.payload && !(editableRequestKinds as readonly string[]).includes(kind)) {
        throw new ValidationFailure({ payload: [messages.InvalidValue] });
      }
      const payload = parsePayload(kind, input.payload ?? row.payload);
      const comment = input.comment?.trim() || null;
      // The mails of invited accounts and the requester's are written in the same transaction: they
      // leave only if the approval commits.
      await withTransaction(db, async (tx) => {
        const decided = await decideRequestRow(tx, id, {
          status,
          decidedByUserId: adminUserId,
          decidedAt: clock.now(),
          decisionComment: comment,
          payload: payload as Record<string, unknown>,
        });
        if (!decided) throw conflict(messages.RequestAlreadyDecided);
        const done = await carryOut(kind, { tx, row, payload, adminUserId }, deps);
        await setRequestResult(tx, id, {
          result: done.result,
          ...(done.programId ? { programId: done.programId } : {}),
          ...(done.medicalSchoolId ? { medicalSchoolId: done.medicalSchoolId } : {}),
        });
        await mail.send(decisionMail(row, status, comment), tx);
      });
      announceStatus(row, status);
      await notifyRequester(row, status, adminUserId);
      return details(id, admin);
    },

    async decline(
      id: number,
      adminUserId: string,
      comment: string | null | undefined,
    ): Promise<RequestDetails> {
      return toDetails(
        await decideWithoutEffects(id, 'decline', adminUserId, comment?.trim() || null),
        admin,
      );
    },

    /** The requester withdraws their own Pending request. */
    async cancel(id: number, userId: string): Promise<RequestDetails> {
      return toDetails(await decideWithoutEffects(id, 'cancel', userId, null), { userId, isAdmin: false });
    },

    // ---------- society users ----------

    async societyList(
      userId: string,
      filter: Omit<RequestFilter, 'kinds' | 'specialtyIds'> & {
        kind: RequestKind;
        specialtyId?: number | undefined;
      },
    ): Promise<Paged<RequestListItem>> {
      const { kind, specialtyId, ...rest } = filter;
      const specialtyIds = await societySpecialties(userId, specialtyId);
      const { items, total } = await listRequests(db, { ...rest, kinds: [kind], specialtyIds });
      return { items: items.map((row) => toListItem(row, { userId, isAdmin: false })), total };
    },

    async societyRequestProgramRegistration(
      userId: string,
      payload: ProgramRegistrationPayload,
    ): Promise<RequestDetails> {
      await societySpecialties(userId, payload.specialtyId);
      const actions = await findSpecialtyRequestActions(db, payload.specialtyId);
      if (!actions?.canRequestProgramRegistration)
        throw forbiddenResource(messages.ProgramRegistrationNotAllowed);
      await checkProgramRegistration(payload);
      const user = await findUserById(db, userId);
      if (!user) throw notFound();
      const id = await file({
        kind: 'ProgramRegistration',
        specialtyId: payload.specialtyId,
        requestedByUserId: userId,
        requesterEmail: user.email,
        requesterName: fullName(user.firstName, user.lastName) ?? user.email,
        subject: payload.name,
        payload,
      });
      return details(id, { userId, isAdmin: false });
    },

    // ---------- program users (issue 15: the program portal) ----------

    /** The requests about a program (its portal checked the caller belongs to it). */
    async programList(
      programId: number,
      viewerUserId: string,
      filter: Omit<RequestFilter, 'kinds' | 'specialtyIds' | 'programId'> & { kind: RequestKind },
    ): Promise<Paged<RequestListItem>> {
      const { kind, ...rest } = filter;
      const { items, total } = await listRequests(db, { ...rest, kinds: [kind], programId });
      return { items: items.map((row) => toListItem(row, { userId: viewerUserId, isAdmin: false })), total };
    },

    /** A rename of the caller's program, to the admins' program rename queue (one Pending at a time). */
    async programRename(
      userId: string,
      program: { id: number; name: string; specialtyId: number },
      newName: string,
    ): Promise<RequestDetails> {
      const name = newName.trim();
      if (name === program.name)
        throw new ValidationFailure({ newName: [seasonMessages.ProgramNameUnchanged] });
      if (await hasPendingProgramRequest(db, 'ProgramRename', program.id)) {
        throw conflict(seasonMessages.RequestAlreadyPending);
      }
      const id = await fileByUser(userId, {
        kind: 'ProgramRename',
        programId: program.id,
        specialtyId: program.specialtyId,
        subject: program.name,
        payload: { currentName: program.name, newName: name },
      });
      return details(id, { userId, isAdmin: false });
    },

    /** A positions count change of the caller's program in a cycle (one Pending per cycle). */
    async programPositionsChange(
      userId: string,
      program: { id: number; name: string; specialtyId: number },
      input: { matchCycleId: number; positions: number },
    ): Promise<RequestDetails> {
      await checkCycle(db, program.specialtyId, input.matchCycleId);
      const matchCycleId = input.matchCycleId;
      if (await hasPendingProgramRequest(db, 'ProgramListingChange', program.id, { matchCycleId })) {
        throw conflict(seasonMessages.RequestAlreadyPending);
      }
      const currentPositions = await findProgramCyclePositions(db, program.id, matchCycleId);
      const id = await fileByUser(userId, {
        kind: 'ProgramListingChange',
        programId: program.id,
        specialtyId: program.specialtyId,
        subject: program.name,
        payload: { matchCycleId, currentPositions, positions: input.positions },
      });
      return details(id, { userId, isAdmin: false });
    },

    /**
     * A signed-in user asks to join a program: a ProgramUserRegistration in their name. Approving it
     * sends their account a role invitation, so they join only when they accept it.
     */
    async joinProgram(userId: string, programId: number): Promise<RequestDetails> {
      const program = await findProgramBrief(db, programId);
      if (!program?.isActive) throw new ValidationFailure({ programId: [messages.ProgramNotFound] });
      if (await findProgramUser(db, programId, userId)) throw conflict(messages.ProgramUserAttached);
      if (
        await hasPendingProgramRequest(db, 'ProgramUserRegistration', programId, {
          requestedByUserId: userId,
        })
      ) {
        throw conflict(seasonMessages.RequestAlreadyPending);
      }
      const user = await findUserById(db, userId);
      if (!user) throw notFound();
      const id = await fileByUser(userId, {
        kind: 'ProgramUserRegistration',
        programId,
        specialtyId: program.specialtyId,
        subject: fullName(user.firstName, user.lastName) ?? user.email,
        payload: { firstName: user.firstName, lastName: user.lastName, email: user.email },
      });
      return details(id, { userId, isAdmin: false });
    },

    /** The caller's own requests to join programs, newest first (the last 100). */
    async myJoinRequests(userId: string): Promise<{ items: RequestListItem[] }> {
      const { items } = await listRequests(db, {
        kinds: ['ProgramUserRegistration'],
        requestedByUserId: userId,
        sort: 'createdDate',
        direction: 'desc',
        page: 1,
        pageSize: 100,
      });
      return { items: items.map((row) => toListItem(row, { userId, isAdmin: false })) };
    },

    // ---------- public forms ----------

    async options(): Promise<RegistrationOptions> {
      const { specialtyRows, subspecialtyRows, cycleRows } = await listRegistrationOptions(db);
      return {
        specialties: specialtyRows.map((s) => ({
          ...s,
          subspecialties: subspecialtyRows
            .filter((x) => x.specialtyId === s.id)
            .map(({ id, name }) => ({ id, name })),
          matchCycles: cycleRows
            .filter((c) => c.specialtyId === s.id)
            .map(({ id, name, yearCode }) => ({ id, name, yearCode })),
        })),
      };
    },

    async publicMedicalSchool(id: number): Promise<{ id: number; code: string; name: string }> {
      const school = await findMedicalSchoolBrief(db, { id });
      if (!school?.isActive) throw notFound();
      return { id: school.id, code: school.code, name: school.name };
    },

    async publicProgram(id: number): Promise<{ id: number; name: string }> {
      const program = await findProgramBrief(db, id);
      if (!program?.isActive) throw notFound();
      return { id: program.id, name: program.name };
    },

    async submitProgramRegistration(
      input: ProgramRegistrationPayload & { requesterName: string; requesterEmail: string; captcha: string },
      remoteIp: string,
    ): Promise<void> {
      const { requesterName, requesterEmail, captcha: answer, ...payload } = input;
      await checkProgramRegistration(payload);
      // Last: a form the requester must still correct does not spend the solved challenge.
      await requireCaptcha(captcha, answer, remoteIp, messages.RecaptchaIsRequiredDot);
      await file({
        kind: 'ProgramRegistration',
        specialtyId: payload.specialtyId,
        requesterName,
        requesterEmail,
        subject: payload.name,
        payload,
      });
    },

    async submitMedicalSchoolRegistration(
      input: MedicalSchoolRegistrationPayload & {
        requesterName: string;
        requesterEmail: string;
        captcha: string;
      },
      remoteIp: string,
    ): Promise<void> {
      const { requesterName, requesterEmail, captcha: answer, ...payload } = input;
      const problems = await checkAddress(db, payload);
      if (Object.keys(problems).length > 0) throw new ValidationFailure(problems);
      await requireCaptcha(captcha, answer, remoteIp, messages.RecaptchaIsRequiredDot);
      await file({
        kind: 'MedicalSchoolRegistration',
        requesterName,
        requesterEmail,
        subject: payload.name,
        payload,
      });
    },

    async submitMedicalSchoolUser(
      input: UserRegistrationPayload & {
        medicalSchoolId: number | null;
        medicalSchoolCode?: string | null | undefined;
        captcha: string;
      },
      remoteIp: string,
    ): Promise<void> {
      const by = input.medicalSchoolId
        ? { id: input.medicalSchoolId }
        : { code: input.medicalSchoolCode?.trim() ?? '' };
      const school = await findMedicalSchoolBrief(db, by);
      if (!school?.isActive) {
        const field = input.medicalSchoolId ? 'medicalSchoolId' : 'medicalSchoolCode';
        throw new ValidationFailure({ [field]: [messages.MedicalSchoolNotFound] });
      }
      await requireCaptcha(captcha, input.captcha, remoteIp, messages.RecaptchaIsRequiredDot);
      const payload = { firstName: input.firstName, lastName: input.lastName, email: input.email };
      await file({
        kind: 'MedicalSchoolUserRegistration',
        medicalSchoolId: school.id,
        requesterName: `${input.firstName} ${input.lastName}`,
        requesterEmail: input.email,
        subject: `${input.firstName} ${input.lastName}`,
        payload,
      });
    },

    async submitProgramUser(
      input: UserRegistrationPayload & { programId: number; captcha: string },
      remoteIp: string,
    ): Promise<void> {
      const program = await findProgramBrief(db, input.programId);
      if (!program?.isActive) throw new ValidationFailure({ programId: [messages.ProgramNotFound] });
      await requireCaptcha(captcha, input.captcha, remoteIp, messages.RecaptchaIsRequiredDot);
      await file({
        kind: 'ProgramUserRegistration',
        programId: program.id,
        specialtyId: program.specialtyId,
        requesterName: `${input.firstName} ${input.lastName}`,
        requesterEmail: input.email,
        subject: `${input.firstName} ${input.lastName}`,
        payload: { firstName: input.firstName, lastName: input.lastName, email: input.email },
      });
    },
  };
}
