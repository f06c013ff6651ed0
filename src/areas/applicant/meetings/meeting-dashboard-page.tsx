/**
 * `/applicant/:matchCycleCode/meetings/dashboard/:timeRangeId/:tab?/:roomId?` (business.md §2.2):
 * the applicant's side of an interview day. Applicants see the Meeting view only (the Rooms,
 * Attendees and Documents tabs are the program's): first the waiting room, which says what happens
 * next, then the room they are invited to (the invitation, or the toast's Join, names it), and when
 * the meeting ends the video-conference feedback form. Laid out for phones first.
 */
import { useState } from 'react';
import { useParams } from 'wouter';
import type { MeetingDetails } from '../../../../core/contracts/meetings/meetings.contract.ts';
import { InterviewTime } from '../../../features/interviews/program-interview-parts.tsx';
import { PresenceBadge } from '../../../features/meetings/dashboard/health-badge.tsx';
import { MeetingLoadFailed } from '../../../features/meetings/dashboard/meeting-load-failed.tsx';
import { meetingTabs } from '../../../features/meetings/dashboard/meeting-paths.ts';
import { useMeetingDetails } from '../../../features/meetings/dashboard/use-meeting-details.ts';
import { useRememberMeetingDate } from '../../../features/meetings/feedback/use-remember-meeting-date.ts';
import { useSendKeptFeedback } from '../../../features/meetings/feedback/use-send-kept-feedback.ts';
import { VideoFeedbackForm } from '../../../features/meetings/feedback/video-feedback-form.tsx';
import { VideoRoom } from '../../../features/meetings/video-room.tsx';
import { useT } from '../../../lib/i18n/i18n.ts';
import { Button } from '../../../ui/button.tsx';
import { NotFound } from '../../../ui/not-found.tsx';
import { Page } from '../../../ui/page.tsx';
import { PageLoading } from '../../../ui/page-loading.tsx';
import '../../../features/meetings/dashboard/meetings.css';

type RouteParams = { matchCycleCode: string; timeRangeId: string; tab?: string; roomId?: string };

/** The room to show: the one the address names if it is the applicant's, else the one they are in or invited to. */
export function applicantRoomOf(details: MeetingDetails, roomId: number | null) {
  const { rooms, me } = details;
  const named = roomId === null ? undefined : rooms.find((r) => r.id === roomId);
  if (named && (named.id === me.roomId || named.id === me.invitedRoomId)) return named;
  const current = me.roomId ?? me.invitedRoomId;
  return current === null ? undefined : rooms.find((r) => r.id === current);
}

function WaitingRoom({ details }: { details: MeetingDetails }) {
  const t = useT();
  const range = details.timeRange;
  return (
    <section className="card stack meeting-waiting" aria-labelledby="waiting-room-title">
      <h2 id="waiting-room-title">{t('MtWaitingRoomTitle')}</h2>
      <p className="meeting-when">
        <InterviewTime startsAt={range.startsAt} endsAt={range.endsAt} />
      </p>
      <p>
        <PresenceBadge status={details.me.status} />
      </p>
      <p role="status">{t('MtWaitingRoomNow', { program: range.programName })}</p>
      <ol className="meeting-next-steps">
        <li>{t('MtWaitingStepInvite')}</li>
        <li>{t('MtWaitingStepKeepOpen')}</li>
        <li>{t('MtWaitingStepCamera')}</li>
      </ol>
    </section>
  );
}

export function ApplicantMeetingDashboardPage() {
  const t = useT();
  const params = useParams<RouteParams>();
  const timeRangeId = Number(params.timeRangeId);
  const valid = Number.isInteger(timeRangeId) && timeRangeId > 0;
  const { details, error, reload } = useMeetingDetails(valid ? timeRangeId : null);
  useRememberMeetingDate(details?.timeRange.date);
  useSendKeptFeedback();
  const [endedRoomId, setEndedRoomId] = useState<number | null>(null);
  const tabOk = params.tab === undefined || (meetingTabs as readonly string[]).includes(params.tab);
  if (!valid || !tabOk) return <NotFound />;
  if (!details) return error ? <MeetingLoadFailed onRetry={reload} /> : <PageLoading />;

  const range = details.timeRange;
  const room = applicantRoomOf(details, params.roomId ? Number(params.roomId) : null);
  const role = details.meetingRole === 'ProgramUserAsApplicant' ? 'ProgramUserAsApplicant' : 'Applicant';
  return (
    <Page title={t('MtApplicantTitle', { program: range.programName })}>
      <div className="meeting-applicant stack">
        {endedRoomId !== null ? (
          <>
            <p role="status">{t('MtMeetingEnded')}</p>
            <VideoFeedbackForm timeRangeId={range.id} roomId={endedRoomId} />
            <div className="button-row">
              <Button
                variant="secondary"
                onPress={() => {
                  setEndedRoomId(null);
                  reload();
                }}
              >
                {t('MtBackToWaitingRoom')}
              </Button>
            </div>
          </>
        ) : room ? (
          <VideoRoom
            key={room.id}
            timeRangeId={range.id}
            roomId={room.id}
            meetingRole={role}
            roomName={room.name}
            onEnded={() => setEndedRoomId(room.id)}
          />
        ) : (
          <WaitingRoom details={details} />
        )}
      </div>
    </Page>
  );
}
