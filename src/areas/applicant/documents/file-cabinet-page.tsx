import { useEffect, useRef, useState } from 'react';
import { useLocation, useParams } from 'wouter';
import {
  type ApplicantDocument,
  deleteApplicantDocument,
  listApplicantDocuments,
} from '../../../../core/contracts/applicants/documents.contract.ts';
import { formatFileSize } from '../../../../core/domain/file-types.ts';
import { useFilePreview } from '../../../features/file-preview/file-preview-modal.tsx';
import { OfflineCopyNote } from '../../../features/sync/offline-copy-note.tsx';
import { AvatarEditor } from '../../../features/uploads/avatar-editor.tsx';
import { handleError } from '../../../lib/errors/error-handler.ts';
import { formatDateTime } from '../../../lib/format/dates.ts';
import { call } from '../../../lib/http/http-client.ts';
import { useContractQuery } from '../../../lib/http/use-contract-query.ts';
import { useT } from '../../../lib/i18n/i18n.ts';
import { showSuccess } from '../../../lib/notify/toast-service.ts';
import { Button } from '../../../ui/button.tsx';
import { confirm } from '../../../ui/confirm-dialog.tsx';
import { FormMessage } from '../../../ui/form-message.tsx';
import { ModalDialog } from '../../../ui/modal-dialog.tsx';
import { Page } from '../../../ui/page.tsx';
import { PageLoading } from '../../../ui/page-loading.tsx';
import {
  cycleQuery,
  DocumentRenameForm,
  DocumentUploadForm,
  deniedAsPopup,
  documentTypeKey,
} from './document-forms.tsx';

/** Where the cabinet lives: under the profile, or inside a cycle. */
export function fileCabinetPath(matchCycleCode: string | undefined): string {
  return matchCycleCode ? `/applicant/${matchCycleCode}/documents` : '/applicant/profile/file-cabinet';
}

const toPreview = (document: ApplicantDocument) => ({
  url: document.file.url,
  fileName: document.file.fileName,
  contentType: document.file.contentType,
});

function DocumentItem({
  document,
  onView,
  onRename,
  onDelete,
}: {
  document: ApplicantDocument;
  onView: () => void;
  onRename: () => void;
  onDelete: () => void;
}) {
  const t = useT();
  return (
    <li className="card stack">
      <strong>{document.title}</strong>
      <span>
        {t('DocTypeAndSize', {
          type: t(documentTypeKey(document.documentType)),
          size: formatFileSize(document.file.fileSize),
        })}
      </span>
      <span>{t('DocUploadedOn', { date: formatDateTime(document.createdDate, { aliases: true }) })}</span>
      <div className="button-row">
        <Button variant="secondary" aria-label={t('DocViewOf', { title: document.title })} onPress={onView}>
          {t('DocView')}
        </Button>
        <Button
          variant="secondary"
          aria-label={t('DocRenameOf', { title: document.title })}
          onPress={onRename}
        >
          {t('DocRename')}
        </Button>
        <Button variant="danger" aria-label={t('DocDeleteOf', { title: document.title })} onPress={onDelete}>
          {t('DocDelete')}
        </Button>
      </div>
    </li>
  );
}

/**
 * The applicant's file cabinet (`/applicant/profile/file-cabinet/:id?`) and a cycle's documents
 * (`/applicant/:matchCycleCode/documents/:id?`): the same documents; `:id` opens one in the preview.
 */
export function FileCabinetPage() {
  const t = useT();
  const { matchCycleCode, id } = useParams<{ matchCycleCode?: string; id?: string }>();
  const [, navigate] = useLocation();
  const base = fileCabinetPath(matchCycleCode);
  const list = useContractQuery(listApplicantDocuments, {}, { keepOffline: true });
  const preview = useFilePreview();
  const { openMulti } = preview;
  const [renaming, setRenaming] = useState<ApplicantDocument | null>(null);
  const documents = list.data;
  const shownId = useRef<string | null>(null);
  const missing = Boolean(id && documents && !documents.some((d) => String(d.id) === id));

  // The `:id` of the address opens that document, with the others as a gallery around it.
  useEffect(() => {
    if (!id || !documents || shownId.current === id) return;
    const index = documents.findIndex((d) => String(d.id) === id);
    if (index < 0) return;
    shownId.current = id;
    void openMulti(documents.map(toPreview), index).then(() => {
      shownId.current = null;
      navigate(base, { replace: true });
    });
  }, [id, documents, openMulti, navigate, base]);

  const remove = async (document: ApplicantDocument) => {
    const confirmed = await confirm({
      message: t('DocDeleteConfirm', { title: document.title }),
      confirmLabel: t('DocDelete'),
      isDanger: true,
    });
    if (!confirmed) return;
    try {
      const deleted = await deniedAsPopup(() =>
        call(deleteApplicantDocument, { params: { id: document.id }, query: cycleQuery(matchCycleCode) }),
      );
      if (!deleted) return;
      showSuccess(t('DocDeleted'));
      list.reload();
    } catch (error) {
      handleError(error, { context: 'document delete' });
    }
  };

  return (
    <Page title={matchCycleCode ? t('DocTitle') : t('DocFileCabinetTitle')}>
      <div className="stack">
        <OfflineCopyNote at={list.offlineCopyAt} />
        <p>{t('DocIntro')}</p>
        {missing ? <FormMessage text={t('DocNotFound')} /> : null}
        <DocumentUploadForm matchCycleCode={matchCycleCode} onUploaded={() => list.reload()} />
        <section className="stack" aria-labelledby="documents-heading">
          <h2 id="documents-heading">{t('DocListHeading')}</h2>
          {!documents ? (
            list.isLoading ? (
              <PageLoading />
            ) : null
          ) : documents.length === 0 ? (
            <p>{t('DocNone')}</p>
          ) : (
            <ul
              className="stack"
              aria-labelledby="documents-heading"
              style={{ listStyle: 'none', padding: 0 }}
            >
              {documents.map((document) => (
                <DocumentItem
                  key={document.id}
                  document={document}
                  onView={() => navigate(`${base}/${document.id}`)}
                  onRename={() => setRenaming(document)}
                  onDelete={() => void remove(document)}
                />
              ))}
            </ul>
          )}
        </section>
        {matchCycleCode ? null : <AvatarEditor />}
      </div>
      <ModalDialog
        isOpen={renaming !== null}
        onOpenChange={(isOpen) => {
          if (!isOpen) setRenaming(null);
        }}
        title={t('DocRenameTitle')}
        size="small"
      >
        {renaming ? (
          <DocumentRenameForm
            document={renaming}
            matchCycleCode={matchCycleCode}
            onCancel={() => setRenaming(null)}
            onSaved={() => {
              setRenaming(null);
              list.reload();
            }}
          />
        ) : null}
      </ModalDialog>
      {preview.modal}
    </Page>
  );
}
