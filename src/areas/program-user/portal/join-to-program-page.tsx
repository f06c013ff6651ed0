import {
  createJoinProgramRequest,
  listMyJoinProgramRequests,
} from '../../../../core/contracts/programs/program-portal.contract.ts';
import type { RequestListItem } from '../../../../core/contracts/requests/requests.contract.ts';
import { cancelOwnRequest } from '../../../features/requests/request-kinds-ui.tsx';
import { handleError } from '../../../lib/errors/error-handler.ts';
import { formatDateTime } from '../../../lib/format/dates.ts';
import { call } from '../../../lib/http/http-client.ts';
import { useContractQuery } from '../../../lib/http/use-contract-query.ts';
import { useT } from '../../../lib/i18n/i18n.ts';
import { showSuccess } from '../../../lib/notify/toast-service.ts';
import { Button } from '../../../ui/button.tsx';
import { DataTable, type DataTableColumn } from '../../../ui/data-table.tsx';
import { Page } from '../../../ui/page.tsx';
import { PageLoading } from '../../../ui/page-loading.tsx';
import { StatusBadge } from '../../../ui/status-badge.tsx';
import { SpecialtyProgramsList } from './programs-directory-page.tsx';
import { usePortalProgram } from './use-portal-program.ts';
import { useRequestStatusLive } from './use-request-status-live.ts';

/**
 * /program-user/:matchCycleCode/:programCode/join-to-program: ask to join another program of the
 * specialty (a program user registration request an admin decides; an approval mails a role
 * invitation to accept), and the state of the requests sent, live.
 */
export function JoinToProgramPage() {
  const t = useT();
  const { program, isLoading } = usePortalProgram();
  const mine = useContractQuery(listMyJoinProgramRequests, {});
  useRequestStatusLive(['ProgramUserRegistrationRequest'], mine.reload);
  const requests = mine.data?.items ?? [];
  const pending = new Set(requests.filter((r) => r.status === 'Pending').map((r) => r.programId));

  const ask = async (programId: number, name: string) => {
    try {
      await call(createJoinProgramRequest, { body: { programId } });
      showSuccess(t('PpJoinSent', { program: name }));
      mine.reload();
    } catch (error) {
      handleError(error, { context: 'join program' });
    }
  };

  const columns: DataTableColumn<RequestListItem>[] = [
    { id: 'program', header: t('PpProgram'), isRowHeader: true, render: (r) => r.programName ?? '—' },
    { id: 'created', header: t('PpRequested'), render: (r) => formatDateTime(r.createdDate) },
    { id: 'status', header: t('PpStatus'), render: (r) => <StatusBadge status={r.status} /> },
    {
      id: 'actions',
      header: '',
      isActions: true,
      render: (r) =>
        r.actions.canCancel ? (
          <Button
            variant="secondary"
            onPress={() => void cancelOwnRequest(t, r).then((ok) => ok && mine.reload())}
          >
            {t('PpCancelRequest')}
          </Button>
        ) : null,
    },
  ];

  return (
    <Page title={t('PpJoinTitle')}>
      <p>{t('PpJoinIntro')}</p>
      <section aria-labelledby="pp-join-mine" className="stack">
        <h2 id="pp-join-mine">{t('PpJoinMine')}</h2>
        <DataTable
          aria-label={t('PpJoinMine')}
          layout="cards"
          columns={columns}
          rows={requests}
          getRowKey={(r) => r.id}
          isLoading={mine.isLoading}
          emptyText={t('PpJoinNone')}
        />
      </section>
      <section aria-labelledby="pp-join-programs" className="stack">
        <h2 id="pp-join-programs">{t('PpJoinPick')}</h2>
        {program ? (
          <SpecialtyProgramsList
            specialtyId={program.specialtyId}
            label={t('PpJoinPick')}
            actions={(p) =>
              p.id === program.id ? (
                <span className="muted">{t('PpYourProgram')}</span>
              ) : pending.has(p.id) ? (
                <StatusBadge status="Pending" />
              ) : (
                <Button
                  variant="secondary"
                  onPress={() => void ask(p.id, p.name)}
                  aria-label={t('PpJoinAskOf', { program: p.name })}
                >
                  {t('PpJoinAsk')}
                </Button>
              )
            }
          />
        ) : isLoading ? (
          <PageLoading />
        ) : (
          <p>{t('PpProgramNotFound')}</p>
        )}
      </section>
    </Page>
  );
}
