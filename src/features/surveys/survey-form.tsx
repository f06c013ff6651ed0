import {
  getProgramSurvey,
  listProgramSurveys,
  type ProgramSurvey,
  saveProgramSurveyDraft,
  submitProgramSurvey,
} from '../../../core/contracts/surveys/program-surveys.contract.ts';
import type { SurveyAnswers } from '../../../core/domain/surveys.ts';
import { formatDate, formatDateTime } from '../../lib/format/dates.ts';
import { call } from '../../lib/http/http-client.ts';
import { useContractQuery } from '../../lib/http/use-contract-query.ts';
import { useT } from '../../lib/i18n/i18n.ts';
import { Button } from '../../ui/button.tsx';
import { FormFooter } from '../../ui/form-footer.tsx';
import { Link } from '../../ui/link.tsx';
import { PageLoading } from '../../ui/page-loading.tsx';
import { SelectField } from '../../ui/select-field.tsx';
import { StatusBadge } from '../../ui/status-badge.tsx';
import { TextAreaField } from '../../ui/text-area-field.tsx';
import { TextField } from '../../ui/text-field.tsx';
import { useEntityForm } from '../forms/use-entity-form.ts';

type Values = Record<string, string>;

const statusKeys = {
  NotStarted: 'SvStatusNotStarted',
  Draft: 'SvStatusDraft',
  Submitted: 'SvStatusSubmitted',
} as const;

const toValues = (survey: ProgramSurvey): Values =>
  Object.fromEntries(
    survey.questions.map((q) => {
      const answer = survey.answers[q.key];
      return [q.key, answer === null || answer === undefined ? '' : String(answer)];
    }),
  );

function toAnswers(survey: ProgramSurvey, values: Values): SurveyAnswers {
  const answers: SurveyAnswers = {};
  for (const q of survey.questions) {
    const value = values[q.key] ?? '';
    if (value === '') continue;
    answers[q.key] =
      q.kind === 'YesNo'
        ? value === 'true'
        : q.kind === 'Number' && /^-?\d+(\.\d+)?$/.test(value.trim())
          ? Number(value)
          : value;
  }
  return answers;
}

/** One survey's questions: kept as the program's draft, then submitted once (messages per question). */
export function SurveyForm({ survey, onSaved }: { survey: ProgramSurvey; onSaved: () => void }) {
  const t = useT();
  const isReadOnly = !survey.isOpen || survey.responseStatus === 'Submitted';
  const where = { programCode: survey.programCode, surveyId: survey.id };
  const form = useEntityForm<Values>({
    draftKey: `survey:${survey.programCode}:${survey.id}`,
    initial: toValues(survey),
    validate: () => ({}),
    isReadOnly,
    onSubmit: async (values) => {
      await call(submitProgramSurvey, { params: where, body: { answers: toAnswers(survey, values) } });
      onSaved();
    },
  });
  const yesNo = [
    { value: '', label: t('SvNoAnswer') },
    { value: 'true', label: t('SvYes') },
    { value: 'false', label: t('SvNo') },
  ];
  return (
    <form className="card" onSubmit={form.submit} aria-label={survey.title}>
      <h2>{survey.title}</h2>
      <p className="vacancy-card-meta">
        <StatusBadge status={survey.responseStatus} label={t(statusKeys[survey.responseStatus])} />
        <span>{t('SvOpenUntil', { date: formatDate(survey.closesAt) })}</span>
        {survey.updatedByName && survey.updatedAt ? (
          <span>
            {t('SvLastSaved', { name: survey.updatedByName, date: formatDateTime(survey.updatedAt) })}
          </span>
        ) : null}
      </p>
      {survey.instructions ? <p>{survey.instructions}</p> : null}
      <div className="stack">
        {survey.questions.map((q) => {
          const label = q.required ? q.label : `${q.label} ${t('SvOptional')}`;
          const bind = form.field(q.key);
          if (q.kind === 'YesNo' || q.kind === 'Choice') {
            const options =
              q.kind === 'YesNo'
                ? yesNo
                : [
                    { value: '', label: t('SvNoAnswer') },
                    ...(q.options ?? []).map((o) => ({ value: o, label: o })),
                  ];
            return (
              <SelectField
                key={q.key}
                label={label}
                isRequired={q.required}
                options={options}
                value={bind.value}
                onChange={(value) => form.setField(q.key, value ?? '')}
                errorMessage={bind.errorMessage}
              />
            );
          }
          if (q.kind === 'Text')
            return <TextAreaField key={q.key} label={label} isDisabled={isReadOnly} {...bind} />;
          return (
            <TextField key={q.key} label={label} isRequired={q.required} isDisabled={isReadOnly} {...bind} />
          );
        })}
      </div>
      <FormFooter
        hasErrors={form.hasErrors}
        isSaving={form.isSaving}
        isDirty={form.isDirty}
        isReadOnly={isReadOnly}
        submitLabel={t('SvSubmit')}
        actions={
          isReadOnly ? null : (
            <Button
              variant="secondary"
              onPress={() =>
                form.send(async (values) => {
                  await call(saveProgramSurveyDraft, {
                    params: where,
                    body: { answers: toAnswers(survey, values) },
                  });
                  onSaved();
                })
              }
            >
              {t('SvSaveDraft')}
            </Button>
          )
        }
      />
    </form>
  );
}

/** A survey of the program, loaded. */
export function ProgramSurveyView({ programCode, surveyId }: { programCode: string; surveyId: number }) {
  const t = useT();
  const survey = useContractQuery(getProgramSurvey, { params: { programCode, surveyId } });
  if (survey.error) return <p className="card">{t('SvNotFound')}</p>;
  if (!survey.data) return <PageLoading />;
  return <SurveyForm key={`${survey.data.responseStatus}`} survey={survey.data} onSaved={survey.reload} />;
}

/** The program's surveys (the my-program surveys tab): one opened below the list. */
export function ProgramSurveysList({
  programCode,
  hrefOf,
  openId,
}: {
  programCode: string;
  hrefOf: (surveyId: number) => string;
  openId: number | null;
}) {
  const t = useT();
  const list = useContractQuery(listProgramSurveys, { params: { programCode } });
  if (!list.data) return <PageLoading />;
  return (
    <div className="stack">
      <h2>{t('SvTitle')}</h2>
      {list.data.items.length === 0 ? <p className="card">{t('SvNone')}</p> : null}
      <ul className="vacancy-cards">
        {list.data.items.map((item) => (
          <li key={item.id} className="card vacancy-card">
            <h3 className="vacancy-card-title">
              <Link href={hrefOf(item.id)}>{item.title}</Link>
            </h3>
            <p className="vacancy-card-meta">
              <StatusBadge status={item.responseStatus} label={t(statusKeys[item.responseStatus])} />
              <span>
                {item.isOpen
                  ? t('SvOpenUntil', { date: formatDate(item.closesAt) })
                  : t('SvClosedOn', { date: formatDate(item.closesAt) })}
              </span>
            </p>
          </li>
        ))}
      </ul>
      {openId ? <ProgramSurveyView key={openId} programCode={programCode} surveyId={openId} /> : null}
    </div>
  );
}
