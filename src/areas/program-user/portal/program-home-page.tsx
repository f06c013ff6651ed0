import { useParams } from 'wouter';
import './portal.css';
import { getProgramHomeSummary } from '../../../../core/contracts/programs/program-portal.contract.ts';
import { formatPlainDate } from '../../../lib/format/dates.ts';
import { useContractQuery } from '../../../lib/http/use-contract-query.ts';
import { useT } from '../../../lib/i18n/i18n.ts';
import { Link } from '../../../ui/link.tsx';
import { Page } from '../../../ui/page.tsx';
import { PageLoading } from '../../../ui/page-loading.tsx';
import { RankListState } from './rank-list-state.tsx';
import { cyclePath } from './use-portal-program.ts';

/**
 * /program-user/:matchCycleCode/:programCode/home: what is due in the cycle — applications to review,
 * invitations awaiting an answer, this week's interview days, the rank list and its deadline.
 */
export function ProgramHomePage() {
  const t = useT();
  const params = useParams<{ matchCycleCode: string; programCode: string }>();
  const summary = useContractQuery(getProgramHomeSummary, { params });
  const data = summary.data;
  const base = cyclePath(params.matchCycleCode, params.programCode);
  if (!data) {
    return <Page title={t('PpHomeTitle')}>{summary.isLoading ? <PageLoading /> : null}</Page>;
  }
  const due = [
    {
      id: 'review',
      label: t('PpToReview'),
      count: data.applicationsToReview,
      href: `${base}/applications`,
      action: t('PpOpenApplications'),
    },
    {
      id: 'pending',
      label: t('PpInvitationsPending'),
      count: data.invitationsPending,
      href: `${base}/interviews`,
      action: t('PpOpenInterviews'),
    },
    {
      id: 'days',
      label: t('PpInterviewDaysThisWeek', {
        from: formatPlainDate(data.weekStart),
        to: formatPlainDate(data.weekEnd),
      }),
      count: data.interviewDaysThisWeek,
      href: `${base}/interview-schedule`,
      action: t('PpOpenSchedule'),
    },
  ];
  return (
    <Page title={t('PpHomeTitle')}>
      <p>
        <strong>{data.programName}</strong> · {data.matchCycleName}
        {data.isDirector ? ` · ${t('PpDirector')}` : ''}
      </p>
      {data.takesPart ? null : <p className="muted">{t('PpNotInCycle')}</p>}
      <section aria-labelledby="pp-due" className="stack">
        <h2 id="pp-due">{t('PpWhatIsDue')}</h2>
        <ul className="card-list pp-due">
          {due.map((item) => (
            <li key={item.id} className="card stack">
              <p className="pp-due-count" aria-hidden="true">
                {item.count}
              </p>
              <p>
                <span className="visually-hidden">{item.count} </span>
                {item.label}
              </p>
              <Link href={item.href} aria-label={`${item.action}: ${item.label}`}>
                {item.action}
              </Link>
            </li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="pp-rank" className="stack">
        <h2 id="pp-rank">{t('PpRankListTitle')}</h2>
        <RankListState rankList={data.rankList} />
        <p>
          <Link href={`${base}/rank-list`}>{t('PpOpenRankList')}</Link>
        </p>
      </section>
    </Page>
  );
}
