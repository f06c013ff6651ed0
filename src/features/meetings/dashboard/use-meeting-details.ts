/**
 * The caller's own view of a meeting (applicants): GetMeetingDetails on the Meeting hub (which puts an
 * applicant in the waiting room as Online), asked again after a reconnect, when an invitation to a
 * room of this range arrives (NewMeetingInvitation on the Notification hub), and when the program
 * takes them out of their room (MeetingParticipantLeft naming them, StopMeeting of the range).
 */
import {
  type MeetingDetails,
  meetingInvitationEvent,
  participantLeftEvent,
  stopMeetingEvent,
} from '../../../../core/contracts/meetings/meetings.contract.ts';
import { useHubEvent } from '../../../lib/realtime/use-hub-event.ts';
import { useHubAnswer } from './use-hub-answer.ts';

export function useMeetingDetails(timeRangeId: number | null) {
  const answer = useHubAnswer<MeetingDetails>('Meeting', 'GetMeetingDetails', timeRangeId);
  const { reload } = answer;
  const myUserId = answer.data?.me.userId ?? null;
  useHubEvent('Notification', 'NewMeetingInvitation', (payload) => {
    const parsed = meetingInvitationEvent.safeParse(payload);
    if (parsed.success && parsed.data.timeRangeId === timeRangeId) reload();
  });
  useHubEvent('Meeting', 'MeetingParticipantLeft', (payload) => {
    const parsed = participantLeftEvent.safeParse(payload);
    if (parsed.success && parsed.data.userId === myUserId) reload();
  });
  useHubEvent('Meeting', 'StopMeeting', (payload) => {
    const parsed = stopMeetingEvent.safeParse(payload);
    if (parsed.success && parsed.data.timeRangeId === timeRangeId) reload();
  });
  return { details: answer.data, error: answer.error, reload };
}
