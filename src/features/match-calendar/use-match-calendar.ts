import { useCallback, useMemo } from 'react';
import { useLocation, useSearch } from 'wouter';
import { getMatchCalendar } from '../../../core/contracts/match-cycles/match-cycles.contract.ts';
import { useContractQuery } from '../../lib/http/use-contract-query.ts';
import { defaultSeason, useMatchCycleYears } from '../match-cycles/use-season-options.ts';
import { useSpecialties } from '../specialties/use-specialties.ts';
import { monthKey, openingMonthIndex } from './calendar-months.ts';

/**
 * The calendar's state, kept in the URL (`?year=2026&specialtyId=3&month=2026-09`) so a reload or a
 * shared link shows the same month: the season (default: the newest with an Active cycle), the
 * specialty (default: all) and the month shown.
 */
export function useMatchCalendar() {
  const search = useSearch();
  const [location, navigate] = useLocation();
  const params = useMemo(() => new URLSearchParams(search), [search]);
  const seasons = useMatchCycleYears();
  const specialties = useSpecialties();

  const year = params.get('year') ?? defaultSeason(seasons.years)?.code ?? null;
  const specialtyId = Number(params.get('specialtyId')) || null;
  const ready = year !== null || !seasons.isLoading;
  const calendar = useContractQuery(
    getMatchCalendar,
    ready ? { query: { ...(year ? { year } : {}), ...(specialtyId ? { specialtyId } : {}) } } : null,
  );
  const months = calendar.data ?? [];
  const monthIndex = openingMonthIndex(months, new Date(), params.get('month'));

  const update = useCallback(
    (patch: Record<string, string | null>) => {
      const next = new URLSearchParams(search);
      for (const [key, value] of Object.entries(patch)) {
        if (value === null || value === '') next.delete(key);
        else next.set(key, value);
      }
      const text = next.toString();
      navigate(text ? `${location}?${text}` : location, { replace: true });
    },
    [search, location, navigate],
  );

  return {
    months,
    monthIndex,
    isLoading: calendar.isLoading || !ready,
    reload: calendar.reload,
    year,
    specialtyId,
    seasonOptions: seasons.options.map((option) => ({ value: option.label, label: option.label })),
    specialties,
    setYear: (code: string | null) => update({ year: code, month: null }),
    setSpecialtyId: (id: number | null) => update({ specialtyId: id ? String(id) : null, month: null }),
    setMonthIndex: (index: number) => {
      const month = months[index];
      if (month) update({ month: monthKey(month) });
    },
  };
}

export type MatchCalendarState = ReturnType<typeof useMatchCalendar>;
