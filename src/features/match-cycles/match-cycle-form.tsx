import { type ReactNode, useState } from 'react';
import { Form } from 'react-aria-components';
import type {
  MatchCycleInputBody,
  MatchCycleInstantField,
} from '../../../core/contracts/match-cycles/match-cycles.contract.ts';
import { resultDateFields } from '../../../core/domain/match-cycle-dates.ts';
import type { TranslationKey } from '../../lib/i18n/en-gb.ts';
import { useT } from '../../lib/i18n/i18n.ts';
import { Button } from '../../ui/button.tsx';
import { DateField } from '../../ui/date-field.tsx';
import { DateTimeField } from '../../ui/date-time-field.tsx';
import { FormMessage } from '../../ui/form-message.tsx';
import { MoneyField } from '../../ui/money-field.tsx';
import { MonthYearField } from '../../ui/month-year-field.tsx';
import { NumberField } from '../../ui/number-field.tsx';
import { SelectField, type SelectOption } from '../../ui/select-field.tsx';
import { SwitchField } from '../../ui/switch-field.tsx';
import { TextAreaField } from '../../ui/text-area-field.tsx';
import { TextField } from '../../ui/text-field.tsx';
import { useEntityForm } from '../forms/use-entity-form.ts';
import {
  type FeeField,
  feeFields,
  type LimitField,
  limitFields,
  type MatchCycleFormField,
  type MatchCycleFormValues,
  toMatchCycleBody,
  validateMatchCycle,
} from './match-cycle-form-values.ts';
import './match-cycles.css';

/** The label of every form field (also the timeline's and the overview's). */
export const matchCycleFieldLabels: Record<MatchCycleFormField, TranslationKey> = {
  specialtyId: 'McSpecialty',
  matchCycleYearId: 'McYear',
  shortName: 'McShortName',
  matchName: 'McMatchName',
  hasCas: 'McHasCas',
  lorInstructions: 'McLorInstructions',
  psInstructions: 'McPsInstructions',
  lorsCount: 'McLorsCount',
  maxInterviewCountPerDay: 'McMaxInterviewCountPerDay',
  maxInterviewCountPerMatchCycle: 'McMaxInterviewCountPerMatchCycle',
  maxSignalingPrograms: 'McMaxSignalingPrograms',
  registrationFeeCents: 'McRegistrationFee',
  programRegistrationFeeCents: 'McProgramRegistrationFee',
  programAnnualMembershipFeeCents: 'McProgramAnnualMembershipFee',
  casDeadlineDate: 'McCasDeadlineDate',
  trainingStartDate: 'McTrainingStartDate',
  effectiveDate: 'McEffectiveDate',
  registrationDate: 'McRegistrationDate',
  interviewSeasonStartDate: 'McInterviewSeasonStartDate',
  applicationReviewStartDate: 'McApplicationReviewStartDate',
  earliestApplicationDeadlineDate: 'McEarliestApplicationDeadlineDate',
  earliestInterviewInviteDate: 'McEarliestInterviewInviteDate',
  latestInterviewDayDate: 'McLatestInterviewDayDate',
  programsRankListDeadlineDate: 'McProgramsRankListDeadlineDate',
  applicantsRankListDeadlineDate: 'McApplicantsRankListDeadlineDate',
  matchDate: 'McMatchDate',
  vacanciesPostedDate: 'McVacanciesPostedDate',
  programResultsOnlineDate: 'McProgramResultsOnlineDate',
  applicantResultsOnlineDate: 'McApplicantResultsOnlineDate',
  medicalSchoolResultsOnlineDate: 'McMedicalSchoolResultsOnlineDate',
  societyResultsOnlineDate: 'McSocietyResultsOnlineDate',
  programResultsEmailDate: 'McProgramResultsEmailDate',
  applicantResultsEmailDate: 'McApplicantResultsEmailDate',
  medicalSchoolResultsEmailDate: 'McMedicalSchoolResultsEmailDate',
  societyResultsEmailDate: 'McSocietyResultsEmailDate',
};

/** The season's instants in the order they happen (the CAS deadline and training start are dates). */
export const seasonInstantFields = [
  'effectiveDate',
  'registrationDate',
  'applicationReviewStartDate',
  'earliestApplicationDeadlineDate',
  'interviewSeasonStartDate',
  'earliestInterviewInviteDate',
  'latestInterviewDayDate',
  'programsRankListDeadlineDate',
  'applicantsRankListDeadlineDate',
  'matchDate',
  'vacanciesPostedDate',
] as const satisfies readonly MatchCycleInstantField[];

const onlineResultFields = resultDateFields.filter((field) => field.endsWith('OnlineDate'));
const emailResultFields = resultDateFields.filter((field) => field.endsWith('EmailDate'));

export type MatchCycleFormProps = {
  /** Names the draft kept across a reload ('match-cycle:new', 'match-cycle:12'). */
  draftKey: string;
  initial: MatchCycleFormValues;
  specialties: readonly SelectOption[];
  years: readonly SelectOption[];
  /** An archived cycle: everything shown, nothing editable. */
  isReadOnly?: boolean;
  submitLabel: string;
  /** Sends the body; throws when the server refuses it (the form keeps what was typed). */
  onSubmit: (body: MatchCycleInputBody) => Promise<void>;
  /** Extra buttons beside the submit button (Cancel). */
  actions?: ReactNode;
};

/** Create and update of a match cycle (business.md §3.1): every field, the date order checked as typed. */
export function MatchCycleForm({
  draftKey,
  initial,
  specialties,
  years,
  isReadOnly = false,
  submitLabel,
  onSubmit,
  actions,
}: MatchCycleFormProps) {
  const t = useT();
  const [invalidFees, setInvalidFees] = useState<ReadonlySet<FeeField>>(() => new Set());
  const form = useEntityForm({
    draftKey,
    initial,
    validate: validateMatchCycle,
    onSubmit: (values) => onSubmit(toMatchCycleBody(values)),
    context: 'match cycle save',
    isReadOnly,
    hasInvalidInput: invalidFees.size > 0,
  });
  const { values, errorOf } = form;
  const set = <F extends MatchCycleFormField>(field: F, value: MatchCycleFormValues[F]) =>
    form.set({ [field]: value } as Partial<MatchCycleFormValues>);

  const label = (field: MatchCycleFormField) => t(matchCycleFieldLabels[field]);
  const instant = (field: MatchCycleInstantField) => (
    <DateTimeField
      key={field}
      label={label(field)}
      value={values[field]}
      onChange={(value) => set(field, value)}
      errorMessage={errorOf(field)}
    />
  );
  const fee = (field: FeeField) => (
    <MoneyField
      key={field}
      label={label(field)}
      value={values[field]}
      onChange={(value) => set(field, value)}
      onValidityChange={(isValid) =>
        setInvalidFees((current) => {
          const next = new Set(current);
          if (isValid) next.delete(field);
          else next.add(field);
          return next;
        })
      }
      errorMessage={errorOf(field)}
    />
  );
  const limit = (field: LimitField) => (
    <NumberField
      key={field}
      label={label(field)}
      value={values[field]}
      onChange={(value) => set(field, value)}
      minValue={0}
      errorMessage={errorOf(field)}
    />
  );
  return (
    <Form className="form match-cycle-form" validationBehavior="aria" onSubmit={form.submit}>
      {form.isRestored && !isReadOnly ? <FormMessage tone="info" text={t('McDraftRestored')} /> : null}
      <fieldset className="form-fieldset" disabled={isReadOnly}>
        <section className="form-section" aria-labelledby="mc-general">
          <h2 id="mc-general">{t('McSectionGeneral')}</h2>
          <div className="form-grid">
            <SelectField
              label={label('specialtyId')}
              options={specialties}
              value={values.specialtyId === null ? null : String(values.specialtyId)}
              onChange={(value) => set('specialtyId', value === null ? null : Number(value))}
              errorMessage={errorOf('specialtyId')}
              isRequired
            />
            <SelectField
              label={label('matchCycleYearId')}
              options={years}
              value={values.matchCycleYearId === null ? null : String(values.matchCycleYearId)}
              onChange={(value) => set('matchCycleYearId', value === null ? null : Number(value))}
              errorMessage={errorOf('matchCycleYearId')}
              isRequired
            />
            <TextField
              label={label('shortName')}
              value={values.shortName}
              onChange={(value) => set('shortName', value)}
              errorMessage={errorOf('shortName')}
              maxLength={50}
              isRequired
            />
            <TextField
              label={label('matchName')}
              value={values.matchName}
              onChange={(value) => set('matchName', value)}
              errorMessage={errorOf('matchName')}
              maxLength={200}
              isRequired
            />
          </div>
          <SwitchField
            label={label('hasCas')}
            isSelected={values.hasCas}
            onChange={(on) => set('hasCas', on)}
          />
        </section>

        <section className="form-section" aria-labelledby="mc-dates">
          <h2 id="mc-dates">{t('McSectionDates')}</h2>
          <p className="field-description">{t('McTimesInPacific')}</p>
          <div className="form-grid">
            {seasonInstantFields.map(instant)}
            <DateField
              label={label('casDeadlineDate')}
              value={values.casDeadlineDate}
              onChange={(value) => set('casDeadlineDate', value)}
              errorMessage={errorOf('casDeadlineDate')}
            />
            <MonthYearField
              label={label('trainingStartDate')}
              value={values.trainingStartDate}
              format="month"
              onChange={(value) => set('trainingStartDate', value)}
              errorMessage={errorOf('trainingStartDate')}
            />
          </div>
        </section>

        <section className="form-section" aria-labelledby="mc-results-online">
          <h2 id="mc-results-online">{t('McSectionResultsOnline')}</h2>
          <div className="form-grid">{onlineResultFields.map(instant)}</div>
        </section>

        <section className="form-section" aria-labelledby="mc-results-email">
          <h2 id="mc-results-email">{t('McSectionResultsEmail')}</h2>
          <div className="form-grid">{emailResultFields.map(instant)}</div>
        </section>

        <section className="form-section" aria-labelledby="mc-fees">
          <h2 id="mc-fees">{t('McSectionFees')}</h2>
          <div className="form-grid">{feeFields.map(fee)}</div>
        </section>

        <section className="form-section" aria-labelledby="mc-limits">
          <h2 id="mc-limits">{t('McSectionLimits')}</h2>
          <div className="form-grid">{limitFields.map(limit)}</div>
        </section>

        <section className="form-section" aria-labelledby="mc-instructions">
          <h2 id="mc-instructions">{t('McSectionInstructions')}</h2>
          <TextAreaField
            label={label('lorInstructions')}
            value={values.lorInstructions}
            onChange={(value) => set('lorInstructions', value)}
            errorMessage={errorOf('lorInstructions')}
            rows={5}
          />
          <TextAreaField
            label={label('psInstructions')}
            value={values.psInstructions}
            onChange={(value) => set('psInstructions', value)}
            errorMessage={errorOf('psInstructions')}
            rows={5}
          />
        </section>
      </fieldset>
      {form.hasErrors ? <FormMessage text={t('ValidationError')} /> : null}
      <div className="button-row">
        {isReadOnly ? null : (
          <Button type="submit" isPending={form.isSaving}>
            {submitLabel}
          </Button>
        )}
        {actions}
      </div>
    </Form>
  );
}
