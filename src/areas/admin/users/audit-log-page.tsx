import { type AuditLogItem, listAuditLog } from '../../../../core/contracts/users/admin-users.contract.ts';
import { useListQuery } from '../../../features/lists/use-list-query.ts';
import { formatDateTime } from '../../../lib/format/dates.ts';
import { useT } from '../../../lib/i18n/i18n.ts';
import { DataTable, type DataTableColumn } from '../../../ui/data-table.tsx';
import { Page } from '../../../ui/page.tsx';
import { Pager } from '../../../ui/pager.tsx';

/** Admin user actions and everything done while impersonating, newest first (?userId=, ?impersonatorUserId=). */
export function AuditLogPage() {
  const t = useT();
  const current = useListQuery(listAuditLog, { defaults: { userId: '', impersonatorUserId: '' } });
  const columns: DataTableColumn<AuditLogItem>[] = [
    {
      id: 'createdAt',
      header: t('AuditColWhen'),
      isRowHeader: true,
      render: (row) => formatDateTime(row.createdAt),
    },
    { id: 'user', header: t('AuditColUser'), render: (row) => row.actorEmail ?? row.actorUserId ?? '—' },
    { id: 'admin', header: t('AuditColAdmin'), render: (row) => row.impersonatorEmail ?? '—' },
    { id: 'action', header: t('AuditColAction'), render: (row) => <code>{row.action}</code> },
    {
      id: 'details',
      header: t('AuditColDetails'),
      render: (row) => <code className="audit-details">{JSON.stringify(row.details)}</code>,
      fullText: (row) => JSON.stringify(row.details),
    },
  ];
  return (
    <Page title={t('AuditLogTitle')}>
      <DataTable
        aria-label={t('AuditLogTitle')}
        columns={columns}
        rows={current.tableProps.rows}
        isLoading={current.isLoading}
        getRowKey={(row) => row.id}
        emptyText={t('AuditNone')}
      />
      <Pager {...current.pagerProps} />
    </Page>
  );
}
