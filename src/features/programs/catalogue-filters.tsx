import { useMemo } from 'react';
import { useT } from '../../lib/i18n/i18n.ts';
import { SelectField, type SelectOption } from '../../ui/select-field.tsx';
import { StatusBadge } from '../../ui/status-badge.tsx';
import { DEFAULT_COUNTRY_ISO } from '../reference-data/countries.service.ts';
import { useCountries } from '../reference-data/use-countries.ts';

/** The 'All' option of a filter drop-down (platform.md §5: an empty first option reads 'All'). */
export const ALL = '';

export function withAll(label: string, options: readonly SelectOption[]): SelectOption[] {
  return [{ value: ALL, label }, ...options];
}

/** States and provinces of the countries that have them, US first: the options of a state filter. */
export function useStateOptions(): SelectOption[] {
  const countries = useCountries();
  return useMemo(
    () =>
      countries
        .filter((c) => c.states.length > 0)
        .sort((a, b) => Number(b.isoCode === DEFAULT_COUNTRY_ISO) - Number(a.isoCode === DEFAULT_COUNTRY_ISO))
        .flatMap((c) => c.states.map((s) => ({ value: String(s.id), label: `${s.name} (${c.isoCode})` }))),
    [countries],
  );
}

type FilterProps = { value: string | number | boolean; onChange: (value: string) => void };

/** State filter of a list ('All' or one state). */
export function StateFilter({ value, onChange }: FilterProps) {
  const t = useT();
  const options = useStateOptions();
  return (
    <SelectField
      label={t('PgState')}
      options={withAll(t('FilterAll'), options)}
      value={String(value)}
      onChange={(next) => onChange(next ?? ALL)}
    />
  );
}

/** Active/inactive filter of a list ('All', Active, Inactive). */
export function ActiveFilter({ value, onChange }: FilterProps) {
  const t = useT();
  return (
    <SelectField
      label={t('PgStatus')}
      options={withAll(t('FilterAll'), [
        { value: 'true', label: t('StatusActive') },
        { value: 'false', label: t('StatusInactive') },
      ])}
      value={String(value)}
      onChange={(next) => onChange(next ?? ALL)}
    />
  );
}

export function ActiveBadge({ isActive }: { isActive: boolean }) {
  const t = useT();
  return (
    <StatusBadge
      status={isActive ? 'Active' : 'Inactive'}
      label={t(isActive ? 'StatusActive' : 'StatusInactive')}
    />
  );
}
