/**
 * The caller's own view of a meeting (applicants): GetMeetingDetails on the Meeting hub (which puts an
 * applicant in the waiting room as Online), asked again after a reconnect and when an invitation to
 * a room of this range arrives (NewMeetingInvitation on the Notification hub).
 */
import {
  type MeetingDetails,
  meetingInvitationEvent,
} from '../../../../core/contracts/meetings/meetings.contract.ts';
import { useHubEvent } from '../../../lib/realtime/use-hub-event.ts';
import { useHubAnswer } from './use-hub-answer.ts';

export function useMeetingDetails(timeRangeId: number | null) {
  const answer = useHubAnswer<MeetingDetails>('Meeting', 'GetMeetingDetails', timeRangeId);
  const { reload } = answer;
  useHubEvent('Notification', 'NewMeetingInvitation', (payload) => {
    const parsed = meetingInvitationEvent.safeParse(payload);
    if (parsed.success && parsed.data.timeRangeId === timeRangeId) reload();
  });
  return { details: answer.data, error: answer.error, reload };
}
