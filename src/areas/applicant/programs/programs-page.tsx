import { useParams } from 'wouter';
import {
  type DirectoryOptions,
  getDirectoryOptions,
  listDirectoryStates,
} from '../../../../core/contracts/programs/program-directory.contract.ts';
import { type ProgramTab, programsTabHref } from '../../../features/program-directory/program-links.ts';
import { isNotFound } from '../../../lib/errors/app-errors.ts';
import { useContractQuery } from '../../../lib/http/use-contract-query.ts';
import type { TranslationKey } from '../../../lib/i18n/en-gb.ts';
import { useT } from '../../../lib/i18n/i18n.ts';
import { NotFound } from '../../../ui/not-found.tsx';
import { Page } from '../../../ui/page.tsx';
import { RouteTabs } from '../../../ui/tabs.tsx';
import { ProgramResults } from './program-results.tsx';
import { ProgramsAppliedTab } from './programs-applied-tab.tsx';
import { ProgramsMapTab } from './programs-map-tab.tsx';
import { ProgramsSavedTab } from './programs-saved-tab.tsx';

/** business.md §2.2: programs/:tab. */
export const programTabs = [
  'directory',
  'map',
  'saved',
  'applied',
  'favorites',
] as const satisfies readonly ProgramTab[];

const tabLabels: Record<ProgramTab, TranslationKey> = {
  directory: 'PdTabDirectory',
  map: 'PdTabMap',
  saved: 'PdTabSaved',
  applied: 'PdTabApplied',
  favorites: 'PdTabFavorites',
};

export const isProgramTab = (tab: string | undefined): tab is ProgramTab =>
  (programTabs as readonly string[]).includes(tab ?? '');

function DirectoryTab({ matchCycleCode, options }: TabProps) {
  const t = useT();
  // The state filter offers the states that have programs in the cycle.
  const states = useContractQuery(listDirectoryStates, { params: { matchCycleCode } }, { onError: () => {} });
  return (
    <ProgramResults
      matchCycleCode={matchCycleCode}
      options={options}
      withFilters
      states={states.data?.items ?? []}
      emptyText={t('PdNoPrograms')}
    />
  );
}

type TabProps = { matchCycleCode: string; options: DirectoryOptions | null };

/** The applicant's programs of a cycle in five tabs; each tab is a link, so it reloads and bookmarks. */
export function ProgramsPage() {
  const t = useT();
  const params = useParams<{ matchCycleCode: string; tab: string }>();
  const matchCycleCode = params.matchCycleCode;
  // Offline the saved tab still works: the options only add the cycle's name and filter choices.
  const options = useContractQuery(
    getDirectoryOptions,
    { params: { matchCycleCode } },
    { onError: () => {} },
  );
  // An unknown cycle code: nothing to list (offline the options fail otherwise, and the tabs stay).
  if (!isProgramTab(params.tab) || isNotFound(options.error)) return <NotFound />;
  const tab = params.tab;
  const tabProps: TabProps = { matchCycleCode, options: options.data };
  return (
    <Page title={t('PdTitle')}>
      {options.data ? <p className="lead">{options.data.matchCycleName}</p> : null}
      <RouteTabs
        aria-label={t('PdTabs')}
        selectedId={tab}
        tabs={programTabs.map((id) => ({
          id,
          label: t(tabLabels[id]),
          href: programsTabHref(matchCycleCode, id),
        }))}
      >
        {tab === 'directory' ? <DirectoryTab {...tabProps} /> : null}
        {tab === 'map' ? <ProgramsMapTab {...tabProps} /> : null}
        {tab === 'saved' ? <ProgramsSavedTab matchCycleCode={matchCycleCode} /> : null}
        {tab === 'applied' ? <ProgramsAppliedTab matchCycleCode={matchCycleCode} /> : null}
        {tab === 'favorites' ? (
          <ProgramResults
            matchCycleCode={matchCycleCode}
            options={options.data}
            extraQuery={{ favorites: 'true' }}
            emptyText={t('PdNoFavorites')}
          />
        ) : null}
      </RouteTabs>
    </Page>
  );
}
