import { useSearch } from 'wouter';
import './requests.css';
import type { Contract } from '../../../core/contracts/http.ts';
import type { RequestListItem } from '../../../core/contracts/requests/requests.contract.ts';
import { type RequestKind, requestStatusSets } from '../../../core/domain/request-kinds.ts';
import { formatDateTime } from '../../lib/format/dates.ts';
import { useT } from '../../lib/i18n/i18n.ts';
import { Button } from '../../ui/button.tsx';
import { DataTable, type DataTableColumn } from '../../ui/data-table.tsx';
import { Link } from '../../ui/link.tsx';
import { Pager } from '../../ui/pager.tsx';
import { SearchField } from '../../ui/search-field.tsx';
import { SelectField } from '../../ui/select-field.tsx';
import { StatusBadge } from '../../ui/status-badge.tsx';
import { useListQuery } from '../lists/use-list-query.ts';
import { cancelOwnRequest, decideRequest, requestSummary } from './request-kinds-ui.tsx';

const ALL = 'All';

export type RequestsListProps = {
  kind: RequestKind;
  /** listAdminRequests or listSocietyRequests. */
  contract: Contract;
  /** Sent with every page (e.g. the society user's chosen specialty). */
  extraQuery?: Record<string, string | number | undefined>;
  /** The contract's path parameters (the program portal's program code). */
  params?: Record<string, string | number>;
  /** The review page of a row, when the kind has one. */
  reviewHref?: (item: RequestListItem) => string;
  /** Called after a decision so the page can refresh what depends on it (menu counts). */
  onDecided?: () => void;
  label: string;
};

/**
 * A request queue: status filter (Pending first), search, sortable columns and pages, all in the URL.
 * Rows offer what the server says the viewer may do (approve and decline, or cancel).
 */
export function RequestsList({
  kind,
  contract,
  extraQuery,
  params,
  reviewHref,
  onDecided,
  label,
}: RequestsListProps) {
  const t = useT();
  // `show` is ours, not the contract's: 'All' cannot be an empty value, which means "default" in the URL.
  const show = new URLSearchParams(useSearch()).get('show') ?? 'Pending';
  const status = show === ALL ? undefined : show;
  const list = useListQuery(contract, {
    defaults: { show: 'Pending', sort: 'createdDate', direction: 'desc' },
    extraQuery: { ...extraQuery, kind, status },
    ...(params ? { params } : {}),
  });
  const { query, setQuery, data, isLoading, reload } = list;
  const rows = ((data as { items?: RequestListItem[] } | null)?.items ?? []) as RequestListItem[];

  const after = (ok: boolean) => {
    if (!ok) return;
    reload();
    onDecided?.();
  };

  const columns: DataTableColumn<RequestListItem>[] = [
    {
      id: 'subject',
      header: t('RqSubject'),
      sortable: true,
      isRowHeader: true,
      render: (r) => (reviewHref ? <Link href={reviewHref(r)}>{r.subject}</Link> : r.subject),
    },
    {
      id: 'summary',
      header: t('RqDetails'),
      render: (r) => requestSummary(r, t) || '—',
      fullText: (r) => requestSummary(r, t) || undefined,
    },
    { id: 'specialty', header: t('RqSpecialty'), render: (r) => r.specialtyName ?? '—' },
    {
      id: 'requesterName',
      header: t('RqRequester'),
      sortable: true,
      render: (r) => (
        <span className="stack-tight">
          <span>{r.requesterName || '—'}</span> <a href={`mailto:${r.requesterEmail}`}>{r.requesterEmail}</a>
        </span>
      ),
      fullText: (r) => [r.requesterName, r.requesterEmail].filter(Boolean).join(' '),
    },
    {
      id: 'createdDate',
      header: t('RqCreated'),
      sortable: true,
      render: (r) => formatDateTime(r.createdDate),
    },
    { id: 'status', header: t('RqStatus'), sortable: true, render: (r) => <StatusBadge status={r.status} /> },
    {
      id: 'decidedDate',
      header: t('RqDecided'),
      sortable: true,
      render: (r) =>
        r.decidedDate ? (
          <span title={r.decisionComment ?? undefined}>{formatDateTime(r.decidedDate)}</span>
        ) : (
          '—'
        ),
    },
    {
      id: 'actions',
      isActions: true,
      header: t('RqActions'),
      render: (r) => (
        <span className="button-row">
          {r.actions.canApprove ? (
            <Button variant="secondary" onPress={() => void decideRequest(t, r, 'approve').then(after)}>
              {t('RqApprove')}
            </Button>
          ) : null}
          {r.actions.canDecline ? (
            <Button variant="secondary" onPress={() => void decideRequest(t, r, 'decline').then(after)}>
              {t('RqDecline')}
            </Button>
          ) : null}
          {r.actions.canCancel ? (
            <Button variant="secondary" onPress={() => void cancelOwnRequest(t, r).then(after)}>
              {t('RqCancelRequest')}
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
          label={t('RqStatus')}
          options={[
            { value: ALL, label: t('RqAll') },
            ...requestStatusSets[kind].filter((s) => s !== 'Unknown').map((s) => ({ value: s, label: s })),
          ]}
          value={String(query.show)}
          onChange={(show) => setQuery({ show: show ?? 'Pending' })}
        />
        <SearchField label={t('RqSearch')} value={query.search} onChange={(search) => setQuery({ search })} />
      </div>
      <DataTable
        aria-label={label}
        layout="cards"
        columns={columns}
        rows={rows}
        getRowKey={(r) => r.id}
        sort={{ column: query.sort ?? 'createdDate', direction: query.direction }}
        onSortChange={(sort) => setQuery({ sort: sort.column, direction: sort.direction })}
        isLoading={isLoading}
        emptyText={status === 'Pending' ? t('RqNoPending') : undefined}
      />
      <Pager
        page={query.page}
        pageSize={query.pageSize}
        total={(data as { total?: number } | null)?.total ?? 0}
        onPageChange={(page) => setQuery({ page })}
      />
    </div>
  );
}
