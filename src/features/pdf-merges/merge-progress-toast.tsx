/**
 * The bulk PDF merge's progress toast (platform.md §5): Pending ('Your request is pending...'),
 * Processing (the server's message), Completed (a Download link), Failed, Cancelled. Cancel is
 * offered for Pending, Processing and Failed after a confirmation. Progress arrives live on the
 * BulkPdfNotification hub; the toast can be dismissed and then stays hidden until a new request.
 */
import { useEffect, useState } from 'react';
import {
  cancelBulkPdfMerge,
  getBulkPdfMergeRequest,
  type MergeProgress,
} from '../../../core/contracts/pdf-merges/pdf-merges.contract.ts';
import { cancellableMergeStatuses, type MergeStatus } from '../../../core/domain/pdf-merges.ts';
import { handleError } from '../../lib/errors/error-handler.ts';
import { call } from '../../lib/http/http-client.ts';
import { useT } from '../../lib/i18n/i18n.ts';
import { startHub } from '../../lib/realtime/hub-registry.ts';
import { useHubEvent } from '../../lib/realtime/use-hub-event.ts';
import { useSessionStore } from '../../lib/session/session-store.ts';
import { Button } from '../../ui/button.tsx';
import { confirm } from '../../ui/confirm-dialog.tsx';
import { type Tone, toneClass } from '../../ui/tone.ts';
import { dismissMergeProgress, mergeProgressed, useMergeProgressStore } from './merge-progress-store.ts';
import './pdf-merges.css';

const tones: Record<MergeStatus, Tone> = {
  Pending: 'info',
  Processing: 'info',
  Completed: 'success',
  Failed: 'danger',
  Cancelled: 'neutral',
};

const statusKeys = {
  Pending: 'PdfMergePending',
  Processing: 'PdfMergeProcessing',
  Completed: 'PdfMergeCompleted',
  Failed: 'PdfMergeFailed',
  Cancelled: 'PdfMergeCancelled',
} as const;

function isCancellable(status: MergeStatus): boolean {
  return (cancellableMergeStatuses as readonly MergeStatus[]).includes(status);
}

export function MergeProgressToast() {
  const t = useT();
  const progress = useMergeProgressStore((s) => s.progress);
  const dismissed = useMergeProgressStore((s) => s.dismissed);
  const [cancelling, setCancelling] = useState(false);

  useHubEvent('BulkPdfNotification', 'NotifyBulkPdfMergeProgress', (...args: unknown[]) => {
    const next = args[0] as MergeProgress | undefined;
    if (next && typeof next.id === 'number') mergeProgressed(next);
  });

  const userId = useSessionStore((s) => (s.status === 'signedIn' ? (s.session?.user.id ?? null) : null));
  // The hub is started by the page that shows the toast; the server sends to the user's own group.
  // The latest request is read when the page opens (e.g. after a reload while a merge runs).
  useEffect(() => {
    if (!userId) return;
    void startHub('BulkPdfNotification'); // never rejects
    let live = true;
    call(getBulkPdfMergeRequest, {})
      .then((latest) => {
        if (live && latest) mergeProgressed(latest);
      })
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [userId]);

  if (!progress || dismissed) return null;

  const cancel = async () => {
    const confirmed = await confirm({
      title: t('PdfMergeCancelTitle'),
      message: t('PdfMergeCancelQuestion'),
      confirmLabel: t('PdfMergeCancelConfirm'),
      cancelLabel: t('PdfMergeKeep'),
      isDanger: true,
    });
    if (!confirmed) return;
    setCancelling(true);
    try {
      await call(cancelBulkPdfMerge, {});
      mergeProgressed({ ...progress, status: 'Cancelled', message: null, url: null });
    } catch (caught) {
      handleError(caught);
    } finally {
      setCancelling(false);
    }
  };

  const text =
    progress.status === 'Processing' && progress.message ? progress.message : t(statusKeys[progress.status]);
  return (
    <section
      className={`pdf-merge-toast card ${toneClass(tones[progress.status])}`}
      aria-label={t('PdfMergeTitle')}
      data-testid="pdf-merge-toast"
      data-status={progress.status}
    >
      <h2 className="pdf-merge-toast-title">{t('PdfMergeTitle')}</h2>
      <p role="status" aria-live="polite" data-testid="pdf-merge-status">
        {text}
      </p>
      <div className="button-row">
        {progress.status === 'Completed' && progress.url ? (
          <a className="btn btn-primary" href={progress.url} download data-testid="pdf-merge-download">
            {t('PdfMergeDownload')}
          </a>
        ) : null}
        {isCancellable(progress.status) ? (
          <Button
            variant="secondary"
            isPending={cancelling}
            onPress={() => void cancel()}
            data-testid="pdf-merge-cancel"
          >
            {t('PdfMergeCancel')}
          </Button>
        ) : null}
        <Button variant="link" onPress={dismissMergeProgress} data-testid="pdf-merge-dismiss">
          {t('PdfMergeDismiss')}
        </Button>
      </div>
    </section>
  );
}
