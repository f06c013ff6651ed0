import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useParams } from 'wouter';
import {
  cancelInvitation,
  getProgramInterviewSeason,
  type InterviewDay,
  type InvitationSummary,
  listProgramInvitations,
  type ProgramInterviewSeason,
} from '../../../../core/contracts/interviews/interviews.contract.ts';
import { listPortalProgramUsers } from '../../../../core/contracts/programs/program-portal.contract.ts';
import type { ProgramUser } from '../../../../core/contracts/programs/programs.contract.ts';
import { type InvitationStatus, invitationStatuses } from '../../../../core/domain/interviews.ts';
import { InterviewDayForm } from '../../../features/interviews/interview-day-form.tsx';
import { formatInterviewDate } from '../../../features/interviews/interview-time.ts';
import { InvitationQueuePanel } from '../../../features/interviews/invitation-queue-panel.tsx';
import { PreferenceWindowPanel } from '../../../features/interviews/preference-window-panel.tsx';
import { InterviewTime } from '../../../features/interviews/program-interview-parts.tsx';
import { useProgramInterviewLive } from '../../../features/interviews/use-program-interview-live.ts';
import { MergeProgressToast } from '../../../features/pdf-merges/merge-progress-toast.tsx';
import { PacketRequestButton } from '../../../features/pdf-merges/packet-request-button.tsx';
import { isNotFound } from '../../../lib/errors/app-errors.ts';
import { handleError } from '../../../lib/errors/error-handler.ts';
import { call } from '../../../lib/http/http-client.ts';
import { useContractQuery } from '../../../lib/http/use-contract-query.ts';
import { useT } from '../../../lib/i18n/i18n.ts';
import { showSuccess } from '../../../lib/notify/toast-service.ts';
import { Button } from '../../../ui/button.tsx';
import { confirm } from '../../../ui/confirm-dialog.tsx';
import { DataTable } from '../../../ui/data-table.tsx';
import { NotFound } from '../../../ui/not-found.tsx';
import { Page } from '../../../ui/page.tsx';
import { PageLoading } from '../../../ui/page-loading.tsx';
import { Pager } from '../../../ui/pager.tsx';
import { SelectField } from '../../../ui/select-field.tsx';
import { StatusBadge } from '../../../ui/status-badge.tsx';
import { RouteTabs } from '../../../ui/tabs.tsx';

type Params = { matchCycleCode: string; programCode: string; tab?: string };

const tabs = ['calendar', 'applicants', 'interviews'] as const;
const INVITATIONS_PAGE_SIZE = 20;
type Tab = (typeof tabs)[number];

/**
 * `/program-user/:matchCycleCode/:programCode/interview-schedule/:tab?` (business.md §2.3): the
 * calendar (days and ranges with seats booked and free, add and edit), the applicants (invitations by
 * status with cancel and its refusal in words, the invitation queue, preference windows) and the
 * interviews (accepted, by day; an interviewer's itinerary). Live on the program's scheduler and
 * queue events; every time in the viewer's zone and in PT.
 */
export function InterviewSchedulePage() {
  const t = useT();
  const { matchCycleCode, programCode, tab = 'calendar' } = useParams<Params>();
  const [revision, setRevision] = useState(0);
  const season = useContractQuery(
    getProgramInterviewSeason,
    { params: { matchCycleCode, programCode } },
    {
      onError: (error) => {
        if (!isNotFound(error)) handleError(error, { context: 'interview schedule' });
      },
    },
  );
  const reloadSeason = season.reload;
  const refresh = useCallback(() => {
    reloadSeason();
    setRevision((n) => n + 1);
  }, [reloadSeason]);
  useProgramInterviewLive(season.data?.programId ?? null, refresh);
  if (!(tabs as readonly string[]).includes(tab)) return <NotFound />;
  if (isNotFound(season.error)) return <NotFound />;
  const data = season.data;
  if (!data) return season.error ? null : <PageLoading />;
  const base = `/program-user/${matchCycleCode}/${programCode}/interview-schedule`;
  return (
    <Page title={t('PiScheduleTitle')}>
      <p>
        {t('PiScheduleIntro', { program: data.programName })} {t('PiFreeSlots', { count: data.freeSlots })}
      </p>
      <RouteTabs
        aria-label={t('PiScheduleSections')}
        selectedId={tab}
        tabs={tabs.map((id) => ({ id, label: t(`PiTab_${id}`), href: `${base}/${id}` }))}
      >
        {(tab as Tab) === 'calendar' ? (
          <CalendarTab season={data} onChanged={refresh} />
        ) : tab === 'applicants' ? (
          <ApplicantsTab season={data} revision={revision} onChanged={refresh} />
        ) : (
          <InterviewsTab season={data} revision={revision} />
        )}
      </RouteTabs>
    </Page>
  );
}

function useInterviewers(programCode: string, enabled: boolean): readonly ProgramUser[] {
  const users = useContractQuery(listPortalProgramUsers, enabled ? { params: { programCode } } : null, {
    // The names only help; without them the interviewers are not listed.
    onError: () => {},
  });
  return users.data?.items ?? [];
}

/** Asks again when the page's live revision moves (not on the first render). */
function useReloadOn(revision: number, reload: () => void): void {
  const first = useRef(revision);
  useEffect(() => {
    if (revision !== first.current) reload();
  }, [revision, reload]);
}

const nameOf = (user: ProgramUser) => `${user.firstName} ${user.lastName}`.trim();

function CalendarTab({ season, onChanged }: { season: ProgramInterviewSeason; onChanged: () => void }) {
  const t = useT();
  const [editing, setEditing] = useState<number | 'new' | null>(null);
  const interviewers = useInterviewers(season.programCode, true);
  const names = new Map(interviewers.map((u) => [u.userId, nameOf(u)]));
  const done = () => {
    setEditing(null);
    onChanged();
  };
  if (editing !== null) {
    const day = editing === 'new' ? null : (season.days.find((d) => d.id === editing) ?? null);
    return (
      <section className="stack" aria-labelledby="pi-day-form">
        <h2 id="pi-day-form">{day ? formatInterviewDate(day.date) : t('PiAddDay')}</h2>
        <InterviewDayForm
          matchCycleCode={season.matchCycleCode}
          programCode={season.programCode}
          day={day}
          interviewers={interviewers}
          onDone={done}
        />
      </section>
    );
  }
  return (
    <section className="stack" aria-label={t('PiTab_calendar')}>
      {season.isReadOnly ? null : (
        <div className="button-row">
          <Button onPress={() => setEditing('new')}>{t('PiAddDay')}</Button>
        </div>
      )}
      {season.days.length === 0 ? <p>{t('PiNoDays')}</p> : null}
      <ul className="stack" aria-label={t('PiDays')}>
        {season.days.map((day) => (
          <li key={day.id} className="card stack">
            <h3>{formatInterviewDate(day.date)}</h3>
            <p>
              {t(`PiType_${day.interviewType}`)}
              {day.location ? ` · ${day.location}` : ''}
              {day.isPassed ? ` · ${t('PiDayPassed')}` : ''}
            </p>
            {day.videoLink ? (
              <p>
                <a href={day.videoLink} target="_blank" rel="noreferrer">
                  {t('PiVideoLink')}
                </a>
              </p>
            ) : null}
            <DaySeats day={day} />
            <ul className="stack" aria-label={t('PiRangesOf', { date: day.date })}>
              {day.timeRanges.map((range) => (
                <li key={range.id}>
                  <InterviewTime startsAt={range.startsAt} endsAt={range.endsAt} />
                  <span>
                    {t('PiSeats', { booked: range.booked, capacity: range.capacity })}
                    {' · '}
                    {range.isPublic ? t('PiPublicShort') : t('PiHiddenShort')}
                    {range.interviewerUserIds.length > 0
                      ? ` · ${range.interviewerUserIds.map((id) => names.get(id) ?? t('PiInterviewer')).join(', ')}`
                      : ''}
                  </span>
                </li>
              ))}
            </ul>
            {season.isReadOnly || day.isPassed ? null : (
              <div className="button-row">
                <Button variant="secondary" onPress={() => setEditing(day.id)}>
                  {t('PiEditDayOf', { date: formatInterviewDate(day.date) })}
                </Button>
              </div>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}

function DaySeats({ day }: { day: InterviewDay }) {
  const t = useT();
  const capacity = day.timeRanges.reduce((sum, r) => sum + r.capacity, 0);
  const booked = day.timeRanges.reduce((sum, r) => sum + r.booked, 0);
  return <p>{t('PiDaySeats', { booked, free: capacity - booked, capacity })}</p>;
}

function ApplicantsTab({
  season,
  revision,
  onChanged,
}: {
  season: ProgramInterviewSeason;
  revision: number;
  onChanged: () => void;
}) {
  const t = useT();
  const [status, setStatus] = useState<InvitationStatus>('Pending');
  const [page, setPage] = useState(1);
  const { matchCycleCode, programCode } = season;
  const invitations = useContractQuery(listProgramInvitations, {
    params: { matchCycleCode, programCode },
    query: { status, page, pageSize: INVITATIONS_PAGE_SIZE, sort: 'createdAt', direction: 'desc' },
  });
  useReloadOn(revision, invitations.reload);
  const cancel = async (invitation: InvitationSummary) => {
    const ok = await confirm({
      message: t('PiCancelConfirm', { name: invitation.applicantName }),
      confirmLabel: t('PiCancelInvitation'),
      isDanger: true,
    });
    if (!ok) return;
    try {
      await call(cancelInvitation, {
        params: { matchCycleCode, programCode, id: invitation.id },
        body: {},
      });
      showSuccess(t('PiInvitationCanceled'));
      invitations.reload();
      onChanged();
    } catch (error) {
      handleError(error, { context: 'cancel invitation' });
    }
  };
  return (
    <div className="stack">
      <section className="stack" aria-labelledby="pi-invitations">
        <h2 id="pi-invitations">{t('PiInvitations')}</h2>
        <SelectField
          label={t('PiStatusFilter')}
          options={invitationStatuses.map((s) => ({ value: s, label: t(`PiStatus_${s}`) }))}
          value={status}
          onChange={(value) => {
            setStatus((value ?? 'Pending') as InvitationStatus);
            setPage(1);
          }}
        />
        <DataTable<InvitationSummary>
          aria-label={t('PiInvitationsTable')}
          rows={invitations.data?.items ?? []}
          getRowKey={(row) => row.id}
          emptyText={invitations.isLoading ? t('PqLoading') : t('PiNoInvitations')}
          columns={[
            {
              id: 'applicant',
              header: t('PqApplicant'),
              isRowHeader: true,
              render: (row) => `${row.applicantName} (${row.applicantCode})`,
            },
            {
              id: 'status',
              header: t('PiStatus'),
              render: (row) => <StatusBadge status={row.status} label={t(`PiStatus_${row.status}`)} />,
            },
            {
              id: 'when',
              header: t('PiWhen'),
              render: (row) =>
                row.startsAt ? (
                  <InterviewTime startsAt={row.startsAt} endsAt={row.endsAt} />
                ) : row.isWaitlisted ? (
                  t('PiWaitlisted')
                ) : (
                  t('PiNoDateYet')
                ),
            },
            {
              id: 'cancel',
              header: t('PqActions'),
              isActions: true,
              render: (row) =>
                row.status !== 'Pending' && row.status !== 'Accepted' ? null : row.cancelRefusal ===
                  'None' ? (
                  season.isReadOnly ? null : (
                    <Button
                      variant="secondary"
                      aria-label={t('PiCancelInvitationOf', { name: row.applicantName })}
                      onPress={() => void cancel(row)}
                    >
                      {t('PiCancelInvitation')}
                    </Button>
                  )
                ) : (
                  <span>{t(`PiCancelRefusal_${row.cancelRefusal}`)}</span>
                ),
            },
          ]}
        />
        <Pager
          page={page}
          pageSize={INVITATIONS_PAGE_SIZE}
          total={invitations.data?.total ?? 0}
          onPageChange={setPage}
        />
      </section>
      <InvitationQueuePanel
        programId={season.programId}
        matchCycleCode={matchCycleCode}
        programCode={programCode}
        isReadOnly={season.isReadOnly}
        revision={revision}
      />
      <PreferenceWindowPanel
        matchCycleCode={matchCycleCode}
        programCode={programCode}
        isReadOnly={season.isReadOnly}
        revision={revision}
      />
    </div>
  );
}

function InterviewsTab({ season, revision }: { season: ProgramInterviewSeason; revision: number }) {
  const t = useT();
  const { matchCycleCode, programCode } = season;
  const [interviewer, setInterviewer] = useState<string | null>(null);
  const interviewers = useInterviewers(programCode, true);
  const accepted = useContractQuery(listProgramInvitations, {
    params: { matchCycleCode, programCode },
    query: { status: 'Accepted', pageSize: 100, sort: 'startsAt', direction: 'asc' },
  });
  useReloadOn(revision, accepted.reload);
  const rangeInterviewers = useMemo(() => {
    const map = new Map<number, string[]>();
    for (const day of season.days)
      for (const range of day.timeRanges) map.set(range.id, range.interviewerUserIds);
    return map;
  }, [season.days]);
  const rows = (accepted.data?.items ?? []).filter(
    (row) =>
      interviewer === null ||
      (row.timeRangeId !== null && (rangeInterviewers.get(row.timeRangeId) ?? []).includes(interviewer)),
  );
  const byDay = new Map<string, InvitationSummary[]>();
  for (const row of rows) {
    const day = season.days.find((d) => d.timeRanges.some((r) => r.id === row.timeRangeId));
    const key = day?.date ?? '';
    byDay.set(key, [...(byDay.get(key) ?? []), row]);
  }
  return (
    <section className="stack" aria-label={t('PiTab_interviews')}>
      <SelectField
        label={t('PiItineraryOf')}
        placeholder={t('PiEveryInterviewer')}
        options={[
          { value: '', label: t('PiEveryInterviewer') },
          ...interviewers.map((u) => ({ value: u.userId, label: nameOf(u) })),
        ]}
        value={interviewer ?? ''}
        onChange={(value) => setInterviewer(value || null)}
      />
      {rows.length === 0 ? <p>{accepted.isLoading ? t('PqLoading') : t('PiNoInterviews')}</p> : null}
      <MergeProgressToast />
      {[...byDay.entries()].map(([date, list]) => (
        <section
          key={date}
          className="stack"
          aria-label={date ? formatInterviewDate(date) : t('PiNoDateYet')}
        >
          <h2>{date ? formatInterviewDate(date) : t('PiNoDateYet')}</h2>
          <div className="button-row">
            <PacketRequestButton
              type="InterviewCoversheetWithCas"
              entityIds={list.map((row) => row.applicationId)}
              label={t('PdfMergeDownloadCoversheets')}
            />
          </div>
          <ul className="stack">
            {list.map((row) => (
              <li key={row.id} className="card">
                <strong>
                  {row.applicantName} ({row.applicantCode})
                </strong>
                {row.startsAt ? <InterviewTime startsAt={row.startsAt} endsAt={row.endsAt} /> : null}
                {row.interviewType ? <span>{t(`PiType_${row.interviewType}`)}</span> : null}
              </li>
            ))}
          </ul>
        </section>
      ))}
    </section>
  );
}
