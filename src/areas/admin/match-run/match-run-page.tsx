import type { MatchRunReport } from '../../../../core/contracts/match-runs/match-runs.contract.ts';
import {
  getMatchRunReport,
  startMatchRun,
} from '../../../../core/contracts/match-runs/match-runs.contract.ts';
import { isNotFound } from '../../../lib/errors/app-errors.ts';
import { handleError } from '../../../lib/errors/error-handler.ts';
import { formatDateTime } from '../../../lib/format/dates.ts';
import { call } from '../../../lib/http/http-client.ts';
import { useContractQuery } from '../../../lib/http/use-contract-query.ts';
import { useT } from '../../../lib/i18n/i18n.ts';
import { showSuccess } from '../../../lib/notify/toast-service.ts';
import { Button } from '../../../ui/button.tsx';
import { confirm } from '../../../ui/confirm-dialog.tsx';
import { FormMessage } from '../../../ui/form-message.tsx';
import { Link } from '../../../ui/link.tsx';
import { NotFound } from '../../../ui/not-found.tsx';
import { Page } from '../../../ui/page.tsx';
import { PageLoading } from '../../../ui/page-loading.tsx';
import { ProgressBar } from '../../../ui/progress-bar.tsx';
import { TableScroll } from '../../../ui/table-scroll.tsx';
import { usePollWhile } from './use-poll-while.ts';

const isBusy = (report: MatchRunReport | null) =>
  report?.latestJob?.status === 'Queued' || report?.latestJob?.status === 'Running';

/**
 * The match run of a cycle (business.md §2.6 `match-cycles/:id/match-run`): what the run will read,
 * the trial and final runs as background jobs with their progress, and the way to the history.
 */
export function MatchRunPage({ id }: { id: string }) {
  const t = useT();
  const cycleId = Number(id);
  const valid = Number.isInteger(cycleId) && cycleId > 0;
  const report = useContractQuery(getMatchRunReport, valid ? { params: { id: cycleId } } : null);
  usePollWhile(isBusy(report.data), report.reload);

  if (!valid || isNotFound(report.error)) return <NotFound />;
  const data = report.data;
  if (!data) return <PageLoading />;

  const run = async (kind: 'Trial' | 'Final') => {
    const confirmed = await confirm({
      message: t(kind === 'Final' ? 'MrunConfirmFinal' : 'MrunConfirmTrial', { name: data.matchCycleName }),
      confirmLabel: t(kind === 'Final' ? 'MrunStartFinal' : 'MrunStartTrial'),
    });
    if (!confirmed) return;
    try {
      await call(startMatchRun, { params: { id: cycleId }, body: { kind } });
      showSuccess(t('MrunStarted'));
    } catch (error) {
      handleError(error, { context: 'match run' });
    }
    report.reload();
  };

  const job = data.latestJob;
  const yesNo = (passed: boolean) => (passed ? t('MrunDeadlinePassed') : t('MrunDeadlineOpen'));
  const when = (at: string | null) => (at ? formatDateTime(at) : t('NotSet'));
  return (
    <Page title={t('MrunTitle', { name: data.matchCycleName })}>
      <p className="button-row">
        <Link href={`/admin/match-cycles/details/${cycleId}`}>{t('MrunBackToCycle')}</Link>
        <Link href={`/admin/match-cycles/${cycleId}/match-run/history`}>
          {t('MrunHistoryLink', { count: data.runCount })}
        </Link>
      </p>
      <section className="card stack" aria-labelledby="pre-run-report">
        <h2 id="pre-run-report">{t('MrunReportTitle')}</h2>
        <TableScroll>
          <table className="simple-table">
            <caption className="visually-hidden">{t('MrunReportTitle')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('MrunSide')}</th>
                <th scope="col">{t('MrunRegistered')}</th>
                <th scope="col">{t('MrunRanked')}</th>
                <th scope="col">{t('MrunCertified')}</th>
                <th scope="col">{t('MrunNotCertified')}</th>
                <th scope="col">{t('MrunDeadline')}</th>
              </tr>
            </thead>
            <tbody>
              <tr>
                <th scope="row">{t('MrunApplicants')}</th>
                <td>{data.applicants.registered}</td>
                <td>{data.applicants.ranked}</td>
                <td>{data.applicants.certified}</td>
                <td>{data.applicants.notCertified}</td>
                <td>
                  {when(data.applicants.deadline)} — {yesNo(data.applicants.isDeadlinePassed)}
                </td>
              </tr>
              <tr>
                <th scope="row">{t('MrunPrograms')}</th>
                <td>
                  {t('MrunProgramsWithPositions', {
                    count: data.programs.registered,
                    positions: data.programs.positions,
                  })}
                </td>
                <td>{data.programs.ranked}</td>
                <td>{data.programs.certified}</td>
                <td>{data.programs.notCertified}</td>
                <td>
                  {when(data.programs.deadline)} — {yesNo(data.programs.isDeadlinePassed)}
                </td>
              </tr>
            </tbody>
          </table>
        </TableScroll>
        <ul>
          <li>{t('MrunDeclaredNoList', { count: data.applicants.declaredNoList })}</li>
          <li>
            {t('MrunCouples', {
              linked: data.couples.linked,
              certified: data.couples.certified,
              applicants: data.couples.applicantsInCouples,
              pending: data.couples.pendingProposals,
            })}
          </li>
          <li>{t('MrunOnlyCertified')}</li>
        </ul>
      </section>
      <section className="card stack" aria-labelledby="run-actions">
        <h2 id="run-actions">{t('MrunRunTitle')}</h2>
        <div className="button-row">
          <Button isDisabled={!data.actions.canRunTrial} onPress={() => void run('Trial')}>
            {t('MrunStartTrial')}
          </Button>
          <Button isDisabled={!data.actions.canRunFinal} onPress={() => void run('Final')}>
            {t('MrunStartFinal')}
          </Button>
        </div>
        <p>{t('MrunTrialExplained')}</p>
        {data.actions.finalDeclineReason ? (
          <FormMessage tone="warning" text={data.actions.finalDeclineReason} />
        ) : null}
        {job ? (
          <div className="stack" aria-live="polite">
            <h3>
              {t('MrunLatestJob', { kind: t(job.kind === 'Final' ? 'MrunKindFinal' : 'MrunKindTrial') })}
            </h3>
            {job.status === 'Queued' || job.status === 'Running' ? (
              <ProgressBar label={job.progressNote ?? t('MrunQueued')} value={job.progress} />
            ) : null}
            {job.status === 'Succeeded' ? (
              <p role="status">
                {t('MrunSucceeded', { at: job.finishedAt ? formatDateTime(job.finishedAt) : '' })}{' '}
                <Link href={`/admin/match-cycles/${cycleId}/match-run/history`}>{t('MrunSeeHistory')}</Link>
              </p>
            ) : null}
            {job.status === 'Failed' ? (
              <FormMessage tone="danger" text={t('MrunFailed', { error: job.error ?? '' })} />
            ) : null}
          </div>
        ) : null}
        <p>{data.finalRunId === null ? t('MrunNoFinalYet') : t('MrunFinalMarked')}</p>
      </section>
    </Page>
  );
}
