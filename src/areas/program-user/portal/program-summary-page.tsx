import { useParams } from 'wouter';
import { getProgramCycleSummary } from '../../../../core/contracts/programs/program-portal.contract.ts';
import { useContractQuery } from '../../../lib/http/use-contract-query.ts';
import { useT } from '../../../lib/i18n/i18n.ts';
import { Page } from '../../../ui/page.tsx';
import { PageLoading } from '../../../ui/page-loading.tsx';
import { StatusBadge } from '../../../ui/status-badge.tsx';
import { RankListState } from './rank-list-state.tsx';

function Counts({
  id,
  title,
  rows,
}: {
  id: string;
  title: string;
  rows: { status: string; count: number }[];
}) {
  return (
    <section aria-labelledby={id} className="stack">
      <h2 id={id}>{title}</h2>
      <dl className="stat-grid">
        {rows.map((row) => (
          <div key={row.status} className="stat">
            <dt>
              <StatusBadge status={row.status} />
            </dt>
            <dd>{row.count}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

/** /program-user/:matchCycleCode/:programCode/summary: the program in the cycle, in figures. */
export function ProgramSummaryPage() {
  const t = useT();
  const params = useParams<{ matchCycleCode: string; programCode: string }>();
  const summary = useContractQuery(getProgramCycleSummary, { params });
  const data = summary.data;
  if (!data) return <Page title={t('PpSummaryTitle')}>{summary.isLoading ? <PageLoading /> : null}</Page>;
  return (
    <Page title={t('PpSummaryTitle')}>
      <p>
        <strong>{data.programName}</strong> · {data.matchCycleName} ·{' '}
        <StatusBadge status={data.cycleStatus} />
      </p>
      <dl className="stat-grid">
        <div className="stat">
          <dt>{t('PpPositions')}</dt>
          <dd>{data.positions ?? '—'}</dd>
        </div>
      </dl>
      {data.takesPart ? null : <p className="muted">{t('PpNotInCycle')}</p>}
      <Counts id="pp-applications" title={t('PpApplicationsByStatus')} rows={data.applicationsByStatus} />
      <Counts id="pp-invitations" title={t('PpInvitationsByStatus')} rows={data.invitationsByStatus} />
      <section aria-labelledby="pp-rank" className="stack">
        <h2 id="pp-rank">{t('PpRankListTitle')}</h2>
        <RankListState rankList={data.rankList} />
      </section>
    </Page>
  );
}
