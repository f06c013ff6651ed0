import { useCallback } from 'react';
import { Form } from 'react-aria-components';
import {
  type EducationInput,
  educationFullLabels,
  educationTypes,
  type HonorInput,
  type MedicalSchoolOption,
  trainingTypes,
} from '../../../core/contracts/applicants/education.contract.ts';
import type { HonorType } from '../../../core/contracts/reference-data/reference-data.contract.ts';
import type { TranslationKey } from '../../lib/i18n/en-gb.ts';
import { useT } from '../../lib/i18n/i18n.ts';
import { Button } from '../../ui/button.tsx';
import { FormFooter } from '../../ui/form-footer.tsx';
import { FormMessage } from '../../ui/form-message.tsx';
import { NumberField } from '../../ui/number-field.tsx';
import { SelectField } from '../../ui/select-field.tsx';
import { TextField } from '../../ui/text-field.tsx';
import { useEntityForm } from '../forms/use-entity-form.ts';
import { sortHonorTypes } from '../reference-data/honor-types.service.ts';
import { DateRangeFields } from './date-range-fields.tsx';
import {
  type EducationValues,
  emptyEducation,
  toEducationBody,
  validateEducation,
} from './profile-values.ts';
import './applicant-profile.css';

export type EducationFormProps = {
  draftKey: string;
  initial: EducationValues;
  /** New entries pick their type; an existing entry keeps it. */
  isNew: boolean;
  honorTypes: readonly HonorType[];
  medicalSchools: readonly MedicalSchoolOption[];
  onSubmit: (body: EducationInput) => Promise<void>;
  onCancel: () => void;
};

const GPA_FORMAT: Intl.NumberFormatOptions = { useGrouping: false, maximumFractionDigits: 2 };

/** Honor keys carry the honor type's name ('Select Alpha Omega Alpha.'). */
const HONOR_KEYS = new Set<TranslationKey>(['HonorIsMandatory', 'HonorIsUnique']);

/** One education entry of the four types (business.md §3.5) with the fields of its type. */
export function EducationForm({
  draftKey,
  initial,
  isNew,
  honorTypes,
  medicalSchools,
  onSubmit,
  onCancel,
}: EducationFormProps) {
  const t = useT();
  const validate = useCallback(
    (values: EducationValues) => {
      const keys = validateEducation(values, honorTypes);
      return Object.fromEntries(
        Object.entries(keys).map(([field, key]) => {
          if (!key || !HONOR_KEYS.has(key)) return [field, t(key!)];
          const index = /^honors\.(\d+)/.exec(field)?.[1];
          const type =
            index === undefined
              ? honorTypes.find((h) => h.isMandatory && !values.honors.some((v) => v.honorTypeId === h.id))
              : honorTypes.find((h) => h.id === values.honors[Number(index)]?.honorTypeId);
          return [field, t(key, { name: type?.displayName ?? '' })];
        }),
      );
    },
    [honorTypes, t],
  );
  const form = useEntityForm({
    draftKey,
    initial,
    validate,
    context: 'education save',
    onSubmit: (values) => onSubmit(toEducationBody(values)),
  });
  const { values, set, errorOf } = form;
  const type = values.type;
  const withHonors = type === 'MedicalSchool' || type === 'Undergraduate';
  const sortedHonorTypes = sortHonorTypes(honorTypes);

  const setHonor = (index: number, patch: Partial<HonorInput>) =>
    set({ honors: values.honors.map((h, i) => (i === index ? { ...h, ...patch } : h)) });

  return (
    <Form className="form profile-form" validationBehavior="aria" onSubmit={form.submit}>
      {form.isRestored ? <FormMessage tone="info" text={t('PgDraftRestored')} /> : null}
      {isNew ? (
        <SelectField
          label={t('PfEducationType')}
          options={educationTypes.map((value) => ({ value, label: educationFullLabels[value] }))}
          value={type}
          // The fields differ by type: start the new type empty, keeping the dates typed so far.
          onChange={(next) =>
            next &&
            set({ ...emptyEducation(next as EducationValues['type']), attendedDates: values.attendedDates })
          }
          isRequired
        />
      ) : (
        <h3>{educationFullLabels[type]}</h3>
      )}
      <div className="form-grid">
        {type === 'Training' ? (
          <>
            <TextField
              label={t('PfProgramName')}
              value={values.programName}
              onChange={(programName) => set({ programName })}
              errorMessage={errorOf('programName')}
              maxLength={200}
              isRequired
            />
            <SelectField
              label={t('PfTrainingType')}
              options={trainingTypes.map((value) => ({ value, label: value }))}
              value={values.trainingType}
              onChange={(trainingType) =>
                set({ trainingType: (trainingType ?? 'Unknown') as EducationValues['trainingType'] })
              }
            />
            <TextField
              label={t('PfSpecialty')}
              value={values.specialty}
              onChange={(specialty) => set({ specialty })}
              maxLength={200}
            />
            <TextField
              label={t('PfDepartmentDivision')}
              value={values.departmentDivision}
              onChange={(departmentDivision) => set({ departmentDivision })}
              maxLength={200}
            />
            <TextField
              label={t('PfProgramDirectorName')}
              value={values.programDirectorName}
              onChange={(programDirectorName) => set({ programDirectorName })}
              maxLength={200}
            />
            <TextField
              label={t('PfMentorName')}
              value={values.mentorName}
              onChange={(mentorName) => set({ mentorName })}
              maxLength={200}
            />
          </>
        ) : (
          <>
            {type === 'MedicalSchool' ? (
              <SelectField
                label={t('PfMedicalSchool')}
                options={medicalSchools.map((s) => ({ value: String(s.id), label: s.name }))}
                value={values.medicalSchoolId === null ? null : String(values.medicalSchoolId)}
                onChange={(id) => {
                  const school = medicalSchools.find((s) => String(s.id) === id);
                  set({
                    medicalSchoolId: school?.id ?? null,
                    // The school's name is the usual institution; the applicant may still change it.
                    ...(school && !values.institution ? { institution: school.name } : {}),
                  });
                }}
                errorMessage={errorOf('medicalSchoolId')}
              />
            ) : null}
            <TextField
              label={t('PfInstitution')}
              value={values.institution}
              onChange={(institution) => set({ institution })}
              errorMessage={errorOf('institution')}
              maxLength={200}
              isRequired
            />
            {type !== 'MedicalSchool' ? (
              <TextField
                label={t('PfMajor')}
                value={values.major}
                onChange={(major) => set({ major })}
                errorMessage={errorOf('major')}
                maxLength={200}
              />
            ) : null}
            <NumberField
              label={t('PfGpa')}
              value={values.gpa}
              onChange={(gpa) => set({ gpa })}
              errorMessage={errorOf('gpa')}
              formatOptions={GPA_FORMAT}
              minValue={0}
            />
            {type === 'MedicalSchool' ? (
              <NumberField
                label={t('PfClassRank')}
                value={values.classRank}
                onChange={(classRank) => set({ classRank })}
                errorMessage={errorOf('classRank')}
                formatOptions={GPA_FORMAT}
                minValue={0}
              />
            ) : null}
            <TextField
              label={t('PfDegrees')}
              description={t('PfDegreesHint')}
              value={values.degrees}
              onChange={(degrees) => set({ degrees })}
              errorMessage={errorOf('degrees')}
              maxLength={200}
            />
          </>
        )}
        <DateRangeFields
          prefix="attendedDates"
          value={values.attendedDates}
          onChange={(attendedDates) => set({ attendedDates })}
          errorOf={errorOf}
        />
        <TextField
          label={t('PfCity')}
          value={values.city}
          onChange={(city) => set({ city })}
          maxLength={100}
        />
        <TextField
          label={t('PfCountry')}
          value={values.countryName}
          onChange={(countryName) => set({ countryName })}
          maxLength={100}
        />
      </div>
      {withHonors ? (
        <fieldset className="honors">
          <legend>{t('PfHonors')}</legend>
          <FormMessage text={errorOf('honors')} />
          {values.honors.map((honor, index) => {
            const honorType = honorTypes.find((h) => h.id === honor.honorTypeId);
            return (
              // biome-ignore lint/suspicious/noArrayIndexKey: honors have no id until saved; their order is their identity
              <div className="honor-row form-grid" key={index}>
                <SelectField
                  label={t('PfHonorType')}
                  options={sortedHonorTypes.map((h) => ({ value: String(h.id), label: h.displayName }))}
                  value={String(honor.honorTypeId)}
                  onChange={(id) =>
                    setHonor(index, {
                      honorTypeId: Number(id),
                      honorTypeItemId: null,
                      customHonorName: null,
                      customHonorValue: null,
                    })
                  }
                  errorMessage={errorOf(`honors.${index}.honorTypeId`)}
                />
                {honorType?.isCustom ? (
                  <>
                    <TextField
                      label={t('PfCustomHonorName')}
                      value={honor.customHonorName ?? ''}
                      onChange={(customHonorName) => setHonor(index, { customHonorName })}
                      errorMessage={errorOf(`honors.${index}.customHonorName`)}
                      maxLength={100}
                      isRequired
                    />
                    <TextField
                      label={t('PfCustomHonorValue')}
                      value={honor.customHonorValue ?? ''}
                      onChange={(customHonorValue) => setHonor(index, { customHonorValue })}
                      errorMessage={errorOf(`honors.${index}.customHonorValue`)}
                      maxLength={200}
                      isRequired
                    />
                  </>
                ) : (
                  <SelectField
                    label={t('PfHonorValue')}
                    options={(honorType?.items ?? []).map((i) => ({ value: String(i.id), label: i.value }))}
                    value={honor.honorTypeItemId ? String(honor.honorTypeItemId) : null}
                    onChange={(id) => setHonor(index, { honorTypeItemId: id ? Number(id) : null })}
                    errorMessage={errorOf(`honors.${index}.honorTypeItemId`)}
                    isRequired
                  />
                )}
                <Button
                  variant="ghost"
                  onPress={() => set({ honors: values.honors.filter((_, i) => i !== index) })}
                >
                  {t('PfRemoveHonor')}
                </Button>
              </div>
            );
          })}
          {sortedHonorTypes.length > 0 ? (
            <Button
              variant="secondary"
              onPress={() =>
                set({
                  honors: [
                    ...values.honors,
                    // The first type not yet listed (AOA first): the usual next answer.
                    {
                      honorTypeId: (
                        sortedHonorTypes.find((h) => !values.honors.some((v) => v.honorTypeId === h.id)) ??
                        sortedHonorTypes[0]!
                      ).id,
                      honorTypeItemId: null,
                      customHonorName: null,
                      customHonorValue: null,
                    },
                  ],
                })
              }
            >
              {t('PfAddHonor')}
            </Button>
          ) : null}
        </fieldset>
      ) : null}
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
