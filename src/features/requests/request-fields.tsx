import { useEffect } from 'react';
import './requests.css';
import {
  medicalSchoolDegrees,
  medicalSchoolTypes,
} from '../../../core/contracts/medical-schools/medical-schools.contract.ts';
import type { RegistrationOptions } from '../../../core/contracts/requests/requests.contract.ts';
import { useT } from '../../lib/i18n/i18n.ts';
import { AddressFieldset } from '../../ui/address-fieldset.tsx';
import { NumberField } from '../../ui/number-field.tsx';
import { SelectField } from '../../ui/select-field.tsx';
import { TextField } from '../../ui/text-field.tsx';
import type { EntityForm } from '../forms/use-entity-form.ts';
import type { AddressValues } from '../programs/contact-values.ts';
import { defaultCountry } from '../reference-data/countries.service.ts';
import { useCountries } from '../reference-data/use-countries.ts';
import type {
  MedicalSchoolRegistrationValues,
  ProgramRegistrationValues,
  RequesterValues,
} from './request-form-values.ts';

const toOption = (item: { id: number; name: string }) => ({ value: String(item.id), label: item.name });
const toId = (value: string | null) => (value ? Number(value) : null);

/** Address with country and state (US states, Canadian provinces); the country defaults to the US. */
export function AddressFields<V extends AddressValues>({ form }: { form: EntityForm<V> }) {
  const t = useT();
  const countries = useCountries();
  const { countryId } = form.values;
  const set = form.setField;
  useEffect(() => {
    const us = defaultCountry(countries);
    if (countryId === null && us) set('countryId', us.id as V['countryId']);
  }, [countries, countryId, set]);
  return (
    <fieldset className="fieldset">
      <legend>{t('RqAddress')}</legend>
      <AddressFieldset
        values={form.values}
        onChange={(patch) => {
          for (const [field, value] of Object.entries(patch))
            set(field as keyof V & string, value as V[keyof V & string]);
        }}
        errorOf={(field) => form.errorOf(field)}
        countries={countries}
      />
    </fieldset>
  );
}

/** The program, its first match cycle and its director (business.md §2.1 program request). */
export function ProgramRegistrationFields({
  form,
  options,
  showCode = false,
  fixedSpecialty = false,
}: {
  form: EntityForm<ProgramRegistrationValues>;
  options: RegistrationOptions;
  /** The admin sets the program code before approving. */
  showCode?: boolean;
  /** The specialty comes from the page (a society user's chosen specialty). */
  fixedSpecialty?: boolean;
}) {
  const t = useT();
  const bind = form.field;
  const { values } = form;
  const specialty = options.specialties.find((s) => s.id === values.specialtyId);
  return (
    <>
      <fieldset className="form-grid fieldset">
        <legend>{t('RqProgram')}</legend>
        {showCode ? <TextField label={t('RqCode')} isRequired {...bind('code')} /> : null}
        <TextField label={t('RqProgramName')} isRequired {...bind('name')} />
        {fixedSpecialty ? null : (
          <SelectField
            label={t('RqSpecialty')}
            isRequired
            options={options.specialties.map(toOption)}
            value={values.specialtyId === null ? null : String(values.specialtyId)}
            onChange={(value) => {
              form.setField('specialtyId', toId(value));
              form.setField('subspecialtyId', null);
              form.setField('matchCycleId', null);
            }}
            onBlur={() => form.touch('specialtyId')}
            errorMessage={form.errorOf('specialtyId')}
          />
        )}
        {specialty && specialty.subspecialties.length > 0 ? (
          <SelectField
            label={t('RqSubspecialty')}
            options={specialty.subspecialties.map(toOption)}
            value={values.subspecialtyId === null ? null : String(values.subspecialtyId)}
            onChange={(value) => form.setField('subspecialtyId', toId(value))}
            errorMessage={form.errorOf('subspecialtyId')}
          />
        ) : null}
        <SelectField
          label={t('RqMatchCycle')}
          isRequired
          placeholder={specialty ? undefined : t('RqChooseSpecialtyFirst')}
          options={(specialty?.matchCycles ?? []).map((c) => ({ value: String(c.id), label: c.name }))}
          value={values.matchCycleId === null ? null : String(values.matchCycleId)}
          onChange={(value) => form.setField('matchCycleId', toId(value))}
          onBlur={() => form.touch('matchCycleId')}
          errorMessage={form.errorOf('matchCycleId')}
        />
        <NumberField
          label={t('RqPositions')}
          isRequired
          minValue={1}
          value={values.positions}
          onChange={(value) => form.setField('positions', value)}
          onBlur={() => form.touch('positions')}
          errorMessage={form.errorOf('positions')}
        />
        {values.institutionId === null ? (
          <>
            <TextField
              label={t('RqInstitutionName')}
              autoComplete="organization"
              {...bind('institutionName')}
            />
            <TextField label={t('RqInstitutionCity')} {...bind('institutionCity')} />
          </>
        ) : null}
        <TextField label={t('RqPhone')} type="tel" autoComplete="tel" inputMode="tel" {...bind('phone')} />
        <TextField label={t('RqFax')} type="tel" inputMode="tel" {...bind('fax')} />
        <TextField label={t('RqWebsite')} type="url" autoComplete="url" {...bind('website')} />
      </fieldset>
      <AddressFields form={form} />
      <fieldset className="form-grid fieldset">
        <legend>{t('RqDirector')}</legend>
        <TextField label={t('RqFirstName')} isRequired {...bind('directorFirstName')} />
        <TextField label={t('RqLastName')} isRequired {...bind('directorLastName')} />
        <TextField label={t('RqEmail')} type="email" filter="email" isRequired {...bind('directorEmail')} />
      </fieldset>
    </>
  );
}

/** The school fields of business.md §3.5. */
export function MedicalSchoolRegistrationFields({
  form,
  showCode = false,
}: {
  form: EntityForm<MedicalSchoolRegistrationValues>;
  showCode?: boolean;
}) {
  const t = useT();
  const bind = form.field;
  const { values } = form;
  return (
    <>
      <fieldset className="form-grid fieldset">
        <legend>{t('RqMedicalSchool')}</legend>
        {showCode ? <TextField label={t('RqCode')} isRequired {...bind('code')} /> : null}
        <TextField label={t('RqSchoolName')} isRequired autoComplete="organization" {...bind('name')} />
        <SelectField
          label={t('RqSchoolType')}
          isRequired
          options={medicalSchoolTypes.map((v) => ({ value: v, label: v }))}
          value={values.type}
          onChange={(value) => form.setField('type', value as MedicalSchoolRegistrationValues['type'])}
          onBlur={() => form.touch('type')}
          errorMessage={form.errorOf('type')}
        />
        <SelectField
          label={t('RqDegree')}
          isRequired
          options={medicalSchoolDegrees.map((v) => ({ value: v, label: v }))}
          value={values.degree}
          onChange={(value) => form.setField('degree', value as MedicalSchoolRegistrationValues['degree'])}
          onBlur={() => form.touch('degree')}
          errorMessage={form.errorOf('degree')}
        />
        <TextField label={t('RqEmail')} type="email" filter="email" {...bind('email')} />
        <TextField label={t('RqPhone')} type="tel" autoComplete="tel" inputMode="tel" {...bind('phone')} />
        <TextField label={t('RqFax')} type="tel" inputMode="tel" {...bind('fax')} />
      </fieldset>
      <AddressFields form={form} />
    </>
  );
}

/** Who sends a public request: the decision is mailed to this address. */
export function RequesterFields<V extends RequesterValues>({ form }: { form: EntityForm<V> }) {
  const t = useT();
  const bind = form.field;
  return (
    <fieldset className="form-grid fieldset">
      <legend>{t('RqRequester')}</legend>
      <TextField label={t('RqYourName')} isRequired autoComplete="name" {...bind('requesterName')} />
      <TextField
        label={t('RqYourEmail')}
        type="email"
        filter="email"
        autoComplete="email"
        isRequired
        {...bind('requesterEmail')}
      />
    </fieldset>
  );
}

/** The person asking for an account (a program's or a medical school's user). */
export function PersonFields<V extends { firstName: string; lastName: string; email: string }>({
  form,
}: {
  form: EntityForm<V>;
}) {
  const t = useT();
  const bind = form.field;
  return (
    <>
      <TextField label={t('RqFirstName')} isRequired autoComplete="given-name" {...bind('firstName')} />
      <TextField label={t('RqLastName')} isRequired autoComplete="family-name" {...bind('lastName')} />
      <TextField
        label={t('RqEmail')}
        type="email"
        filter="email"
        isRequired
        autoComplete="email"
        {...bind('email')}
      />
    </>
  );
}
