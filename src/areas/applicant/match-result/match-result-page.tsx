import { useParams } from 'wouter';
import {
  type ApplicantMatchResult,
  type ApplicantResultReason,
  getApplicantMatchResult,
} from '../../../../core/contracts/match-results/match-result.contract.ts';
import { ReleaseNotice } from '../../../features/match-results/release-notice.tsx';
import { OfflineCopyNote } from '../../../features/sync/offline-copy-note.tsx';
import { isNotFound } from '../../../lib/errors/app-errors.ts';
import { handleError } from '../../../lib/errors/error-handler.ts';
import { useContractQuery } from '../../../lib/http/use-contract-query.ts';
import { useT } from '../../../lib/i18n/i18n.ts';
import { DataTable, type DataTableColumn } from '../../../ui/data-table.tsx';
import { NotFound } from '../../../ui/not-found.tsx';
import { Page } from '../../../ui/page.tsx';
import { PageLoading } from '../../../ui/page-loading.tsx';

type Released = Extract<ApplicantMatchResult, { released: true }>;

function Reasons({ result }: { result: Released }) {
  const t = useT();
  const programCell = (program: ApplicantResultReason['program']) =>
    program ? (
      <>
        {program.name} <span className="muted">({program.code})</span>
      </>
    ) : (
      t('MrNoPosition')
    );
  const columns: DataTableColumn<ApplicantResultReason>[] = [
    { id: 'choice', header: t('MrChoice'), render: (r) => `#${r.choice}`, width: '7rem' },
    { id: 'program', header: t('MrProgram'), render: (r) => programCell(r.program), isRowHeader: true },
    ...(result.partner
      ? [
          {
            id: 'partner',
            header: t('MrPartnerProgram'),
            render: (r: ApplicantResultReason) => programCell(r.partnerProgram),
          },
        ]
      : []),
    { id: 'reason', header: t('MrReason'), render: (r) => r.text },
  ];
  const title = result.matched ? t('MrReasonsHigher') : t('MrReasonsAll');
  return (
    <section aria-labelledby="reasons-title" className="stack">
      <h2 id="reasons-title">{title}</h2>
      <DataTable
        aria-label={title}
        columns={columns}
        rows={result.reasons}
        getRowKey={(r) => r.choice}
        emptyText={t('MrNoReasons')}
      />
    </section>
  );
}

function Result({ result }: { result: Released }) {
  const t = useT();
  const { matched } = result;
  return (
    <>
      {matched ? (
        <section aria-labelledby="matched-title" className="card stack">
          <h2 id="matched-title">{t('MrMatchedTo', { program: matched.name })}</h2>
          <p>
            <span className="muted">{matched.code}</span>
            {[matched.city, matched.stateName].some(Boolean)
              ? ` · ${[matched.city, matched.stateName].filter(Boolean).join(', ')}`
              : ''}
          </p>
          {matched.choice ? <p>{t('MrYourChoice', { choice: matched.choice })}</p> : null}
          {result.partner ? <p>{t('MrCouple', { name: result.partner.name })}</p> : null}
        </section>
      ) : (
        <p className="card" role="status">
          {t(`MrStatus_${result.status}`)}
        </p>
      )}
      {result.reasons.length > 0 || matched ? <Reasons result={result} /> : null}
    </>
  );
}

/**
 * `/applicant/:matchCycleCode/match-result` (issue 6, business.md §2.2): before the release, when the
 * results will be released (Pacific time); after it, the matched program or the result status, and the
 * engine's reason for every program ranked above the match.
 */
export function MatchResultPage() {
  const t = useT();
  const { matchCycleCode } = useParams<{ matchCycleCode: string }>();
  const query = useContractQuery(
    getApplicantMatchResult,
    { params: { matchCycleCode } },
    {
      keepOffline: true,
      onError: (error) => {
        if (!isNotFound(error)) handleError(error, { context: 'match result' });
      },
    },
  );
  if (isNotFound(query.error)) return <NotFound />;
  const result = query.data;
  if (!result) return query.error ? null : <PageLoading />;
  return (
    <Page title={`${t('MrTitle')} · ${result.matchCycleName}`}>
      <OfflineCopyNote at={query.offlineCopyAt} />
      {result.released ? <Result result={result} /> : <ReleaseNotice releaseDate={result.releaseDate} />}
    </Page>
  );
}
