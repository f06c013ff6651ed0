/**
 * The Meeting tab for program users: the selected room's video with the applicant in it beside it
 * (their application and the program's notes on it), or a room picker; after the meeting ends,
 * the video-conference feedback form.
 */
import { useState } from 'react';
import type {
  InterviewDashboard,
  MeetingAttendee,
} from '../../../../core/contracts/meetings/meetings.contract.ts';
import { VideoFeedbackForm } from '../../../features/meetings/feedback/video-feedback-form.tsx';
import { VideoRoom } from '../../../features/meetings/video-room.tsx';
import { ApplicationNotes } from '../../../features/program-review/application-notes.tsx';
import { useT } from '../../../lib/i18n/i18n.ts';
import { Button } from '../../../ui/button.tsx';
import { Link } from '../../../ui/link.tsx';

type ProgramPlace = { matchCycleCode: string; programCode: string };

export function applicationHref(place: ProgramPlace, applicationId: number): string {
  return `/program-user/${encodeURIComponent(place.matchCycleCode)}/${encodeURIComponent(place.programCode)}/applications/${applicationId}`;
}

function ApplicantAside({ applicant, place }: { applicant: MeetingAttendee; place: ProgramPlace }) {
  const t = useT();
  return (
    <section className="stack meeting-aside" aria-label={t('MdApplicantInRoom', { name: applicant.name })}>
      <h3>{applicant.name}</h3>
      {applicant.applicationId !== null ? (
        <>
          <Link href={applicationHref(place, applicant.applicationId)}>{t('MdOpenApplication')}</Link>
          <ApplicationNotes params={{ ...place, applicationId: applicant.applicationId }} />
        </>
      ) : null}
    </section>
  );
}

export function ProgramMeetingTab({
  dashboard,
  place,
  roomId,
  roomHref,
}: {
  dashboard: InterviewDashboard;
  place: ProgramPlace;
  roomId: number | null;
  roomHref: (roomId: number) => string;
}) {
  const t = useT();
  const [endedRoomId, setEndedRoomId] = useState<number | null>(null);
  const room = roomId === null ? undefined : dashboard.rooms.find((r) => r.id === roomId);
  const timeRangeId = dashboard.timeRange.id;

  if (endedRoomId !== null && endedRoomId === roomId) {
    return (
      <div className="stack">
        <VideoFeedbackForm timeRangeId={timeRangeId} roomId={endedRoomId} />
        <div className="button-row">
          <Button variant="secondary" onPress={() => setEndedRoomId(null)}>
            {t('MtBackToRoom')}
          </Button>
        </div>
      </div>
    );
  }

  if (!room) {
    return (
      <section className="stack" aria-labelledby="meeting-pick-room">
        <h2 id="meeting-pick-room">{t('MdPickRoomToOpen')}</h2>
        {dashboard.rooms.length === 0 ? (
          <p className="muted">{t('MdNoRooms')}</p>
        ) : (
          <ul className="meeting-room-links">
            {dashboard.rooms.map((r) => (
              <li key={r.id}>
                <Link href={roomHref(r.id)}>{r.name}</Link>
              </li>
            ))}
          </ul>
        )}
      </section>
    );
  }

  const applicants = dashboard.attendees.filter(
    (a) => a.meetingRole === 'Applicant' && (a.roomId === room.id || a.invitedRoomId === room.id),
  );
  return (
    <VideoRoom
      key={room.id}
      timeRangeId={timeRangeId}
      roomId={room.id}
      meetingRole="ProgramUser"
      roomName={room.name}
      onEnded={() => setEndedRoomId(room.id)}
      aside={
        applicants.length === 0 ? (
          <p className="muted">{t('MdNoApplicantInRoom')}</p>
        ) : (
          <div className="stack">
            {applicants.map((a) => (
              <ApplicantAside key={a.userId} applicant={a} place={place} />
            ))}
          </div>
        )
      }
    />
  );
}
