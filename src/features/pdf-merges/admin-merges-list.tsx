/**
 * The admins' bulk PDF merges (quality-assurance/final-merge): every request, newest first, paged on
 * the server with a status filter in the URL; failures with their error; Retry (Failed, Cancelled)
 * and Cancel (Pending, Processing, Failed, after a confirmation). Live on the FinalMerge hub.
 */
import { useEffect } from 'react';
import { useSearch } from 'wouter';
import {
  type AdminMergeRow,
  cancelAdminPdfMerge,
  listAdminPdfMerges,
  retryAdminPdfMerge,
} from '../../../core/contracts/pdf-merges/pdf-merges.contract.ts';
import {
  cancellableMergeStatuses,
  type MergeStatus,
  mergeStatuses,
} from '../../../core/domain/pdf-merges.ts';
import { handleError } from '../../lib/errors/error-handler.ts';
import { formatDateTime } from '../../lib/format/dates.ts';
import { call } from '../../lib/http/http-client.ts';
import { useT } from '../../lib/i18n/i18n.ts';
import { showSuccess } from '../../lib/notify/toast-service.ts';
import { startHub } from '../../lib/realtime/hub-registry.ts';
import { useHubEvent } from '../../lib/realtime/use-hub-event.ts';
import { Button } from '../../ui/button.tsx';
import { confirm } from '../../ui/confirm-dialog.tsx';
import { DataTable, type DataTableColumn } from '../../ui/data-table.tsx';
import { Pager } from '../../ui/pager.tsx';
import { SelectField } from '../../ui/select-field.tsx';
import { StatusBadge } from '../../ui/status-badge.tsx';
import { useListQuery } from '../lists/use-list-query.ts';

const ALL = 'All';

export function AdminMergesList() {
  const t = useT();
  const show = new URLSearchParams(useSearch()).get('show') ?? ALL;
  const status = (mergeStatuses as readonly string[]).includes(show) ? (show as MergeStatus) : undefined;
  const list = useListQuery(listAdminPdfMerges, {
    defaults: { show: ALL, sort: 'createdDate', direction: 'desc' },
    extraQuery: { status },
  });
  const { query, setQuery, data, isLoading, reload } = list;
  const rows = (data?.items ?? []) as AdminMergeRow[];

  // Live: every status change of a merge (the FinalMerge hub sends them to admins) reloads the page.
  useEffect(() => {
    void startHub('FinalMerge'); // never rejects
  }, []);
  useHubEvent('FinalMerge', 'StatusChanged', reload);

  const retry = async (row: AdminMergeRow) => {
    try {
      await call(retryAdminPdfMerge, { params: { id: row.id } });
      showSuccess(t('QaMergeRetried'));
      reload();
    } catch (caught) {
      handleError(caught);
    }
  };
  const cancel = async (row: AdminMergeRow) => {
    const confirmed = await confirm({
      message: t('QaMergeCancelQuestion'),
      confirmLabel: t('QaMergeCancel'),
      isDanger: true,
    });
    if (!confirmed) return;
    try {
      await call(cancelAdminPdfMerge, { params: { id: row.id } });
      reload();
    } catch (caught) {
      handleError(caught);
    }
  };

  const columns: DataTableColumn<AdminMergeRow>[] = [
    { id: 'id', header: t('QaMergeId'), isRowHeader: true, render: (r) => `#${r.id}` },
    { id: 'type', header: t('QaMergeType'), render: (r) => r.type },
    {
      id: 'requestedBy',
      header: t('QaMergeRequestedBy'),
      render: (r) => (r.programName ? `${r.requestedBy} (${r.programName})` : r.requestedBy),
    },
    { id: 'count', header: t('QaMergeApplications'), render: (r) => String(r.count) },
    { id: 'createdDate', header: t('QaMergeCreated'), render: (r) => formatDateTime(r.createdDate) },
    { id: 'status', header: t('QaMergeStatus'), render: (r) => <StatusBadge status={r.status} /> },
    {
      id: 'message',
      header: t('QaMergeDetails'),
      render: (r) =>
        r.status === 'Failed' && r.error ? (
          <span className="tone-danger">{r.error}</span>
        ) : (
          [r.message, r.pageCount ? t('QaMergePages', { count: r.pageCount }) : null]
            .filter(Boolean)
            .join(' · ') || '—'
        ),
      fullText: (r) => r.error ?? r.message ?? undefined,
    },
    {
      id: 'actions',
      isActions: true,
      header: t('QaMergeActions'),
      render: (r) => (
        <span className="button-row">
          {r.status === 'Failed' || r.status === 'Cancelled' ? (
            <Button variant="secondary" onPress={() => void retry(r)}>
              {t('QaMergeRetry')}
            </Button>
          ) : null}
          {(cancellableMergeStatuses as readonly MergeStatus[]).includes(r.status) ? (
            <Button variant="secondary" onPress={() => void cancel(r)}>
              {t('QaMergeCancel')}
            </Button>
          ) : null}
        </span>
      ),
    },
  ];

  return (
    <div className="stack">
      <div className="list-toolbar">
        <SelectField
          label={t('QaMergeStatus')}
          options={[
            { value: ALL, label: t('QaMergeAll') },
            ...mergeStatuses.map((s) => ({ value: s, label: s })),
          ]}
          value={show}
          onChange={(next) => setQuery({ show: next ?? ALL })}
        />
      </div>
      <DataTable
        aria-label={t('QaFinalMerge')}
        layout="cards"
        columns={columns}
        rows={rows}
        getRowKey={(r) => r.id}
        isLoading={isLoading}
        emptyText={t('QaMergeNone')}
      />
      <Pager
        page={query.page}
        pageSize={query.pageSize}
        total={data?.total ?? 0}
        onPageChange={(page) => setQuery({ page })}
      />
    </div>
  );
}
