import { useCallback } from 'react';
import { Form } from 'react-aria-components';
import type {
  ProgramProfile,
  ProgramProfileInput,
} from '../../../../core/contracts/programs/program-portal.contract.ts';
import { translateFields, useEntityForm } from '../../../features/forms/use-entity-form.ts';
import {
  type AddressValues,
  addressBody,
  URL_EXAMPLE_HOST,
  validateAddressAndContacts,
} from '../../../features/programs/contact-values.ts';
import { useCountries } from '../../../features/reference-data/use-countries.ts';
import { useT } from '../../../lib/i18n/i18n.ts';
import { AddressFieldset } from '../../../ui/address-fieldset.tsx';
import { Button } from '../../../ui/button.tsx';
import { FormFooter } from '../../../ui/form-footer.tsx';
import { FormMessage } from '../../../ui/form-message.tsx';
import { TextAreaField } from '../../../ui/text-area-field.tsx';
import { TextField } from '../../../ui/text-field.tsx';

export type ProgramProfileValues = AddressValues & {
  phone: string;
  fax: string;
  website: string;
  description: string;
};

export function profileValues(program: ProgramProfile): ProgramProfileValues {
  return {
    addressLine: program.addressLine ?? '',
    city: program.city ?? '',
    countryId: program.countryId,
    stateId: program.stateId,
    zip: program.zip ?? '',
    phone: program.phone ?? '',
    fax: program.fax ?? '',
    website: program.website ?? '',
    description: program.description ?? '',
  };
}

export function profileBody(values: ProgramProfileValues): ProgramProfileInput {
  return {
    ...addressBody(values),
    phone: values.phone.trim(),
    fax: values.fax.trim(),
    website: values.website.trim(),
    description: values.description.trim(),
  };
}

/** The program's own fields that do not name it: address, phone, fax, website, description. */
export function ProgramProfileForm({
  program,
  onSubmit,
  onCancel,
}: {
  program: ProgramProfile;
  onSubmit: (body: ProgramProfileInput) => Promise<void>;
  onCancel: () => void;
}) {
  const t = useT();
  const countries = useCountries();
  const validate = useCallback(
    (values: ProgramProfileValues) =>
      translateFields(t, validateAddressAndContacts(values, countries), { host: URL_EXAMPLE_HOST }),
    [countries, t],
  );
  const form = useEntityForm({
    draftKey: `program-profile:${program.id}`,
    initial: profileValues(program),
    validate,
    onSubmit: (values) => onSubmit(profileBody(values)),
    context: 'program profile save',
  });
  const { values, set, errorOf } = form;
  return (
    <Form className="form" validationBehavior="aria" onSubmit={form.submit} aria-label={t('PpEditProfile')}>
      {form.isRestored ? <FormMessage tone="info" text={t('PpDraftRestored')} /> : null}
      <AddressFieldset
        values={values}
        onChange={set}
        errorOf={(field) => errorOf(field)}
        countries={countries}
      />
      <div className="form-grid">
        <TextField
          label={t('PpPhone')}
          type="tel"
          value={values.phone}
          onChange={(phone) => set({ phone })}
          errorMessage={errorOf('phone')}
          autoComplete="tel"
          maxLength={40}
        />
        <TextField
          label={t('PpFax')}
          type="tel"
          value={values.fax}
          onChange={(fax) => set({ fax })}
          errorMessage={errorOf('fax')}
          maxLength={40}
        />
        <TextField
          label={t('PpWebsite')}
          type="url"
          value={values.website}
          onChange={(website) => set({ website })}
          errorMessage={errorOf('website')}
          placeholder={URL_EXAMPLE_HOST}
          maxLength={500}
        />
      </div>
      <TextAreaField
        label={t('PpDescription')}
        value={values.description}
        onChange={(description) => set({ description })}
        errorMessage={errorOf('description')}
        rows={6}
      />
      <FormFooter
        hasErrors={form.hasErrors}
        isSaving={form.isSaving}
        isDirty={form.isDirty}
        submitLabel={t('PpSave')}
        actions={
          <Button variant="secondary" onPress={onCancel}>
            {t('PpCancel')}
          </Button>
        }
      />
    </Form>
  );
}
