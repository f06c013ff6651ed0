import { useLocation, useParams } from 'wouter';
import { getProgramProfile } from '../../../../core/contracts/programs/program-portal.contract.ts';
import {
  ProgramInvoicesList,
  ProgramPaymentsList,
} from '../../../features/billing/program-transaction-lists.tsx';
import { useContractQuery } from '../../../lib/http/use-contract-query.ts';
import type { TranslationKey } from '../../../lib/i18n/en-gb.ts';
import { useT } from '../../../lib/i18n/i18n.ts';
import { DetailsList } from '../../../ui/details-list.tsx';
import { Link } from '../../../ui/link.tsx';
import { NotFound } from '../../../ui/not-found.tsx';
import { Page } from '../../../ui/page.tsx';
import { PageLoading } from '../../../ui/page-loading.tsx';
import { RouteTabs } from '../../../ui/tabs.tsx';
import { MyProgramSurveysTab } from '../surveys/my-program-surveys-tab.tsx';
import { MyProgramListingsTab } from './my-program-listings-tab.tsx';
import { MyProgramPositionsTab } from './my-program-positions-tab.tsx';
import { MyProgramUsersTab } from './my-program-users-tab.tsx';
import { ProgramRequestsPanel } from './program-requests-panel.tsx';
import { cyclePath, myProgramPath, usePortalProgram } from './use-portal-program.ts';

/**
 * The tabs of business.md §2.3: transactions (the program's invoices and payments) and surveys
 * came with issue 16.
 */
const tabs = ['program', 'users', 'listings', 'requests', 'transactions', 'positions', 'surveys'] as const;
type TabId = (typeof tabs)[number];
const tabLabels: Record<TabId, TranslationKey> = {
  program: 'PpTabProgram',
  users: 'PpTabUsers',
  listings: 'PpTabListings',
  requests: 'PpTabRequests',
  transactions: 'BlTransactions',
  positions: 'PpTabPositions',
  surveys: 'SvTitle',
};

function ProgramTab({ programCode }: { programCode: string }) {
  const t = useT();
  const { cycle, program } = usePortalProgram();
  const profile = useContractQuery(getProgramProfile, { params: { programCode } });
  const data = profile.data;
  if (!data) return profile.isLoading ? <PageLoading /> : null;
  const firstCycle = cycle ?? program?.cycles[0];
  return (
    <div className="stack">
      <h2>{t('PpTabProgram')}</h2>
      <DetailsList
        rows={[
          [{ text: t('PpName') }, data.name],
          [{ text: t('PpCode') }, data.code],
          [{ text: t('PpSpecialty') }, data.specialtyName],
          data.institutionName ? [{ text: t('PpInstitution') }, data.institutionName] : null,
          [{ text: t('PpPhone') }, data.phone || '—'],
          [{ text: t('PpWebsite') }, data.website || '—'],
        ]}
      />
      {firstCycle ? (
        <p>
          <Link href={`${cyclePath(firstCycle.matchCycleCode, programCode)}/profile/edit`}>
            {t('PpEditProfile')}
          </Link>
        </p>
      ) : null}
    </div>
  );
}

/** /program-user/:programCode/my-program/:id/:tab?: the program itself, its users, listings and requests. */
export function MyProgramPage() {
  const t = useT();
  const [, navigate] = useLocation();
  const params = useParams<{ programCode: string; id: string; tab?: string }>();
  const { program, isLoading } = usePortalProgram();
  const tab = (params.tab ?? 'program') as TabId;
  if (!tabs.includes(tab)) return <NotFound />;
  if (!program) {
    return (
      <Page title={t('PpMyProgramTitle')}>
        {isLoading ? <PageLoading /> : <p>{t('PpProgramNotFound')}</p>}
      </Page>
    );
  }
  const id = program.id;
  return (
    <Page title={t('PpMyProgramTitle')} heading={`${t('PpMyProgramTitle')}: ${program.name}`}>
      <RouteTabs
        aria-label={t('PpMyProgramTitle')}
        selectedId={tab}
        tabs={tabs.map((tabId) => ({
          id: tabId,
          label: t(tabLabels[tabId]),
          href: myProgramPath(program.code, id, tabId),
        }))}
      >
        {tab === 'program' ? <ProgramTab programCode={program.code} /> : null}
        {tab === 'users' ? <MyProgramUsersTab programCode={program.code} /> : null}
        {tab === 'listings' ? <MyProgramListingsTab programCode={program.code} /> : null}
        {tab === 'requests' ? (
          <div className="stack">
            <h2>{t('PpTabRequests')}</h2>
            <ProgramRequestsPanel programCode={program.code} />
          </div>
        ) : null}
        {tab === 'transactions' ? (
          <div className="stack">
            <h2>{t('BlInvoices')}</h2>
            <ProgramInvoicesList programId={id} urlPrefix="invoices" />
            <h2>{t('BlPayments')}</h2>
            <ProgramPaymentsList programId={id} urlPrefix="payments" />
          </div>
        ) : null}
        {tab === 'positions' ? (
          <MyProgramPositionsTab
            programCode={program.code}
            programName={program.name}
            onSent={() => navigate(myProgramPath(program.code, id, 'requests'))}
          />
        ) : null}
        {tab === 'surveys' ? <MyProgramSurveysTab programCode={program.code} myProgramId={id} /> : null}
      </RouteTabs>
    </Page>
  );
}
