import {
  listSocietyPrograms,
  type SocietyProgramListItem,
} from '../../../core/contracts/societies/society.contract.ts';
import { useListQuery } from '../../features/lists/use-list-query.ts';
import { SocietyScope, type SocietyScopeValue } from '../../features/society-context/society-scope.tsx';
import { useT } from '../../lib/i18n/i18n.ts';
import { CheckboxField } from '../../ui/checkbox-field.tsx';
import { DataTable, type DataTableColumn } from '../../ui/data-table.tsx';
import { Link } from '../../ui/link.tsx';
import { Page } from '../../ui/page.tsx';
import { Pager } from '../../ui/pager.tsx';
import { SearchField } from '../../ui/search-field.tsx';
import { StatusBadge } from '../../ui/status-badge.tsx';

const place = (p: SocietyProgramListItem) => [p.city, p.stateName].filter(Boolean).join(', ');

function ProgramsList({ specialty, matchCycle }: SocietyScopeValue) {
  const t = useT();
  const list = useListQuery(listSocietyPrograms, {
    defaults: { sort: 'name', participating: false as boolean },
    extraQuery: { specialtyId: specialty.id, matchCycleId: matchCycle?.id },
  });
  const { query, setQuery, tableProps, pagerProps, pageSizeProps } = list;
  const columns: DataTableColumn<SocietyProgramListItem>[] = [
    { id: 'code', header: t('SocietyProgramCode'), sortable: true, render: (p) => p.code },
    {
      id: 'name',
      header: t('SocietyProgramName'),
      sortable: true,
      isRowHeader: true,
      render: (p) => <Link href={`/society-user/programs/${p.id}`}>{p.name}</Link>,
    },
    {
      id: 'subspecialty',
      header: specialty.subspecialtyLabel || t('SocietySubspecialty'),
      render: (p) => p.subspecialtyName ?? '—',
    },
    { id: 'institution', header: t('SocietyInstitution'), render: (p) => p.institutionName ?? '—' },
    { id: 'city', header: t('SocietyLocation'), sortable: true, render: (p) => place(p) || '—' },
    ...(matchCycle
      ? [
          {
            id: 'positions',
            header: t('SocietyPositions'),
            sortable: true,
            align: 'end' as const,
            render: (p: SocietyProgramListItem) => (p.positions === null ? '—' : p.positions),
          },
        ]
      : []),
    {
      id: 'directors',
      header: t('SocietyProgramDirectors'),
      render: (p) => p.directorNames.join(', ') || '—',
    },
    {
      id: 'isActive',
      header: t('SocietyStatus'),
      sortable: true,
      render: (p) => <StatusBadge status={p.isActive ? 'Active' : 'Inactive'} />,
    },
  ];
  return (
    <div className="stack">
      <div className="list-toolbar">
        <SearchField
          label={t('SocietySearchPrograms')}
          value={query.search}
          onChange={(search) => setQuery({ search })}
        />
        {matchCycle ? (
          <CheckboxField
            label={t('SocietyOnlyParticipating', { cycle: matchCycle.name })}
            isSelected={query.participating}
            onChange={(participating) => setQuery({ participating })}
          />
        ) : null}
      </div>
      <DataTable
        aria-label={t('SocietyProgramsOf', { specialty: specialty.name })}
        columns={columns}
        getRowKey={(p) => p.id}
        {...tableProps}
      />
      <Pager {...pagerProps} {...pageSizeProps} />
    </div>
  );
}

/** The programs of the chosen specialty, with their positions in the chosen cycle. */
export function SocietyProgramsPage() {
  const t = useT();
  return (
    <Page title={t('NavSocietyPrograms')}>
      <SocietyScope>{(scope) => <ProgramsList {...scope} />}</SocietyScope>
    </Page>
  );
}
