import { useLocation, useParams, useSearch } from 'wouter';
import {
  closeVacancy,
  createVacancy,
  getManagedVacancy,
  getVacancyCandidate,
  listManagedVacancies,
  listVacancyCandidates,
  type ManagedVacancy,
  offerVacancy,
  orderVacancyCandidates,
  postVacancy,
  updateVacancy,
  type VacancyCandidate,
} from '../../../core/contracts/vacancies/vacancy-management.contract.ts';
import { handleError } from '../../lib/errors/error-handler.ts';
import { formatDate, formatDateTime } from '../../lib/format/dates.ts';
import { call } from '../../lib/http/http-client.ts';
import { useContractQuery } from '../../lib/http/use-contract-query.ts';
import { useT } from '../../lib/i18n/i18n.ts';
import { Button } from '../../ui/button.tsx';
import { DataTable, type DataTableColumn } from '../../ui/data-table.tsx';
import { DetailsList } from '../../ui/details-list.tsx';
import { Link } from '../../ui/link.tsx';
import { Page } from '../../ui/page.tsx';
import { PageLoading } from '../../ui/page-loading.tsx';
import { Pager } from '../../ui/pager.tsx';
import { StatusBadge } from '../../ui/status-badge.tsx';
import { ListSearchBar } from '../lists/list-search-bar.tsx';
import { useListQuery } from '../lists/use-list-query.ts';
import { MergeProgressToast } from '../pdf-merges/merge-progress-toast.tsx';
import { PacketRequestButton } from '../pdf-merges/packet-request-button.tsx';
import { VacancyDetails } from './vacancy-details.tsx';
import { bodyOfVacancy, VacancyForm } from './vacancy-form.tsx';
import './vacancies.css';

const idOf = (value: string | undefined) => (/^\d+$/.test(value ?? '') ? Number(value) : null);

async function act(work: () => Promise<unknown>, done: () => void) {
  try {
    await work();
    done();
  } catch (error) {
    handleError(error);
  }
}

/** <base>/vacancies: the vacancies a program user, society user or admin manages, with application counts. */
export function ManagedVacanciesPage({ base }: { base: string }) {
  const t = useT();
  const list = useListQuery(listManagedVacancies, { defaults: { sort: 'updatedAt', direction: 'desc' } });
  const columns: DataTableColumn<ManagedVacancy>[] = [
    {
      id: 'title',
      header: t('VacJobTitle'),
      sortable: true,
      isRowHeader: true,
      render: (v) => <Link href={`${base}/vacancies/${v.id}`}>{v.title}</Link>,
    },
    { id: 'program', header: t('VacProgram'), sortable: true, render: (v) => v.programName },
    {
      id: 'status',
      header: t('VacStatus'),
      sortable: true,
      render: (v) => <StatusBadge status={v.status} />,
    },
    { id: 'positions', header: t('VacPositions'), render: (v) => `${v.acceptedCount} / ${v.positions}` },
    {
      id: 'applications',
      header: t('VacApplications'),
      sortable: true,
      render: (v) => t('VacApplicationCounts', { count: v.applicationCount, fresh: v.newCount }),
    },
    { id: 'postedAt', header: t('VacPosted'), render: (v) => (v.postedAt ? formatDate(v.postedAt) : '—') },
  ];
  return (
    <Page title={t('VacTitle')}>
      <ListSearchBar
        searchLabel={t('VacSearch')}
        search={list.query.search}
        onSearch={(search) => list.setQuery({ search })}
        createHref={`${base}/vacancies/edit`}
        createLabel={t('VacCreate')}
      />
      <DataTable aria-label={t('VacTitle')} columns={columns} getRowKey={(v) => v.id} {...list.tableProps} />
      <Pager {...list.pagerProps} {...list.pageSizeProps} />
    </Page>
  );
}

/** <base>/vacancies/edit/:id?: a new vacancy (a draft) or an edit. */
export function VacancyEditPage({ base }: { base: string }) {
  const t = useT();
  const id = idOf(useParams<{ id?: string }>().id);
  const [, navigate] = useLocation();
  const vacancy = useContractQuery(getManagedVacancy, id ? { params: { id } } : null);
  if (id && !vacancy.data)
    return vacancy.error ? <p className="card">{t('VacNotFound')}</p> : <PageLoading />;
  return (
    <Page title={id ? t('VacEdit') : t('VacCreate')}>
      <VacancyForm
        vacancy={vacancy.data}
        onSave={async (values) => {
          const saved = id
            ? await call(updateVacancy, { params: { id }, body: bodyOfVacancy(values) })
            : await call(createVacancy, { body: bodyOfVacancy(values) });
          navigate(`${base}/vacancies/${saved.id}`);
        }}
      />
    </Page>
  );
}

function CandidateCas({ vacancyId, candidate }: { vacancyId: number; candidate: VacancyCandidate }) {
  const t = useT();
  const one = useContractQuery(getVacancyCandidate, {
    params: { id: vacancyId, applicationId: candidate.id },
  });
  if (!one.data) return <PageLoading />;
  const cas = one.data.cas;
  return (
    <section className="card" aria-label={t('VacForwardedCas')}>
      <h3>{t('VacForwardedCas')}</h3>
      {cas ? (
        <DetailsList
          rows={[
            ['VacApplicantCode', cas.applicantCode],
            ['VacApplicantName', [cas.personal.firstName, cas.personal.lastName].filter(Boolean).join(' ')],
            ['VacApplicantEmail', cas.personal.email],
          ]}
        />
      ) : (
        <p>{t('VacNoCas')}</p>
      )}
      {candidate.coverNote ? <p className="vacancy-description">{candidate.coverNote}</p> : null}
    </section>
  );
}

/**
 * <base>/vacancies/:vacancyId: the vacancy, its candidates in the program's order, offers, and (for
 * program users and admins, who may request merges) the candidates' applications as one PDF.
 */
export function ManagedVacancyPage({ base, packets = false }: { base: string; packets?: boolean }) {
  const t = useT();
  const params = useParams<{ vacancyId?: string; applicationId?: string }>();
  const id = idOf(params.vacancyId);
  const list = useContractQuery(listVacancyCandidates, id ? { params: { id } } : null);
  const openId = idOf(new URLSearchParams(useSearch()).get('application') ?? undefined);
  if (!id) return <ManagedVacanciesPage base={base} />;
  if (!list.data) return list.error ? <p className="card">{t('VacNotFound')}</p> : <PageLoading />;
  const { vacancy, items } = list.data;
  const move = (index: number, by: number) => {
    const ids = items.map((item) => item.id);
    const [taken] = ids.splice(index, 1);
    ids.splice(index + by, 0, taken!);
    return act(
      () => call(orderVacancyCandidates, { params: { id }, body: { applicationIds: ids } }),
      list.reload,
    );
  };
  const columns: DataTableColumn<VacancyCandidate>[] = [
    { id: 'order', header: t('VacOrder'), render: (c) => String(items.indexOf(c) + 1) },
    {
      id: 'name',
      header: t('VacApplicantName'),
      isRowHeader: true,
      render: (c) => <Link href={`${base}/vacancies/${id}?application=${c.id}`}>{c.name}</Link>,
    },
    { id: 'status', header: t('VacStatus'), render: (c) => <StatusBadge status={c.status} /> },
    { id: 'applied', header: t('VacApplied'), render: (c) => formatDate(c.createdAt) },
    {
      id: 'offer',
      header: t('VacOfferExpires'),
      render: (c) => (c.status === 'Offered' && c.offerExpiresAt ? formatDateTime(c.offerExpiresAt) : '—'),
    },
    {
      id: 'actions',
      header: t('VacActions'),
      render: (c) => {
        const index = items.indexOf(c);
        return (
          <span className="vacancy-actions">
            <Button
              variant="ghost"
              isDisabled={index === 0}
              onPress={() => move(index, -1)}
              aria-label={t('VacMoveUp', { name: c.name })}
            >
              ↑
            </Button>
            <Button
              variant="ghost"
              isDisabled={index === items.length - 1}
              onPress={() => move(index, 1)}
              aria-label={t('VacMoveDown', { name: c.name })}
            >
              ↓
            </Button>
            {c.status === 'Applied' && vacancy.status === 'Open' ? (
              <Button
                variant="secondary"
                onPress={() =>
                  act(
                    () => call(offerVacancy, { params: { id }, body: { applicationId: c.id } }),
                    list.reload,
                  )
                }
              >
                {t('VacOfferTo', { name: c.name })}
              </Button>
            ) : null}
          </span>
        );
      },
    },
  ];
  const opened = items.find((item) => item.id === openId);
  return (
    <Page title={vacancy.title}>
      <Link href={`${base}/vacancies`}>{t('VacBackToList')}</Link>
      <p className="vacancy-card-meta">
        <StatusBadge status={vacancy.status} />
        <span>{t('VacFilledCount', { accepted: vacancy.acceptedCount, positions: vacancy.positions })}</span>
      </p>
      <div className="vacancy-actions">
        {vacancy.status === 'Draft' || vacancy.status === 'Open' ? (
          <Link variant="button" href={`${base}/vacancies/edit/${id}`}>
            {t('VacEdit')}
          </Link>
        ) : null}
        {vacancy.status === 'Draft' ? (
          <Button onPress={() => act(() => call(postVacancy, { params: { id } }), list.reload)}>
            {t('VacPost')}
          </Button>
        ) : null}
        {vacancy.status === 'Open' ? (
          <Button onPress={() => act(() => call(offerVacancy, { params: { id }, body: {} }), list.reload)}>
            {t('VacOfferNext')}
          </Button>
        ) : null}
        {vacancy.status === 'Draft' || vacancy.status === 'Open' ? (
          <Button
            variant="danger"
            onPress={() => act(() => call(closeVacancy, { params: { id } }), list.reload)}
          >
            {t('VacClose')}
          </Button>
        ) : null}
      </div>
      <h2>{t('VacCandidates')}</h2>
      {packets && items.length > 0 ? (
        <div className="button-row">
          <PacketRequestButton
            type="VacancyApplication"
            entityIds={items.map((item) => item.id)}
            label={t('PdfMergeDownloadApplications')}
          />
        </div>
      ) : null}
      {packets ? <MergeProgressToast /> : null}
      <DataTable
        aria-label={t('VacCandidates')}
        columns={columns}
        getRowKey={(c) => c.id}
        rows={items}
        isLoading={false}
      />
      {opened ? <CandidateCas key={opened.id} vacancyId={id} candidate={opened} /> : null}
      <VacancyDetails vacancy={vacancy} />
    </Page>
  );
}
