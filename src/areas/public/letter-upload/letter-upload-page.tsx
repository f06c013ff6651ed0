import { useState } from 'react';
import { useParams } from 'wouter';
import {
  completeWriterUpload,
  getWriterLetter,
  type WriterLetter,
  writerUploadLink,
} from '../../../../core/contracts/letters/letters.contract.ts';
import { FileChooser } from '../../../features/uploads/file-chooser.tsx';
import { UploadProgress } from '../../../features/uploads/upload-progress.tsx';
import { useUpload } from '../../../features/uploads/use-upload.ts';
import { CancelledError, NotFoundError, ServerError } from '../../../lib/errors/app-errors.ts';
import { handleError } from '../../../lib/errors/error-handler.ts';
import { formatDateTime } from '../../../lib/format/dates.ts';
import { call } from '../../../lib/http/http-client.ts';
import { useContractQuery } from '../../../lib/http/use-contract-query.ts';
import { useT } from '../../../lib/i18n/i18n.ts';
import { Button } from '../../../ui/button.tsx';
import { DetailsList } from '../../../ui/details-list.tsx';
import { FormMessage } from '../../../ui/form-message.tsx';
import { Page } from '../../../ui/page.tsx';
import { PageLoading } from '../../../ui/page-loading.tsx';

/** Why the link does not open the upload: unknown link or a canceled request (said in the page). */
function refusalOf(error: unknown, t: ReturnType<typeof useT>): string | null {
  if (error instanceof NotFoundError) return t('LetterLinkNotFound');
  if (error instanceof ServerError && error.status === 409) return error.message;
  return null;
}

/**
 * The letter writer's page (`/letters-of-reference/upload/:id`, no account): who asked, whether the
 * applicant waived the right to view, and the PDF upload (again later: a new version).
 */
export function LetterUploadPage() {
  const t = useT();
  const { id: token } = useParams<{ id: string }>();
  const [refusal, setRefusal] = useState<string | null>(null);
  const [saved, setSaved] = useState<WriterLetter | null>(null);
  const [file, setFile] = useState<File | null>(null);
  const { data, error, isLoading } = useContractQuery(
    getWriterLetter,
    { params: { token } },
    {
      onError: (failure) =>
        refusalOf(failure, t) ? undefined : handleError(failure, { context: 'writer letter' }),
    },
  );
  const upload = useUpload();
  const letter = saved ?? data;
  const refused = refusal ?? refusalOf(error, t);

  const send = async () => {
    if (!file) return;
    let stateKey: string | null = null;
    try {
      await upload.start({
        file,
        requestLink: async (chosen, signal) => {
          const link = await call(writerUploadLink, {
            params: { token },
            body: { fileName: chosen.name, contentType: chosen.type || null },
            ...(signal ? { signal } : {}),
          });
          stateKey = link.stateKey;
          return link;
        },
      });
      // The state key proves this upload; the server attaches it as the letter's current version.
      if (stateKey) setSaved(await call(completeWriterUpload, { params: { token }, body: { stateKey } }));
      setFile(null);
    } catch (failure) {
      if (failure instanceof CancelledError) return;
      const reason = refusalOf(failure, t);
      if (reason && !(failure instanceof NotFoundError)) setRefusal(reason);
      else handleError(failure, { context: 'letter upload' });
    }
  };

  return (
    <Page title={t('PageLorUpload')}>
      {isLoading ? (
        <PageLoading />
      ) : refused ? (
        <FormMessage text={refused} />
      ) : letter ? (
        <div className="stack">
          <DetailsList
            rows={[
              ['LtApplicant', letter.applicantName],
              ['LtWriterName', letter.writerName],
              ['LtWaiverTitle', letter.isWaived ? t('LtWriterWaived') : t('LtWriterNotWaived')],
            ]}
          />
          {letter.message ? <blockquote>{letter.message}</blockquote> : null}
          {letter.uploadedDate ? (
            <p role="status">{t('LtWriterUploaded', { date: formatDateTime(letter.uploadedDate) })}</p>
          ) : null}
          <FileChooser
            label={letter.uploadedDate ? t('LtUploadNewVersion') : t('LtUploadPdf')}
            purpose="letter"
            file={file}
            onChange={setFile}
            isDisabled={upload.progress !== null}
          />
          <div className="button-row">
            <Button onPress={() => void send()} isDisabled={!file} isPending={upload.progress !== null}>
              {t('LtUpload')}
            </Button>
          </div>
          <UploadProgress upload={upload} />
        </div>
      ) : null}
    </Page>
  );
}
