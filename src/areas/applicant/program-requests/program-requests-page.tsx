import { useParams } from 'wouter';
import { listMyProgramRequests } from '../../../../core/contracts/requests/applicant-program-requests.contract.ts';
import {
  requestKindKey,
  requestStatusKey,
  requestStatusTone,
} from '../../../features/program-requests/request-texts.ts';
import { isNotFound } from '../../../lib/errors/app-errors.ts';
import { handleError } from '../../../lib/errors/error-handler.ts';
import { formatDateTime } from '../../../lib/format/dates.ts';
import { useContractQuery } from '../../../lib/http/use-contract-query.ts';
import { useT } from '../../../lib/i18n/i18n.ts';
import { useHubEvent } from '../../../lib/realtime/use-hub-event.ts';
import { DetailsList } from '../../../ui/details-list.tsx';
import { Link } from '../../../ui/link.tsx';
import { NotFound } from '../../../ui/not-found.tsx';
import { Page } from '../../../ui/page.tsx';
import { PageLoading } from '../../../ui/page-loading.tsx';
import { StatusBadge } from '../../../ui/status-badge.tsx';

/**
 * `/applicant/:matchCycleCode/program-requests` (issue 15): what the applicant asked the programs it
 * applied to, newest first, each with its status and the program's answer; a new request from here.
 */
export function ProgramRequestsPage() {
  const t = useT();
  const { matchCycleCode } = useParams<{ matchCycleCode: string }>();
  const query = useContractQuery(
    listMyProgramRequests,
    { params: { matchCycleCode } },
    {
      keepOffline: true,
      onError: (error) => {
        if (!isNotFound(error)) handleError(error, { context: 'program requests' });
      },
    },
  );
  // A program's answer arrives as a notification (platform.md §7 NewNotification): the list follows.
  useHubEvent('Notification', 'NewNotification', query.reload);
  if (isNotFound(query.error)) return <NotFound />;
  const data = query.data;
  if (!data) return query.error ? null : <PageLoading />;
  const base = `/applicant/${matchCycleCode}/program-requests`;
  return (
    <Page title={t('PrqTitle')}>
      <p>{t('PrqIntro')}</p>
      <div className="button-row">
        {data.programs.length > 0 ? (
          <Link variant="button" href={`${base}/create`}>
            {t('PrqNew')}
          </Link>
        ) : (
          <p>{t('PrqNoPrograms')}</p>
        )}
      </div>
      {data.requests.length === 0 ? (
        <p>{t('PrqNone')}</p>
      ) : (
        <ul className="card-list" aria-label={t('PrqListLabel')}>
          {data.requests.map((request) => (
            <li key={request.id}>
              <article className="card stack" aria-labelledby={`prq-${request.id}`}>
                <h2 id={`prq-${request.id}`}>
                  <Link href={`${base}/update/${request.id}`}>{request.subject}</Link>
                </h2>
                <p>
                  <StatusBadge
                    status={request.status}
                    label={t(requestStatusKey(request.status))}
                    tone={requestStatusTone(request.status)}
                  />
                </p>
                <DetailsList
                  rows={[
                    ['PrqProgram', request.programName],
                    ['PrqKind', t(requestKindKey(request.kind))],
                    ['PrqSent', formatDateTime(request.createdAt)],
                    request.answer ? ['PrqAnswer', request.answer] : null,
                  ]}
                />
              </article>
            </li>
          ))}
        </ul>
      )}
    </Page>
  );
}
