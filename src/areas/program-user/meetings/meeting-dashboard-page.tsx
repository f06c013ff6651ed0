/**
 * `/program-user/:matchCycleCode/:programCode/meetings/dashboard/:timeRangeId/:tab?/:roomId?`
 * (business.md §2.3, platform.md §2 meeting-view tabs): the interview day's rooms, attendees, the
 * meeting itself and the applicants' documents, live on the MeetingDashboard hub.
 */
import { useEffect, useState } from 'react';
import { useParams } from 'wouter';
import { InterviewTime } from '../../../features/interviews/program-interview-parts.tsx';
import { MeetingLoadFailed } from '../../../features/meetings/dashboard/meeting-load-failed.tsx';
import {
  type MeetingTab,
  type MeetingViewer,
  meetingDashboardPath,
  meetingTabs,
} from '../../../features/meetings/dashboard/meeting-paths.ts';
import { useInterviewDashboard } from '../../../features/meetings/dashboard/use-interview-dashboard.ts';
import { useRememberMeetingDate } from '../../../features/meetings/feedback/use-remember-meeting-date.ts';
import { useSendKeptFeedback } from '../../../features/meetings/feedback/use-send-kept-feedback.ts';
import { useT } from '../../../lib/i18n/i18n.ts';
import { Link } from '../../../ui/link.tsx';
import { NotFound } from '../../../ui/not-found.tsx';
import { Page } from '../../../ui/page.tsx';
import { PageLoading } from '../../../ui/page-loading.tsx';
import { RouteTabs } from '../../../ui/tabs.tsx';
import { AttendeesTab } from './attendees-tab.tsx';
import { DocumentsTab } from './documents-tab.tsx';
import { ProgramMeetingTab } from './program-meeting-tab.tsx';
import { RoomsTab } from './rooms-tab.tsx';
import '../../../features/meetings/dashboard/meetings.css';

type RouteParams = {
  matchCycleCode: string;
  programCode: string;
  timeRangeId: string;
  tab?: string;
  roomId?: string;
};

const tabLabels = {
  rooms: 'MtTabRooms',
  attendees: 'MtTabAttendees',
  meeting: 'MtTabMeeting',
  documents: 'MtTabDocuments',
} as const satisfies Record<MeetingTab, string>;

export function ProgramMeetingDashboardPage() {
  const t = useT();
  const params = useParams<RouteParams>();
  const timeRangeId = Number(params.timeRangeId);
  const valid = Number.isInteger(timeRangeId) && timeRangeId > 0;
  const live = useInterviewDashboard(valid ? timeRangeId : null);
  useRememberMeetingDate(live.dashboard?.timeRange.date);
  useSendKeptFeedback();
  const tab = (params.tab ?? 'rooms') as MeetingTab;
  const roomId = params.roomId ? Number(params.roomId) : null;
  // The room whose call this page holds: the call goes on while the interviewer looks at the other
  // tabs (inviting the next applicant must not hang up on the one being interviewed).
  const [callRoomId, setCallRoomId] = useState<number | null>(null);
  useEffect(() => {
    if (tab === 'meeting' && roomId !== null) setCallRoomId(roomId);
  }, [tab, roomId]);
  const meetingRoomId = tab === 'meeting' ? roomId : callRoomId;
  if (!valid || !(meetingTabs as readonly string[]).includes(tab)) return <NotFound />;
  const { dashboard } = live;
  if (!dashboard) return live.error ? <MeetingLoadFailed onRetry={live.reload} /> : <PageLoading />;

  const place = { matchCycleCode: params.matchCycleCode, programCode: params.programCode };
  const viewer: MeetingViewer = { kind: 'programUser', ...place };
  const roomHref = (id: number) => meetingDashboardPath(viewer, timeRangeId, 'meeting', id);
  const range = dashboard.timeRange;
  return (
    <Page title={t('MtDashboardTitle', { program: range.programName })}>
      <p className="meeting-when">
        <InterviewTime startsAt={range.startsAt} endsAt={range.endsAt} />
      </p>
      <RouteTabs
        aria-label={t('MtTabs')}
        selectedId={tab}
        tabs={meetingTabs.map((id) => ({
          id,
          label: t(tabLabels[id]),
          href: meetingDashboardPath(viewer, timeRangeId, id, id === 'meeting' ? meetingRoomId : null),
        }))}
        kept={
          tab === 'meeting' || callRoomId !== null
            ? {
                id: 'meeting',
                content: (
                  <ProgramMeetingTab
                    dashboard={dashboard}
                    place={place}
                    roomId={meetingRoomId}
                    roomHref={roomHref}
                  />
                ),
              }
            : null
        }
      >
        {callRoomId !== null ? (
          <p className="meeting-call-link">
            <Link href={roomHref(callRoomId)}>{t('MtBackToRoom')}</Link>
          </p>
        ) : null}
        {tab === 'rooms' ? (
          <RoomsTab dashboard={dashboard} timers={live.timers} roomHref={roomHref} onChanged={live.reload} />
        ) : tab === 'attendees' ? (
          <AttendeesTab dashboard={dashboard} onChanged={live.reload} />
        ) : (
          <DocumentsTab dashboard={dashboard} place={place} />
        )}
      </RouteTabs>
    </Page>
  );
}
