/**
 * The applicant's interview screens refresh live (platform.md §7): the ApplicantSchedulerNotification
 * hub (invitations sent or cancelled by a program, the queue's sends, a calendar change) and the
 * InterviewSwap hub (an offer made, taken or withdrawn). Both reach the applicant through its user
 * group, so no group is joined; the hubs are started here, by the pages that need them.
 */
import { useEffect } from 'react';
import type { HubEventName, HubName } from '../../../core/realtime/hubs.ts';
import { hubConnection, startHub } from '../../lib/realtime/hub-registry.ts';
import { useSessionStore } from '../../lib/session/session-store.ts';

const liveEvents: readonly [HubName, HubEventName][] = [
  ['ApplicantSchedulerNotification', 'ProgramUserBulkInvite'],
  ['ApplicantSchedulerNotification', 'CancelInvitation'],
  ['ApplicantSchedulerNotification', 'CalendarUpdated'],
  ['ApplicantSchedulerNotification', 'InvitationQueueSentInvitation'],
  ['ApplicantSchedulerNotification', 'InterviewSchedulerContextChanged'],
  ['InterviewSwap', 'SwapRequestCreated'],
  ['InterviewSwap', 'SwapRequestAcceptedOrCancelled'],
];

/** Calls `reload` (the latest one) on every interview event while the page is mounted. */
export function useApplicantInterviewLive(reload: () => void): void {
  const userId = useSessionStore((s) => (s.status === 'signedIn' ? (s.session?.user.id ?? null) : null));
  useEffect(() => {
    if (!userId) return;
    const removals = liveEvents.map(([hub, event]) => hubConnection(hub).on(event, () => reload()));
    // Each start handles its own failures (retries, then the browser's online event).
    void startHub('ApplicantSchedulerNotification');
    void startHub('InterviewSwap');
    return () => {
      for (const remove of removals) remove();
    };
  }, [userId, reload]);
}
