import { useMemo } from 'react';
import {
  listMatchCycleYears,
  type MatchCycleYear,
} from '../../../core/contracts/match-cycles/match-cycles.contract.ts';
import { useContractQuery } from '../../lib/http/use-contract-query.ts';
import type { SelectOption } from '../../ui/select-field.tsx';

/** The season shown first: the newest with an Active cycle, otherwise the newest there is. */
export function defaultSeason(years: readonly MatchCycleYear[]): MatchCycleYear | null {
  const newestFirst = [...years].sort((a, b) => b.code.localeCompare(a.code));
  return newestFirst.find((year) => year.activeSpecialtyIds.length > 0) ?? newestFirst[0] ?? null;
}

export function useMatchCycleYears() {
  const { data, reload, isLoading } = useContractQuery(listMatchCycleYears, {});
  const years = data ?? [];
  const options = useMemo<SelectOption[]>(
    () =>
      [...(data ?? [])]
        .sort((a, b) => b.code.localeCompare(a.code))
        .map((year) => ({ value: String(year.id), label: year.code })),
    [data],
  );
  return { years, options, reload, isLoading: isLoading && !data };
}
