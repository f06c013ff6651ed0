import { useState } from 'react';
import { getCurrentSurveyBySlug } from '../../../../core/contracts/surveys/program-surveys.contract.ts';
import { ProgramSurveyView } from '../../../features/surveys/survey-form.tsx';
import { useContractQuery } from '../../../lib/http/use-contract-query.ts';
import { useT } from '../../../lib/i18n/i18n.ts';
import { Page } from '../../../ui/page.tsx';
import { PageLoading } from '../../../ui/page-loading.tsx';
import { SelectField } from '../../../ui/select-field.tsx';

/** /program-user/retina/survey (business.md §2.3): the Retina specialty's current survey for the user's program. */
export function RetinaSurveyPage() {
  const t = useT();
  const current = useContractQuery(getCurrentSurveyBySlug, { params: { slug: 'retina' } });
  const [chosen, setChosen] = useState<string | null>(null);
  if (!current.data) return <Page title={t('SvRetinaTitle')}>{current.error ? null : <PageLoading />}</Page>;
  const { surveyId, programs } = current.data;
  const programCode = chosen ?? programs[0]?.code ?? null;
  return (
    <Page title={t('SvRetinaTitle')}>
      {!surveyId ? <p className="card">{t('SvNoCurrent')}</p> : null}
      {surveyId && !programCode ? <p className="card">{t('SvNoProgram')}</p> : null}
      {surveyId && programs.length > 1 ? (
        <SelectField
          label={t('SvProgram')}
          options={programs.map((p) => ({ value: p.code, label: p.name }))}
          value={programCode}
          onChange={setChosen}
        />
      ) : null}
      {surveyId && programCode ? (
        <ProgramSurveyView key={programCode} programCode={programCode} surveyId={surveyId} />
      ) : null}
    </Page>
  );
}
