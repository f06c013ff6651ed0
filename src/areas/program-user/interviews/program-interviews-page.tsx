import { Suspense } from 'react';
import { useParams } from 'wouter';
import { listProgramInvitations } from '../../../../core/contracts/interviews/interviews.contract.ts';
import { InterviewTime } from '../../../features/interviews/program-interview-parts.tsx';
import { useListQuery } from '../../../features/lists/use-list-query.ts';
import { useT } from '../../../lib/i18n/i18n.ts';
import { lazyPage } from '../../../lib/lazy-page.ts';
import { DataTable } from '../../../ui/data-table.tsx';
import { Link } from '../../../ui/link.tsx';
import { Page } from '../../../ui/page.tsx';
import { PageLoading } from '../../../ui/page-loading.tsx';
import { Pager } from '../../../ui/pager.tsx';

// Loaded after the page: only days in Matchline video show it.
const MyMeetingsPanel = lazyPage(
  () => import('../../../features/meetings/dashboard/my-meetings-panel.tsx'),
  'MyMeetingsPanel',
);

/**
 * `/program-user/:matchCycleCode/:programCode/interviews` (business.md §2.3): the program's accepted
 * interviews, soonest first, paged in the URL; times in the viewer's zone and in PT.
 */
export function ProgramInterviewsPage() {
  const t = useT();
  const { matchCycleCode, programCode } = useParams<{ matchCycleCode: string; programCode: string }>();
  const { data, isLoading, tableProps, pagerProps } = useListQuery(listProgramInvitations, {
    params: { matchCycleCode, programCode },
    defaults: { sort: 'startsAt' },
    extraQuery: { status: 'Accepted' },
  });
  if (!data) return isLoading ? <PageLoading /> : null;
  return (
    <Page title={t('PiInterviewsTitle')}>
      <p>
        <Link href={`/program-user/${matchCycleCode}/${programCode}/interview-schedule/interviews`}>
          {t('PiOpenItineraries')}
        </Link>
      </p>
      <Suspense fallback={null}>
        <MyMeetingsPanel viewer={{ kind: 'programUser', matchCycleCode, programCode }} />
      </Suspense>
      <DataTable
        {...tableProps}
        aria-label={t('PiInterviewsTable')}
        getRowKey={(row) => row.id}
        emptyText={t('PiNoInterviews')}
        columns={[
          {
            id: 'applicantName',
            header: t('PqApplicant'),
            sortable: true,
            isRowHeader: true,
            render: (row) => `${row.applicantName} (${row.applicantCode})`,
          },
          {
            id: 'startsAt',
            header: t('PiWhen'),
            sortable: true,
            render: (row) =>
              row.startsAt ? <InterviewTime startsAt={row.startsAt} endsAt={row.endsAt} /> : null,
          },
          {
            id: 'type',
            header: t('PiType'),
            render: (row) => (row.interviewType ? t(`PiType_${row.interviewType}`) : null),
          },
        ]}
      />
      <Pager {...pagerProps} />
    </Page>
  );
}
