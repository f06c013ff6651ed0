import { useParams } from 'wouter';
import { ProgramApplicantRequests } from '../../../features/program-requests/program-applicant-requests.tsx';
import { useT } from '../../../lib/i18n/i18n.ts';
import { Page } from '../../../ui/page.tsx';

/**
 * `/program-user/:matchCycleCode/:programCode/program-requests` (issue 15): the requests applicants
 * of the cycle sent the program, answered or declined here (the requests-invitations page shows the
 * same part for every cycle).
 */
export function ProgramRequestsPage() {
  const t = useT();
  const { matchCycleCode, programCode } = useParams<{ matchCycleCode: string; programCode: string }>();
  return (
    <Page title={t('PrqProgramTitle')}>
      <p>{t('PrqProgramIntro', { program: programCode })}</p>
      <ProgramApplicantRequests programCode={programCode} matchCycleCode={matchCycleCode} headingLevel={2} />
    </Page>
  );
}
