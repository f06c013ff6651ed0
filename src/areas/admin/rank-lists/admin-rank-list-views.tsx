import type { ReactNode } from 'react';
import {
  type AdminApplicantRankList,
  type AdminListingApplicant,
  type AdminListingRankList,
  getAdminApplicantRankList,
  getAdminListingRankList,
  listAdminListingApplicants,
} from '../../../../core/contracts/rank-lists/admin-rank-lists.contract.ts';
import { useListQuery } from '../../../features/lists/use-list-query.ts';
import { isNotFound } from '../../../lib/errors/app-errors.ts';
import { handleError } from '../../../lib/errors/error-handler.ts';
import { formatDateTime } from '../../../lib/format/dates.ts';
import { useContractQuery } from '../../../lib/http/use-contract-query.ts';
import { useT } from '../../../lib/i18n/i18n.ts';
import { DataTable, type DataTableColumn } from '../../../ui/data-table.tsx';
import { DetailsList } from '../../../ui/details-list.tsx';
import { FormMessage } from '../../../ui/form-message.tsx';
import { Link } from '../../../ui/link.tsx';
import { NotFound } from '../../../ui/not-found.tsx';
import { Page } from '../../../ui/page.tsx';
import { PageLoading } from '../../../ui/page-loading.tsx';
import { Pager } from '../../../ui/pager.tsx';
import { StatusBadge } from '../../../ui/status-badge.tsx';

type ListState = Pick<AdminApplicantRankList, 'deadline' | 'updatedAt' | 'certifiedAt' | 'certifiedBy'>;

/** The deadline, the last change, and who certified the list when (admins read what the match will use). */
function RankListFacts({ list, children }: { list: ListState; children?: ReactNode }) {
  const t = useT();
  return (
    <DetailsList
      className="card"
      rows={[
        ['ArlDeadline', list.deadline ? formatDateTime(list.deadline) : t('ArlNone')],
        ['ArlUpdated', list.updatedAt ? formatDateTime(list.updatedAt) : t('ArlNeverSaved')],
        [
          'ArlCertification',
          list.certifiedAt && list.certifiedBy
            ? t('ArlCertifiedBy', {
                date: formatDateTime(list.certifiedAt),
                name: list.certifiedBy.name,
                email: list.certifiedBy.email,
              })
            : t('ArlNotCertified'),
        ],
      ]}
    >
      {children}
    </DetailsList>
  );
}

type RankedProgram = AdminApplicantRankList['entries'][number];

/** The "rank-list" tab of `/admin/applicants/:id/rank-list/:matchCycleId`: the applicant's list, read-only. */
export function AdminApplicantRankListPanel({
  userId,
  matchCycleId,
}: {
  userId: string;
  matchCycleId: number;
}) {
  const t = useT();
  const list = useContractQuery(getAdminApplicantRankList, {
    params: { id: userId },
    query: { matchCycleId },
  });
  if (!list.data) return <PageLoading />;
  const data = list.data;
  const columns: DataTableColumn<RankedProgram>[] = [
    { id: 'rank', header: t('ArlRank'), render: (row) => row.rank },
    {
      id: 'program',
      header: t('ArlProgram'),
      isRowHeader: true,
      render: (row) => (
        <Link href={`/admin/programs/${row.programId}/listings/${data.matchCycleId}`}>{row.programName}</Link>
      ),
    },
    { id: 'code', header: t('ArlCode'), render: (row) => row.programCode },
    {
      id: 'place',
      header: t('ArlPlace'),
      render: (row) => [row.city, row.stateName].filter(Boolean).join(', '),
    },
  ];
  return (
    <div className="stack">
      <RankListFacts list={data} />
      {data.noRankListDeclaredAt ? (
        <FormMessage
          tone="info"
          text={t('ArlNoListDeclared', { date: formatDateTime(data.noRankListDeclaredAt) })}
        />
      ) : null}
      <DataTable
        aria-label={t('ArlApplicantList', { cycle: data.matchCycleName })}
        columns={columns}
        rows={data.entries}
        getRowKey={(row) => row.programId}
        emptyText={t('ArlEmpty')}
      />
    </div>
  );
}

type RankedApplicant = AdminListingRankList['entries'][number];

const applicantLink = (row: { userId: string; name: string }, matchCycleId: number) => (
  <Link href={`/admin/applicants/${row.userId}/rank-list/${matchCycleId}`}>{row.name}</Link>
);

/**
 * `/admin/programs/:id/listings/:matchCycleId` (business.md §2.6 "program listing applicants and rank
 * list"): the program in a cycle, its rank list with who certified it, and its applicants a page at a time.
 */
export function ProgramListingPage({ id, matchCycleId }: { id: string; matchCycleId: string }) {
  const t = useT();
  const params = { id: Number(id), matchCycleId: Number(matchCycleId) };
  const valid =
    Number.isInteger(params.id) &&
    params.id > 0 &&
    Number.isInteger(params.matchCycleId) &&
    params.matchCycleId > 0;
  const list = useContractQuery(getAdminListingRankList, valid ? { params } : null, {
    onError: (error) => {
      if (!isNotFound(error)) handleError(error, { context: 'program listing' });
    },
  });
  const applicants = useListQuery(listAdminListingApplicants, {
    params,
    enabled: valid && list.data !== null,
  });
  if (!valid || isNotFound(list.error)) return <NotFound />;
  const data = list.data;
  if (!data) return <PageLoading />;

  const rankColumns: DataTableColumn<RankedApplicant>[] = [
    { id: 'rank', header: t('ArlRank'), render: (row) => row.rank },
    {
      id: 'name',
      header: t('ArlApplicant'),
      isRowHeader: true,
      render: (row) => applicantLink(row, data.matchCycleId),
    },
    { id: 'code', header: t('ArlCode'), render: (row) => row.applicantCode },
    { id: 'school', header: t('ArlSchool'), render: (row) => row.medicalSchoolName ?? '' },
  ];
  const applicantColumns: DataTableColumn<AdminListingApplicant>[] = [
    {
      id: 'name',
      header: t('ArlApplicant'),
      isRowHeader: true,
      render: (row) => applicantLink(row, data.matchCycleId),
    },
    { id: 'code', header: t('ArlCode'), render: (row) => row.applicantCode },
    { id: 'school', header: t('ArlSchool'), render: (row) => row.medicalSchoolName ?? '' },
    {
      id: 'status',
      header: t('ArlApplication'),
      render: (row) => <StatusBadge status={row.applicationStatus} />,
    },
    { id: 'rank', header: t('ArlRank'), render: (row) => (row.rank === null ? t('ArlNotRanked') : row.rank) },
  ];
  return (
    <Page title={t('ArlListingTitle', { program: data.programName, cycle: data.matchCycleName })}>
      <p>
        <Link href={`/admin/programs/update/${data.programId}/positions`}>{t('ArlBackToProgram')}</Link>
      </p>
      <RankListFacts list={data}>
        <div>
          <dt>{t('ArlCode')}</dt>
          <dd>{data.programCode}</dd>
        </div>
        <div>
          <dt>{t('ArlPositions')}</dt>
          <dd>{data.positions}</dd>
        </div>
      </RankListFacts>
      <section className="stack" aria-labelledby="arl-rank-list">
        <h2 id="arl-rank-list">{t('RkTitle')}</h2>
        <DataTable
          aria-label={t('RkTitle')}
          columns={rankColumns}
          rows={data.entries}
          getRowKey={(row) => row.applicantId}
          emptyText={t('ArlEmpty')}
        />
      </section>
      <section className="stack" aria-labelledby="arl-applicants">
        <h2 id="arl-applicants">{t('ArlApplicants')}</h2>
        <DataTable
          aria-label={t('ArlApplicants')}
          columns={applicantColumns}
          getRowKey={(row) => row.applicantId}
          emptyText={t('ArlNoApplicants')}
          {...applicants.tableProps}
        />
        <Pager {...applicants.pagerProps} />
      </section>
    </Page>
  );
}
