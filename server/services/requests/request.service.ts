/**
 * The request queues (business.md §2.1, §2.5, §2.6; platform.md §3): public registration forms and
 * society users file requests; admins approve (doing the real thing in the same transaction as the
 * status change) or decline; requesters cancel their own pending ones. Both outcomes mail the requester.
 */
import type { z } from 'zod';
import type { Paged } from '../../../core/contracts/paging.ts';
import {
  editableRequestKinds,
  type MedicalSchoolRegistrationPayload,
  type ProgramListingChangePayload,
  type ProgramRegistrationPayload,
  type ProgramRenamePayload,
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
import type { Clock } from '../../clock.ts';
import { type DbExecutor, withTransaction } from '../../db/client.ts';
import { findMatchCycle, specialtyExists } from '../../db/repositories/match-cycles.repository.ts';
import { upsertPositions } from '../../db/repositories/programs.repository.ts';
import {
  countPendingByKind,
  decideRequestRow,
  findMedicalSchoolBrief,
  findProgramBrief,
  findProgramCyclePositions,
  findRequest,
  findSpecialtyRequestActions,
  insertRequest,
  listRegistrationOptions,
  listRequests,
  type NewRequestRow,
  type RequestFilter,
  type RequestWithNames,
  renameProgramRow,
  setRequestResult,
} from '../../db/repositories/requests.repository.ts';
import { listSocietySpecialtyIds } from '../../db/repositories/society.repository.ts';
import { findUserById } from '../../db/repositories/users.repository.ts';
import { AppError, forbiddenResource, notFound, ValidationFailure } from '../../errors.ts';
import { assertSocietySpecialty } from '../../policies/society-specialty.policy.ts';
import { describeIssues } from '../../validation-errors.ts';
import { createInvitedUserService } from '../auth/invited-user.service.ts';
import { type CaptchaService, requireCaptcha } from '../captcha/captcha.service.ts';
import type { MailService, OutgoingMail } from '../mail/mail.service.ts';
import type { MedicalSchoolService } from '../medical-schools/medical-schools.service.ts';
import type { ProgramService } from '../programs/programs.service.ts';
import { checkAddress } from '../reference-data/address-check.ts';

export type RequestService = ReturnType<typeof createRequestService>;

const conflict = (message: string) => new AppError(409, 'Conflict', message);

type Viewer = { userId: string | null; isAdmin: boolean };

const fullName = (first: string | null, last: string | null) =>
  [first, last].filter(Boolean).join(' ') || null;

function toListItem(row: RequestWithNames, viewer: Viewer): RequestListItem {
  const kind = row.kind as RequestKind;
  const status = row.status as RequestStatus;
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
  const hasCode = row.kind === 'ProgramRegistration' || row.kind === 'MedicalSchoolRegistration';
  return {
    ...toListItem(row, viewer),
    decidedByName: fullName(row.decidedByFirstName, row.decidedByLastName),
    result: row.result ?? null,
    suggestedCode: hasCode ? ((row.payload.code as string | null) ?? suggestCode(name, row.id)) : null,
  };
}

/** A kind's payload, parsed; field messages (keyed as the form's fields) when it does not fit. */
function parsePayload<K extends RequestKind>(
  kind: K,
  value: unknown,
): z.output<(typeof requestPayloadSchemas)[K]> {
  const parsed = requestPayloadSchemas[kind].safeParse(value);
  if (!parsed.success) throw new ValidationFailure(describeIssues(parsed.error.issues));
  return parsed.data as z.output<(typeof requestPayloadSchemas)[K]>;
}

/**
 * A mail service that keeps mails (secrets included) until the transaction that wanted them has
 * committed; the real service's other methods are passed through.
 */
function deferredMail(real: MailService) {
  const kept: OutgoingMail[] = [];
  const mail: MailService = {
    ...real,
    async send(outgoing) {
      kept.push(outgoing);
      return { id: '', status: 'logged' };
    },
    async sendMany(outgoing) {
      kept.push(...outgoing);
      return { count: outgoing.length };
    },
    async idle() {},
  };
  return { mail, kept };
}

export function createRequestService(deps: {
  db: DbExecutor;
  clock: Clock;
  mail: MailService;
  captcha: CaptchaService;
  publicUrl: string;
  programs: ProgramService;
  medicalSchools: MedicalSchoolService;
}) {
  const { db, clock, mail, captcha, publicUrl } = deps;
  const admin: Viewer = { userId: null, isAdmin: true };

  async function existing(id: number): Promise<RequestWithNames> {
    const row = await findRequest(db, id);
    if (!row) throw notFound();
    return row;
  }

  async function details(id: number, viewer: Viewer): Promise<RequestDetails> {
    return toDetails(await existing(id), viewer);
  }

  /** The cycle exists, belongs to the specialty and is not archived (archived cycles are read-only). */
  async function checkCycle(tx: DbExecutor, specialtyId: number, matchCycleId: number): Promise<void> {
    const cycle = await findMatchCycle(tx, matchCycleId);
    if (!cycle) throw new ValidationFailure({ matchCycleId: [messages.MatchCycleNotFound] });
    if (cycle.specialtyId !== specialtyId) {
      throw new ValidationFailure({ matchCycleId: [messages.MatchCycleOfAnotherSpecialty] });
    }
    if (cycle.status === 'Archived')
      throw new ValidationFailure({ matchCycleId: [messages.MatchCycleArchived] });
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

  async function file(values: NewRequestRow): Promise<number> {
    // Admins are to get a live 'You have a new {kind}.' notice (business.md §6) through the
    // ListItemsNotification and MenuCounts hubs; the real-time hubs come with a later issue.
    return insertRequest(db, { ...values, status: 'Pending' });
  }

  /** Runs an approval's real work; answers what it created (stored in requests.result). */
  async function carryOut(
    tx: DbExecutor,
    row: RequestWithNames,
    payload: Record<string, unknown>,
    invite: ReturnType<typeof createInvitedUserService>['invite'],
    adminUserId: string,
  ): Promise<{ result: Record<string, unknown>; programId?: number; medicalSchoolId?: number }> {
    const kind = row.kind as RequestKind;
    switch (kind) {
      case 'ProgramRegistration': {
        const p = payload as ProgramRegistrationPayload;
        await checkCycle(tx, p.specialtyId, p.matchCycleId);
        const {
          matchCycleId,
          positions,
          directorFirstName,
          directorLastName,
          directorEmail,
          code,
          ...fields
        } = p;
        const program = await deps.programs.create(
          { ...fields, code: code ?? suggestCode(p.name, row.id), description: null, isActive: true },
          tx,
        );
        await upsertPositions(tx, { programId: program.id, matchCycleId, positions });
        // An existing account is only invited: it becomes the director when its owner accepts (issue 11).
        const { user, created, pending } = await invite(
          {
            email: directorEmail,
            firstName: directorFirstName,
            lastName: directorLastName,
            roles: ['ProgramUser'],
            memberships: [{ kind: 'ProgramUser', programId: program.id, isDirector: true }],
            reason: `as the program director of ${program.name}`,
            invitedByUserId: adminUserId,
          },
          tx,
        );
        return {
          result: {
            programId: program.id,
            programCode: program.code,
            directorUserId: user.id,
            directorCreated: created,
            directorInvitationPending: pending,
          },
          programId: program.id,
        };
      }
      case 'MedicalSchoolRegistration': {
        const p = payload as MedicalSchoolRegistrationPayload;
        const school = await deps.medicalSchools.create(
          { ...p, code: p.code ?? suggestCode(p.name, row.id), isActive: true },
          ['Admin'],
          tx,
        );
        return {
          result: { medicalSchoolId: school.id, medicalSchoolCode: school.code },
          medicalSchoolId: school.id,
        };
      }
      case 'ProgramUserRegistration':
      case 'MedicalSchoolUserRegistration': {
        const p = payload as UserRegistrationPayload;
        const forProgram = kind === 'ProgramUserRegistration';
        const placeName = forProgram ? row.programName : row.medicalSchoolName;
        if (!placeName)
          throw conflict(forProgram ? messages.ProgramNotFound : messages.MedicalSchoolNotFound);
        // An existing account is only invited: it joins when its owner accepts (issue 11).
        const { user, created, pending } = await invite(
          {
            email: p.email,
            firstName: p.firstName,
            lastName: p.lastName,
            roles: [forProgram ? 'ProgramUser' : 'MedSchoolUser'],
            memberships: [
              forProgram
                ? { kind: 'ProgramUser', programId: row.programId!, isDirector: false }
                : { kind: 'MedicalSchoolUser', medicalSchoolId: row.medicalSchoolId! },
            ],
            reason: `as a ${forProgram ? 'program' : 'medical school'} user of ${placeName}`,
            invitedByUserId: adminUserId,
          },
          tx,
        );
        return { result: { userId: user.id, userCreated: created, userInvitationPending: pending } };
      }
      case 'ProgramRename': {
        const p = payload as ProgramRenamePayload;
        if (!row.programId || !(await renameProgramRow(tx, row.programId, p.newName, clock.now()))) {
          throw conflict(messages.ProgramNotFound);
        }
        return { result: { programId: row.programId, previousName: row.programName } };
      }
      case 'ProgramListingChange': {
        const p = payload as ProgramListingChangePayload;
        const program = row.programId ? await findProgramBrief(tx, row.programId) : undefined;
        if (!program) throw conflict(messages.ProgramNotFound);
        await checkCycle(tx, program.specialtyId, p.matchCycleId);
        const previous = await findProgramCyclePositions(tx, program.id, p.matchCycleId);
        await upsertPositions(tx, {
          programId: program.id,
          matchCycleId: p.matchCycleId,
          positions: p.positions,
        });
        return {
          result: { programId: program.id, matchCycleId: p.matchCycleId, previousPositions: previous },
        };
      }
    }
  }

  function decisionMail(row: RequestWithNames, status: RequestStatus, comment: string | null): OutgoingMail {
    const label = requestKindLabels[row.kind as RequestKind];
    const outcome = status === 'Declined' ? 'declined' : status === 'Cancelled' ? 'cancelled' : 'approved';
    return {
      to: row.requesterEmail,
      subject: `Your ${label} was ${outcome}`,
      text: [
        `Hello${row.requesterName ? ` ${row.requesterName}` : ''},`,
        '',
        `Your ${label} "${row.subject}" was ${outcome}.`,
        ...(comment ? ['', `Comment: ${comment}`] : []),
        ...(outcome === 'approved' && row.kind === 'MedicalSchoolRegistration'
          ? [
              '',
              `The school's first user can ask for an account at ${publicUrl}/registration/medical-school-user-request`,
            ]
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
    const decided = decideRequestMove(row.kind as RequestKind, row.status as RequestStatus, decision, {
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
    const decided = await decideRequestRow(db, id, {
      status,
      decidedByUserId: userId,
      decidedAt: clock.now(),
      decisionComment: comment,
      payload: row.payload,
    });
    if (!decided) throw conflict(messages.RequestAlreadyDecided);
    // The requester cancelling their own request needs no mail about it.
    if (decision === 'decline') await mail.send(decisionMail(row, status, comment));
    return existing(id);
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
      for (const row of rows) if (row.kind in counts) counts[row.kind as RequestKind] = row.count;
      return counts;
    },

    details: (id: number) => details(id, admin),

    async approve(
      id: number,
      adminUserId: string,
      input: { payload?: Record<string, unknown> | undefined; comment?: string | null | undefined },
    ): Promise<RequestDetails> {
      const row = await existing(id);
      const kind = row.kind as RequestKind;
      const status = move(row, 'approve', adminUserId);
      if (input.payload && !(editableRequestKinds as readonly string[]).includes(kind)) {
        throw new ValidationFailure({ payload: [messages.InvalidValue] });
      }
      const payload = parsePayload(kind, input.payload ?? row.payload) as Record<string, unknown>;
      const comment = input.comment?.trim() || null;
      // Mails of created accounts leave only once the transaction has committed.
      const deferred = deferredMail(mail);
      const invited = createInvitedUserService({ db, clock, mail: deferred.mail, publicUrl });
      await withTransaction(db, async (tx) => {
        const decided = await decideRequestRow(tx, id, {
          status,
          decidedByUserId: adminUserId,
          decidedAt: clock.now(),
          decisionComment: comment,
          payload,
        });
        if (!decided) throw conflict(messages.RequestAlreadyDecided);
        const done = await carryOut(tx, row, payload, invited.invite, adminUserId);
        await setRequestResult(tx, id, {
          result: done.result,
          ...(done.programId ? { programId: done.programId } : {}),
          ...(done.medicalSchoolId ? { medicalSchoolId: done.medicalSchoolId } : {}),
        });
      });
      for (const kept of deferred.kept) await mail.send(kept);
      await mail.send(decisionMail(row, status, comment));
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
