/**
 * Who is what at an interview time range's meeting (platform.md §3 meeting roles): program users of
 * the range's program are 'ProgramUser'; the applicant of an Accepted invitation in the range is
 * 'Applicant'; administrators may watch (dashboards, the admin's reads) but never join a room.
 * Everyone else is refused. Only ranges of Matchline video days have meetings.
 */
import { meetingMessages } from '../../../core/domain/meeting-messages.ts';
import type { DbExecutor } from '../../db/client.ts';
import { isProgramMember } from '../../db/repositories/invitation-queue.repository.ts';
import {
  findMeetingRange,
  listRangeApplicants,
  type MeetingRangeRow,
  type RangeApplicantRow,
} from '../../db/repositories/meetings.repository.ts';
import { conflict, forbiddenResource, notFound } from '../../errors.ts';
import type { AuthContext } from '../auth/session.service.ts';

export type MeetingAccess =
  | { kind: 'ProgramUser'; range: MeetingRangeRow }
  | { kind: 'Applicant'; range: MeetingRangeRow; applicant: RangeApplicantRow }
  | { kind: 'Admin'; range: MeetingRangeRow };

/** What the caller may do: 'join' (program users, applicants), 'watch' (those and admins). */
export type MeetingUse = 'join' | 'watch';

/** The video range (404 unknown, 409 in words when its day is not a Matchline video conference). */
export async function videoRange(db: DbExecutor, timeRangeId: number): Promise<MeetingRangeRow> {
  const range = await findMeetingRange(db, timeRangeId);
  if (!range) throw notFound();
  if (range.interviewType !== 'MatchlineVideoConference') throw conflict(meetingMessages.NotAVideoMeeting);
  return range;
}

/** The caller's meeting role in the range, or a refusal. */
export async function meetingAccess(
  db: DbExecutor,
  auth: Pick<AuthContext, 'userId' | 'roles'>,
  timeRangeId: number,
  use: MeetingUse,
): Promise<MeetingAccess> {
  const range = await videoRange(db, timeRangeId);
  if (auth.roles.includes('ProgramUser') && (await isProgramMember(db, auth.userId, range.programId))) {
    return { kind: 'ProgramUser', range };
  }
  if (auth.roles.includes('Applicant')) {
    const [applicant] = await listRangeApplicants(db, range.id, auth.userId);
    if (applicant) return { kind: 'Applicant', range, applicant };
  }
  if (auth.roles.includes('Admin')) {
    if (use === 'watch') return { kind: 'Admin', range };
    throw forbiddenResource(meetingMessages.AdminsDoNotJoin);
  }
  throw forbiddenResource();
}

/** Program users of the range's program only (rooms, moves, the timer). */
export async function programUserAccess(
  db: DbExecutor,
  auth: Pick<AuthContext, 'userId' | 'roles'>,
  timeRangeId: number,
): Promise<MeetingRangeRow> {
  const access = await meetingAccess(db, auth, timeRangeId, 'watch');
  if (access.kind !== 'ProgramUser') throw forbiddenResource();
  return access.range;
}
