import {
  listAdminMedicalSchools,
  type MedicalSchoolDetails,
  medicalSchoolTypes,
} from '../../../../core/contracts/medical-schools/medical-schools.contract.ts';
import { ListSearchBar } from '../../../features/lists/list-search-bar.tsx';
import { useListQuery } from '../../../features/lists/use-list-query.ts';
import { switchMedicalSchoolActivation } from '../../../features/medical-schools/medical-school-activation.ts';
import {
  ActiveBadge,
  ActiveFilter,
  ALL,
  StateFilter,
  withAll,
} from '../../../features/programs/catalogue-filters.tsx';
import { useT } from '../../../lib/i18n/i18n.ts';
import { Button } from '../../../ui/button.tsx';
import { DataTable, type DataTableColumn } from '../../../ui/data-table.tsx';
import { Link } from '../../../ui/link.tsx';
import { Page } from '../../../ui/page.tsx';
import { Pager } from '../../../ui/pager.tsx';
import { SelectField } from '../../../ui/select-field.tsx';

const place = (s: MedicalSchoolDetails) =>
  [s.address.city, s.address.stateShortName ?? s.address.countryName].filter(Boolean).join(', ');

/** /admin/medical-schools: paged on the server; activation buttons only where the server allows them. */
export function MedicalSchoolsListPage() {
  const t = useT();
  const list = useListQuery(listAdminMedicalSchools, {
    defaults: { sort: 'name', type: ALL, stateId: ALL, isActive: ALL },
  });
  const { query, setQuery } = list;
  const typeLabel = (type: string) =>
    type === 'Allopathic' || type === 'Osteopathic' || type === 'International' ? t(`MsType${type}`) : type;
  const columns: DataTableColumn<MedicalSchoolDetails>[] = [
    { id: 'code', header: t('PgCode'), sortable: true, render: (s) => s.code },
    {
      id: 'name',
      header: t('PgName'),
      sortable: true,
      isRowHeader: true,
      render: (s) =>
        s.actions.canEdit ? <Link href={`/admin/medical-schools/update/${s.id}`}>{s.name}</Link> : s.name,
    },
    { id: 'type', header: t('MsType'), sortable: true, render: (s) => `${typeLabel(s.type)} (${s.degree})` },
    { id: 'state', header: t('PgLocation'), sortable: true, render: (s) => place(s) || '—' },
    {
      id: 'isActive',
      header: t('PgStatus'),
      render: (s) => <ActiveBadge isActive={s.isActive} />,
    },
    {
      id: 'actions',
      isActions: true,
      header: t('MsActions'),
      align: 'end',
      render: (s) =>
        s.actions.canSwitchActivationStatus ? (
          <Button
            variant={s.isActive ? 'ghost' : 'secondary'}
            onPress={async () => {
              if (await switchMedicalSchoolActivation(s)) list.reload();
            }}
          >
            {t(s.isActive ? 'MsDeactivate' : 'MsActivate')}
          </Button>
        ) : s.isActive ? (
          <span className="field-description" title={t('MsCannotDeactivate')}>
            {t('MsCannotDeactivate')}
          </span>
        ) : null,
    },
  ];
  return (
    <Page title={t('MsTitle')}>
      <ListSearchBar
        searchLabel={t('MsSearch')}
        search={query.search}
        onSearch={(search) => setQuery({ search })}
        createHref="/admin/medical-schools/create"
        createLabel={t('MsCreate')}
      />
      <div className="list-toolbar">
        <SelectField
          label={t('MsType')}
          options={withAll(
            t('FilterAll'),
            medicalSchoolTypes.map((type) => ({ value: type, label: typeLabel(type) })),
          )}
          value={String(query.type)}
          onChange={(value) => setQuery({ type: value ?? ALL })}
        />
        <StateFilter value={query.stateId} onChange={(stateId) => setQuery({ stateId })} />
        <ActiveFilter value={query.isActive} onChange={(isActive) => setQuery({ isActive })} />
      </div>
      <DataTable aria-label={t('MsTitle')} columns={columns} getRowKey={(s) => s.id} {...list.tableProps} />
      <Pager {...list.pagerProps} {...list.pageSizeProps} />
    </Page>
  );
}
