import {
  type AdminSpecialtyListItem,
  listAdminSpecialties,
} from '../../../../core/contracts/specialties/specialties.contract.ts';
import { useListQuery } from '../../../features/lists/use-list-query.ts';
import { useT } from '../../../lib/i18n/i18n.ts';
import { DataTable, type DataTableColumn } from '../../../ui/data-table.tsx';
import { Link } from '../../../ui/link.tsx';
import { Page } from '../../../ui/page.tsx';
import { Pager } from '../../../ui/pager.tsx';
import { SearchField } from '../../../ui/search-field.tsx';
import '../../../ui/rich-text.css';

/** /admin/specialties: searched, sorted and paged on the server. */
export function SpecialtiesListPage() {
  const t = useT();
  const list = useListQuery(listAdminSpecialties);
  const { query } = list;

  const columns: DataTableColumn<AdminSpecialtyListItem>[] = [
    {
      id: 'name',
      header: t('SpName'),
      sortable: true,
      isRowHeader: true,
      render: (specialty) => (
        <span>
          <span className="sp-color-dot" style={{ background: specialty.color }} aria-hidden="true" />
          <Link href={`/admin/specialties/update/${specialty.id}`}>{specialty.name}</Link>
        </span>
      ),
    },
    { id: 'fullName', header: t('SpFullName'), sortable: true, render: (specialty) => specialty.fullName },
    { id: 'type', header: t('SpType'), sortable: true, render: (specialty) => specialty.type },
    { id: 'urlPrefix', header: t('SpUrlPrefix'), sortable: true, render: (specialty) => specialty.urlPrefix },
    {
      id: 'subspecialties',
      header: t('SpSubspecialties'),
      align: 'end',
      render: (specialty) => specialty.subspecialtyCount,
    },
    {
      id: 'societyUsers',
      header: t('SpSocietyUsers'),
      align: 'end',
      render: (specialty) => specialty.societyUserCount,
    },
    { id: 'pages', header: t('SpPages'), align: 'end', render: (specialty) => specialty.pageCount },
    {
      id: 'activeCycle',
      header: t('SpActiveCycle'),
      render: (specialty) => t(specialty.hasActiveCycle ? 'Yes' : 'No'),
    },
  ];

  return (
    <Page title={t('SpListTitle')}>
      <div className="list-toolbar">
        <SearchField
          label={t('SearchLabel')}
          value={query.search}
          onChange={(search) => list.setQuery({ search })}
        />
        <Link variant="button" href="/admin/specialties/create">
          {t('SpNew')}
        </Link>
      </div>
      <DataTable
        aria-label={t('SpListTitle')}
        columns={columns}
        getRowKey={(specialty) => specialty.id}
        emptyText={t('SpNone')}
        {...list.tableProps}
        sort={{ column: query.sort ?? 'name', direction: query.direction }}
      />
      <Pager {...list.pagerProps} />
    </Page>
  );
}
