import {
  listPublicMatchResults,
  type PublicMatchStatistics,
} from '../../../../core/contracts/match-results/audience-results.contract.ts';
import { listSpecialties } from '../../../../core/contracts/specialties/specialties.contract.ts';
import { useListQuery } from '../../../features/lists/use-list-query.ts';
import { useContractQuery } from '../../../lib/http/use-contract-query.ts';
import { useT } from '../../../lib/i18n/i18n.ts';
import { DetailsList } from '../../../ui/details-list.tsx';
import { Page } from '../../../ui/page.tsx';
import { PageLoading } from '../../../ui/page-loading.tsx';
import { Pager } from '../../../ui/pager.tsx';
import { SelectField } from '../../../ui/select-field.tsx';
import { TableScroll } from '../../../ui/table-scroll.tsx';

const ALL = 'all';
/** Ten cycles a page; the specialty filter lives in the URL with the page. */
const listDefaults = { pageSize: 10, specialtyId: '' };
const keywords = ['match results', 'fill rate', 'residency', 'fellowship', 'rank list'];

const percentText = (value: number | null) => (value === null ? '—' : `${value}%`);

/** One released match: its figures and how far down their lists applicants matched. */
function CycleStatistics({ cycle }: { cycle: PublicMatchStatistics }) {
  const t = useT();
  const { rankReached } = cycle;
  const matchedTotal = rankReached.distribution.reduce((sum, d) => sum + d.count, 0);
  const headingId = `match-results-${cycle.matchCycleId}`;
  return (
    <section className="card stack" aria-labelledby={headingId}>
      <h2 id={headingId}>
        {cycle.matchName} ({cycle.yearCode})
      </h2>
      <DetailsList
        rows={[
          ['ResultsColSpecialty', cycle.specialtyName],
          ['ResultsColPositions', cycle.positions],
          ['ResultsColMatched', cycle.matched],
          ['ResultsColUnfilled', cycle.unfilled],
          ['PubFillRate', percentText(cycle.fillRatePercent)],
          ['PubApplicantsInMatch', cycle.applicantsInMatch],
          ['PubMatchedApplicants', cycle.matchedApplicants],
          ['PubMedianChoice', rankReached.medianChoice ?? '—'],
          ['PubFirstChoice', percentText(rankReached.firstChoicePercent)],
          ['PubTopThree', percentText(rankReached.topThreePercent)],
          ['PubTopFive', percentText(rankReached.topFivePercent)],
        ]}
      />
      {rankReached.distribution.length > 0 ? (
        <TableScroll>
          <table className="simple-table">
            <caption>{t('PubDistributionLabel', { cycle: cycle.matchName })}</caption>
            <thead>
              <tr>
                <th scope="col">{t('PubChoice')}</th>
                <th scope="col">{t('PubApplicants')}</th>
                <th scope="col">%</th>
              </tr>
            </thead>
            <tbody>
              {rankReached.distribution.map((d) => (
                <tr key={d.choice}>
                  <th scope="row">{d.choice > 10 ? t('PubChoiceBeyond') : d.choice}</th>
                  <td>{d.count}</td>
                  <td>{percentText(Math.round((d.count / matchedTotal) * 1000) / 10)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableScroll>
      ) : null}
    </section>
  );
}

/** Public /match-results (business.md §2.1): statistics per specialty of released matches, no personal data. */
export function PublicMatchResultsPage() {
  const t = useT();
  const specialties = useContractQuery(listSpecialties, { query: {} });
  const results = useListQuery(listPublicMatchResults, { defaults: listDefaults });
  const data = results.data;
  return (
    <Page title={t('PageMatchResults')} description={t('PubResultsDescription')} keywords={keywords}>
      <p className="lead">{t('PubResultsDescription')}</p>
      <SelectField
        label={t('PubResultsSpecialtyFilter')}
        options={[
          { value: ALL, label: t('PubResultsAllSpecialties') },
          ...(specialties.data ?? []).map((s) => ({ value: String(s.id), label: s.name })),
        ]}
        value={results.query.specialtyId || ALL}
        onChange={(value) => results.setQuery({ specialtyId: value === null || value === ALL ? '' : value })}
      />
      {!data ? (
        <PageLoading />
      ) : data.total === 0 ? (
        <p className="card">{t('PubResultsEmpty')}</p>
      ) : (
        <div className="stack">
          {data.items.map((cycle) => (
            <CycleStatistics key={cycle.matchCycleId} cycle={cycle} />
          ))}
          <Pager {...results.pagerProps} />
        </div>
      )}
    </Page>
  );
}
