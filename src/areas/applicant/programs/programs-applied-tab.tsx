import { listAppliedPrograms } from '../../../../core/contracts/programs/program-directory.contract.ts';
import { useListQuery } from '../../../features/lists/use-list-query.ts';
import { ProgramCard } from '../../../features/program-directory/program-card.tsx';
import { programHref } from '../../../features/program-directory/program-links.ts';
import { formatDateTime } from '../../../lib/format/dates.ts';
import { useT } from '../../../lib/i18n/i18n.ts';
import { Pager } from '../../../ui/pager.tsx';
import { SearchField } from '../../../ui/search-field.tsx';
import { SortControls } from './program-results.tsx';

/** The applied tab: the applicant's applications of the cycle with their status. */
export function ProgramsAppliedTab({ matchCycleCode }: { matchCycleCode: string }) {
  const t = useT();
  const { query, setQuery, data, isLoading, pagerProps } = useListQuery(listAppliedPrograms, {
    defaults: { sort: 'name' },
    params: { matchCycleCode },
  });
  const items = data?.items ?? [];
  return (
    <div className="stack">
      <div className="program-filters">
        <SearchField label={t('PdSearch')} value={query.search} onChange={(search) => setQuery({ search })} />
        <SortControls
          columns={[
            { value: 'name', label: t('PdSortName') },
            { value: 'status', label: t('PdSortStatus') },
            { value: 'updated', label: t('PdSortUpdated') },
          ]}
          sort={query.sort}
          direction={query.direction}
          onChange={(sort) => setQuery(sort)}
        />
      </div>
      <p role="status">{data ? t('PdFound', { count: data.total }) : ''}</p>
      {items.length > 0 ? (
        <ul className="program-cards" aria-label={t('PdTabApplied')} aria-busy={isLoading || undefined}>
          {items.map((application) => (
            <ProgramCard
              key={application.applicationId}
              program={{
                id: application.programId,
                name: application.programName,
                institutionName: application.institutionName,
                city: application.city,
                stateName: application.stateName,
                applicationStatus: application.status,
                isSignaled: application.isSignaled,
              }}
              href={programHref(matchCycleCode, application.programId)}
              showFavorite={false}
            >
              <p>{t('PdUpdated', { date: formatDateTime(application.updatedDate) })}</p>
            </ProgramCard>
          ))}
        </ul>
      ) : data && !isLoading ? (
        <p>{t('PdNoApplied')}</p>
      ) : null}
      <Pager {...pagerProps} />
    </div>
  );
}
