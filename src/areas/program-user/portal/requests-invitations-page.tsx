import { useParams } from 'wouter';
import { ProgramApplicantRequests } from '../../../features/program-requests/program-applicant-requests.tsx';
import type { TranslationKey } from '../../../lib/i18n/en-gb.ts';
import { useT } from '../../../lib/i18n/i18n.ts';
import { Link } from '../../../ui/link.tsx';
import { NotFound } from '../../../ui/not-found.tsx';
import { Page } from '../../../ui/page.tsx';
import { PageLoading } from '../../../ui/page-loading.tsx';
import { RouteTabs } from '../../../ui/tabs.tsx';
import { ProgramRequestsPanel } from './program-requests-panel.tsx';
import { myProgramPath, usePortalProgram } from './use-portal-program.ts';

const tabs = ['program-requests', 'applicant-requests'] as const;
type TabId = (typeof tabs)[number];
const tabLabels: Record<TabId, TranslationKey> = {
  'program-requests': 'PpTabProgramRequests',
  'applicant-requests': 'PpApplicantRequests',
};

/**
 * /program-user/:programCode/requests-invitations/:tab?: the program's requests to the admins (rename,
 * positions count), with their statuses live, and the requests applicants sent the program (every cycle).
 */
export function RequestsInvitationsPage() {
  const t = useT();
  const params = useParams<{ programCode: string; tab?: string }>();
  const { program, isLoading } = usePortalProgram();
  const tab = (params.tab ?? 'program-requests') as TabId;
  if (!tabs.includes(tab)) return <NotFound />;
  if (!program) {
    return (
      <Page title={t('PpRequestsTitle')}>
        {isLoading ? <PageLoading /> : <p>{t('PpProgramNotFound')}</p>}
      </Page>
    );
  }
  const base = `/program-user/${encodeURIComponent(program.code)}/requests-invitations`;
  return (
    <Page title={t('PpRequestsTitle')}>
      <p>
        {program.name} ·{' '}
        <Link href={myProgramPath(program.code, program.id, 'positions')}>{t('PpNewRequest')}</Link>
      </p>
      <RouteTabs
        aria-label={t('PpRequestsTitle')}
        selectedId={tab}
        tabs={tabs.map((id) => ({ id, label: t(tabLabels[id]), href: `${base}/${id}` }))}
      >
        {tab === 'program-requests' ? (
          <ProgramRequestsPanel programCode={program.code} />
        ) : (
          <ProgramApplicantRequests programCode={program.code} headingLevel={2} />
        )}
      </RouteTabs>
    </Page>
  );
}
