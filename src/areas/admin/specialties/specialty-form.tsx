import { type ReactNode, useCallback } from 'react';
import { Form } from 'react-aria-components';
import type {
  AdminSpecialtyDetails,
  SpecialtyInput,
} from '../../../../core/contracts/specialties/specialties.contract.ts';
import type { MessageKey } from '../../../../core/domain/messages.ts';
import {
  defaultSpecialtyColor,
  isSpecialtyColor,
  isSpecialtyUrlPrefix,
  type SpecialtyType,
  specialtyTypes,
} from '../../../../core/domain/specialties.ts';
import { translateFields, useEntityForm } from '../../../features/forms/use-entity-form.ts';
import { useT } from '../../../lib/i18n/i18n.ts';
import { Button } from '../../../ui/button.tsx';
import { ColorPickerField } from '../../../ui/color-picker-field.tsx';
import { FormMessage } from '../../../ui/form-message.tsx';
import { SelectField } from '../../../ui/select-field.tsx';
import { SwitchField } from '../../../ui/switch-field.tsx';
import { TextField } from '../../../ui/text-field.tsx';

export type SpecialtyFormValues = {
  name: string;
  fullName: string;
  type: SpecialtyType | '';
  subspecialtyLabel: string;
  hasCas: boolean;
  hasAllSubspecialties: boolean;
  urlPrefix: string;
  color: string;
  canRequestProgramRegistration: boolean;
  canManagePayments: boolean;
};

type Field = keyof SpecialtyFormValues;

export const emptySpecialtyValues: SpecialtyFormValues = {
  name: '',
  fullName: '',
  type: '',
  subspecialtyLabel: '',
  hasCas: false,
  hasAllSubspecialties: false,
  urlPrefix: '',
  color: defaultSpecialtyColor,
  canRequestProgramRegistration: false,
  canManagePayments: false,
};

export function specialtyValuesFrom(details: AdminSpecialtyDetails): SpecialtyFormValues {
  return {
    name: details.name,
    fullName: details.fullName,
    type: details.type,
    subspecialtyLabel: details.subspecialtyLabel ?? '',
    hasCas: details.hasCas,
    hasAllSubspecialties: details.hasAllSubspecialties,
    urlPrefix: details.urlPrefix,
    color: details.color,
    canRequestProgramRegistration: details.canRequestProgramRegistration,
    canManagePayments: details.canManagePayments,
  };
}

/** The same rules as the contract, with its messages (the server checks again). */
export function validateSpecialty(values: SpecialtyFormValues): Partial<Record<Field, MessageKey>> {
  const errors: Partial<Record<Field, MessageKey>> = {};
  if (!values.name.trim()) errors.name = 'NameIsRequired';
  if (!values.fullName.trim()) errors.fullName = 'FullNameIsRequired';
  if (!values.type) errors.type = 'SelectType';
  if (!values.urlPrefix.trim()) errors.urlPrefix = 'UrlPrefixIsRequired';
  else if (!isSpecialtyUrlPrefix(values.urlPrefix.trim())) errors.urlPrefix = 'InvalidUrlPrefix';
  if (!isSpecialtyColor(values.color)) errors.color = 'InvalidColor';
  return errors;
}

export function toSpecialtyBody(values: SpecialtyFormValues): SpecialtyInput {
  return {
    ...values,
    type: values.type as SpecialtyType,
    name: values.name.trim(),
    fullName: values.fullName.trim(),
    urlPrefix: values.urlPrefix.trim(),
    subspecialtyLabel: values.subspecialtyLabel.trim() || null,
  };
}

/** Suggests a URL prefix from the name while the admin has not typed one. */
const slugOf = (name: string) =>
  name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60);

export type SpecialtyFormProps = {
  draftKey: string;
  initial: SpecialtyFormValues;
  submitLabel: string;
  /** Throws when the server refuses: the form keeps what was typed and shows the field messages. */
  onSubmit: (body: SpecialtyInput) => Promise<void>;
  actions?: ReactNode;
};

/** The general tab: every field of a specialty (business.md §3.3, platform.md §9 colour). */
export function SpecialtyForm({ draftKey, initial, submitLabel, onSubmit, actions }: SpecialtyFormProps) {
  const t = useT();
  const validate = useCallback(
    (values: SpecialtyFormValues) => translateFields(t, validateSpecialty(values)),
    [t],
  );
  const form = useEntityForm({
    draftKey,
    initial,
    validate,
    onSubmit: (values) => onSubmit(toSpecialtyBody(values)),
    context: 'specialty save',
    // A new specialty's URL prefix follows its name until the admin edits the prefix.
    adjust: (next, patch, changed) =>
      patch.name !== undefined && !initial.urlPrefix && !changed.has('urlPrefix')
        ? { ...next, urlPrefix: slugOf(patch.name) }
        : next,
    resetAfterSave: true,
  });
  const { values, errorOf } = form;
  const set = <F extends Field>(field: F, value: SpecialtyFormValues[F]) =>
    form.set({ [field]: value } as Partial<SpecialtyFormValues>);

  const typeOptions = specialtyTypes.map((type) => ({ value: type, label: type }));
  return (
    <Form className="form specialty-form" validationBehavior="aria" onSubmit={form.submit}>
      {form.isRestored ? <FormMessage tone="info" text={t('SpDraftRestored')} /> : null}
      {form.hasErrors ? <FormMessage text={t('FillAllRequired')} /> : null}
      <div className="form-grid">
        <TextField
          label={t('SpName')}
          value={values.name}
          onChange={(value) => set('name', value)}
          errorMessage={errorOf('name')}
          maxLength={100}
          isRequired
        />
        <TextField
          label={t('SpFullName')}
          value={values.fullName}
          onChange={(value) => set('fullName', value)}
          errorMessage={errorOf('fullName')}
          maxLength={200}
          isRequired
        />
        <SelectField
          label={t('SpType')}
          options={typeOptions}
          value={values.type || null}
          onChange={(value) => set('type', (value ?? '') as SpecialtyType | '')}
          errorMessage={errorOf('type')}
          isRequired
        />
        <TextField
          label={t('SpUrlPrefix')}
          description={t('SpUrlPrefixHint', { prefix: values.urlPrefix.trim() || '…' })}
          value={values.urlPrefix}
          onChange={(value) => set('urlPrefix', value)}
          errorMessage={errorOf('urlPrefix')}
          maxLength={60}
          isRequired
        />
        <TextField
          label={t('SpSubspecialtyLabel')}
          description={t('SpSubspecialtyLabelHint')}
          value={values.subspecialtyLabel}
          onChange={(value) => set('subspecialtyLabel', value)}
          errorMessage={errorOf('subspecialtyLabel')}
          maxLength={100}
        />
        <ColorPickerField
          label={t('SpColor')}
          value={values.color}
          onChange={(value) => set('color', value)}
          errorMessage={errorOf('color')}
        />
      </div>
      <SwitchField label={t('SpHasCas')} isSelected={values.hasCas} onChange={(on) => set('hasCas', on)} />
      <SwitchField
        label={t('SpHasAllSubspecialties')}
        isSelected={values.hasAllSubspecialties}
        onChange={(on) => set('hasAllSubspecialties', on)}
      />
      <SwitchField
        label={t('SpCanRequestProgramRegistration')}
        isSelected={values.canRequestProgramRegistration}
        onChange={(on) => set('canRequestProgramRegistration', on)}
      />
      <SwitchField
        label={t('SpCanManagePayments')}
        isSelected={values.canManagePayments}
        onChange={(on) => set('canManagePayments', on)}
      />
      <div className="button-row">
        <Button type="submit" isPending={form.isSaving}>
          {submitLabel}
        </Button>
        {actions}
      </div>
    </Form>
  );
}
