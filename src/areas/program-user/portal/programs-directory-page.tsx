import {
  listSpecialtyPrograms,
  type PublicProgram,
} from '../../../../core/contracts/programs/programs.contract.ts';
import { useListQuery } from '../../../features/lists/use-list-query.ts';
import { useT } from '../../../lib/i18n/i18n.ts';
import { DataTable, type DataTableColumn } from '../../../ui/data-table.tsx';
import { Page } from '../../../ui/page.tsx';
import { PageLoading } from '../../../ui/page-loading.tsx';
import { Pager } from '../../../ui/pager.tsx';
import { SearchField } from '../../../ui/search-field.tsx';
import { usePortalProgram } from './use-portal-program.ts';

/** The specialty's active programs as applicants see them (the public directory), searchable and paged. */
export function SpecialtyProgramsList({
  specialtyId,
  label,
  actions,
}: {
  specialtyId: number;
  label: string;
  /** A last column (joining a program, say). */
  actions?: (program: PublicProgram) => React.ReactNode;
}) {
  const t = useT();
  const { query, setQuery, tableProps, pagerProps } = useListQuery(listSpecialtyPrograms, {
    defaults: { sort: 'name' },
    params: { id: specialtyId },
  });
  const columns: DataTableColumn<PublicProgram>[] = [
    { id: 'name', header: t('PpProgram'), sortable: true, isRowHeader: true, render: (p) => p.name },
    { id: 'institution', header: t('PpInstitution'), render: (p) => p.institutionName ?? '—' },
    { id: 'city', header: t('PpCity'), render: (p) => p.city ?? '—' },
    { id: 'state', header: t('PpState'), sortable: true, render: (p) => p.stateName ?? '—' },
    {
      id: 'website',
      header: t('PpWebsite'),
      render: (p) =>
        p.website ? (
          <a href={p.website} target="_blank" rel="noreferrer noopener">
            {p.website}
          </a>
        ) : (
          '—'
        ),
    },
    ...(actions ? [{ id: 'actions', header: '', isActions: true, render: actions }] : []),
  ];
  return (
    <div className="stack">
      <SearchField
        label={t('PpSearchPrograms')}
        value={query.search}
        onChange={(search) => setQuery({ search })}
      />
      <DataTable aria-label={label} columns={columns} getRowKey={(p) => p.id} {...tableProps} />
      <Pager {...pagerProps} />
    </div>
  );
}

/** /program-user/:matchCycleCode/:programCode/programs-directory: the programs of the program's specialty. */
export function ProgramsDirectoryPage() {
  const t = useT();
  const { program, isLoading } = usePortalProgram();
  return (
    <Page title={t('PpDirectoryTitle')}>
      {program ? (
        <>
          <p>{t('PpDirectoryIntro', { specialty: program.specialtyName })}</p>
          <SpecialtyProgramsList
            specialtyId={program.specialtyId}
            label={t('PpDirectoryOf', { specialty: program.specialtyName })}
          />
        </>
      ) : isLoading ? (
        <PageLoading />
      ) : (
        <p>{t('PpProgramNotFound')}</p>
      )}
    </Page>
  );
}
