/**
 * The program's interview screens refresh live (platform.md §7): the ProgramSchedulerNotification
 * hub (answers, cancellations, the queue's and the program's sends, calendar changes) and the
 * ProgramInvitationQueue hub (QueueUpdated, QueueHistoryUpdated), both through the program's group,
 * joined while the page is mounted (and again after every reconnect).
 */
import { useEffect } from 'react';
import { type HubEventName, type HubName, hubGroups } from '../../../core/realtime/hubs.ts';
import { hubConnection, startHub } from '../../lib/realtime/hub-registry.ts';
import { useSessionStore } from '../../lib/session/session-store.ts';

const liveEvents: Record<'ProgramSchedulerNotification' | 'ProgramInvitationQueue', readonly HubEventName[]> =
  {
    ProgramSchedulerNotification: [
      'ApplicantAcceptedInvitation',
      'ApplicantDeclinedInvitation',
      'CancelInvitation',
      'ProgramUserBulkInvite',
      'InvitationQueueSentInvitation',
      'CalendarUpdated',
      'InterviewSchedulerContextChanged',
    ],
    ProgramInvitationQueue: ['QueueUpdated', 'QueueHistoryUpdated'],
  };

/** Calls `reload` (the latest one) on the program's interview events while the page is mounted. */
export function useProgramInterviewLive(programId: number | null, reload: () => void): void {
  const userId = useSessionStore((s) => (s.status === 'signedIn' ? (s.session?.user.id ?? null) : null));
  useEffect(() => {
    if (!userId || programId === null) return;
    const group = hubGroups.program(programId);
    const removals: (() => void)[] = [];
    for (const hub of Object.keys(liveEvents) as (keyof typeof liveEvents)[]) {
      const connection = hubConnection(hub as HubName);
      for (const event of liveEvents[hub]) removals.push(connection.on(event, () => reload()));
      // Both handle their own failures: the group is kept and joined again at every (re)connect.
      void connection.joinGroup(group);
      void startHub(hub);
    }
    return () => {
      for (const remove of removals) remove();
      for (const hub of Object.keys(liveEvents) as HubName[]) void hubConnection(hub).leaveGroup(group);
    };
  }, [userId, programId, reload]);
}
