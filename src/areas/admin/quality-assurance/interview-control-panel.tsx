/**
 * quality-assurance/interview-control-panel (business.md §2.6, issue 17): every video interview range
 * of today or under way, with its rooms, timers, connection health and who is online or waiting,
 * refreshed every 15 s and at once when the selected range's dashboard changes (MeetingDashboard
 * hub); the selected range's logged events below, paged, from a chosen level up.
 */
import { useEffect } from 'react';
import {
  type LiveMeetingRange,
  listLiveMeetings,
  listMeetingEvents,
  type MeetingEvent,
} from '../../../../core/contracts/meetings/meetings.contract.ts';
import {
  type MeetingLogLevelName,
  meetingEventLevels,
  meetingLogLevels,
} from '../../../../core/domain/meetings.ts';
import { formatInterviewTimeInline } from '../../../features/interviews/interview-time.ts';
import { useListQuery } from '../../../features/lists/use-list-query.ts';
import { RoomTimerLabel } from '../../../features/meetings/dashboard/room-timer-label.tsx';
import { receivedTimer } from '../../../features/meetings/dashboard/room-timer-view.ts';
import { useInterviewDashboard } from '../../../features/meetings/dashboard/use-interview-dashboard.ts';
import { formatDateTime } from '../../../lib/format/dates.ts';
import { useContractQuery } from '../../../lib/http/use-contract-query.ts';
import { useT } from '../../../lib/i18n/i18n.ts';
import { useHubEvent } from '../../../lib/realtime/use-hub-event.ts';
import { Button } from '../../../ui/button.tsx';
import { DataTable, type DataTableColumn } from '../../../ui/data-table.tsx';
import { Pager } from '../../../ui/pager.tsx';
import { SelectField } from '../../../ui/select-field.tsx';
import '../../../features/meetings/dashboard/meetings.css';

export const LIVE_REFRESH_MS = 15_000;

const levelNames = Object.fromEntries(
  Object.entries(meetingLogLevels).map(([name, level]) => [level, name as MeetingLogLevelName]),
) as Record<number, MeetingLogLevelName>;

/** The selected range (in the URL with the events' level and page) and its events. */
function useRangeEvents() {
  return useListQuery(listMeetingEvents, {
    urlPrefix: 'events',
    defaults: { range: 0, level: '0' },
    params: (query) => ({ timeRangeId: Number(query.range) }),
    enabled: (query) => Number(query.range) > 0,
  });
}

function RangeEvents({
  range,
  list,
  onClose,
}: {
  range: LiveMeetingRange;
  list: ReturnType<typeof useRangeEvents>;
  onClose: () => void;
}) {
  const t = useT();
  const { query, setQuery, reload } = list;
  // Joins the range's dashboard group: its changes refresh the events at once.
  useInterviewDashboard(range.timeRange.id);
  useHubEvent('MeetingDashboard', 'InterviewDashboardUpdate', reload);

  const columns: DataTableColumn<MeetingEvent>[] = [
    { id: 'createdAt', header: t('QcEventTime'), render: (e) => formatDateTime(e.createdAt) },
    { id: 'level', header: t('QcEventLevel'), render: (e) => levelNames[e.level] ?? String(e.level) },
    { id: 'event', header: t('QcEvent'), isRowHeader: true, render: (e) => e.event },
    { id: 'user', header: t('QcEventUser'), render: (e) => e.userName ?? '—' },
    {
      id: 'room',
      header: t('QcEventRoom'),
      render: (e) => range.rooms.find((r) => r.id === e.roomId)?.name ?? '—',
    },
    {
      id: 'message',
      header: t('QcEventMessage'),
      render: (e) => e.message ?? '—',
      fullText: (e) => e.message ?? undefined,
    },
  ];
  return (
    <section className="card stack" aria-labelledby="control-panel-events">
      <div className="button-row button-row-spread">
        <h2 id="control-panel-events">
          {t('QcEventsOf', {
            program: range.timeRange.programName,
            time: formatInterviewTimeInline(range.timeRange.startsAt, range.timeRange.endsAt),
          })}
        </h2>
        <Button variant="secondary" onPress={onClose}>
          {t('Close')}
        </Button>
      </div>
      <div className="list-toolbar">
        <SelectField
          label={t('QcLevelFrom')}
          options={meetingEventLevels.map((level) => ({
            value: String(level),
            label: levelNames[level] ?? '',
          }))}
          value={String(query.level)}
          onChange={(level) => setQuery({ level: level ?? '0' })}
        />
      </div>
      <DataTable
        aria-label={t('QcEvents')}
        layout="cards"
        columns={columns}
        getRowKey={(e) => e.id}
        emptyText={t('QcNoEvents')}
        {...list.tableProps}
      />
      <Pager {...list.pagerProps} />
    </section>
  );
}

export function InterviewControlPanel() {
  const t = useT();
  const live = useContractQuery(listLiveMeetings, {});
  const { reload } = live;
  const events = useRangeEvents();
  const selectedId = Number(events.query.range) || 0;

  useEffect(() => {
    const timer = setInterval(reload, LIVE_REFRESH_MS);
    return () => clearInterval(timer);
  }, [reload]);
  useHubEvent('MeetingDashboard', 'InterviewDashboardUpdate', reload);
  useHubEvent('MeetingDashboard', 'InterviewDashboardTimerUpdate', reload);

  const items = live.data?.items ?? [];
  const receivedAt = Date.now();
  const selected = items.find((r) => r.timeRange.id === selectedId);

  const columns: DataTableColumn<LiveMeetingRange>[] = [
    { id: 'program', header: t('QcProgram'), isRowHeader: true, render: (r) => r.timeRange.programName },
    {
      id: 'time',
      header: t('QcTime'),
      render: (r) => formatInterviewTimeInline(r.timeRange.startsAt, r.timeRange.endsAt),
    },
    {
      id: 'rooms',
      header: t('QcRooms'),
      render: (r) =>
        r.rooms.length === 0 ? (
          t('QcNoRooms')
        ) : (
          <ul className="meeting-people">
            {r.rooms.map((room) => (
              <li key={room.id}>
                {room.name}: <RoomTimerLabel timer={receivedTimer(room.timer, receivedAt)} />
              </li>
            ))}
          </ul>
        ),
    },
    {
      id: 'people',
      header: t('QcPeople'),
      render: (r) =>
        t('QcPeopleCounts', { online: r.onlineCount, waiting: r.waitingCount, total: r.attendeeCount }),
    },
    {
      id: 'health',
      header: t('QcHealth'),
      render: (r) =>
        t('QcHealthCounts', { good: r.health.Good, weak: r.health.Weak, unstable: r.health.Unstable }),
    },
    {
      id: 'actions',
      header: t('QcActions'),
      isActions: true,
      render: (r) => (
        <Button
          variant="secondary"
          onPress={() => events.setQuery({ range: r.timeRange.id })}
          aria-label={t('QcShowEventsOf', { program: r.timeRange.programName })}
        >
          {t('QcShowEvents')}
        </Button>
      ),
    },
  ];

  return (
    <div className="stack">
      <p className="muted">{t('QcRefreshNote')}</p>
      <DataTable
        aria-label={t('QaInterviewControlPanel')}
        layout="cards"
        columns={columns}
        rows={items}
        getRowKey={(r) => r.timeRange.id}
        isLoading={live.isLoading}
        emptyText={t('QcNoLiveMeetings')}
      />
      {selected ? (
        <RangeEvents
          key={selected.timeRange.id}
          range={selected}
          list={events}
          onClose={() => events.setQuery({ range: 0 })}
        />
      ) : null}
    </div>
  );
}
