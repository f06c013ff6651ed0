import {
  getMatchRunAssignments,
  getMatchRunComparison,
  getMatchRunHistory,
  type MatchRunSummary,
  markMatchRunFinal,
} from '../../../../core/contracts/match-runs/match-runs.contract.ts';
import { type ListQueryResult, useListQuery } from '../../../features/lists/use-list-query.ts';
import { isNotFound } from '../../../lib/errors/app-errors.ts';
import { handleError } from '../../../lib/errors/error-handler.ts';
import { formatDateTime } from '../../../lib/format/dates.ts';
import { call } from '../../../lib/http/http-client.ts';
import { useContractQuery } from '../../../lib/http/use-contract-query.ts';
import { useT } from '../../../lib/i18n/i18n.ts';
import { showSuccess } from '../../../lib/notify/toast-service.ts';
import { Button } from '../../../ui/button.tsx';
import { confirm } from '../../../ui/confirm-dialog.tsx';
import { DataTable } from '../../../ui/data-table.tsx';
import { Link } from '../../../ui/link.tsx';
import { NotFound } from '../../../ui/not-found.tsx';
import { Page } from '../../../ui/page.tsx';
import { PageLoading } from '../../../ui/page-loading.tsx';
import { Pager } from '../../../ui/pager.tsx';
import { SelectField } from '../../../ui/select-field.tsx';

const runLabel = (run: MatchRunSummary) => `#${run.number} ${run.kind}`;

const resultsDefaults = { run: 0 };
const comparisonDefaults = { first: 0, second: 0 };

/**
 * Every match run of a cycle (business.md §2.6 `match-run/history`) with its figures, the final mark,
 * one run's results, and who moved where between two runs. The run shown, the two runs compared and
 * each list's page live in the URL (`resultsRun`, `resultsPage`, `compareFirst`…).
 */
export function MatchRunHistoryPage({ id }: { id: string }) {
  const t = useT();
  const cycleId = Number(id);
  const valid = Number.isInteger(cycleId) && cycleId > 0;
  const history = useContractQuery(getMatchRunHistory, valid ? { params: { id: cycleId } } : null);
  const results = useListQuery(getMatchRunAssignments, {
    urlPrefix: 'results',
    defaults: resultsDefaults,
    params: (query) => ({ id: cycleId, runId: query.run }),
    enabled: (query) => valid && query.run > 0,
  });
  const comparison = useListQuery(getMatchRunComparison, {
    urlPrefix: 'compare',
    defaults: comparisonDefaults,
    params: { id: cycleId },
    enabled: (query) => valid && query.first > 0 && query.second > 0,
  });
  const { first, second } = comparison.query;
  const chosen = (id: number) => (id > 0 ? String(id) : null);

  if (!valid || isNotFound(history.error)) return <NotFound />;
  const data = history.data;
  if (!data) return <PageLoading />;

  const markFinal = async (run: MatchRunSummary) => {
    const confirmed = await confirm({
      message: t('MrunConfirmMarkFinal', { run: runLabel(run) }),
      confirmLabel: t('MrunMarkFinal'),
    });
    if (!confirmed) return;
    try {
      await call(markMatchRunFinal, { params: { id: cycleId }, body: { matchRunId: run.id } });
      showSuccess(t('MrunMarkedFinal', { run: runLabel(run) }));
    } catch (error) {
      handleError(error, { context: 'mark final run' });
    }
    history.reload();
  };

  const options = data.runs.map((run) => ({ value: String(run.id), label: runLabel(run) }));
  return (
    <Page title={t('MrunHistoryTitle', { name: data.matchCycleName })}>
      <p className="button-row">
        <Link href={`/admin/match-cycles/${cycleId}/match-run`}>{t('MrunBackToRun')}</Link>
      </p>
      <DataTable
        aria-label={t('MrunHistoryTitle', { name: data.matchCycleName })}
        rows={data.runs}
        getRowKey={(run) => run.id}
        emptyText={t('MrunNoRuns')}
        columns={[
          { id: 'number', header: t('MrunColRun'), isRowHeader: true, render: (run) => runLabel(run) },
          {
            id: 'final',
            header: t('MrunColFinal'),
            render: (run) =>
              run.isFinal ? (
                <strong>{t('MrunIsFinal')}</strong>
              ) : run.kind === 'Final' && run.status === 'stable' && data.canChangeFinal ? (
                <Button variant="secondary" onPress={() => void markFinal(run)}>
                  {t('MrunMarkFinal')}
                </Button>
              ) : null,
          },
          { id: 'startedAt', header: t('MrunColWhen'), render: (run) => formatDateTime(run.startedAt) },
          { id: 'by', header: t('MrunColBy'), render: (run) => run.startedByName ?? '—' },
          {
            id: 'duration',
            header: t('MrunColDuration'),
            align: 'end',
            render: (run) => `${run.durationMs} ms`,
          },
          {
            id: 'matched',
            header: t('MrunColMatched'),
            align: 'end',
            render: (run) => `${run.stats.matched} / ${run.stats.applicants}`,
          },
          {
            id: 'filled',
            header: t('MrunColFilled'),
            align: 'end',
            render: (run) => `${run.stats.filled} / ${run.stats.positions}`,
          },
          {
            id: 'status',
            header: t('MrunColStatus'),
            render: (run) => (run.status === 'stable' ? t('MrunStable') : (run.problem ?? run.status)),
          },
          {
            id: 'hashes',
            header: t('MrunColHashes'),
            render: (run) => (
              <span className="mono" title={`${run.inputHash} → ${run.outputHash} (${run.engineVersion})`}>
                {run.inputHash.slice(0, 10)} → {run.outputHash.slice(0, 10)}
              </span>
            ),
          },
          {
            id: 'results',
            isActions: true,
            header: t('MrunColResults'),
            render: (run) => (
              <Button variant="secondary" onPress={() => results.setQuery({ run: run.id })}>
                {t('MrunShowResults', { run: runLabel(run) })}
              </Button>
            ),
          },
        ]}
      />
      {results.query.run > 0 ? <RunResults list={results} /> : null}
      {data.runs.length >= 2 ? (
        <section className="card stack" aria-labelledby="compare-runs">
          <h2 id="compare-runs">{t('MrunCompareTitle')}</h2>
          <div className="form-grid">
            <SelectField
              label={t('MrunCompareFirst')}
              options={options}
              value={chosen(first)}
              onChange={(value) => comparison.setQuery({ first: Number(value ?? 0) })}
            />
            <SelectField
              label={t('MrunCompareSecond')}
              options={options}
              value={chosen(second)}
              onChange={(value) => comparison.setQuery({ second: Number(value ?? 0) })}
            />
          </div>
          {first > 0 && second > 0 ? <Comparison list={comparison} /> : null}
        </section>
      ) : null}
    </Page>
  );
}

function RunResults({
  list,
}: {
  list: ListQueryResult<typeof getMatchRunAssignments, typeof resultsDefaults>;
}) {
  const t = useT();
  const data = list.data;
  return (
    <section className="card stack" aria-labelledby="run-results">
      <h2 id="run-results">{t('MrunResultsTitle')}</h2>
      <DataTable
        aria-label={t('MrunResultsTitle')}
        rows={list.tableProps.rows}
        isLoading={list.isLoading}
        getRowKey={(row) => row.applicantId}
        columns={[
          {
            id: 'applicant',
            header: t('MrunColApplicant'),
            isRowHeader: true,
            render: (row) => `${row.applicantName} (${row.applicantCode})`,
          },
          {
            id: 'program',
            header: t('MrunColProgram'),
            render: (row) => row.programName ?? t('MrunUnmatched'),
          },
          {
            id: 'choice',
            header: t('MrunColChoice'),
            align: 'end',
            render: (row) => row.applicantChoice ?? '—',
          },
          {
            id: 'rank',
            header: t('MrunColProgramRank'),
            align: 'end',
            render: (row) => row.programRank ?? '—',
          },
        ]}
      />
      {data ? <Pager {...list.pagerProps} /> : null}
    </section>
  );
}

function Comparison({
  list,
}: {
  list: ListQueryResult<typeof getMatchRunComparison, typeof comparisonDefaults>;
}) {
  const t = useT();
  const data = list.data;
  const place = (side: { programName: string } | null, present: boolean) =>
    !present ? t('MrunNotInRun') : (side?.programName ?? t('MrunUnmatched'));
  return (
    <div className="stack">
      {data ? (
        <p role="status">{t('MrunCompareSummary', { moved: data.total, unchanged: data.unchanged })}</p>
      ) : null}
      <DataTable
        aria-label={t('MrunCompareTitle')}
        rows={list.tableProps.rows}
        isLoading={list.isLoading}
        emptyText={t('MrunNoMoves')}
        getRowKey={(row) => row.applicantId}
        columns={[
          {
            id: 'applicant',
            header: t('MrunColApplicant'),
            isRowHeader: true,
            render: (row) => `${row.applicantName} (${row.applicantCode})`,
          },
          { id: 'from', header: t('MrunColFrom'), render: (row) => place(row.from, row.inFirst) },
          { id: 'to', header: t('MrunColTo'), render: (row) => place(row.to, row.inSecond) },
        ]}
      />
      {data ? <Pager {...list.pagerProps} /> : null}
    </div>
  );
}
