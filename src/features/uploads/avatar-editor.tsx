import { useState } from 'react';
import {
  type Avatar,
  deleteAvatar,
  updateAvatar,
} from '../../../core/contracts/applicants/documents.contract.ts';
import { formatFileSize, maxUploadBytes } from '../../../core/domain/file-types.ts';
import { handleError } from '../../lib/errors/error-handler.ts';
import { call } from '../../lib/http/http-client.ts';
import { useT } from '../../lib/i18n/i18n.ts';
import { showSuccess } from '../../lib/notify/toast-service.ts';
import { currentUserOf, useSessionStore } from '../../lib/session/session-store.ts';
import { Button } from '../../ui/button.tsx';
import { confirm } from '../../ui/confirm-dialog.tsx';
import { FormMessage } from '../../ui/form-message.tsx';
import { ProgressBar } from '../../ui/progress-bar.tsx';
import { useFileObjectUrl } from '../file-preview/use-file-object-url.ts';
import { FileChooser } from './file-chooser.tsx';
import { UploadProgress } from './upload-progress.tsx';
import { useUpload } from './use-upload.ts';

/** The signed-in profile follows the change (the header and menus show the avatar from it). */
function applyToSession(avatar: Avatar): void {
  const store = useSessionStore.getState();
  if (store.session) store.setSession({ ...store.session, user: { ...store.session.user, ...avatar } });
}

/**
 * The applicant's photo (platform.md §7 'Update avatar (file id); delete avatar'): shows it, uploads a
 * new one (images only, with progress) and deletes it after a confirmation.
 */
export function AvatarEditor() {
  const t = useT();
  const avatarUrl = useSessionStore((s) => currentUserOf(s)?.minifiedAvatarUrl ?? null);
  const picture = useFileObjectUrl(avatarUrl);
  const upload = useUpload();
  const [isBusy, setBusy] = useState(false);
  const maxSize = formatFileSize(maxUploadBytes.avatar);
  const [sizeError, setSizeError] = useState<string | null>(null);

  const choose = async (file: File | null) => {
    if (!file) return;
    if (file.size > maxUploadBytes.avatar) {
      setSizeError(t('DocFileTooLarge', { size: maxSize }));
      return;
    }
    setSizeError(null);
    setBusy(true);
    try {
      const uploaded = await upload.start({ file, purpose: 'avatar' });
      applyToSession(await call(updateAvatar, { body: { fileId: uploaded.id } }));
      showSuccess(t('AvSaved'));
    } catch (error) {
      handleError(error, { context: 'avatar upload' });
    } finally {
      setBusy(false);
    }
  };

  const remove = async () => {
    if (!(await confirm({ message: t('AvDeleteConfirm'), confirmLabel: t('AvDelete'), isDanger: true })))
      return;
    setBusy(true);
    try {
      applyToSession(await call(deleteAvatar, {}));
      showSuccess(t('AvDeleted'));
    } catch (error) {
      handleError(error, { context: 'avatar delete' });
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className="stack" aria-labelledby="avatar-heading">
      <h2 id="avatar-heading">{t('AvHeading')}</h2>
      {avatarUrl && picture.objectUrl ? (
        <img
          src={picture.objectUrl}
          alt={t('AvAlt')}
          width={96}
          height={96}
          style={{ objectFit: 'cover', borderRadius: '50%' }}
        />
      ) : avatarUrl && !picture.hasError ? (
        <ProgressBar label={t('Loading')} />
      ) : (
        <p>{t('AvNone')}</p>
      )}
      <UploadProgress
        upload={upload}
        label={(name) => t('DocUploading', { name })}
        cancelLabel={t('DocCancelUpload')}
      />
      <FileChooser
        label={avatarUrl ? t('AvChange') : t('AvUpload')}
        buttonLabel={avatarUrl ? t('AvChange') : t('AvUpload')}
        purpose="avatar"
        file={null}
        onChange={(file) => void choose(file)}
        hint={t('AvHint', { size: maxSize })}
        isDisabled={isBusy}
      />
      <FormMessage text={sizeError} />
      {avatarUrl ? (
        <div>
          <Button variant="danger" onPress={() => void remove()} isDisabled={isBusy}>
            {t('AvDelete')}
          </Button>
        </div>
      ) : null}
    </section>
  );
}
