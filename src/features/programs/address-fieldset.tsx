import { useEffect, useMemo } from 'react';
import { handleError } from '../../lib/errors/error-handler.ts';
import { useT } from '../../lib/i18n/i18n.ts';
import { SelectField, type SelectOption } from '../../ui/select-field.tsx';
import { TextField } from '../../ui/text-field.tsx';
import { loadCountries, useCountriesStore } from '../reference-data/countries.service.ts';
import type { AddressValues } from './contact-values.ts';

export type AddressFieldsetProps = {
  values: AddressValues;
  onChange: (patch: Partial<AddressValues>) => void;
  errorOf: (field: keyof AddressValues) => string | null;
};

/** The loaded countries (with their states), loading them once if needed. */
export function useCountries() {
  const countries = useCountriesStore((s) => s.countries);
  const status = useCountriesStore((s) => s.status);
  useEffect(() => {
    if (status === 'idle')
      loadCountries().catch((error: unknown) => handleError(error, { context: 'countries' }));
  }, [status]);
  return countries;
}

/**
 * Address of platform.md §3: country and state drop-downs (the state list follows the country and
 * is shown only for countries with states, US and CA), address line, city and zip.
 */
export function AddressFieldset({ values, onChange, errorOf }: AddressFieldsetProps) {
  const t = useT();
  const countries = useCountries();
  const countryOptions = useMemo<SelectOption[]>(
    () => countries.map((c) => ({ value: String(c.id), label: c.name })),
    [countries],
  );
  const country = countries.find((c) => c.id === values.countryId);
  const stateOptions = useMemo<SelectOption[]>(
    () => (country?.states ?? []).map((s) => ({ value: String(s.id), label: s.name })),
    [country],
  );
  return (
    <div className="form-grid">
      <SelectField
        label={t('PgCountry')}
        options={countryOptions}
        value={values.countryId === null ? null : String(values.countryId)}
        // A new country clears a state of the old one.
        onChange={(value) => onChange({ countryId: value === null ? null : Number(value), stateId: null })}
        errorMessage={errorOf('countryId')}
      />
      {stateOptions.length > 0 ? (
        <SelectField
          label={t('PgState')}
          options={stateOptions}
          value={values.stateId === null ? null : String(values.stateId)}
          onChange={(value) => onChange({ stateId: value === null ? null : Number(value) })}
          errorMessage={errorOf('stateId')}
          isRequired
        />
      ) : null}
      <TextField
        label={t('PgAddressLine')}
        value={values.addressLine}
        onChange={(addressLine) => onChange({ addressLine })}
        errorMessage={errorOf('addressLine')}
        autoComplete="street-address"
        maxLength={200}
      />
      <TextField
        label={t('PgCity')}
        value={values.city}
        onChange={(city) => onChange({ city })}
        errorMessage={errorOf('city')}
        autoComplete="address-level2"
        maxLength={100}
      />
      <TextField
        label={t('PgZip')}
        value={values.zip}
        onChange={(zip) => onChange({ zip })}
        errorMessage={errorOf('zip')}
        autoComplete="postal-code"
        filter="text"
        maxLength={20}
      />
    </div>
  );
}
