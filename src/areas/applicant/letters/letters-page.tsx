import { useLocation, useParams } from 'wouter';
import {
  cancelLetter,
  getLetter,
  type Letter,
  type LetterDelivery,
  listLetterDeliveries,
  listLetters,
  resendLetter,
} from '../../../../core/contracts/letters/letters.contract.ts';
import { useFilePreview } from '../../../features/file-preview/file-preview-modal.tsx';
import { LetterRequestForm } from '../../../features/letters/letter-request-form.tsx';
import { applicantScope } from '../../../features/personal-statements/applicant-scope.ts';
import { OfflineCopyNote } from '../../../features/sync/offline-copy-note.tsx';
import { handleError } from '../../../lib/errors/error-handler.ts';
import { formatDateTime } from '../../../lib/format/dates.ts';
import { call } from '../../../lib/http/http-client.ts';
import { useContractQuery } from '../../../lib/http/use-contract-query.ts';
import { useT } from '../../../lib/i18n/i18n.ts';
import { Button } from '../../../ui/button.tsx';
import { confirm } from '../../../ui/confirm-dialog.tsx';
import { Link } from '../../../ui/link.tsx';
import { Page } from '../../../ui/page.tsx';
import { PageLoading } from '../../../ui/page-loading.tsx';
import { StatusBadge } from '../../../ui/status-badge.tsx';
import { TableScroll } from '../../../ui/table-scroll.tsx';

/** The applicant's letter requests; inside a cycle also the instructions and the deliveries per program. */
export function LettersPage() {
  const t = useT();
  const scope = applicantScope(useParams<{ matchCycleCode?: string }>().matchCycleCode);
  const preview = useFilePreview();
  const { data, reload, offlineCopyAt } = useContractQuery(
    listLetters,
    { query: scope.matchCycleCode ? { matchCycleCode: scope.matchCycleCode } : {} },
    { keepOffline: true },
  );
  const deliveries = useContractQuery(
    listLetterDeliveries,
    scope.matchCycleCode ? { query: { matchCycleCode: scope.matchCycleCode } } : null,
    { keepOffline: true },
  );

  const act = async (work: () => Promise<unknown>, context: string) => {
    try {
      await work();
      reload();
      deliveries.reload();
    } catch (error) {
      handleError(error, { context });
    }
  };
  const cancel = async (letter: Letter) => {
    const ok = await confirm({
      title: t('LtCancelTitle'),
      message: t('LtCancelText', { name: letter.writerName }),
      confirmLabel: t('LtCancelRequest'),
      isDanger: true,
    });
    if (ok) await act(() => call(cancelLetter, { params: { id: letter.id } }), 'cancel letter');
  };

  return (
    <Page title={t('LtLettersTitle')}>
      <OfflineCopyNote at={offlineCopyAt} />
      {data?.instructions ? (
        <section className="card" aria-label={t('LtInstructions')}>
          <p>{data.instructions}</p>
        </section>
      ) : null}
      {data?.lorsCount ? <p>{t('LtLorsCount', { count: data.lorsCount })}</p> : null}
      <Link variant="button" href={`${scope.base}/letters-of-reference/create`}>
        {t('LtRequestLetter')}
      </Link>
      {!data ? (
        <PageLoading />
      ) : data.items.length === 0 ? (
        <p>{t('LtNoLetters')}</p>
      ) : (
        <ul className="card-list" aria-label={t('LtLettersTitle')}>
          {data.items.map((letter) => (
            <li key={letter.id} className="card stack">
              <h2>{letter.writerName}</h2>
              <p>
                <StatusBadge status={letter.status} /> {letter.writerEmail}
              </p>
              <p>
                {t('LtRequested', { date: formatDateTime(letter.createdDate) })}
                {letter.uploadedDate
                  ? ` · ${t('LtUploaded', { date: formatDateTime(letter.uploadedDate) })}`
                  : ''}
              </p>
              <p>{letter.isWaived ? t('LtWaived') : t('LtNotWaived')}</p>
              <div className="button-row">
                {letter.canEdit ? (
                  <Link href={`${scope.base}/letters-of-reference/edit/${letter.id}`}>
                    {t('LtEdit')}
                    <span className="visually-hidden"> {letter.writerName}</span>
                  </Link>
                ) : null}
                {letter.contentUrl ? (
                  <Button
                    variant="secondary"
                    onPress={() =>
                      void preview.open({
                        url: letter.contentUrl!,
                        fileName: 'letter-of-reference.pdf',
                        contentType: 'application/pdf',
                      })
                    }
                  >
                    {t('LtPreview')}
                  </Button>
                ) : null}
                {letter.canResend ? (
                  <Button
                    variant="secondary"
                    onPress={() =>
                      void act(() => call(resendLetter, { params: { id: letter.id } }), 'resend letter')
                    }
                  >
                    {t('LtResend')}
                  </Button>
                ) : null}
                {letter.canCancel ? (
                  <Button variant="danger" onPress={() => void cancel(letter)}>
                    {t('LtCancelRequest')}
                    <span className="visually-hidden"> {letter.writerName}</span>
                  </Button>
                ) : null}
              </div>
            </li>
          ))}
        </ul>
      )}
      {scope.matchCycleCode ? <LetterDeliveries items={deliveries.data?.items ?? null} /> : null}
      {preview.modal}
    </Page>
  );
}

/** Per program: the letters assigned to it and whether each reached the program. */
function LetterDeliveries({ items }: { items: LetterDelivery[] | null }) {
  const t = useT();
  return (
    <section className="stack" aria-labelledby="letter-deliveries">
      <h2 id="letter-deliveries">{t('LtDeliveriesTitle')}</h2>
      {items === null ? (
        <PageLoading />
      ) : items.length === 0 ? (
        <p>{t('LtNoDeliveries')}</p>
      ) : (
        items.map((delivery) => (
          <TableScroll key={delivery.applicationId}>
            <table className="simple-table">
              <caption>{delivery.programName}</caption>
              <thead>
                <tr>
                  <th scope="col">{t('LtWriterName')}</th>
                  <th scope="col">{t('LtStatus')}</th>
                  <th scope="col">{t('LtDelivered')}</th>
                </tr>
              </thead>
              <tbody>
                {delivery.letters.length === 0 ? (
                  <tr>
                    <td colSpan={3}>{t('LtNoLettersAssigned')}</td>
                  </tr>
                ) : (
                  delivery.letters.map((letter) => (
                    <tr key={letter.id}>
                      <td>{letter.writerName}</td>
                      <td>
                        <StatusBadge status={letter.status} />
                      </td>
                      <td>{letter.isDelivered ? t('LtDeliveredYes') : t('LtDeliveredNo')}</td>
                    </tr>
                  ))
                )}
              </tbody>
            </table>
          </TableScroll>
        ))
      )}
    </section>
  );
}

/** Request a letter (`/create`) or change a pending request (`/edit/:id`). */
export function LetterEditPage() {
  const t = useT();
  const params = useParams<{ matchCycleCode?: string; id?: string }>();
  const [, navigate] = useLocation();
  const scope = applicantScope(params.matchCycleCode);
  const id = params.id ? Number(params.id) : null;
  const { data } = useContractQuery(getLetter, id ? { params: { id } } : null);
  const back = `${scope.base}/letters-of-reference`;
  return (
    <Page title={id ? t('LtEditRequest') : t('LtRequestLetter')}>
      <Link href={back}>{t('LtBackToLetters')}</Link>
      {id && !data ? (
        <PageLoading />
      ) : data && !data.canEdit ? (
        <p>{t('LetterRequestNotPending')}</p>
      ) : (
        <LetterRequestForm key={data?.id ?? 'new'} letter={data} onSaved={() => navigate(back)} />
      )}
    </Page>
  );
}
