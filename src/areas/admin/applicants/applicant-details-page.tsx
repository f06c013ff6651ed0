import type { ReactNode } from 'react';
import {
  type AdminApplicantOverview,
  getAdminApplicant,
  getAdminApplicantCas,
  listAdminApplicantApplications,
  listAdminApplicantDocuments,
} from '../../../../core/contracts/applicants/admin-applicants.contract.ts';
import {
  ApplicationAssignment,
  ApplicationFacts,
} from '../../../features/applications/application-facts.tsx';
import { CasView } from '../../../features/applications/cas-view.tsx';
import { downloadFile } from '../../../features/applications/download-file.ts';
import { isNotFound } from '../../../lib/errors/app-errors.ts';
import { handleError } from '../../../lib/errors/error-handler.ts';
import { formatDateTime } from '../../../lib/format/dates.ts';
import { useContractQuery } from '../../../lib/http/use-contract-query.ts';
import type { TranslationKey } from '../../../lib/i18n/en-gb.ts';
import { useT } from '../../../lib/i18n/i18n.ts';
import { Button } from '../../../ui/button.tsx';
import { DetailsList } from '../../../ui/details-list.tsx';
import { Link } from '../../../ui/link.tsx';
import { NotFound } from '../../../ui/not-found.tsx';
import { Page } from '../../../ui/page.tsx';
import { PageLoading } from '../../../ui/page-loading.tsx';
import { StatusBadge, statusLabel } from '../../../ui/status-badge.tsx';
import { RouteTabs } from '../../../ui/tabs.tsx';
import { AdminApplicantRankListPanel } from '../rank-lists/admin-rank-list-views.tsx';

const tabIds = ['profile', 'applied-programs', 'rank-list', 'documents', 'cas-form'] as const;
type TabId = (typeof tabIds)[number];
const tabLabels: Record<TabId, TranslationKey> = {
  profile: 'AaTabProfile',
  'applied-programs': 'AaTabApplied',
  'rank-list': 'AaTabRankList',
  documents: 'AaTabDocuments',
  'cas-form': 'AaTabCas',
};
/** Tabs shown per match cycle (business.md §2.6: each with :matchCycleId). */
const perCycle: readonly TabId[] = ['applied-programs', 'rank-list', 'cas-form'];

export type ApplicantDetailsPageProps = {
  id: string;
  tab?: string | undefined;
  matchCycleId?: string | undefined;
};

/** `/admin/applicants/:id/:tab?/:matchCycleId?`: one applicant's profile, applications, documents and CAS form. */
export function ApplicantDetailsPage({ id, tab, matchCycleId }: ApplicantDetailsPageProps) {
  const t = useT();
  const selected = (tabIds as readonly string[]).includes(tab ?? 'profile')
    ? ((tab ?? 'profile') as TabId)
    : null;
  const overview = useContractQuery(getAdminApplicant, selected ? { params: { id } } : null, {
    onError: (error) => {
      if (!isNotFound(error)) handleError(error);
    },
  });
  if (!selected || isNotFound(overview.error) || overview.error) return <NotFound />;
  const data = overview.data;
  if (!data) return <PageLoading />;
  // A per-cycle tab without a cycle shows the newest registration's.
  const cycleId = Number(matchCycleId ?? data.matchCycles[0]?.id ?? Number.NaN);
  const base = `/admin/applicants/${data.userId}`;
  const panels: Record<TabId, () => ReactNode> = {
    profile: () => <Profile applicant={data} />,
    'applied-programs': () => <Applied userId={data.userId} matchCycleId={cycleId} />,
    'rank-list': () => <AdminApplicantRankListPanel userId={data.userId} matchCycleId={cycleId} />,
    documents: () => <Documents userId={data.userId} />,
    'cas-form': () => <CasForm userId={data.userId} matchCycleId={cycleId} />,
  };
  return (
    <Page title={t('AaTitle', { name: `${data.firstName} ${data.lastName}` })}>
      <p>
        <Link href="/admin/applicants">{t('AaBackToList')}</Link>
      </p>
      <RouteTabs
        aria-label={t('AaTabs')}
        selectedId={selected}
        tabs={tabIds.map((tabId) => ({ id: tabId, label: t(tabLabels[tabId]), href: `${base}/${tabId}` }))}
      >
        {perCycle.includes(selected) ? (
          <CycleChoice applicant={data} tab={selected} selectedId={cycleId} />
        ) : null}
        {perCycle.includes(selected) && !Number.isInteger(cycleId) ? (
          <p>{t('AaNoCycles')}</p>
        ) : (
          panels[selected]()
        )}
      </RouteTabs>
    </Page>
  );
}

function CycleChoice({
  applicant,
  tab,
  selectedId,
}: {
  applicant: AdminApplicantOverview;
  tab: TabId;
  selectedId: number;
}) {
  const t = useT();
  if (applicant.matchCycles.length === 0) return null;
  return (
    <nav aria-label={t('AaCycleChoice')} className="button-row">
      {applicant.matchCycles.map((cycle) => (
        <Link
          key={cycle.id}
          href={`/admin/applicants/${applicant.userId}/${tab}/${cycle.id}`}
          aria-current={cycle.id === selectedId ? 'page' : undefined}
        >
          {cycle.code}
        </Link>
      ))}
    </nav>
  );
}

function Profile({ applicant }: { applicant: AdminApplicantOverview }) {
  const t = useT();
  return (
    <div className="stack">
      <DetailsList
        className="card"
        rows={[
          ['AaCode', applicant.applicantCode],
          ['CasName', `${applicant.firstName} ${applicant.lastName}`],
          ['CasEmail', applicant.email],
          ['AaStatus', <StatusBadge key="status" status={applicant.userStatus} />],
          ['AaCreated', formatDateTime(applicant.createdDate)],
        ]}
      />
      <section className="card stack" aria-labelledby="admin-applicant-cycles">
        <h2 id="admin-applicant-cycles">{t('AaCycles')}</h2>
        {applicant.matchCycles.length === 0 ? (
          <p>{t('AaNoCycles')}</p>
        ) : (
          <ul>
            {applicant.matchCycles.map((cycle) => (
              <li key={cycle.id}>
                <strong>{cycle.name}</strong> ({cycle.code}, {statusLabel(cycle.status)}) —{' '}
                {t('AaRegistered', {
                  date: formatDateTime(cycle.registeredDate),
                  status: cycle.invoiceStatus ? statusLabel(cycle.invoiceStatus) : t('AaFeeNone'),
                  count: cycle.applicationsCount,
                })}
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}

function Applied({ userId, matchCycleId }: { userId: string; matchCycleId: number }) {
  const t = useT();
  const list = useContractQuery(listAdminApplicantApplications, {
    params: { id: userId },
    query: { matchCycleId },
  });
  if (!list.data) return <PageLoading />;
  if (list.data.items.length === 0) return <p>{t('ApNone')}</p>;
  return (
    <ul className="card-list" aria-label={t('AaTabApplied')}>
      {list.data.items.map((application) => (
        <li key={application.id} className="card stack">
          <ApplicationFacts application={application} />
          <ApplicationAssignment application={application} />
        </li>
      ))}
    </ul>
  );
}

function Documents({ userId }: { userId: string }) {
  const t = useT();
  const list = useContractQuery(listAdminApplicantDocuments, { params: { id: userId } });
  if (!list.data) return <PageLoading />;
  if (list.data.items.length === 0) return <p>{t('AaNoDocuments')}</p>;
  return (
    <ul className="card-list" aria-label={t('AaTabDocuments')}>
      {list.data.items.map((document) => (
        <li key={document.id} className="card">
          <Button
            variant="link"
            aria-label={t('AaOpenDocument', { title: document.title })}
            onPress={() =>
              void downloadFile(document.url, document.fileName).catch((error: unknown) =>
                handleError(error, { context: 'admin applicant document' }),
              )
            }
          >
            {document.title}
          </Button>{' '}
          ({statusLabel(document.documentType)}, {document.fileName}, {formatDateTime(document.createdDate)})
        </li>
      ))}
    </ul>
  );
}

function CasForm({ userId, matchCycleId }: { userId: string; matchCycleId: number }) {
  const t = useT();
  const cas = useContractQuery(getAdminApplicantCas, { params: { id: userId }, query: { matchCycleId } });
  if (!cas.data) return <PageLoading />;
  const download = () =>
    downloadFile(
      `/api/admin/applicants/${userId}/cas-form/pdf?matchCycleId=${matchCycleId}`,
      `cas-${cas.data?.applicantCode ?? userId}.pdf`,
    ).catch((error: unknown) => handleError(error, { context: 'admin CAS PDF' }));
  return (
    <div className="stack">
      <div className="button-row">
        <Button variant="secondary" onPress={() => void download()}>
          {t('CasDownloadPdf')}
        </Button>
      </div>
      <CasView cas={cas.data} linkSections={false} />
    </div>
  );
}
