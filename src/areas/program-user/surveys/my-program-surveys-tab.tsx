import { useSearch } from 'wouter';
import { ProgramSurveysList } from '../../../features/surveys/survey-form.tsx';
import { myProgramPath } from '../portal/use-portal-program.ts';

/** my-program/:id/surveys: the surveys of the program's specialty; ?survey=<id> opens one to answer. */
export function MyProgramSurveysTab({
  programCode,
  myProgramId,
}: {
  programCode: string;
  myProgramId: number;
}) {
  const openId = Number(new URLSearchParams(useSearch()).get('survey')) || null;
  return (
    <ProgramSurveysList
      programCode={programCode}
      openId={openId}
      hrefOf={(surveyId) => `${myProgramPath(programCode, myProgramId, 'surveys')}?survey=${surveyId}`}
    />
  );
}
