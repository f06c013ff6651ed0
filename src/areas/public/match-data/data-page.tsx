import { useState } from 'react';
import { useLocation, useParams } from 'wouter';
import {
  type CycleStats,
  getPublicStats,
  type PublicStats,
} from '../../../../core/contracts/match-results/public-stats.contract.ts';
import { isAppError } from '../../../lib/errors/app-errors.ts';
import { useContractQuery } from '../../../lib/http/use-contract-query.ts';
import { useT } from '../../../lib/i18n/i18n.ts';
import { Page } from '../../../ui/page.tsx';
import { PageLoading } from '../../../ui/page-loading.tsx';
import { SelectField } from '../../../ui/select-field.tsx';
import { StatusBadge } from '../../../ui/status-badge.tsx';
import { TableScroll } from '../../../ui/table-scroll.tsx';
import { RouteTabs } from '../../../ui/tabs.tsx';
import { BarChart } from './bar-chart.tsx';

const tabs = ['table', 'charts'] as const;
type Tab = (typeof tabs)[number];

function StatsTable({ stats }: { stats: PublicStats }) {
  const t = useT();
  const notYet = t('DataNotYetAvailable');
  return (
    <TableScroll>
      <table className="simple-table">
        <caption className="visually-hidden">
          {t('DataTableCaption', { specialty: stats.specialty?.name ?? '' })}
        </caption>
        <thead>
          <tr>
            <th scope="col">{t('DataCycle')}</th>
            <th scope="col">{t('DataYear')}</th>
            <th scope="col">{t('DataStatus')}</th>
            <th scope="col" className="align-end">
              {t('DataPrograms')}
            </th>
            <th scope="col" className="align-end">
              {t('DataPositions')}
            </th>
            <th scope="col" className="align-end">
              {t('DataApplicants')}
            </th>
            <th scope="col" className="align-end">
              {t('DataApplications')}
            </th>
            <th scope="col" className="align-end">
              {t('DataMatched')}
            </th>
            <th scope="col" className="align-end">
              {t('DataFillRate')}
            </th>
          </tr>
        </thead>
        <tbody>
          {stats.cycles.map((c) => (
            <tr key={c.matchCycleId}>
              <th scope="row">{c.name}</th>
              <td>{c.yearCode}</td>
              <td>
                <StatusBadge status={c.status} />
              </td>
              <td className="align-end">{c.programsCount}</td>
              <td className="align-end">{c.positionsCount}</td>
              <td className="align-end">{c.applicantsCount}</td>
              <td className="align-end">{c.applicationsCount}</td>
              <td className="align-end">{c.matchedCount ?? notYet}</td>
              <td className="align-end">
                {c.fillRate === null ? notYet : `${Math.round(c.fillRate * 100)}%`}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </TableScroll>
  );
}

function StatsCharts({ cycles }: { cycles: readonly CycleStats[] }) {
  const t = useT();
  // Oldest season first reads as a timeline.
  const ordered = [...cycles].reverse();
  const series = (pick: (c: CycleStats) => number) =>
    ordered.map((c) => ({ label: c.yearCode, value: pick(c) }));
  return (
    <div className="chart-grid">
      <BarChart title={t('DataChartPositions')} data={series((c) => c.positionsCount)} />
      <BarChart title={t('DataChartPrograms')} data={series((c) => c.programsCount)} />
      <BarChart title={t('DataChartApplicants')} data={series((c) => c.applicantsCount)} />
    </div>
  );
}

/** /data/:specialtyId?/:tab?: public totals of each specialty's current and past match cycles. */
export function DataPage() {
  const t = useT();
  const params = useParams<{ specialtyId?: string; tab?: string }>();
  const [, navigate] = useLocation();
  const specialtyId =
    params.specialtyId && /^\d+$/.test(params.specialtyId) ? Number(params.specialtyId) : null;
  const tab: Tab = (tabs as readonly string[]).includes(params.tab ?? '') ? (params.tab as Tab) : 'table';
  const [missing, setMissing] = useState<number | null>(null);
  const stats = useContractQuery(
    getPublicStats,
    { query: specialtyId === null ? {} : { specialtyId } },
    {
      onError: (error) => {
        if (isAppError(error) && error.kind === 'notFound') setMissing(specialtyId);
      },
    },
  );
  const data = stats.data;
  const specialty = data?.specialty && data.specialty.id === specialtyId ? data.specialty : null;
  const title = specialty ? t('DataSpecialtyTitle', { specialty: specialty.name }) : t('PageData');
  return (
    <Page
      title={title}
      description={t('DataDescription')}
      keywords={t('DataKeywords').split(', ')}
      structuredData={
        specialty
          ? {
              '@type': 'Dataset',
              name: t('DataDatasetName', { specialty: specialty.name }),
              description: t('DataDatasetDescription', { specialty: specialty.fullName }),
              creator: { '@type': 'Organization', name: t('ProductName') },
              isAccessibleForFree: true,
              temporalCoverage: data?.cycles.map((c) => c.yearCode).join(', '),
              variableMeasured: [
                t('DataPrograms'),
                t('DataPositions'),
                t('DataApplicants'),
                t('DataApplications'),
              ],
            }
          : { '@type': 'WebPage', name: t('PageData'), description: t('DataDescription') }
      }
    >
      <div className="stack">
        <p>{t('DataIntro')}</p>
        {data && data.specialties.length === 0 ? <p>{t('DataNoSpecialties')}</p> : null}
        {data && data.specialties.length > 0 ? (
          <SelectField
            className="data-specialty"
            label={t('DataChooseSpecialty')}
            placeholder={t('DataChooseSpecialtyHint')}
            options={data.specialties.map((s) => ({ value: String(s.id), label: s.fullName }))}
            value={specialtyId === null ? null : String(specialtyId)}
            onChange={(value) => navigate(value ? `/data/${value}/${tab}` : '/data')}
          />
        ) : null}
        {missing !== null && missing === specialtyId ? (
          <p role="alert">{t('DataNotFound')}</p>
        ) : !data && stats.isLoading ? (
          <PageLoading />
        ) : specialty && data ? (
          data.cycles.length === 0 ? (
            <p>{t('DataNoCycles')}</p>
          ) : (
            <RouteTabs
              aria-label={t('DataTabs')}
              selectedId={tab}
              tabs={[
                { id: 'table', label: t('DataTabTable'), href: `/data/${specialty.id}/table` },
                { id: 'charts', label: t('DataTabCharts'), href: `/data/${specialty.id}/charts` },
              ]}
            >
              {tab === 'table' ? <StatsTable stats={data} /> : <StatsCharts cycles={data.cycles} />}
            </RouteTabs>
          )
        ) : data && data.specialties.length > 0 ? (
          <p>{t('DataChooseSpecialtyHint')}</p>
        ) : null}
      </div>
    </Page>
  );
}
