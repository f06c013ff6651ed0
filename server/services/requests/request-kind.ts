/**
 * What one request kind does when an admin approves it: each kind has its file
 * (`<kind>.request.ts`) exporting a RequestKindHandler, and request.service.ts dispatches to it by
 * kind. The service itself records the decision, keeps the result and mails the requester; a decline
 * or a cancel has no effect beyond that for any kind.
 */
import type { z } from 'zod';
import type { requestPayloadSchemas } from '../../../core/contracts/requests/requests.contract.ts';
import { messages } from '../../../core/domain/messages.ts';
import type { RequestKind } from '../../../core/domain/request-kinds.ts';
import type { Clock } from '../../clock.ts';
import type { DbExecutor } from '../../db/client.ts';
import { findMatchCycle } from '../../db/repositories/match-cycles.repository.ts';
import type { RequestWithNames } from '../../db/repositories/requests.repository.ts';
import { ValidationFailure } from '../../errors.ts';
import type { InvitedUserService, Invitee } from '../auth/invited-user.service.ts';
import type { MedicalSchoolService } from '../medical-schools/medical-schools.service.ts';
import type { ProgramService } from '../programs/programs.service.ts';

export type RequestPayload<K extends RequestKind> = z.output<(typeof requestPayloadSchemas)[K]>;

/** The services an approval may use. */
export type RequestKindDeps = {
  clock: Clock;
  invitedUsers: InvitedUserService;
  programs: ProgramService;
  medicalSchools: MedicalSchoolService;
};

/** One approval: its transaction (the status change's), the request, its parsed payload, the admin. */
export type Approval<K extends RequestKind> = {
  tx: DbExecutor;
  row: RequestWithNames;
  payload: RequestPayload<K>;
  adminUserId: string;
};

/** What an approval created: stored in requests.result, with the program or school it made. */
export type ApprovalResult = {
  result: Record<string, unknown>;
  programId?: number;
  medicalSchoolId?: number;
};

export type RequestKindHandler<K extends RequestKind> = {
  /** The real work, in the same transaction as the status change; a refusal rolls both back. */
  approve(approval: Approval<K>, deps: RequestKindDeps): Promise<ApprovalResult>;
  /** Kinds that create a program or a school: the details suggest a code for it. */
  suggestsCode?: boolean;
  /** Lines the approval mail adds after the outcome (what the requester can do next). */
  approvalMailLines?(publicUrl: string): string[];
};

/** The cycle exists, belongs to the specialty and is not archived (archived cycles are read-only). */
export async function checkCycle(tx: DbExecutor, specialtyId: number, matchCycleId: number): Promise<void> {
  const cycle = await findMatchCycle(tx, matchCycleId);
  if (!cycle) throw new ValidationFailure({ matchCycleId: [messages.MatchCycleNotFound] });
  if (cycle.specialtyId !== specialtyId) {
    throw new ValidationFailure({ matchCycleId: [messages.MatchCycleOfAnotherSpecialty] });
  }
  if (cycle.status === 'Archived')
    throw new ValidationFailure({ matchCycleId: [messages.MatchCycleArchived] });
}

/**
 * The user registrations: the person asked for is invited with the role and the place's membership.
 * An existing account is only invited: it joins when its owner accepts (issue 11).
 */
export async function inviteRequestedUser(
  { tx, payload, adminUserId }: Approval<'ProgramUserRegistration' | 'MedicalSchoolUserRegistration'>,
  deps: RequestKindDeps,
  grant: Pick<Invitee, 'roles' | 'memberships' | 'reason'>,
): Promise<ApprovalResult> {
  const { user, created, pending } = await deps.invitedUsers.invite(
    {
      email: payload.email,
      firstName: payload.firstName,
      lastName: payload.lastName,
      ...grant,
      invitedByUserId: adminUserId,
    },
    tx,
  );
  return { result: { userId: user.id, userCreated: created, userInvitationPending: pending } };
}
