import { useCallback, useState } from 'react';
import { Form } from 'react-aria-components';
import {
  type ApplicantDocument,
  createApplicantDocument,
  type DocumentType,
  documentTypes,
  updateApplicantDocument,
} from '../../../../core/contracts/applicants/documents.contract.ts';
import { formatFileSize, maxUploadBytes } from '../../../../core/domain/file-types.ts';
import { showDeniedIfRefused } from '../../../features/applicant-restrictions/use-applicant-guard.ts';
import { translateFields, useEntityForm } from '../../../features/forms/use-entity-form.ts';
import { FileChooser } from '../../../features/uploads/file-chooser.tsx';
import { UploadProgress } from '../../../features/uploads/upload-progress.tsx';
import { useUpload } from '../../../features/uploads/use-upload.ts';
import { call } from '../../../lib/http/http-client.ts';
import type { TranslationKey } from '../../../lib/i18n/en-gb.ts';
import { useT } from '../../../lib/i18n/i18n.ts';
import { showSuccess } from '../../../lib/notify/toast-service.ts';
import { Button } from '../../../ui/button.tsx';
import { SelectField } from '../../../ui/select-field.tsx';
import { TextField } from '../../../ui/text-field.tsx';

const TITLE_MAX = 200;

export const documentTypeKey = (type: DocumentType) => `DocType${type}` as TranslationKey;

type DescriptionValues = { title: string; documentType: DocumentType | null };

/** The rules the server applies (documents.contract.ts), with the same messages. */
export function validateDescription(values: DescriptionValues): Partial<Record<string, TranslationKey>> {
  const errors: Partial<Record<string, TranslationKey>> = {};
  const title = values.title.trim();
  if (title === '') errors.title = 'DocumentTitleIsRequired';
  else if (title.length > TITLE_MAX) errors.title = 'ExceededNumberOfCharacters';
  if (!values.documentType) errors.documentType = 'SelectDocumentType';
  return errors;
}

function DescriptionFields({
  values,
  set,
  errorOf,
}: {
  values: DescriptionValues;
  set: (patch: Partial<DescriptionValues>) => void;
  errorOf: (field: string) => string | null;
}) {
  const t = useT();
  const options = documentTypes.map((type) => ({ value: type, label: t(documentTypeKey(type)) }));
  return (
    <div className="form-grid">
      <TextField
        label={t('DocTitleLabel')}
        isRequired
        maxLength={TITLE_MAX}
        value={values.title}
        onChange={(title) => set({ title })}
        errorMessage={errorOf('title')}
      />
      <SelectField
        label={t('DocTypeLabel')}
        isRequired
        options={options}
        value={values.documentType}
        onChange={(value) => set({ documentType: value as DocumentType | null })}
        errorMessage={errorOf('documentType')}
      />
    </div>
  );
}

/** Writes from a cycle's page name the cycle: its restrictions (platform.md §6) then apply. */
export const cycleQuery = (matchCycleCode: string | undefined) => (matchCycleCode ? { matchCycleCode } : {});

/** A write the cycle's restrictions refuse opens the 'Denied' popup (undefined), not an error toast. */
export async function deniedAsPopup<T>(write: () => Promise<T>): Promise<T | undefined> {
  try {
    return await write();
  } catch (error) {
    if (showDeniedIfRefused(error)) return undefined;
    throw error;
  }
}

/** Choose a file, give it a title and a type, upload it with a progress bar, file it. */
export function DocumentUploadForm({
  matchCycleCode,
  onUploaded,
}: {
  matchCycleCode?: string;
  onUploaded: (document: ApplicantDocument) => void;
}) {
  const t = useT();
  const upload = useUpload();
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const maxSize = formatFileSize(maxUploadBytes.document);
  const validate = useCallback(
    (values: DescriptionValues) => translateFields(t, validateDescription(values)),
    [t],
  );
  const form = useEntityForm<DescriptionValues>({
    draftKey: null,
    initial: { title: '', documentType: null },
    validate,
    context: 'document upload',
    messagesOn: 'submit',
    resetAfterSave: true,
    // The file is checked here as well: a missing or too large one never starts an upload.
    hasInvalidInput: file === null || file.size > maxUploadBytes.document,
    onSubmit: async (values) => {
      const documentType = values.documentType;
      if (!file || !documentType) return;
      const uploaded = await upload.start({ file, purpose: 'document' });
      const document = await deniedAsPopup(() =>
        call(createApplicantDocument, {
          body: { uploadId: uploaded.id, title: values.title.trim(), documentType },
          query: cycleQuery(matchCycleCode),
        }),
      );
      if (!document) return;
      showSuccess(t('DocUploaded'));
      form.set({ title: '', documentType: null });
      setFile(null);
      onUploaded(document);
    },
  });

  const choose = (chosen: File | null) => {
    setFile(chosen);
    setFileError(
      chosen && chosen.size > maxUploadBytes.document ? t('DocFileTooLarge', { size: maxSize }) : null,
    );
    // A title to start from: the file's name without its extension.
    if (chosen && form.values.title.trim() === '') form.set({ title: chosen.name.replace(/\.[^.]+$/, '') });
  };

  return (
    <Form
      className="form"
      validationBehavior="aria"
      aria-labelledby="document-upload-heading"
      onSubmit={(event) => {
        if (!file) setFileError(t('DocFileRequired'));
        void form.submit(event);
      }}
    >
      <h2 id="document-upload-heading">{t('DocUploadHeading')}</h2>
      <FileChooser
        label={t('DocFileLabel')}
        purpose="document"
        file={file}
        onChange={choose}
        hint={t('DocFileHint', { size: maxSize })}
        errorMessage={fileError}
        isDisabled={form.isSaving}
      />
      <DescriptionFields values={form.values} set={form.set} errorOf={form.errorOf} />
      <UploadProgress
        upload={upload}
        label={(name) => t('DocUploading', { name })}
        cancelLabel={t('DocCancelUpload')}
      />
      <div className="button-row">
        <Button type="submit" isPending={form.isSaving}>
          {t('DocUploadButton')}
        </Button>
      </div>
    </Form>
  );
}

/** Title and type of a filed document. */
export function DocumentRenameForm({
  document,
  matchCycleCode,
  onSaved,
  onCancel,
}: {
  document: ApplicantDocument;
  matchCycleCode?: string;
  onSaved: (document: ApplicantDocument) => void;
  onCancel: () => void;
}) {
  const t = useT();
  const validate = useCallback(
    (values: DescriptionValues) => translateFields(t, validateDescription(values)),
    [t],
  );
  const form = useEntityForm<DescriptionValues>({
    draftKey: `document:${document.id}`,
    initial: { title: document.title, documentType: document.documentType },
    validate,
    context: 'document rename',
    onSubmit: async (values) => {
      const documentType = values.documentType;
      if (!documentType) return;
      const saved = await deniedAsPopup(() =>
        call(updateApplicantDocument, {
          params: { id: document.id },
          body: { title: values.title.trim(), documentType },
          query: cycleQuery(matchCycleCode),
        }),
      );
      if (!saved) return;
      showSuccess(t('DocSaved'));
      onSaved(saved);
    },
  });
  return (
    <Form className="form" validationBehavior="aria" aria-label={t('DocRenameTitle')} onSubmit={form.submit}>
      <DescriptionFields values={form.values} set={form.set} errorOf={form.errorOf} />
      <div className="button-row button-row-end">
        <Button variant="secondary" onPress={onCancel}>
          {t('Cancel')}
        </Button>
        <Button type="submit" isPending={form.isSaving}>
          {t('DocSave')}
        </Button>
      </div>
    </Form>
  );
}
