/** Meeting answers for client tests (issue 17): one video interview range, as the server answers it. */
import type { MeetingTimeRange } from '../../core/contracts/meetings/meetings.contract.ts';

/** Boston Medicine's live video range on 26 November 2026, 9 to 11 in Los Angeles. */
export const meetingTimeRange = (more: Partial<MeetingTimeRange> = {}): MeetingTimeRange => ({
  id: 11,
  interviewDayId: 4,
  programId: 7,
  programCode: 'IM-MA-001',
  programName: 'Boston Medicine',
  matchCycleCode: 'IM-2027',
  date: '2026-11-26',
  timeZone: 'America/Los_Angeles',
  startsAt: '2026-11-26T17:00:00.000Z',
  endsAt: '2026-11-26T19:00:00.000Z',
  interviewType: 'MatchlineVideoConference',
  roomName: null,
  isLive: true,
  ...more,
});
