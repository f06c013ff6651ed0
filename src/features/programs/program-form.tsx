import { type ReactNode, useCallback, useMemo } from 'react';
import { Form, Label, Radio, RadioGroup } from 'react-aria-components';
import type { PublicSpecialty } from '../../../core/contracts/specialties/specialties.contract.ts';
import { useT } from '../../lib/i18n/i18n.ts';
import { AddressFieldset } from '../../ui/address-fieldset.tsx';
import { CodeNameFields } from '../../ui/code-name-fields.tsx';
import { FormFooter } from '../../ui/form-footer.tsx';
import { FormMessage } from '../../ui/form-message.tsx';
import { PhoneFaxFields } from '../../ui/phone-fax-fields.tsx';
import { SelectField } from '../../ui/select-field.tsx';
import { SwitchField } from '../../ui/switch-field.tsx';
import { TextAreaField } from '../../ui/text-area-field.tsx';
import { TextField } from '../../ui/text-field.tsx';
import { translateFields, useEntityForm } from '../forms/use-entity-form.ts';
import { useCountries } from '../reference-data/use-countries.ts';
import { URL_EXAMPLE_HOST } from './contact-values.ts';
import { InstitutionPicker } from './institution-picker.tsx';
import { type ProgramFormValues, toProgramBody, validateProgram } from './program-form-values.ts';
import './programs.css';

export type ProgramFormProps = {
  draftKey: string;
  initial: ProgramFormValues;
  specialties: readonly PublicSpecialty[];
  submitLabel: string;
  /** Sends the body; throws when the server refuses it (the form keeps what was typed). */
  onSubmit: (body: ReturnType<typeof toProgramBody>) => Promise<void>;
  actions?: ReactNode;
};

/** A program's own fields (business.md §2.6): code, name, specialty, institution, address, contacts. */
export function ProgramForm({
  draftKey,
  initial,
  specialties,
  submitLabel,
  onSubmit,
  actions,
}: ProgramFormProps) {
  const t = useT();
  const countries = useCountries();
  const validate = useCallback(
    (values: ProgramFormValues) =>
      translateFields(t, validateProgram(values, countries), { host: URL_EXAMPLE_HOST }),
    [countries, t],
  );
  const form = useEntityForm({
    draftKey,
    initial,
    validate,
    onSubmit: (values) => onSubmit(toProgramBody(values)),
    context: 'program save',
  });
  const { values, set, errorOf } = form;
  const specialty = specialties.find((s) => s.id === values.specialtyId);
  const specialtyOptions = useMemo(
    () => specialties.map((s) => ({ value: String(s.id), label: s.name })),
    [specialties],
  );
  const subspecialtyOptions = (specialty?.subspecialties ?? []).map((s) => ({
    value: String(s.id),
    label: s.name,
  }));

  return (
    <Form className="form" validationBehavior="aria" onSubmit={form.submit}>
      {form.isRestored ? <FormMessage tone="info" text={t('PgDraftRestored')} /> : null}
      <section className="form-section" aria-labelledby="pg-general">
        <h2 id="pg-general">{t('PgSectionGeneral')}</h2>
        <div className="form-grid">
          <CodeNameFields values={values} set={set} errorOf={errorOf} />
          <SelectField
            label={t('PgSpecialty')}
            options={specialtyOptions}
            value={values.specialtyId === null ? null : String(values.specialtyId)}
            // A subspecialty belongs to one specialty: a new specialty clears it.
            onChange={(value) =>
              set({ specialtyId: value === null ? null : Number(value), subspecialtyId: null })
            }
            errorMessage={errorOf('specialtyId')}
            isRequired
          />
          {subspecialtyOptions.length > 0 ? (
            <SelectField
              label={specialty?.subspecialtyLabel || t('PgSubspecialty')}
              options={subspecialtyOptions}
              value={values.subspecialtyId === null ? null : String(values.subspecialtyId)}
              onChange={(value) => set({ subspecialtyId: value === null ? null : Number(value) })}
              errorMessage={errorOf('subspecialtyId')}
            />
          ) : null}
        </div>
        <SwitchField
          label={t('PgIsActive')}
          isSelected={values.isActive}
          onChange={(isActive) => set({ isActive })}
        />
      </section>

      <section className="form-section" aria-labelledby="pg-institution">
        <h2 id="pg-institution">{t('PgSectionInstitution')}</h2>
        <RadioGroup
          className="radio-group"
          orientation="horizontal"
          value={values.institutionMode}
          onChange={(mode) => set({ institutionMode: mode === 'new' ? 'new' : 'existing' })}
        >
          <Label className="visually-hidden">{t('PgSectionInstitution')}</Label>
          <Radio className="radio" value="existing">
            {t('PgInstitutionExisting')}
          </Radio>
          <Radio className="radio" value="new">
            {t('PgInstitutionNew')}
          </Radio>
        </RadioGroup>
        {values.institutionMode === 'existing' ? (
          <InstitutionPicker
            institutionId={values.institutionId}
            label={values.institutionLabel}
            onChange={(picked) => set({ institutionId: picked.id, institutionLabel: picked.name })}
            errorMessage={errorOf('institutionId')}
          />
        ) : (
          <div className="form-grid">
            <TextField
              label={t('PgInstitutionName')}
              value={values.newInstitutionName}
              onChange={(newInstitutionName) => set({ newInstitutionName })}
              errorMessage={errorOf('newInstitutionName', 'newInstitution.name', 'newInstitution')}
              maxLength={200}
              isRequired
            />
            <TextField
              label={t('PgInstitutionCity')}
              value={values.newInstitutionCity}
              onChange={(newInstitutionCity) => set({ newInstitutionCity })}
              errorMessage={errorOf('newInstitutionCity', 'newInstitution.city')}
              maxLength={100}
              isRequired
            />
          </div>
        )}
      </section>

      <section className="form-section" aria-labelledby="pg-contacts">
        <h2 id="pg-contacts">{t('PgSectionContacts')}</h2>
        <AddressFieldset
          values={values}
          onChange={set}
          errorOf={(field) => errorOf(field)}
          countries={countries}
        />
        <div className="form-grid">
          <PhoneFaxFields values={values} set={set} errorOf={errorOf} />
          <TextField
            label={t('PgWebsite')}
            type="url"
            value={values.website}
            onChange={(website) => set({ website })}
            errorMessage={errorOf('website')}
            placeholder={URL_EXAMPLE_HOST}
            maxLength={500}
          />
        </div>
        <TextAreaField
          label={t('PgDescription')}
          value={values.description}
          onChange={(description) => set({ description })}
          errorMessage={errorOf('description')}
          rows={6}
        />
      </section>
      <FormFooter
        hasErrors={form.hasErrors}
        isSaving={form.isSaving}
        isDirty={form.isDirty}
        submitLabel={submitLabel}
        actions={actions}
      />
    </Form>
  );
}
