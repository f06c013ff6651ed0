import { listPortalProgramListings } from '../../../../core/contracts/programs/program-portal.contract.ts';
import type { ProgramPosition } from '../../../../core/contracts/programs/programs.contract.ts';
import { useContractQuery } from '../../../lib/http/use-contract-query.ts';
import { useT } from '../../../lib/i18n/i18n.ts';
import { DataTable, type DataTableColumn } from '../../../ui/data-table.tsx';
import { Link } from '../../../ui/link.tsx';
import { StatusBadge } from '../../../ui/status-badge.tsx';
import { cyclePath } from './use-portal-program.ts';

/** The program's participation per cycle: positions, the cycle's status, a way into each open cycle. */
export function MyProgramListingsTab({ programCode }: { programCode: string }) {
  const t = useT();
  const listings = useContractQuery(listPortalProgramListings, { params: { programCode } });
  const columns: DataTableColumn<ProgramPosition>[] = [
    { id: 'cycle', header: t('PpCycle'), isRowHeader: true, render: (c) => c.matchName },
    { id: 'year', header: t('PpYear'), render: (c) => c.yearCode },
    { id: 'status', header: t('PpStatus'), render: (c) => <StatusBadge status={c.status} /> },
    { id: 'positions', header: t('PpPositions'), align: 'end', render: (c) => c.positions },
    {
      id: 'open',
      header: '',
      isActions: true,
      render: (c) =>
        c.isReadOnly ? (
          <span className="muted">{t('PpReadOnly')}</span>
        ) : (
          <Link
            href={`${cyclePath(c.shortName, programCode)}/home`}
            aria-label={t('PpOpenCycleOf', { cycle: c.matchName })}
          >
            {t('PpOpenCycle')}
          </Link>
        ),
    },
  ];
  return (
    <div className="stack">
      <h2>{t('PpTabListings')}</h2>
      <DataTable
        aria-label={t('PpTabListings')}
        layout="cards"
        columns={columns}
        rows={listings.data?.items ?? []}
        getRowKey={(c) => c.matchCycleId}
        isLoading={listings.isLoading}
        emptyText={t('PpNoListings')}
      />
    </div>
  );
}
