import { useEffect, useState } from 'react';
import { useLocation, useSearch } from 'wouter';
import {
  type DirectoryOptions,
  type DirectoryStateCount,
  listDirectoryStates,
} from '../../../../core/contracts/programs/program-directory.contract.ts';
import {
  cachedStateCounts,
  rememberStateCounts,
} from '../../../features/program-directory/program-page-cache.ts';
import { isUnreachable } from '../../../features/program-directory/unreachable.ts';
import {
  countryByIso,
  loadCountries,
  useCountriesStore,
} from '../../../features/reference-data/countries.service.ts';
import { OfflineCopyNote } from '../../../features/sync/offline-copy-note.tsx';
import { type MapState, UsStateMap } from '../../../features/us-map/us-state-map.tsx';
import { isAppError } from '../../../lib/errors/app-errors.ts';
import { useContractQuery } from '../../../lib/http/use-contract-query.ts';
import { errorText, useT } from '../../../lib/i18n/i18n.ts';
import { currentUserOf, useSessionStore } from '../../../lib/session/session-store.ts';
import { ProgramResults } from './program-results.tsx';

export type ProgramsMapTabProps = { matchCycleCode: string; options: DirectoryOptions | null };

/** The map tab: the cycle's programs per state on a tile map; choosing a state lists its programs. */
export function ProgramsMapTab({ matchCycleCode, options }: ProgramsMapTabProps) {
  const t = useT();
  const userId = useSessionStore((state) => currentUserOf(state)?.id ?? null);
  const [failure, setFailure] = useState<unknown>(null);
  const states = useContractQuery(
    listDirectoryStates,
    { params: { matchCycleCode } },
    { onError: setFailure },
  );
  useEffect(() => {
    if (states.data && userId) rememberStateCounts(userId, matchCycleCode, states.data.items);
  }, [states.data, userId, matchCycleCode]);
  const offline =
    !states.data && isUnreachable(failure) && userId ? cachedStateCounts(userId, matchCycleCode) : null;
  const countries = useCountriesStore((state) => state.countries);
  useEffect(() => {
    // Names of the states without programs; the tiles show codes until they arrive (or offline).
    loadCountries().catch(() => {});
  }, []);
  const usStates = countryByIso(countries, 'US')?.states ?? [];
  const names = (code: string) => usStates.find((s) => s.shortName === code)?.name ?? code;

  const search = useSearch();
  const [location, navigate] = useLocation();
  const selectedCode = new URLSearchParams(search).get('state');
  const select = (code: string | null) => {
    const params = new URLSearchParams(search);
    params.delete('page');
    if (code) params.set('state', code);
    else params.delete('state');
    const next = params.toString();
    navigate(next ? `${location}?${next}` : location, { replace: true });
  };

  const counts: readonly DirectoryStateCount[] = states.data?.items ?? offline?.items ?? [];
  const mapStates: MapState[] = counts.map((s) => ({
    code: s.stateCode,
    name: s.stateName,
    count: s.programsCount,
  }));
  const stateLabel = (state: MapState) =>
    state.count === 0
      ? t('PdMapStateNone', { state: state.name })
      : state.count === 1
        ? t('PdMapStateOne', { state: state.name })
        : t('PdMapStateCount', { state: state.name, count: state.count });
  const selected = counts.find((s) => s.stateCode === selectedCode);

  return (
    <div className="stack">
      {offline ? (
        <OfflineCopyNote at={offline.fetchedAt} />
      ) : failure && !states.data && isAppError(failure) ? (
        <p role="alert">{errorText(failure)}</p>
      ) : null}
      <UsStateMap
        label={t('PdMapLabel')}
        hint={t('PdMapHint')}
        states={mapStates}
        names={names}
        stateLabel={stateLabel}
        selectedCode={selectedCode}
        onSelect={select}
        outsideLabel={t('PdOutsideMap')}
      />
      {selected ? (
        <section className="stack" aria-labelledby="programs-in-state">
          <h2 id="programs-in-state">{t('PdProgramsIn', { state: selected.stateName })}</h2>
          <ProgramResults
            matchCycleCode={matchCycleCode}
            options={options}
            extraQuery={{ stateId: selected.stateId }}
            emptyText={t('PdNoPrograms')}
          />
        </section>
      ) : selectedCode && states.data ? (
        <p>{stateLabel({ code: selectedCode, name: names(selectedCode), count: 0 })}</p>
      ) : (
        <p>{t('PdChooseState')}</p>
      )}
    </div>
  );
}
