import { useParams } from 'wouter';
import { type Cas, casPdfPath, getCas } from '../../../../core/contracts/applicants/cas.contract.ts';
import { listApplications } from '../../../../core/contracts/applications/applications.contract.ts';
import { CasCompleteness, CasView } from '../../../features/applications/cas-view.tsx';
import { downloadFile } from '../../../features/applications/download-file.ts';
import { OfflineCopyNote } from '../../../features/sync/offline-copy-note.tsx';
import { isNotFound } from '../../../lib/errors/app-errors.ts';
import { handleError } from '../../../lib/errors/error-handler.ts';
import { useContractQuery } from '../../../lib/http/use-contract-query.ts';
import { useT } from '../../../lib/i18n/i18n.ts';
import { Button } from '../../../ui/button.tsx';
import { Link } from '../../../ui/link.tsx';
import { NotFound } from '../../../ui/not-found.tsx';
import { Page } from '../../../ui/page.tsx';
import { PageLoading } from '../../../ui/page-loading.tsx';
import { statusLabel } from '../../../ui/status-badge.tsx';

function useCas(matchCycleCode: string) {
  return useContractQuery(
    getCas,
    { query: { matchCycleCode } },
    {
      keepOffline: true,
      onError: (error) => {
        if (!isNotFound(error)) handleError(error);
      },
    },
  );
}

function PdfButton({ cas }: { cas: Cas }) {
  const t = useT();
  const download = () =>
    downloadFile(casPdfPath(cas.matchCycleCode), `cas-${cas.applicantCode}.pdf`).catch((error: unknown) =>
      handleError(error, { context: 'CAS PDF' }),
    );
  return (
    <div className="button-row">
      <Button variant="secondary" onPress={() => void download()}>
        {t('CasDownloadPdf')}
      </Button>
    </div>
  );
}

/** `/applicant/:matchCycleCode/cas`: the assembled application, what is missing, and its PDF. */
export function CasPage() {
  const t = useT();
  const { matchCycleCode } = useParams<{ matchCycleCode: string }>();
  const cas = useCas(matchCycleCode);
  if (isNotFound(cas.error)) return <NotFound />;
  if (!cas.data) return <PageLoading />;
  return (
    <Page title={t('CasTitle')}>
      <OfflineCopyNote at={cas.offlineCopyAt} />
      <nav aria-label={t('CasRelated')} className="button-row">
        <Link href={`/applicant/${encodeURIComponent(matchCycleCode)}/applications`}>
          {t('SumOpenApplications')}
        </Link>
        <Link href={`/applicant/${encodeURIComponent(matchCycleCode)}/summary`}>{t('SumTitle')}</Link>
      </nav>
      <PdfButton cas={cas.data} />
      <CasView cas={cas.data} linkSections />
    </Page>
  );
}

/** `/applicant/:matchCycleCode/summary`: completeness, applications by status, signals used. */
export function SummaryPage() {
  const t = useT();
  const { matchCycleCode } = useParams<{ matchCycleCode: string }>();
  const cas = useCas(matchCycleCode);
  const applications = useContractQuery(
    listApplications,
    { params: { matchCycleCode } },
    { keepOffline: true },
  );
  if (isNotFound(cas.error)) return <NotFound />;
  if (!cas.data || !applications.data) return <PageLoading />;
  const overview = applications.data;
  const byStatus = new Map<string, number>();
  for (const item of overview.items) byStatus.set(item.status, (byStatus.get(item.status) ?? 0) + 1);
  const base = `/applicant/${encodeURIComponent(matchCycleCode)}`;
  return (
    <Page title={t('SumTitle')}>
      <div className="stack">
        <CasCompleteness cas={cas.data} linkSections />
        <section className="card stack" aria-labelledby="summary-applications">
          <h2 id="summary-applications">{t('SumApplications')}</h2>
          {overview.items.length === 0 ? (
            <p>{t('ApNone')}</p>
          ) : (
            <ul>
              {[...byStatus].map(([status, count]) => (
                <li key={status}>{t('SumStatusCount', { status: statusLabel(status), count })}</li>
              ))}
            </ul>
          )}
          <p>{t('ApSignalsUsed', { count: overview.signaledCount, max: overview.maxSignalingPrograms })}</p>
        </section>
        <div className="button-row">
          <Link href={`${base}/cas`}>{t('SumOpenCas')}</Link>
          <Link href={`${base}/applications`}>{t('SumOpenApplications')}</Link>
        </div>
        <PdfButton cas={cas.data} />
      </div>
    </Page>
  );
}
