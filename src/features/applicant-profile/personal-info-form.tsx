import { useCallback, useState } from 'react';
import { Form } from 'react-aria-components';
import {
  genders,
  type PersonalInfo,
  type PersonalInfoInput,
  salutations,
  visaTypes,
} from '../../../core/contracts/applicants/applicant-profile.contract.ts';
import type { TranslationKey } from '../../lib/i18n/en-gb.ts';
import { useT } from '../../lib/i18n/i18n.ts';
import { DateField } from '../../ui/date-field.tsx';
import { FormFooter } from '../../ui/form-footer.tsx';
import { FormMessage } from '../../ui/form-message.tsx';
import { SelectField } from '../../ui/select-field.tsx';
import { TextField } from '../../ui/text-field.tsx';
import { translateFields, useEntityForm } from '../forms/use-entity-form.ts';
import type { SaveOutcome } from '../sync/send-or-keep-on-device.ts';
import {
  type PersonalInfoValues,
  pacificToday,
  personalInfoValues,
  toPersonalInfoBody,
  validatePersonalInfo,
} from './profile-values.ts';
import { isVersionConflict, VersionConflictNotice } from './version-conflict.tsx';
import { YesNoField } from './yes-no-field.tsx';
import './applicant-profile.css';
import { SavedMessage } from './saved-message.tsx';

const genderLabels: Record<(typeof genders)[number], TranslationKey> = {
  Female: 'PfGenderFemale',
  Male: 'PfGenderMale',
  NonBinary: 'PfGenderNonBinary',
  NotDisclosed: 'PfGenderNotDisclosed',
};

export type PersonalInfoFormProps = {
  /** Draft key: one per person edited ('personal-info:me', 'personal-info:applicant:12'). */
  draftKey: string;
  initial: PersonalInfo;
  /**
   * Sends the body (or keeps it on this device without network); throws when the server refuses
   * it (the form keeps what was typed).
   */
  onSubmit: (body: PersonalInfoInput) => Promise<SaveOutcome<PersonalInfo>>;
  /** Reads the server copy again (after a version conflict). */
  loadCurrent: () => Promise<PersonalInfo>;
};

/** Personal information (business.md §3.4, §5): names, credentials, birth date, work eligibility, visa. */
export function PersonalInfoForm({ draftKey, initial, onSubmit, loadCurrent }: PersonalInfoFormProps) {
  const t = useT();
  const [saved, setSaved] = useState<SaveOutcome<PersonalInfo> | null>(null);
  const [conflict, setConflict] = useState<PersonalInfo | null>(null);
  const validate = useCallback(
    (values: PersonalInfoValues) => translateFields(t, validatePersonalInfo(values)),
    [t],
  );
  const form = useEntityForm({
    draftKey,
    initial: personalInfoValues(initial),
    validate,
    context: 'personal information save',
    onSubmit: async (values) => {
      setSaved(null);
      try {
        const result = await onSubmit(toPersonalInfoBody(values));
        set({ version: result.saved.version });
        setConflict(null);
        setSaved(result);
      } catch (error) {
        if (isVersionConflict(error)) setConflict(await loadCurrent().catch(() => null));
        throw error;
      }
    },
  });
  const { values, set, errorOf } = form;
  const options = (list: readonly string[], label: (value: string) => string = (v) => v) =>
    list.map((value) => ({ value, label: label(value) }));

  return (
    <Form className="form profile-form" validationBehavior="aria" onSubmit={form.submit}>
      {form.isRestored ? <FormMessage tone="info" text={t('PgDraftRestored')} /> : null}
      {conflict ? (
        <VersionConflictNotice
          summary={[conflict.firstName, conflict.lastName, conflict.citizenship].filter(Boolean).join(', ')}
          onKeepMine={() => {
            set({ version: conflict.version });
            setConflict(null);
          }}
          onTakeSaved={() => {
            set(personalInfoValues(conflict));
            setConflict(null);
          }}
        />
      ) : null}
      <div className="form-grid">
        <SelectField
          label={t('PfSalutation')}
          options={options(salutations)}
          value={values.salutation}
          onChange={(salutation) => set({ salutation })}
        />
        <TextField
          label={t('PfFirstName')}
          value={values.firstName}
          onChange={(firstName) => set({ firstName })}
          errorMessage={errorOf('firstName')}
          autoComplete="given-name"
          maxLength={100}
          isRequired
        />
        <TextField
          label={t('PfMiddleName')}
          value={values.middleName}
          onChange={(middleName) => set({ middleName })}
          errorMessage={errorOf('middleName')}
          autoComplete="additional-name"
          maxLength={100}
        />
        <TextField
          label={t('PfLastName')}
          value={values.lastName}
          onChange={(lastName) => set({ lastName })}
          errorMessage={errorOf('lastName')}
          autoComplete="family-name"
          maxLength={100}
          isRequired
        />
        <TextField
          label={t('PfCredentials')}
          description={t('PfCredentialsHint')}
          value={values.credentials}
          onChange={(credentials) => set({ credentials })}
          errorMessage={errorOf('credentials')}
          maxLength={200}
        />
        <TextField label={t('PfEmail')} type="email" value={initial.email} isDisabled />
        <DateField
          label={t('PfDateOfBirth')}
          value={values.dateOfBirth}
          onChange={(dateOfBirth) => set({ dateOfBirth })}
          errorMessage={errorOf('dateOfBirth')}
          max={pacificToday()}
        />
        <SelectField
          label={t('PfGender')}
          options={options(genders, (g) => t(genderLabels[g as (typeof genders)[number]]))}
          value={values.gender}
          onChange={(gender) => set({ gender })}
        />
        <TextField
          label={t('PfCitizenship')}
          value={values.citizenship}
          onChange={(citizenship) => set({ citizenship })}
          errorMessage={errorOf('citizenship')}
          autoComplete="country-name"
          maxLength={100}
        />
      </div>
      <YesNoField
        label={t('PfEligibleToWork')}
        value={values.isEligibleToWorkInUsa}
        onChange={(isEligibleToWorkInUsa) => set({ isEligibleToWorkInUsa })}
        errorMessage={errorOf('isEligibleToWorkInUsa')}
      />
      <YesNoField
        label={t('PfNeedsSponsorship')}
        value={values.needsVisaSponsorship}
        onChange={(needsVisaSponsorship) => set({ needsVisaSponsorship })}
        errorMessage={errorOf('needsVisaSponsorship')}
      />
      <div className="form-grid">
        <SelectField
          label={t('PfVisaType')}
          options={options(visaTypes, (v) => (v === 'Other' ? t('PfVisaOther') : v))}
          value={values.visaType}
          onChange={(visaType) => set({ visaType: visaType as PersonalInfoValues['visaType'] })}
        />
        {values.visaType === 'Other' ? (
          <TextField
            label={t('PfVisaTypeOther')}
            value={values.visaTypeOther}
            onChange={(visaTypeOther) => set({ visaTypeOther })}
            errorMessage={errorOf('visaTypeOther')}
            maxLength={100}
            isRequired
          />
        ) : null}
      </div>
      <SavedMessage saved={saved} />
      <FormFooter
        hasErrors={form.hasErrors}
        isSaving={form.isSaving}
        isDirty={form.isDirty}
        submitLabel={t('Save')}
      />
    </Form>
  );
}
