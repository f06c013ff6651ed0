/**
 * The way into the meeting dashboard from the interview pages (issue 17): the caller's video
 * interview ranges from today on (listMyMeetings), of this cycle (and program, for a program user),
 * each with its time and a link to its dashboard. Nothing shows when there are none.
 */
import type { MyMeeting } from '../../../../core/contracts/meetings/meetings.contract.ts';
import { listMyMeetings } from '../../../../core/contracts/meetings/meetings.contract.ts';
import { useContractQuery } from '../../../lib/http/use-contract-query.ts';
import { useT } from '../../../lib/i18n/i18n.ts';
import { Link } from '../../../ui/link.tsx';
import { StatusBadge } from '../../../ui/status-badge.tsx';
import { InterviewTime } from '../../interviews/program-interview-parts.tsx';
import { useSendKeptFeedback } from '../feedback/use-send-kept-feedback.ts';
import { type MeetingViewer, meetingDashboardPath } from './meeting-paths.ts';

function isViewers(meeting: MyMeeting, viewer: MeetingViewer): boolean {
  if (meeting.matchCycleCode !== viewer.matchCycleCode) return false;
  return viewer.kind === 'applicant' || meeting.programCode === viewer.programCode;
}

export function MyMeetingsPanel({ viewer }: { viewer: MeetingViewer }) {
  const t = useT();
  useSendKeptFeedback();
  const query = useContractQuery(
    listMyMeetings,
    {},
    {
      // A side panel: the page works without it, so a failure is only logged.
      onError: (error) => console.warn('The video meetings could not be loaded.', error),
    },
  );
  const meetings = (query.data?.items ?? []).filter((m) => isViewers(m, viewer));
  if (meetings.length === 0) return null;
  return (
    <section className="card stack" aria-labelledby="my-meetings-title">
      <h2 id="my-meetings-title">{t('MtMyMeetings')}</h2>
      <ul className="meeting-room-links">
        {meetings.map((m) => (
          <li key={m.id} className="stack-tight">
            <span>
              {viewer.kind === 'applicant' ? `${m.programName} · ` : null}
              <InterviewTime startsAt={m.startsAt} endsAt={m.endsAt} />{' '}
              {m.isLive ? <StatusBadge status="live" label={t('MtLiveNow')} tone="success" /> : null}
            </span>
            <Link
              href={meetingDashboardPath(viewer, m.id, viewer.kind === 'applicant' ? 'meeting' : 'rooms')}
            >
              {t('MtOpenDashboard')}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
