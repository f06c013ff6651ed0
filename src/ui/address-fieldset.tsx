import { useMemo } from 'react';
import { useT } from '../lib/i18n/i18n.ts';
import { SelectField, type SelectOption } from './select-field.tsx';
import { TextField } from './text-field.tsx';

/** Address fields as a form holds them (text as typed, ids or null). */
export type AddressFieldValues = {
  addressLine: string;
  city: string;
  countryId: number | null;
  stateId: number | null;
  zip: string;
};

/** A country of the drop-down, with its states (empty for countries without). */
export type AddressCountry = {
  id: number;
  name: string;
  states: readonly { id: number; name: string }[];
};

export type AddressFieldsetProps = {
  values: AddressFieldValues;
  onChange: (patch: Partial<AddressFieldValues>) => void;
  errorOf: (field: keyof AddressFieldValues) => string | null;
  /** The countries to choose from (the caller loads them). */
  countries: readonly AddressCountry[];
};

/**
 * Address of platform.md §3: country and state drop-downs (the state list follows the country and
 * is shown only for countries with states, US and CA), address line, city and zip.
 */
export function AddressFieldset({ values, onChange, errorOf, countries }: AddressFieldsetProps) {
  const t = useT();
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
