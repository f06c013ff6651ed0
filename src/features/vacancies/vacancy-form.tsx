import {
  listPostingPrograms,
  type ManagedVacancyDetail,
  vacancyInput,
} from '../../../core/contracts/vacancies/vacancy-management.contract.ts';
import {
  defaultOfferHours,
  type VacancyPositionType,
  vacancyPositionTypes,
} from '../../../core/domain/vacancies.ts';
import { useContractQuery } from '../../lib/http/use-contract-query.ts';
import { useT } from '../../lib/i18n/i18n.ts';
import { DateField } from '../../ui/date-field.tsx';
import { FormFooter } from '../../ui/form-footer.tsx';
import { NumberField } from '../../ui/number-field.tsx';
import { SelectField } from '../../ui/select-field.tsx';
import { TextAreaField } from '../../ui/text-area-field.tsx';
import { TextField } from '../../ui/text-field.tsx';
import { useSchemaValidate } from '../forms/schema-errors.ts';
import { useEntityForm } from '../forms/use-entity-form.ts';
import { positionTypeKeys } from './vacancy-list.tsx';

export type VacancyValues = {
  programId: number | null;
  title: string;
  positionType: VacancyPositionType;
  positions: number | null;
  description: string;
  startDate: string;
  contactEmail: string;
  offerHours: number | null;
};

const blank: VacancyValues = {
  programId: null,
  title: '',
  positionType: 'Fellowship',
  positions: 1,
  description: '',
  startDate: '',
  contactEmail: '',
  offerHours: defaultOfferHours,
};

export function valuesOfVacancy(v: ManagedVacancyDetail): VacancyValues {
  return {
    programId: v.programId,
    title: v.title,
    positionType: v.positionType,
    positions: v.positions,
    description: v.description,
    startDate: v.startDate ?? '',
    contactEmail: v.contactEmail ?? '',
    offerHours: v.offerHours,
  };
}

export const bodyOfVacancy = (v: VacancyValues) => ({
  programId: v.programId as number,
  title: v.title,
  positionType: v.positionType,
  positions: v.positions as number,
  description: v.description,
  startDate: v.startDate || null,
  closesAt: null,
  contactEmail: v.contactEmail || null,
  offerHours: v.offerHours as number,
});

/** A vacancy's fields (create or edit); the program is chosen once, among those the user may post for. */
export function VacancyForm({
  vacancy,
  onSave,
}: {
  vacancy: ManagedVacancyDetail | null;
  onSave: (values: VacancyValues) => Promise<void>;
}) {
  const t = useT();
  const programs = useContractQuery(listPostingPrograms, { query: {} });
  const form = useEntityForm({
    draftKey: `vacancy:${vacancy?.id ?? 'new'}`,
    initial: vacancy ? valuesOfVacancy(vacancy) : blank,
    validate: useSchemaValidate(vacancyInput, bodyOfVacancy),
    onSubmit: onSave,
  });
  const programOptions = (programs.data?.items ?? []).map((p) => ({
    value: String(p.id),
    label: `${p.name} (${p.code})`,
  }));
  return (
    <form className="card" onSubmit={form.submit} aria-label={t('VacFormTitle')}>
      <div className="form-grid">
        {vacancy ? (
          <TextField
            label={t('VacProgram')}
            value={vacancy.programName}
            onChange={() => undefined}
            isDisabled
          />
        ) : (
          <SelectField
            label={t('VacProgram')}
            isRequired
            options={programOptions}
            value={form.values.programId === null ? null : String(form.values.programId)}
            onChange={(value) => form.setField('programId', value ? Number(value) : null)}
            errorMessage={form.errorOf('programId')}
          />
        )}
        <TextField label={t('VacJobTitle')} isRequired {...form.field('title')} />
        <SelectField
          label={t('VacPositionType')}
          isRequired
          options={vacancyPositionTypes.map((type) => ({ value: type, label: t(positionTypeKeys[type]) }))}
          value={form.values.positionType}
          onChange={(value) => form.setField('positionType', (value ?? 'Fellowship') as VacancyPositionType)}
        />
        <NumberField
          label={t('VacPositions')}
          isRequired
          minValue={1}
          value={form.values.positions}
          onChange={(value) => form.setField('positions', value)}
          errorMessage={form.errorOf('positions')}
        />
        <DateField
          label={t('VacStartDate')}
          value={form.values.startDate || null}
          onChange={(value) => form.setField('startDate', value ?? '')}
          errorMessage={form.errorOf('startDate')}
        />
        <TextField label={t('VacContact')} type="email" {...form.field('contactEmail')} />
        <NumberField
          label={t('VacOfferHours')}
          isRequired
          minValue={1}
          maxValue={720}
          value={form.values.offerHours}
          onChange={(value) => form.setField('offerHours', value)}
          errorMessage={form.errorOf('offerHours')}
        />
      </div>
      <TextAreaField label={t('VacDescription')} isRequired rows={6} {...form.field('description')} />
      <FormFooter
        hasErrors={form.hasErrors}
        isSaving={form.isSaving}
        isDirty={form.isDirty}
        submitLabel={t('VacSaveDraft')}
      />
    </form>
  );
}
