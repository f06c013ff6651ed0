import { useSearch } from 'wouter';
import {
  createMatchCycleYear,
  listAdminMatchCycles,
  type MatchCycleListItem,
} from '../../../../core/contracts/match-cycles/match-cycles.contract.ts';
import { nextMatchCycleStatus } from '../../../../core/domain/match-cycle-status.ts';
import { useListQuery } from '../../../features/lists/use-list-query.ts';
import { moveMatchCycleStatus } from '../../../features/match-cycles/match-cycle-status.ts';
import { defaultSeason, useMatchCycleYears } from '../../../features/match-cycles/use-season-options.ts';
import { handleError } from '../../../lib/errors/error-handler.ts';
import { formatDateTime } from '../../../lib/format/dates.ts';
import { call } from '../../../lib/http/http-client.ts';
import { useT } from '../../../lib/i18n/i18n.ts';
import { showSuccess } from '../../../lib/notify/toast-service.ts';
import { Button } from '../../../ui/button.tsx';
import { confirm } from '../../../ui/confirm-dialog.tsx';
import { DataTable, type DataTableColumn } from '../../../ui/data-table.tsx';
import { Link } from '../../../ui/link.tsx';
import { Page } from '../../../ui/page.tsx';
import { Pager } from '../../../ui/pager.tsx';
import { SearchField } from '../../../ui/search-field.tsx';
import { SelectField } from '../../../ui/select-field.tsx';
import { StatusBadge } from '../../../ui/status-badge.tsx';
import '../../../features/match-cycles/match-cycles.css';

const dateOrDash = (value: string | null) => (value ? formatDateTime(value) : '—');

/** The admin home (platform.md §2): the match cycles of one season, paged on the server. */
export function MatchCyclesListPage() {
  const t = useT();
  const seasons = useMatchCycleYears();
  const fallbackYear = defaultSeason(seasons.years);
  // No yearId in the URL means "the default season", known once the years have loaded.
  const urlYearId = Number(new URLSearchParams(useSearch()).get('yearId')) || 0;
  const yearId = urlYearId || fallbackYear?.id || 0;
  const current = useListQuery(listAdminMatchCycles, {
    defaults: { yearId: 0 },
    extraQuery: { yearId },
    enabled: yearId > 0,
  });
  const yearCode = seasons.years.find((year) => year.id === yearId)?.code ?? '';

  const addYear = async () => {
    const newest = Math.max(new Date().getFullYear() - 1, ...seasons.years.map((year) => Number(year.code)));
    const code = String(newest + 1);
    if (!(await confirm({ message: t('McNewYearConfirm', { code }), confirmLabel: t('McNewYear') }))) return;
    try {
      const year = await call(createMatchCycleYear, { body: { code } });
      showSuccess(t('McYearAdded', { code }));
      seasons.reload();
      current.setQuery({ yearId: year.id });
    } catch (error) {
      handleError(error, { context: 'new match cycle year' });
    }
  };

  const changeStatus = async (cycle: MatchCycleListItem) => {
    if (await moveMatchCycleStatus(cycle)) {
      current.reload();
      seasons.reload();
    }
  };

  const columns: DataTableColumn<MatchCycleListItem>[] = [
    {
      id: 'specialty',
      header: t('McColSpecialty'),
      sortable: true,
      render: (cycle) => (
        <span>
          <span className="specialty-dot" style={{ background: cycle.specialtyColor }} aria-hidden="true" />
          {cycle.specialtyName}
        </span>
      ),
    },
    {
      id: 'shortName',
      header: t('McColShortName'),
      sortable: true,
      isRowHeader: true,
      render: (cycle) => <Link href={`/admin/match-cycles/details/${cycle.id}`}>{cycle.shortName}</Link>,
    },
    { id: 'matchName', header: t('McColMatchName'), sortable: true, render: (cycle) => cycle.matchName },
    {
      id: 'status',
      header: t('McColStatus'),
      sortable: true,
      render: (cycle) => <StatusBadge status={cycle.status} />,
    },
    {
      id: 'registration',
      header: t('McColRegistration'),
      render: (cycle) => dateOrDash(cycle.registrationDate),
    },
    {
      id: 'matchDate',
      header: t('McColMatchDate'),
      sortable: true,
      render: (cycle) => dateOrDash(cycle.matchDate),
    },
    {
      id: 'actions',
      isActions: true,
      header: t('McColActions'),
      render: (cycle) => {
        const next = nextMatchCycleStatus(cycle.status);
        return (
          <span className="row-actions">
            <Link href={`/admin/match-cycles/details/${cycle.id}`}>{t('Details')}</Link>
            {cycle.isReadOnly ? null : (
              <Link href={`/admin/match-cycles/update/${cycle.id}`}>{t('Edit')}</Link>
            )}
            {next ? (
              <Button variant="link" onPress={() => void changeStatus(cycle)}>
                {t(next === 'Active' ? 'McActivate' : 'McArchive')}
              </Button>
            ) : null}
          </span>
        );
      },
    },
  ];

  const { query, data } = current;
  return (
    <Page title={t('MatchCyclesTitle')}>
      <div className="season-bar">
        <SelectField
          label={t('McSeason')}
          options={seasons.options}
          value={yearId ? String(yearId) : null}
          onChange={(value) => current.setQuery({ yearId: value ? Number(value) : 0 })}
        />
        <Button variant="secondary" onPress={() => void addYear()}>
          {t('McNewYear')}
        </Button>
        <SearchField
          label={t('SearchLabel')}
          value={query.search}
          onChange={(search) => current.setQuery({ search })}
        />
        <Link variant="button" href="/admin/match-cycles/create">
          {t('McNewCycle')}
        </Link>
      </div>
      <DataTable
        aria-label={t('McListLabel', { year: yearCode })}
        columns={columns}
        rows={data?.items ?? []}
        getRowKey={(cycle) => cycle.id}
        sort={{ column: query.sort ?? 'specialty', direction: query.direction }}
        onSortChange={(sort) => current.setQuery({ sort: sort.column, direction: sort.direction })}
        emptyText={t('McNoCycles')}
        isLoading={current.isLoading || seasons.isLoading}
      />
      <Pager
        page={query.page}
        pageSize={query.pageSize}
        total={data?.total ?? 0}
        onPageChange={(page) => current.setQuery({ page })}
      />
    </Page>
  );
}
