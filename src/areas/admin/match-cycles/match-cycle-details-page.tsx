import type { ReactNode } from 'react';
import type { MatchCycleDetails } from '../../../../core/contracts/match-cycles/match-cycles.contract.ts';
import { getAdminMatchCycle } from '../../../../core/contracts/match-cycles/match-cycles.contract.ts';
import {
  listAdminPrograms,
  type ProgramListItem,
} from '../../../../core/contracts/programs/programs.contract.ts';
import { resultDateFields } from '../../../../core/domain/match-cycle-dates.ts';
import type { ResultSendingAudience } from '../../../../core/domain/match-cycle-results.ts';
import { messages } from '../../../../core/domain/messages.ts';
import { useListQuery } from '../../../features/lists/use-list-query.ts';
import {
  matchCycleFieldLabels,
  seasonInstantFields,
} from '../../../features/match-cycles/match-cycle-form.tsx';
import type { MatchCycleFormField } from '../../../features/match-cycles/match-cycle-form-values.ts';
import { moveMatchCycleStatus } from '../../../features/match-cycles/match-cycle-status.ts';
import { sendResultsNow } from '../../../features/match-cycles/result-sending.ts';
import { isNotFound } from '../../../lib/errors/app-errors.ts';
import { formatDateTime, formatMonthYear, formatPlainDate } from '../../../lib/format/dates.ts';
import { formatMoney } from '../../../lib/format/money.ts';
import { useContractQuery } from '../../../lib/http/use-contract-query.ts';
import type { TranslationKey } from '../../../lib/i18n/en-gb.ts';
import { useT } from '../../../lib/i18n/i18n.ts';
import { Button } from '../../../ui/button.tsx';
import { DataTable } from '../../../ui/data-table.tsx';
import { DetailsList } from '../../../ui/details-list.tsx';
import { FormMessage } from '../../../ui/form-message.tsx';
import { Link } from '../../../ui/link.tsx';
import { NotFound } from '../../../ui/not-found.tsx';
import { Page } from '../../../ui/page.tsx';
import { PageLoading } from '../../../ui/page-loading.tsx';
import { Pager } from '../../../ui/pager.tsx';
import { StatusBadge } from '../../../ui/status-badge.tsx';
import { RouteTabs } from '../../../ui/tabs.tsx';
import '../../../features/match-cycles/match-cycles.css';

const tabIds = ['overview', 'dates', 'results', 'programs'] as const;
type TabId = (typeof tabIds)[number];
const tabLabels: Record<TabId, TranslationKey> = {
  overview: 'McTabOverview',
  dates: 'McTabDates',
  results: 'McTabResults',
  programs: 'McTabPrograms',
};

const audienceLabels: Record<ResultSendingAudience, TranslationKey> = {
  Applicant: 'McApplicantResultsEmailDate',
  MedicalSchool: 'McMedicalSchoolResultsEmailDate',
  Program: 'McProgramResultsEmailDate',
  Society: 'McSocietyResultsEmailDate',
};

const instant = (value: string | null) => (value ? formatDateTime(value) : null);

/** A match cycle's details (business.md §2.6 details/:id/:tab?): overview, dates, results, programs. */
export function MatchCycleDetailsPage({ id, tab }: { id: string; tab?: string | undefined }) {
  const t = useT();
  const cycleId = Number(id);
  const valid = Number.isInteger(cycleId) && cycleId > 0;
  const selected = (tabIds as readonly string[]).includes(tab ?? 'overview')
    ? ((tab ?? 'overview') as TabId)
    : null;
  const cycle = useContractQuery(getAdminMatchCycle, valid && selected ? { params: { id: cycleId } } : null);

  if (!valid || !selected || isNotFound(cycle.error)) return <NotFound />;
  const data = cycle.data;
  if (!data) return <PageLoading />;

  const panels: Record<TabId, () => ReactNode> = {
    overview: () => <Overview cycle={data} onChanged={cycle.reload} />,
    dates: () => <Timeline cycle={data} />,
    results: () => <Results cycle={data} onChanged={cycle.reload} />,
    programs: () => <Programs cycleId={data.id} />,
  };
  return (
    <Page title={t('McDetailsTitle', { name: data.shortName })}>
      <p>
        <Link href="/admin/match-cycles">{t('McBackToList')}</Link>
      </p>
      {data.isReadOnly ? (
        <p className="notice tone-neutral" role="status">
          {t('McArchivedNotice')}
        </p>
      ) : null}
      <RouteTabs
        aria-label={t('McTabsLabel')}
        selectedId={selected}
        tabs={tabIds.map((tabId) => ({
          id: tabId,
          label: t(tabLabels[tabId]),
          href: `/admin/match-cycles/details/${data.id}/${tabId}`,
        }))}
      >
        {panels[selected]()}
      </RouteTabs>
    </Page>
  );
}

function Overview({ cycle, onChanged }: { cycle: MatchCycleDetails; onChanged: () => void }) {
  const t = useT();
  const label = (field: MatchCycleFormField) => t(matchCycleFieldLabels[field]);
  const notSet = t('NotSet');
  const rows: [string, ReactNode][] = [
    [label('specialtyId'), cycle.specialtyName],
    [label('matchCycleYearId'), cycle.yearCode],
    [label('shortName'), cycle.shortName],
    [label('matchName'), cycle.matchName],
    [t('McColStatus'), <StatusBadge key="status" status={cycle.status} />],
    [label('hasCas'), cycle.hasCas ? t('Yes') : t('No')],
    ...seasonInstantFields.map((field): [string, ReactNode] => [
      label(field),
      instant(cycle[field]) ?? notSet,
    ]),
    [label('casDeadlineDate'), cycle.casDeadlineDate ? formatPlainDate(cycle.casDeadlineDate) : notSet],
    [
      label('trainingStartDate'),
      cycle.trainingStartDate ? formatMonthYear(`${cycle.trainingStartDate}-01`) : notSet,
    ],
    ...resultDateFields.map((field): [string, ReactNode] => [
      t(field.endsWith('OnlineDate') ? 'McResultsOnlineTimeline' : 'McResultsEmailTimeline', {
        audience: label(field),
      }),
      instant(cycle[field]) ?? notSet,
    ]),
    [label('registrationFeeCents'), formatMoney(cycle.registrationFeeCents)],
    [label('programRegistrationFeeCents'), formatMoney(cycle.programRegistrationFeeCents)],
    [label('programAnnualMembershipFeeCents'), formatMoney(cycle.programAnnualMembershipFeeCents)],
    [label('lorsCount'), cycle.lorsCount],
    [label('maxInterviewCountPerDay'), cycle.maxInterviewCountPerDay],
    [label('maxInterviewCountPerMatchCycle'), cycle.maxInterviewCountPerMatchCycle],
    [label('maxSignalingPrograms'), cycle.maxSignalingPrograms],
    [label('lorInstructions'), cycle.lorInstructions ?? notSet],
    [label('psInstructions'), cycle.psInstructions ?? notSet],
    [t('McCreatedDate'), formatDateTime(cycle.createdDate)],
  ];
  const move = async () => {
    if (await moveMatchCycleStatus(cycle)) onChanged();
  };
  return (
    <div className="stack">
      <div className="button-row">
        {cycle.actions.canEdit ? (
          <Link variant="button" href={`/admin/match-cycles/update/${cycle.id}`}>
            {t('Edit')}
          </Link>
        ) : null}
        {cycle.status !== 'Planned' ? (
          <Link variant="button" href={`/admin/match-cycles/${cycle.id}/match-run`}>
            {t('McMatchRunLink')}
          </Link>
        ) : null}
        {cycle.actions.canActivate ? <Button onPress={() => void move()}>{t('McActivate')}</Button> : null}
        {cycle.actions.canArchive ? (
          <Button variant="secondary" onPress={() => void move()}>
            {t('McArchive')}
          </Button>
        ) : null}
      </div>
      {cycle.status === 'Planned' && !cycle.actions.canActivate ? (
        <FormMessage tone="warning" text={messages.MatchCycleActivationNeedsDates} />
      ) : null}
      <DetailsList
        className="card details-list-preserve-lines"
        rows={rows.map(([label, value]) => [{ text: label }, value] as const)}
      />
    </div>
  );
}

type TimelineEntry = { key: string; label: string; when: string; at: number };

/** The cycle's dates in the order they happen, in Pacific time; past ones are marked. */
function Timeline({ cycle }: { cycle: MatchCycleDetails }) {
  const t = useT();
  const label = (field: MatchCycleFormField) => t(matchCycleFieldLabels[field]);
  const entries: TimelineEntry[] = [];
  for (const field of [...seasonInstantFields, ...resultDateFields]) {
    const value = cycle[field];
    if (!value) continue;
    const name = (resultDateFields as readonly string[]).includes(field)
      ? t(field.endsWith('OnlineDate') ? 'McResultsOnlineTimeline' : 'McResultsEmailTimeline', {
          audience: label(field),
        })
      : label(field);
    entries.push({ key: field, label: name, when: formatDateTime(value), at: Date.parse(value) });
  }
  if (cycle.casDeadlineDate) {
    entries.push({
      key: 'casDeadlineDate',
      label: label('casDeadlineDate'),
      when: formatPlainDate(cycle.casDeadlineDate),
      // A plain date: its Pacific day starts 8 hours (7 in summer) after UTC midnight; noon UTC keeps the day.
      at: Date.parse(`${cycle.casDeadlineDate}T12:00:00Z`),
    });
  }
  if (cycle.trainingStartDate) {
    entries.push({
      key: 'trainingStartDate',
      label: label('trainingStartDate'),
      when: formatMonthYear(`${cycle.trainingStartDate}-01`),
      at: Date.parse(`${cycle.trainingStartDate}-01T12:00:00Z`),
    });
  }
  entries.sort((a, b) => a.at - b.at);
  const now = Date.now();
  if (entries.length === 0) return <p>{t('NotSet')}</p>;
  return (
    <ol className="timeline" aria-label={t('McTimelineLabel')}>
      {entries.map((entry) => (
        <li key={entry.key} className={entry.at < now ? 'timeline-item is-past' : 'timeline-item'}>
          <span className="timeline-date">{entry.when}</span>
          {entry.label}
        </li>
      ))}
    </ol>
  );
}

function Results({ cycle, onChanged }: { cycle: MatchCycleDetails; onChanged: () => void }) {
  const t = useT();
  const notSet = t('NotSet');
  const send = async (audience: ResultSendingAudience) => {
    if (await sendResultsNow(cycle, audience, t(audienceLabels[audience]))) onChanged();
  };
  return (
    <div className="stack">
      <DataTable
        aria-label={t('McResultsLabel')}
        rows={cycle.resultSendings}
        getRowKey={(row) => row.audience}
        columns={[
          { id: 'audience', header: t('McAudience'), render: (row) => t(audienceLabels[row.audience]) },
          { id: 'status', header: t('McColStatus'), render: (row) => <StatusBadge status={row.status} /> },
          { id: 'planned', header: t('McPlannedDate'), render: (row) => instant(row.plannedDate) ?? notSet },
          { id: 'sent', header: t('McSentDate'), render: (row) => instant(row.sentDate) ?? notSet },
          {
            id: 'manual',
            header: t('McCanRunManually'),
            render: (row) => (row.canRunManually ? t('McRunAllowed') : t('McRunNotAllowed')),
          },
          {
            id: 'action',
            isActions: true,
            header: t('McColAction'),
            render: (row) =>
              row.canRunManually ? (
                <Button
                  variant="secondary"
                  aria-label={`${t('McSendNow')}: ${t(audienceLabels[row.audience])}`}
                  onPress={() => void send(row.audience)}
                >
                  {t('McSendNow')}
                </Button>
              ) : null,
          },
        ]}
      />
      <p className="field-description">{t('McResultsNote')}</p>
    </div>
  );
}

/** The programs taking part in the cycle (the programs list filtered by cycle, paged on the server). */
function Programs({ cycleId }: { cycleId: number }) {
  const t = useT();
  const list = useListQuery(listAdminPrograms, { extraQuery: { matchCycleId: cycleId } });
  const { query, data } = list;
  return (
    <div className="stack">
      <DataTable<ProgramListItem>
        aria-label={t('McProgramsLabel')}
        rows={data?.items ?? []}
        getRowKey={(program) => program.id}
        isLoading={list.isLoading}
        sort={{ column: query.sort ?? 'name', direction: query.direction }}
        onSortChange={(sort) => list.setQuery({ sort: sort.column, direction: sort.direction })}
        columns={[
          { id: 'code', header: t('McColCode'), sortable: true, render: (program) => program.code },
          {
            id: 'name',
            header: t('McColProgram'),
            sortable: true,
            isRowHeader: true,
            render: (program) => program.name,
          },
          {
            id: 'institution',
            header: t('McColInstitution'),
            render: (program) => program.institutionName ?? '',
          },
          {
            id: 'state',
            header: t('McColState'),
            sortable: true,
            render: (program) => program.stateName ?? '',
          },
          {
            id: 'positions',
            header: t('McColPositions'),
            render: (program) => program.positions ?? '',
          },
          {
            id: 'active',
            header: t('McColActive'),
            render: (program) => (program.isActive ? t('Yes') : t('No')),
          },
        ]}
      />
      <Pager
        page={query.page}
        pageSize={query.pageSize}
        total={data?.total ?? 0}
        onPageChange={(page) => list.setQuery({ page })}
      />
    </div>
  );
}
