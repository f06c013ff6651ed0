import { useParams } from 'wouter';
import type { z } from 'zod';
import {
  getProgramMatchResult,
  type ProgramMatchResult,
  type programMatchedApplicant,
  type programNotMatchedApplicant,
} from '../../../core/contracts/match-results/match-result.contract.ts';
import { ReleaseNotice } from '../../features/match-results/release-notice.tsx';
import { OfflineCopyNote } from '../../features/sync/offline-copy-note.tsx';
import { isNotFound } from '../../lib/errors/app-errors.ts';
import { handleError } from '../../lib/errors/error-handler.ts';
import { useContractQuery } from '../../lib/http/use-contract-query.ts';
import { useT } from '../../lib/i18n/i18n.ts';
import { DataTable, type DataTableColumn } from '../../ui/data-table.tsx';
import { Link } from '../../ui/link.tsx';
import { NotFound } from '../../ui/not-found.tsx';
import { Page } from '../../ui/page.tsx';
import { PageLoading } from '../../ui/page-loading.tsx';

type Matched = z.infer<typeof programMatchedApplicant>;
type NotMatched = z.infer<typeof programNotMatchedApplicant>;
type Released = Extract<ProgramMatchResult, { released: true }>;

function Result({ result }: { result: Released }) {
  const t = useT();
  const matchedColumns: DataTableColumn<Matched>[] = [
    { id: 'rank', header: t('MrRank'), render: (r) => (r.rank === null ? '—' : `#${r.rank}`), width: '7rem' },
    { id: 'name', header: t('MrApplicant'), render: (r) => r.name, isRowHeader: true },
    { id: 'code', header: t('MrApplicantCode'), render: (r) => r.applicantCode },
    { id: 'school', header: t('MrMedicalSchool'), render: (r) => r.medicalSchool ?? '—' },
  ];
  const notMatchedColumns: DataTableColumn<NotMatched>[] = [
    { id: 'rank', header: t('MrRank'), render: (r) => (r.rank === null ? '—' : `#${r.rank}`), width: '7rem' },
    { id: 'name', header: t('MrApplicant'), render: (r) => r.name, isRowHeader: true },
    { id: 'code', header: t('MrApplicantCode'), render: (r) => r.applicantCode },
    { id: 'reason', header: t('MrReason'), render: (r) => r.text },
  ];
  return (
    <>
      <p className="card" role="status">
        {t('MrPositions', { positions: result.positions, filled: result.filled, unfilled: result.unfilled })}
      </p>
      <section aria-labelledby="matched-title" className="stack">
        <h2 id="matched-title">{t('MrMatchedApplicants')}</h2>
        <DataTable
          aria-label={t('MrMatchedApplicants')}
          columns={matchedColumns}
          rows={result.matched}
          getRowKey={(r) => r.applicantCode}
          emptyText={t('MrNoneMatched')}
        />
      </section>
      <section aria-labelledby="not-matched-title" className="stack">
        <h2 id="not-matched-title">{t('MrNotMatchedApplicants')}</h2>
        <DataTable
          aria-label={t('MrNotMatchedApplicants')}
          columns={notMatchedColumns}
          rows={result.notMatched}
          getRowKey={(r) => r.applicantCode}
          emptyText={t('MrNoneNotMatched')}
        />
      </section>
      <p className="muted">{t('MrRankNote')}</p>
    </>
  );
}

/**
 * `/program-user/:matchCycleCode/:programCode/match-result` (issue 6, business.md §2.3): before the
 * release to programs, when the results will be released (Pacific time); after it, the applicants the
 * program matched, its unfilled positions, and why it did not get the others it ranked.
 */
export function ProgramMatchResultPage() {
  const t = useT();
  const { matchCycleCode, programCode } = useParams<{ matchCycleCode: string; programCode: string }>();
  const query = useContractQuery(
    getProgramMatchResult,
    { params: { matchCycleCode, programCode } },
    {
      keepOffline: true,
      onError: (error) => {
        if (!isNotFound(error)) handleError(error, { context: 'program match result' });
      },
    },
  );
  if (isNotFound(query.error)) return <NotFound />;
  const result = query.data;
  if (!result) return query.error ? null : <PageLoading />;
  return (
    <Page title={`${t('MrTitle')} · ${result.programName} · ${result.matchCycleName}`}>
      <p>
        <Link href="/program-user/landing">{t('ProgramUserLandingTitle')}</Link>
      </p>
      <OfflineCopyNote at={query.offlineCopyAt} />
      {result.released ? <Result result={result} /> : <ReleaseNotice releaseDate={result.releaseDate} />}
    </Page>
  );
}
