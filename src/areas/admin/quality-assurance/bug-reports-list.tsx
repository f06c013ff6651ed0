/**
 * quality-assurance/bug-reports (business.md §2.6, ADR 0027): the bug reports people sent, newest
 * first, paged on the server, with a status filter and a search in the URL. Each report shows what
 * the reporter wrote, where and in which browser, who sent it and the error their app logged last;
 * an admin moves it along the triage (Skip, Escalate, Close, Open again) with an optional note. Live:
 * a new report or another admin's move reloads the page (BugReports hub).
 */
import { useEffect, useState } from 'react';
import { Form } from 'react-aria-components';
import {
  type AdminBugReport,
  listAdminBugReports,
  updateBugReportStatus,
} from '../../../../core/contracts/platform/bug-reports.contract.ts';
import {
  type BugReportStatus,
  bugReportStatuses,
  bugReportTransitions,
  maxBugReportNote,
} from '../../../../core/domain/bug-reports.ts';
import { useEntityForm } from '../../../features/forms/use-entity-form.ts';
import { useListQuery } from '../../../features/lists/use-list-query.ts';
import { formatDateTime } from '../../../lib/format/dates.ts';
import { call } from '../../../lib/http/http-client.ts';
import { useT } from '../../../lib/i18n/i18n.ts';
import { showSuccess } from '../../../lib/notify/toast-service.ts';
import { startHub } from '../../../lib/realtime/hub-registry.ts';
import { useHubEvent } from '../../../lib/realtime/use-hub-event.ts';
import { Button } from '../../../ui/button.tsx';
import { DataTable, type DataTableColumn } from '../../../ui/data-table.tsx';
import { ModalDialog } from '../../../ui/modal-dialog.tsx';
import { Pager } from '../../../ui/pager.tsx';
import { SearchField } from '../../../ui/search-field.tsx';
import { SelectField } from '../../../ui/select-field.tsx';
import { StatusBadge } from '../../../ui/status-badge.tsx';
import { TextAreaField } from '../../../ui/text-area-field.tsx';
import './bug-reports.css';

const ALL = '';

/** The button that moves a report to each status. */
const moveKeys = {
  New: 'QbMove_New',
  Skipped: 'QbMove_Skipped',
  Escalated: 'QbMove_Escalated',
  Closed: 'QbMove_Closed',
} as const satisfies Record<BugReportStatus, string>;

const sourceKeys = {
  Toast: 'QbSource_Toast',
  ErrorPage: 'QbSource_ErrorPage',
  Undefined: 'QbSource_Undefined',
} as const;

type Move = { report: AdminBugReport; to: BugReportStatus };

export function BugReportsList() {
  const t = useT();
  const list = useListQuery(listAdminBugReports, {
    defaults: { status: ALL, sort: 'createdAt', direction: 'desc' },
  });
  const { query, setQuery, reload } = list;
  const [move, setMove] = useState<Move | null>(null);

  useEffect(() => {
    void startHub('BugReports'); // never rejects
  }, []);
  useHubEvent('BugReports', 'BugReportStatusChanged', reload);

  const columns: DataTableColumn<AdminBugReport>[] = [
    { id: 'createdAt', header: t('QbReceived'), render: (r) => formatDateTime(r.createdAt) },
    { id: 'status', header: t('QbStatus'), render: (r) => <StatusBadge status={r.status} /> },
    {
      id: 'description',
      header: t('QbDescription'),
      isRowHeader: true,
      render: (r) => r.description,
      fullText: (r) => r.description,
    },
    {
      id: 'reporter',
      header: t('QbReporter'),
      render: (r) => (r.reporter ? `${r.reporter.name} (${r.reporter.email})` : t('QbSignedOut')),
    },
    {
      id: 'where',
      header: t('QbWhere'),
      render: (r) => `${r.url} · ${t(sourceKeys[r.source])}`,
      fullText: (r) => r.url,
    },
    { id: 'browser', header: t('QbBrowser'), render: (r) => r.userAgent, fullText: (r) => r.userAgent },
    {
      id: 'lastError',
      header: t('QbLastError'),
      render: (r) =>
        r.lastError ? `${formatDateTime(r.lastError.createdAt)} · ${r.lastError.message}` : '—',
      fullText: (r) => r.lastError?.message,
    },
    {
      id: 'handled',
      header: t('QbHandled'),
      render: (r) =>
        r.handledAt
          ? [t('QbHandledLine', { name: r.handledBy ?? '—', date: formatDateTime(r.handledAt) }), r.note]
              .filter(Boolean)
              .join(' · ')
          : '—',
      fullText: (r) => r.note ?? undefined,
    },
    {
      id: 'actions',
      isActions: true,
      header: t('QbActions'),
      render: (r) => (
        <span className="button-row">
          {bugReportTransitions[r.status].map((to) => (
            <Button
              key={to}
              variant="secondary"
              onPress={() => setMove({ report: r, to })}
              aria-label={`${t(moveKeys[to])}: ${r.description.slice(0, 60)}`}
            >
              {t(moveKeys[to])}
            </Button>
          ))}
        </span>
      ),
    },
  ];

  return (
    <div className="stack">
      <div className="list-toolbar">
        <SearchField label={t('QbSearch')} value={query.search} onChange={(search) => setQuery({ search })} />
        <SelectField
          label={t('QbStatus')}
          options={[
            { value: ALL, label: t('QbAllStatuses') },
            ...bugReportStatuses.map((s) => ({ value: s, label: s })),
          ]}
          value={String(query.status)}
          onChange={(status) => setQuery({ status: status ?? ALL })}
        />
      </div>
      <DataTable
        aria-label={t('QaBugReports')}
        layout="cards"
        columns={columns}
        getRowKey={(r) => r.id}
        emptyText={t('QbNone')}
        {...list.tableProps}
      />
      <Pager {...list.pagerProps} />
      <ModalDialog
        isOpen={move !== null}
        onOpenChange={(open) => {
          if (!open) setMove(null);
        }}
        title={move ? t('QbMoveTitle', { status: move.to }) : ''}
        size="small"
      >
        {move ? (
          <MoveForm
            move={move}
            onClose={() => setMove(null)}
            onMoved={() => {
              setMove(null);
              reload();
            }}
          />
        ) : null}
      </ModalDialog>
    </div>
  );
}

function MoveForm({ move, onClose, onMoved }: { move: Move; onClose: () => void; onMoved: () => void }) {
  const t = useT();
  const form = useEntityForm<{ note: string }>({
    draftKey: null,
    initial: { note: move.report.note ?? '' },
    validate: () => ({}),
    context: 'bug report triage',
    onSubmit: async ({ note }) => {
      await call(updateBugReportStatus, {
        params: { id: move.report.id },
        body: { status: move.to, note: note.trim() || null },
      });
      showSuccess(t('QbMoved', { status: move.to }));
      onMoved();
    },
  });
  return (
    <Form
      className="form"
      validationBehavior="aria"
      aria-label={t('QbMoveTitle', { status: move.to })}
      onSubmit={form.submit}
    >
      <p className="bug-report-quote">{move.report.description}</p>
      <TextAreaField
        label={t('QbNote')}
        description={t('QbNoteHint')}
        value={form.values.note}
        onChange={(note) => form.set({ note })}
        errorMessage={form.errorOf('note')}
        maxLength={maxBugReportNote}
        rows={4}
      />
      <div className="button-row button-row-end">
        <Button variant="secondary" onPress={onClose} isDisabled={form.isSaving}>
          {t('Cancel')}
        </Button>
        <Button type="submit" isPending={form.isSaving}>
          {t(moveKeys[move.to])}
        </Button>
      </div>
    </Form>
  );
}
