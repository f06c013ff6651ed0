import { useParams } from 'wouter';
import {
  ProgramInvoicesList,
  ProgramPaymentsList,
} from '../../../features/billing/program-transaction-lists.tsx';
import { useT } from '../../../lib/i18n/i18n.ts';
import { NotFound } from '../../../ui/not-found.tsx';
import { Page } from '../../../ui/page.tsx';
import { PageLoading } from '../../../ui/page-loading.tsx';
import { RouteTabs } from '../../../ui/tabs.tsx';
import { cyclePath, usePortalProgram } from '../portal/use-portal-program.ts';

const tabs = ['invoices', 'payments'] as const;

/**
 * /program-user/:matchCycleCode/:programCode/transactions/:tab? (business.md §2.3): the program's
 * invoices (with Pay links while unpaid) and its payments with their refunds.
 */
export function ProgramTransactionsPage() {
  const t = useT();
  const { tab = 'invoices' } = useParams<{ tab?: string }>();
  const { program, matchCycleCode, programCode, isLoading } = usePortalProgram();
  if (!(tabs as readonly string[]).includes(tab)) return <NotFound />;
  const title = t('BlTransactions');
  if (!program) {
    return <Page title={title}>{isLoading ? <PageLoading /> : <p>{t('BlProgramNotFound')}</p>}</Page>;
  }
  const base = `${cyclePath(matchCycleCode ?? '', programCode)}/transactions`;
  return (
    <Page title={title} heading={`${title}: ${program.name}`}>
      <RouteTabs
        aria-label={t('BlTabs')}
        selectedId={tab}
        tabs={[
          { id: 'invoices', label: t('BlInvoices'), href: `${base}/invoices` },
          { id: 'payments', label: t('BlPayments'), href: `${base}/payments` },
        ]}
      >
        {tab === 'invoices' ? <ProgramInvoicesList programId={program.id} /> : null}
        {tab === 'payments' ? <ProgramPaymentsList programId={program.id} /> : null}
      </RouteTabs>
    </Page>
  );
}
