/**
 * Telling people about interview changes, after the transaction committed: the applicant through
 * notify (kind 'Interview': row, mail, SMS, push per their settings) and the scheduler hubs
 * (platform.md §7): ProgramSchedulerNotification to the program's group, ApplicantSchedulerNotification
 * to the applicant's user. Event arguments carry ids only: `{ programId, invitationIds }`
 * (CalendarUpdated: `{ programId }`); clients refetch.
 */
import { formatMessage } from '../../../core/domain/messages.ts';
import { formatPacificDateTime } from '../../../core/domain/pacific-time.ts';
import { seasonMessages } from '../../../core/domain/season-messages.ts';
import { hubEvents as events, type HubEventName, hubGroups } from '../../../core/realtime/hubs.ts';
import type { NotifyService } from '../messaging/notify.service.ts';
import type { HubEvents } from '../realtime/hub-events.ts';

export type InterviewEventDeps = { notify: NotifyService; hubEvents: HubEvents };

export type AnnouncedProgram = { programId: number; programName: string; cycleCode: string };

/** A scheduler event to the program's users (ProgramSchedulerNotification). */
export function toProgram(
  hubEvents: HubEvents,
  programId: number,
  target: HubEventName,
  invitationIds: readonly number[] = [],
): void {
  hubEvents.send({
    hub: 'ProgramSchedulerNotification',
    audience: { kind: 'group', group: hubGroups.program(programId) },
    target,
    args: [target === events.calendarUpdated ? { programId } : { programId, invitationIds }],
  });
}

/** A scheduler event to one applicant's user (ApplicantSchedulerNotification). */
export function toApplicant(
  hubEvents: HubEvents,
  userId: string,
  programId: number,
  target: HubEventName,
  invitationIds: readonly number[] = [],
): void {
  hubEvents.send({
    hub: 'ApplicantSchedulerNotification',
    audience: { kind: 'user', userId },
    target,
    args: [target === events.calendarUpdated ? { programId } : { programId, invitationIds }],
  });
}

/** When an interview happens, in Pacific time (the mail's and push's words; screens show both zones). */
export function interviewWhen(startsAt: Date | null): string {
  return startsAt ? formatPacificDateTime(startsAt) : '';
}

/** New invitations: each invitee is told and sees them live; the program's screens refresh. */
export async function announceInvitationsSent(
  deps: InterviewEventDeps,
  program: AnnouncedProgram,
  sent: readonly { invitationId: number; applicantUserId: string }[],
  options: { causedByUserId: string | null; windowClosesAt?: Date | null },
): Promise<void> {
  if (sent.length === 0) return;
  toProgram(
    deps.hubEvents,
    program.programId,
    events.programUserBulkInvite,
    sent.map((s) => s.invitationId),
  );
  for (const s of sent) {
    toApplicant(deps.hubEvents, s.applicantUserId, program.programId, events.programUserBulkInvite, [
      s.invitationId,
    ]);
  }
  await deps.notify.send({
    userIds: sent.map((s) => s.applicantUserId),
    kind: 'Interview',
    title: formatMessage(seasonMessages.InterviewInvitedTitle, { program: program.programName }),
    body: options.windowClosesAt
      ? formatMessage(seasonMessages.InterviewInvitedWindowBody, {
          program: program.programName,
          closesAt: formatPacificDateTime(options.windowClosesAt),
        })
      : formatMessage(seasonMessages.InterviewInvitedBody, { program: program.programName }),
    data: { matchCycleCode: program.cycleCode },
    causedByUserId: options.causedByUserId,
  });
}

export type InvitationChange = 'Accepted' | 'Declined' | 'CancelledByApplicant' | 'CancelledByProgram';

/** One invitation changed: the applicant is told (mail, notification, push) and both sides refresh. */
export async function announceInvitationChange(
  deps: InterviewEventDeps,
  change: InvitationChange,
  invitation: {
    id: number;
    programId: number;
    programName: string;
    cycleCode: string;
    applicantUserId: string;
    startsAt: Date | null;
  },
  causedByUserId: string | null,
  /** The program's words on a cancellation, told to the applicant. */
  reason?: string | null,
): Promise<void> {
  const ids = [invitation.id];
  const programEvent: Record<InvitationChange, HubEventName> = {
    Accepted: events.applicantAcceptedInvitation,
    Declined: events.applicantDeclinedInvitation,
    CancelledByApplicant: events.cancelInvitation,
    CancelledByProgram: events.cancelInvitation,
  };
  toProgram(deps.hubEvents, invitation.programId, programEvent[change], ids);
  if (change === 'CancelledByProgram' || change === 'CancelledByApplicant') {
    toApplicant(
      deps.hubEvents,
      invitation.applicantUserId,
      invitation.programId,
      events.cancelInvitation,
      ids,
    );
  }
  // A seat taken or freed moves both calendars.
  if (change !== 'Declined') {
    toProgram(deps.hubEvents, invitation.programId, events.calendarUpdated);
    toApplicant(deps.hubEvents, invitation.applicantUserId, invitation.programId, events.calendarUpdated);
  }
  const values = { program: invitation.programName, when: interviewWhen(invitation.startsAt) };
  const texts: Record<InvitationChange, [string, string]> = {
    Accepted: [seasonMessages.InterviewAcceptedTitle, seasonMessages.InterviewAcceptedBody],
    Declined: [seasonMessages.InterviewDeclinedTitle, seasonMessages.InterviewDeclinedBody],
    CancelledByApplicant: [
      seasonMessages.InterviewCancelledByApplicantTitle,
      seasonMessages.InterviewCancelledByApplicantBody,
    ],
    CancelledByProgram: [
      seasonMessages.InterviewCancelledByProgramTitle,
      seasonMessages.InterviewCancelledByProgramBody,
    ],
  };
  const [title, body] = texts[change];
  await deps.notify.send({
    userIds: [invitation.applicantUserId],
    kind: 'Interview',
    type: change === 'Accepted' ? 'Success' : 'Info',
    title: formatMessage(title, values),
    body: reason ? `${formatMessage(body, values)}\n\n${reason}` : formatMessage(body, values),
    data: { matchCycleCode: invitation.cycleCode, invitationId: String(invitation.id) },
    causedByUserId,
  });
}
