import {
  listAdminPrograms,
  type ProgramListItem,
} from '../../../../core/contracts/programs/programs.contract.ts';
import { ListSearchBar } from '../../../features/lists/list-search-bar.tsx';
import { useListQuery } from '../../../features/lists/use-list-query.ts';
import {
  ActiveBadge,
  ActiveFilter,
  ALL,
  StateFilter,
  withAll,
} from '../../../features/programs/catalogue-filters.tsx';
import { useSpecialties } from '../../../features/specialties/use-specialties.ts';
import { formatDate } from '../../../lib/format/dates.ts';
import { useT } from '../../../lib/i18n/i18n.ts';
import { DataTable, type DataTableColumn } from '../../../ui/data-table.tsx';
import { Link } from '../../../ui/link.tsx';
import { Page } from '../../../ui/page.tsx';
import { Pager } from '../../../ui/pager.tsx';
import { SelectField } from '../../../ui/select-field.tsx';

const place = (p: ProgramListItem) => [p.city, p.stateShortName].filter(Boolean).join(', ');

/** /admin/programs: search, filters, sort and paging all on the server, kept in the URL. */
export function ProgramsListPage() {
  const t = useT();
  const { options: specialtyOptions } = useSpecialties();
  const list = useListQuery(listAdminPrograms, {
    defaults: { sort: 'name', specialtyId: ALL, stateId: ALL, isActive: ALL },
  });
  const { query, setQuery } = list;
  const columns: DataTableColumn<ProgramListItem>[] = [
    { id: 'code', header: t('PgCode'), sortable: true, render: (p) => p.code },
    {
      id: 'name',
      header: t('PgName'),
      sortable: true,
      isRowHeader: true,
      render: (p) => <Link href={`/admin/programs/update/${p.id}`}>{p.name}</Link>,
    },
    {
      id: 'specialty',
      header: t('PgSpecialty'),
      sortable: true,
      render: (p) => (p.subspecialtyName ? `${p.specialtyName} - ${p.subspecialtyName}` : p.specialtyName),
    },
    { id: 'institution', header: t('PgInstitution'), render: (p) => p.institutionName ?? '—' },
    { id: 'state', header: t('PgLocation'), sortable: true, render: (p) => place(p) || '—' },
    {
      id: 'isActive',
      header: t('PgStatus'),
      render: (p) => <ActiveBadge isActive={p.isActive} />,
    },
    { id: 'createdAt', header: t('PgCreatedDate'), sortable: true, render: (p) => formatDate(p.createdDate) },
  ];
  return (
    <Page title={t('PgTitle')}>
      <ListSearchBar
        searchLabel={t('PgSearch')}
        search={query.search}
        onSearch={(search) => setQuery({ search })}
        createHref="/admin/programs/create"
        createLabel={t('PgCreate')}
      />
      <div className="list-toolbar">
        <SelectField
          label={t('PgSpecialty')}
          options={withAll(t('FilterAll'), specialtyOptions)}
          value={String(query.specialtyId)}
          onChange={(value) => setQuery({ specialtyId: value ?? ALL })}
        />
        <StateFilter value={query.stateId} onChange={(stateId) => setQuery({ stateId })} />
        <ActiveFilter value={query.isActive} onChange={(isActive) => setQuery({ isActive })} />
      </div>
      <DataTable aria-label={t('PgTitle')} columns={columns} getRowKey={(p) => p.id} {...list.tableProps} />
      <Pager {...list.pagerProps} {...list.pageSizeProps} />
    </Page>
  );
}
