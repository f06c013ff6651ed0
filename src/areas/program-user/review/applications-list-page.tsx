import { useRef, useState } from 'react';
import { useParams } from 'wouter';
import {
  listProgramApplicationApplicants,
  listProgramApplications,
  type ProgramApplicationRow,
} from '../../../../core/contracts/applications/program-applications.contract.ts';
import { getProgramUserContext } from '../../../../core/contracts/programs/program-user.contract.ts';
import { hubGroups } from '../../../../core/realtime/hubs.ts';
import { useListQuery } from '../../../features/lists/use-list-query.ts';
import { MergeProgressToast } from '../../../features/pdf-merges/merge-progress-toast.tsx';
import { BulkBar } from '../../../features/program-review/bulk-bar.tsx';
import {
  type ReviewFilters,
  ReviewFiltersPanel,
  reviewFilterDefaults,
} from '../../../features/program-review/review-filters.tsx';
import { decisionLabelKeys, invitationStatusKeys } from '../../../features/program-review/review-labels.ts';
import { SavedViews } from '../../../features/program-review/saved-views.tsx';
import { useHubGroupEvents } from '../../../features/program-review/use-review-live.ts';
import { formatDate } from '../../../lib/format/dates.ts';
import { useContractQuery } from '../../../lib/http/use-contract-query.ts';
import { useT } from '../../../lib/i18n/i18n.ts';
import { DataTable, type DataTableColumn } from '../../../ui/data-table.tsx';
import { Link } from '../../../ui/link.tsx';
import { Page } from '../../../ui/page.tsx';
import { Pager } from '../../../ui/pager.tsx';
import { SearchField } from '../../../ui/search-field.tsx';
import { StatusBadge } from '../../../ui/status-badge.tsx';
import '../../../features/program-review/program-review.css';

const listEvents = ['ProgramApplicationAdded', 'ProgramApplicationContextChanged'] as const;

export type ReviewListView = 'applications' | 'applicants';

/**
 * `/program-user/:matchCycleCode/:programCode/applications` and `/applicants` (issue 15): the
 * program's applications with server-side search, filters, sort and paging in the URL, saved views,
 * row selection with bulk invite / interview list / decline; live when an application arrives or a
 * colleague decides.
 */
export function ApplicationsListPage({ view }: { view: ReviewListView }) {
  const t = useT();
  const { matchCycleCode, programCode } = useParams<{ matchCycleCode: string; programCode: string }>();
  const params = { matchCycleCode, programCode };
  const list = useListQuery(
    view === 'applications' ? listProgramApplications : listProgramApplicationApplicants,
    {
      params,
      defaults: { sort: 'name', ...reviewFilterDefaults },
    },
  );
  const { query, setQuery } = list;
  const [selected, setSelected] = useState<number[]>([]);
  const names = useRef(new Map<number, string>());
  const rows = list.tableProps.rows as ProgramApplicationRow[];
  for (const row of rows) names.current.set(row.applicationId, row.name);
  const context = useContractQuery(getProgramUserContext, {});
  const programId = context.data?.programs.find((p) => p.code === programCode)?.id;
  useHubGroupEvents(
    'ProgramApplicationNotification',
    programId === undefined ? null : hubGroups.program(programId),
    listEvents,
    list.reload,
  );

  const base = `/program-user/${encodeURIComponent(matchCycleCode)}/${encodeURIComponent(programCode)}`;
  const isSelected = (id: number) => selected.includes(id);
  const toggle = (id: number, on: boolean) =>
    setSelected((current) => (on ? [...current, id] : current.filter((x) => x !== id)));
  const pageIds = rows.map((r) => r.applicationId);
  const allOnPage = pageIds.length > 0 && pageIds.every(isSelected);
  const exam = (value: number | null) => (value === null ? '—' : String(value));

  const columns: DataTableColumn<ProgramApplicationRow>[] = [
    {
      id: 'select',
      header: (
        <input
          type="checkbox"
          className="review-select"
          aria-label={t('RvSelectPage')}
          checked={allOnPage}
          onChange={(event) => {
            const on = event.currentTarget.checked;
            setSelected((current) =>
              on ? [...new Set([...current, ...pageIds])] : current.filter((id) => !pageIds.includes(id)),
            );
          }}
        />
      ),
      render: (r) => (
        <input
          type="checkbox"
          className="review-select"
          aria-label={t('RvSelectRow', { name: r.name })}
          checked={isSelected(r.applicationId)}
          onChange={(event) => toggle(r.applicationId, event.currentTarget.checked)}
        />
      ),
      width: '3rem',
    },
    {
      id: 'name',
      header: t('RvApplicant'),
      sortable: true,
      isRowHeader: true,
      render: (r) => (
        <span className="stack-tight">
          <Link href={`${base}/applications/${r.applicationId}`}>{r.name}</Link>
          <span className="muted">{r.applicantCode}</span>
        </span>
      ),
    },
    { id: 'school', header: t('RvMedicalSchool'), render: (r) => r.medicalSchoolName ?? '—' },
    { id: 'state', header: t('RvState'), render: (r) => r.stateName ?? '—' },
    { id: 'status', header: t('RvApplicationStatus'), render: (r) => <StatusBadge status={r.status} /> },
    {
      id: 'sentDate',
      header: t('RvSentDate'),
      sortable: true,
      render: (r) => (r.sentDate ? formatDate(r.sentDate) : '—'),
    },
    {
      id: 'usmleStep1',
      header: t('RvUsmleStep1Short'),
      sortable: true,
      render: (r) => exam(r.exams.usmleStep1),
    },
    {
      id: 'usmleStep2',
      header: t('RvUsmleStep2Short'),
      sortable: true,
      render: (r) => exam(r.exams.usmleStep2),
    },
    {
      id: 'comlexLevel1',
      header: t('RvComlexLevel1Short'),
      sortable: true,
      render: (r) => exam(r.exams.comlexLevel1),
    },
    { id: 'signal', header: t('RvSignaled'), render: (r) => (r.isSignaled ? t('Yes') : t('No')) },
    {
      id: 'letters',
      header: t('RvLetters'),
      render: (r) => t('RvLettersOf', { received: r.lettersReceived, assigned: r.lettersAssigned }),
    },
    {
      id: 'scoreMean',
      header: t('RvScoreMean'),
      sortable: true,
      render: (r) =>
        r.scoreMean === null ? '—' : t('RvScoreOf', { mean: r.scoreMean, count: r.scoreCount }),
    },
    { id: 'myScore', header: t('RvMyScore'), sortable: true, render: (r) => r.myScore ?? '—' },
    {
      id: 'decision',
      header: t('RvDecision'),
      render: (r) => t(decisionLabelKeys[r.decision ?? 'None']),
    },
    {
      id: 'invitation',
      header: t('RvInvitation'),
      render: (r) => (r.invitationStatus ? t(invitationStatusKeys[r.invitationStatus]) : t('RvNotInvited')),
    },
  ];

  const filters = Object.fromEntries(
    Object.keys(reviewFilterDefaults).map((k) => [k, query[k as keyof ReviewFilters]]),
  ) as ReviewFilters;

  return (
    <Page title={view === 'applications' ? t('RvApplicationsTitle') : t('RvApplicantsTitle')}>
      <div className="review-toolbar">
        <SearchField label={t('RvSearch')} value={query.search} onChange={(search) => setQuery({ search })} />
        <SavedViews listKey={`program-user:${view}`} />
      </div>
      <ReviewFiltersPanel params={params} filters={filters} onChange={(patch) => setQuery(patch)} />
      <BulkBar
        params={params}
        selected={selected}
        nameOf={(id) => names.current.get(id) ?? `#${id}`}
        onDone={list.reload}
        onClear={() => setSelected([])}
      />
      <p className="muted" aria-live="polite">
        {t('RvTotal', { count: list.pagerProps.total })}
      </p>
      <DataTable
        aria-label={view === 'applications' ? t('RvApplicationsTitle') : t('RvApplicantsTitle')}
        columns={columns}
        getRowKey={(r) => r.applicationId}
        emptyText={t('RvNoApplications')}
        {...list.tableProps}
      />
      <Pager {...list.pagerProps} {...list.pageSizeProps} />
      <MergeProgressToast />
    </Page>
  );
}

export function ProgramApplicationsPage() {
  return <ApplicationsListPage view="applications" />;
}

export function ProgramApplicantsPage() {
  return <ApplicationsListPage view="applicants" />;
}
