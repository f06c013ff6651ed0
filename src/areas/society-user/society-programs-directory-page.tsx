import {
  listSpecialtyPrograms,
  type PublicProgram,
} from '../../../core/contracts/programs/programs.contract.ts';
import { useListQuery } from '../../features/lists/use-list-query.ts';
import { SocietyScope, type SocietyScopeValue } from '../../features/society-context/society-scope.tsx';
import { useT } from '../../lib/i18n/i18n.ts';
import { DataTable, type DataTableColumn } from '../../ui/data-table.tsx';
import { Page } from '../../ui/page.tsx';
import { Pager } from '../../ui/pager.tsx';
import { SearchField } from '../../ui/search-field.tsx';

function Directory({ specialty }: SocietyScopeValue) {
  const t = useT();
  const { query, setQuery, tableProps, pagerProps } = useListQuery(listSpecialtyPrograms, {
    defaults: { sort: 'name' },
    params: { id: specialty.id },
  });
  const columns: DataTableColumn<PublicProgram>[] = [
    { id: 'name', header: t('SocietyProgramName'), sortable: true, isRowHeader: true, render: (p) => p.name },
    { id: 'institution', header: t('SocietyInstitution'), render: (p) => p.institutionName ?? '—' },
    { id: 'city', header: t('SocietyCity'), render: (p) => p.city ?? '—' },
    { id: 'state', header: t('SocietyState'), sortable: true, render: (p) => p.stateName ?? '—' },
    {
      id: 'website',
      header: t('SocietyWebsite'),
      render: (p) =>
        p.website ? (
          <a href={p.website} target="_blank" rel="noreferrer noopener">
            {p.website}
          </a>
        ) : (
          '—'
        ),
    },
  ];
  return (
    <div className="stack">
      <p>{t('SocietyDirectoryIntro', { specialty: specialty.name })}</p>
      <SearchField
        label={t('SocietySearchPrograms')}
        value={query.search}
        onChange={(search) => setQuery({ search })}
      />
      <DataTable
        aria-label={t('SocietyDirectoryOf', { specialty: specialty.name })}
        columns={columns}
        getRowKey={(p) => p.id}
        {...tableProps}
      />
      <Pager {...pagerProps} />
    </div>
  );
}

/** The public directory of the chosen specialty's active programs, as applicants see it. */
export function SocietyProgramsDirectoryPage() {
  const t = useT();
  return (
    <Page title={t('NavSocietyDirectory')}>
      <SocietyScope>{(scope) => <Directory {...scope} />}</SocietyScope>
    </Page>
  );
}
