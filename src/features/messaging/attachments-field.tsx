import { useState } from 'react';
import { MESSAGE_ATTACHMENTS_MAX } from '../../../core/contracts/messaging/message-threads.contract.ts';
import { formatFileSize, maxUploadBytes } from '../../../core/domain/file-types.ts';
import { handleError } from '../../lib/errors/error-handler.ts';
import { useT } from '../../lib/i18n/i18n.ts';
import { Button } from '../../ui/button.tsx';
import { FileChooser } from '../uploads/file-chooser.tsx';
import { UploadProgress } from '../uploads/upload-progress.tsx';
import { useUpload } from '../uploads/use-upload.ts';

/** A file already uploaded for the message: kept in the form's draft, so a reload keeps it too. */
export type AttachmentValue = { uploadId: string; fileName: string; fileSize: number };

/**
 * Attachments of a message: a chosen file is uploaded at once (the upload service, with its progress
 * and cancel), and the message carries the upload ids. Uploaded files stay listed until removed.
 */
export function AttachmentsField({
  value,
  onChange,
  isDisabled,
  errorMessage,
}: {
  value: readonly AttachmentValue[];
  onChange: (next: AttachmentValue[]) => void;
  isDisabled?: boolean;
  errorMessage?: string | null;
}) {
  const t = useT();
  const upload = useUpload();
  const [fileError, setFileError] = useState<string | null>(null);
  const maxSize = formatFileSize(maxUploadBytes.document);
  const isFull = value.length >= MESSAGE_ATTACHMENTS_MAX;

  const choose = async (file: File | null) => {
    if (!file) return;
    if (file.size > maxUploadBytes.document) {
      setFileError(t('MsgFileTooLarge', { size: maxSize }));
      return;
    }
    setFileError(null);
    try {
      const uploaded = await upload.start({ file, purpose: 'document' });
      onChange([
        ...value,
        { uploadId: uploaded.id, fileName: uploaded.fileName, fileSize: uploaded.fileSize },
      ]);
    } catch (error) {
      handleError(error, { context: 'message attachment' });
    }
  };

  return (
    <div className="stack">
      <FileChooser
        label={t('MsgAttachments')}
        purpose="document"
        file={null}
        onChange={(file) => void choose(file)}
        hint={t('MsgAttachHint', { size: maxSize, max: MESSAGE_ATTACHMENTS_MAX })}
        errorMessage={fileError ?? errorMessage}
        isDisabled={isDisabled || isFull || upload.progress !== null}
        buttonLabel={t('MsgAttachFile')}
      />
      <UploadProgress
        upload={upload}
        label={(name) => t('MsgUploading', { name })}
        cancelLabel={t('MsgCancelUpload')}
      />
      {value.length > 0 ? (
        <ul className="attachment-list" aria-label={t('MsgAttachedFiles')}>
          {value.map((file) => (
            <li key={file.uploadId}>
              <span>
                {file.fileName} ({formatFileSize(file.fileSize)})
              </span>
              <Button
                variant="ghost"
                isDisabled={isDisabled}
                aria-label={t('MsgRemoveAttachment', { name: file.fileName })}
                onPress={() => onChange(value.filter((f) => f.uploadId !== file.uploadId))}
              >
                {t('MsgRemove')}
              </Button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
