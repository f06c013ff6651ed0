import { type ReactNode, useCallback } from 'react';
import { Form } from 'react-aria-components';
import {
  type MedicalSchoolDetails,
  medicalSchoolDegrees,
  medicalSchoolTypes,
} from '../../../core/contracts/medical-schools/medical-schools.contract.ts';
import type { Country } from '../../../core/contracts/reference-data/reference-data.contract.ts';
import type { MessageKey } from '../../../core/domain/messages.ts';
import { isValidEmail, isValidUrlSegment } from '../../../core/domain/validation.ts';
import { useT } from '../../lib/i18n/i18n.ts';
import { AddressFieldset } from '../../ui/address-fieldset.tsx';
import { CodeNameFields } from '../../ui/code-name-fields.tsx';
import { FormFooter } from '../../ui/form-footer.tsx';
import { FormMessage } from '../../ui/form-message.tsx';
import { PhoneFaxFields } from '../../ui/phone-fax-fields.tsx';
import { SelectField } from '../../ui/select-field.tsx';
import { TextField } from '../../ui/text-field.tsx';
import { translateFields, useEntityForm } from '../forms/use-entity-form.ts';
import {
  type AddressValues,
  addressBody,
  emptyAddress,
  validateAddressAndContacts,
} from '../programs/contact-values.ts';
import { useCountries } from '../reference-data/use-countries.ts';
import '../programs/programs.css';

export type MedicalSchoolFormValues = AddressValues & {
  code: string;
  name: string;
  type: string | null;
  degree: string | null;
  email: string;
  phone: string;
  fax: string;
};

export const emptyMedicalSchool: MedicalSchoolFormValues = {
  ...emptyAddress,
  code: '',
  name: '',
  type: null,
  degree: null,
  email: '',
  phone: '',
  fax: '',
};

export function medicalSchoolValues(school: MedicalSchoolDetails): MedicalSchoolFormValues {
  return {
    code: school.code,
    name: school.name,
    type: school.type,
    degree: school.degree,
    email: school.email ?? '',
    phone: school.phone ?? '',
    fax: school.fax ?? '',
    addressLine: school.address.addressLine ?? '',
    city: school.address.city ?? '',
    countryId: school.address.countryId,
    stateId: school.address.stateId,
    zip: school.address.zip ?? '',
  };
}

export function validateMedicalSchool(
  values: MedicalSchoolFormValues,
  countries: readonly Country[],
): Partial<Record<keyof MedicalSchoolFormValues, MessageKey>> {
  const errors: Partial<Record<keyof MedicalSchoolFormValues, MessageKey>> = validateAddressAndContacts(
    values,
    countries,
  );
  if (!values.code.trim()) errors.code = 'CodeIsRequired';
  else if (!isValidUrlSegment(values.code.trim())) errors.code = 'InvalidCode';
  if (!values.name.trim()) errors.name = 'NameIsRequired';
  if (!values.type) errors.type = 'SelectType';
  if (!values.degree) errors.degree = 'SelectDegree';
  if (values.email.trim() && !isValidEmail(values.email)) errors.email = 'InvalidEmail';
  return errors;
}

/** The update body (activation has its own call); create adds isActive. */
export function toMedicalSchoolBody(values: MedicalSchoolFormValues) {
  return {
    code: values.code.trim(),
    name: values.name.trim(),
    type: (values.type ?? '') as (typeof medicalSchoolTypes)[number],
    degree: (values.degree ?? '') as (typeof medicalSchoolDegrees)[number],
    email: values.email.trim(),
    phone: values.phone.trim(),
    fax: values.fax.trim(),
    ...addressBody(values),
  };
}

export type MedicalSchoolFormProps = {
  draftKey: string;
  initial: MedicalSchoolFormValues;
  submitLabel: string;
  isReadOnly?: boolean;
  onSubmit: (body: ReturnType<typeof toMedicalSchoolBody>) => Promise<void>;
  actions?: ReactNode;
};

/** A medical school's fields (business.md §3.5): code, name, type, degree, email, phone, fax, address. */
export function MedicalSchoolForm({
  draftKey,
  initial,
  submitLabel,
  isReadOnly = false,
  onSubmit,
  actions,
}: MedicalSchoolFormProps) {
  const t = useT();
  const countries = useCountries();
  const validate = useCallback(
    (values: MedicalSchoolFormValues) => translateFields(t, validateMedicalSchool(values, countries)),
    [countries, t],
  );
  const form = useEntityForm({
    draftKey,
    initial,
    validate,
    onSubmit: (values) => onSubmit(toMedicalSchoolBody(values)),
    context: 'medical school save',
  });
  const { values, set, errorOf } = form;
  const typeLabels: Record<(typeof medicalSchoolTypes)[number], string> = {
    Allopathic: t('MsTypeAllopathic'),
    Osteopathic: t('MsTypeOsteopathic'),
    International: t('MsTypeInternational'),
  };
  return (
    <Form className="form" validationBehavior="aria" onSubmit={form.submit}>
      {form.isRestored && !isReadOnly ? <FormMessage tone="info" text={t('PgDraftRestored')} /> : null}
      <fieldset className="form-fieldset" disabled={isReadOnly}>
        <div className="form-grid">
          <CodeNameFields values={values} set={set} errorOf={errorOf} />
          <SelectField
            label={t('MsType')}
            options={medicalSchoolTypes.map((type) => ({ value: type, label: typeLabels[type] }))}
            value={values.type}
            onChange={(type) => set({ type })}
            errorMessage={errorOf('type')}
            isRequired
          />
          <SelectField
            label={t('MsDegree')}
            options={medicalSchoolDegrees.map((degree) => ({ value: degree, label: degree }))}
            value={values.degree}
            onChange={(degree) => set({ degree })}
            errorMessage={errorOf('degree')}
            isRequired
          />
          <TextField
            label={t('MsEmail')}
            type="email"
            filter="email"
            value={values.email}
            onChange={(email) => set({ email })}
            errorMessage={errorOf('email')}
            maxLength={254}
          />
          <PhoneFaxFields values={values} set={set} errorOf={errorOf} />
        </div>
        <AddressFieldset
          values={values}
          onChange={set}
          errorOf={(field) => errorOf(field)}
          countries={countries}
        />
      </fieldset>
      <FormFooter
        hasErrors={form.hasErrors}
        isSaving={form.isSaving}
        isDirty={form.isDirty}
        submitLabel={submitLabel}
        isReadOnly={isReadOnly}
        actions={actions}
      />
    </Form>
  );
}
