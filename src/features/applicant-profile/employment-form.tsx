import { useCallback } from 'react';
import { Form } from 'react-aria-components';
import { useT } from '../../lib/i18n/i18n.ts';
import { Button } from '../../ui/button.tsx';
import { FormFooter } from '../../ui/form-footer.tsx';
import { FormMessage } from '../../ui/form-message.tsx';
import { TextAreaField } from '../../ui/text-area-field.tsx';
import { TextField } from '../../ui/text-field.tsx';
import { translateFields, useEntityForm } from '../forms/use-entity-form.ts';
import { DateRangeFields } from './date-range-fields.tsx';
import { type EmploymentValues, toEmploymentBody, validateEmployment } from './profile-values.ts';
import './applicant-profile.css';

export type EmploymentFormProps = {
  draftKey: string;
  initial: EmploymentValues;
  onSubmit: (body: ReturnType<typeof toEmploymentBody>) => Promise<void>;
  onCancel: () => void;
};

/** One employment: employer, position, dates, place and description. */
export function EmploymentForm({ draftKey, initial, onSubmit, onCancel }: EmploymentFormProps) {
  const t = useT();
  const validate = useCallback(
    (values: EmploymentValues) => translateFields(t, validateEmployment(values)),
    [t],
  );
  const form = useEntityForm({
    draftKey,
    initial,
    validate,
    context: 'employment save',
    onSubmit: (values) => onSubmit(toEmploymentBody(values)),
  });
  const { values, set, errorOf } = form;
  return (
    <Form className="form profile-form" validationBehavior="aria" onSubmit={form.submit}>
      {form.isRestored ? <FormMessage tone="info" text={t('PgDraftRestored')} /> : null}
      <div className="form-grid">
        <TextField
          label={t('PfEmployer')}
          value={values.employer}
          onChange={(employer) => set({ employer })}
          errorMessage={errorOf('employer')}
          maxLength={200}
          isRequired
        />
        <TextField
          label={t('PfPosition')}
          value={values.position}
          onChange={(position) => set({ position })}
          errorMessage={errorOf('position')}
          maxLength={200}
          isRequired
        />
        <DateRangeFields
          prefix="employmentDates"
          value={values.employmentDates}
          onChange={(employmentDates) => set({ employmentDates })}
          errorOf={errorOf}
        />
        <TextField
          label={t('PfCity')}
          value={values.city}
          onChange={(city) => set({ city })}
          errorMessage={errorOf('city')}
          maxLength={100}
        />
        <TextField
          label={t('PfCountry')}
          value={values.countryName}
          onChange={(countryName) => set({ countryName })}
          errorMessage={errorOf('countryName')}
          maxLength={100}
        />
      </div>
      <TextAreaField
        label={t('PfDescription')}
        value={values.description}
        onChange={(description) => set({ description })}
        errorMessage={errorOf('description')}
        rows={4}
      />
      <FormFooter
        hasErrors={form.hasErrors}
        isSaving={form.isSaving}
        isDirty={form.isDirty}
        submitLabel={t('Save')}
        actions={
          <Button variant="secondary" onPress={onCancel}>
            {t('Cancel')}
          </Button>
        }
      />
    </Form>
  );
}
