import { Button as AriaButton, Disclosure, DisclosurePanel } from 'react-aria-components';
import {
  type DirectoryOptions,
  type DirectoryStateCount,
  directoryProgramSortColumns,
  listDirectoryPrograms,
} from '../../../../core/contracts/programs/program-directory.contract.ts';
import { type ListFilterValue, useListQuery } from '../../../features/lists/use-list-query.ts';
import { ProgramCard } from '../../../features/program-directory/program-card.tsx';
import { programHref } from '../../../features/program-directory/program-links.ts';
import { useSavedPrograms } from '../../../features/program-directory/use-saved-programs.ts';
import type { TranslationKey } from '../../../lib/i18n/en-gb.ts';
import { useT } from '../../../lib/i18n/i18n.ts';
import { Button } from '../../../ui/button.tsx';
import { NumberField } from '../../../ui/number-field.tsx';
import { Pager } from '../../../ui/pager.tsx';
import { SearchField } from '../../../ui/search-field.tsx';
import { SelectField } from '../../../ui/select-field.tsx';

/** The filters live in the URL (a reload or a shared link shows the same list); '' = not set. */
const filterDefaults = {
  sort: 'name',
  subspecialtyId: '',
  stateId: '',
  minPositions: '',
  keywords: '',
} satisfies Record<string, ListFilterValue>;

const noFilters = { subspecialtyId: '', stateId: '', minPositions: '', keywords: '' };

const sortLabels: Record<(typeof directoryProgramSortColumns)[number], TranslationKey> = {
  name: 'PdSortName',
  institution: 'PdSortInstitution',
  city: 'PdSortCity',
  state: 'PdSortState',
  positions: 'PdSortPositions',
};

export type SortControlsProps = {
  columns: readonly { value: string; label: string }[];
  sort: string | undefined;
  direction: 'asc' | 'desc';
  onChange: (sort: { sort: string; direction: 'asc' | 'desc' }) => void;
};

/** Sorting for a card list (phones have no table headers to click). */
export function SortControls({ columns, sort, direction, onChange }: SortControlsProps) {
  const t = useT();
  return (
    <>
      <SelectField
        label={t('PdSortBy')}
        options={columns}
        value={sort ?? columns[0]?.value ?? null}
        onChange={(value) => onChange({ sort: value ?? columns[0]?.value ?? 'name', direction })}
      />
      <SelectField
        label={t('PdOrder')}
        options={[
          { value: 'asc', label: t('PdAscending') },
          { value: 'desc', label: t('PdDescending') },
        ]}
        value={direction}
        onChange={(value) =>
          onChange({
            sort: sort ?? columns[0]?.value ?? 'name',
            direction: value === 'desc' ? 'desc' : 'asc',
          })
        }
      />
    </>
  );
}

export type ProgramResultsProps = {
  matchCycleCode: string;
  options: DirectoryOptions | null;
  /** The filter form (directory tab); other tabs list with a fixed filter. */
  withFilters?: boolean;
  /** States with programs, for the state filter. */
  states?: readonly DirectoryStateCount[];
  /** Sent with every request but kept out of the URL (favorites only, the map's state). */
  extraQuery?: Record<string, ListFilterValue>;
  emptyText: string;
};

/** A page of the cycle's programs as cards, with the applicant's marks, paged on the server. */
export function ProgramResults({
  matchCycleCode,
  options,
  withFilters = false,
  states = [],
  extraQuery,
  emptyText,
}: ProgramResultsProps) {
  const t = useT();
  const list = useListQuery(listDirectoryPrograms, {
    defaults: filterDefaults,
    params: { matchCycleCode },
    // Without the filter form, filters a URL may carry are not applied ('' is never sent).
    extraQuery: withFilters ? extraQuery : { ...noFilters, ...extraQuery },
  });
  const saved = useSavedPrograms(matchCycleCode, options?.casDeadlineDate ?? null);
  const { query, setQuery, data, isLoading, pagerProps } = list;
  const items = data?.items ?? [];
  const activeFilters = withFilters
    ? [query.subspecialtyId, query.stateId, query.minPositions, query.keywords].filter(Boolean).length
    : 0;

  return (
    <div className="stack">
      <div className="program-filters">
        <SearchField
          label={t('PdSearch')}
          placeholder={t('PdSearchPlaceholder')}
          value={query.search}
          onChange={(search) => setQuery({ search })}
        />
      </div>
      {/* On a phone the filters and sort fold away; open from the start when the URL sets any. */}
      <Disclosure className="program-filters-disclosure" defaultExpanded={activeFilters > 0}>
        <AriaButton slot="trigger" className="btn btn-secondary">
          {activeFilters > 0 ? t('PdFiltersActive', { count: activeFilters }) : t('PdFilters')}
        </AriaButton>
        <DisclosurePanel>
          <div className="program-filters">
            {withFilters ? (
              <>
                {options && options.subspecialties.length > 0 ? (
                  <SelectField
                    label={options.subspecialtyLabel || t('PdSubspecialty')}
                    options={[
                      { value: '', label: t('FilterAll') },
                      ...options.subspecialties.map((s) => ({ value: String(s.id), label: s.name })),
                    ]}
                    value={query.subspecialtyId ?? ''}
                    onChange={(value) => setQuery({ subspecialtyId: value ?? '' })}
                  />
                ) : null}
                {states.length > 0 ? (
                  <SelectField
                    label={t('PdState')}
                    options={[
                      { value: '', label: t('FilterAll') },
                      ...states.map((s) => ({ value: String(s.stateId), label: s.stateName })),
                    ]}
                    value={query.stateId ?? ''}
                    onChange={(value) => setQuery({ stateId: value ?? '' })}
                  />
                ) : null}
                <NumberField
                  label={t('PdMinPositions')}
                  minValue={1}
                  value={query.minPositions ? Number(query.minPositions) : null}
                  onChange={(value) => setQuery({ minPositions: value === null ? '' : String(value) })}
                />
                <SearchField
                  label={t('PdKeywords')}
                  value={query.keywords ?? ''}
                  onChange={(keywords) => setQuery({ keywords })}
                />
              </>
            ) : null}
            <SortControls
              columns={directoryProgramSortColumns.map((column) => ({
                value: column,
                label: t(sortLabels[column]),
              }))}
              sort={query.sort}
              direction={query.direction}
              onChange={(sort) => setQuery(sort)}
            />
          </div>
        </DisclosurePanel>
      </Disclosure>
      {withFilters && (activeFilters > 0 || query.search) ? (
        <p>
          <Button variant="secondary" onPress={() => setQuery({ search: '', ...noFilters })}>
            {t('PdClearFilters')}
          </Button>
        </p>
      ) : null}
      {/* Announced when a new search or filter changes the count. */}
      <p role="status">{data ? t('PdFound', { count: data.total }) : ''}</p>
      {items.length > 0 ? (
        <ul className="program-cards" aria-label={t('PdListLabel')} aria-busy={isLoading || undefined}>
          {items.map((program) => (
            <ProgramCard
              key={program.id}
              program={program}
              href={programHref(matchCycleCode, program.id)}
              saved={{
                isSaved: saved.isSaved(program.id),
                onChange: (isSaved) =>
                  isSaved
                    ? saved.save({
                        programId: program.id,
                        name: program.name,
                        institutionName: program.institutionName,
                        city: program.city,
                        stateName: program.stateName,
                      })
                    : saved.remove(program.id),
              }}
            />
          ))}
        </ul>
      ) : data && !isLoading ? (
        <p>{emptyText}</p>
      ) : null}
      <Pager {...pagerProps} />
    </div>
  );
}
