/**
 * The applicant header's sync status (saved on this device / syncing / synced / conflict / failed).
 * A button: on a conflict it opens the comparison, on a refusal the server's messages, otherwise
 * it syncs now. Status changes are announced through a polite live region.
 */
import { useEffect, useRef, useState } from 'react';
import { Button as AriaButton } from 'react-aria-components';
import type { TranslationKey } from '../../lib/i18n/en-gb.ts';
import { useT } from '../../lib/i18n/i18n.ts';
import { discardEntry } from '../../lib/offline/outbox.ts';
import { Button } from '../../ui/button.tsx';
import { ModalDialog } from '../../ui/modal-dialog.tsx';
import type { Tone } from '../../ui/tone.ts';
import { ConflictDialog } from './conflict-dialog.tsx';
import { type SyncStatus, useSyncStatus } from './outbox-entries.ts';
import { flushAppOutbox } from './outbox-runner.ts';
import './sync.css';

export const syncStatusText: Record<SyncStatus, TranslationKey> = {
  savedOnDevice: 'SyncSavedOnDevice',
  syncing: 'SyncSyncing',
  synced: 'SyncSynced',
  conflict: 'SyncConflict',
  failed: 'SyncFailed',
};

/** What each sync state means (ui/tone.ts): on this device or syncing is info, synced success, a conflict a warning, a refusal danger. */
export const syncStatusTone: Record<SyncStatus, Tone> = {
  savedOnDevice: 'info',
  syncing: 'info',
  synced: 'success',
  conflict: 'warning',
  failed: 'danger',
};

export function SyncStatusIndicator() {
  const t = useT();
  const { status, entries } = useSyncStatus();
  const [open, setOpen] = useState<'conflict' | 'failed' | null>(null);
  const conflict = entries.find((e) => e.state === 'conflict');
  const failed = entries.filter((e) => e.state === 'failed');
  const text = t(syncStatusText[status]);
  // Announce changes only: not the state found at page load.
  const [announcement, setAnnouncement] = useState('');
  const previous = useRef(status);
  useEffect(() => {
    if (previous.current !== status) setAnnouncement(text);
    previous.current = status;
  }, [status, text]);

  function onPress() {
    if (conflict) setOpen('conflict');
    else if (failed.length > 0) setOpen('failed');
    else void flushAppOutbox().catch(() => undefined);
  }

  return (
    <>
      <AriaButton
        className="sync-status"
        data-status={status}
        aria-label={t('SyncStatusLabel', { status: text })}
        onPress={onPress}
      >
        <span className="sync-status-dot" aria-hidden="true" />
        <span className="sync-status-text" aria-hidden="true">
          {text}
        </span>
      </AriaButton>
      <span className="visually-hidden" role="status" aria-live="polite">
        {announcement}
      </span>
      {conflict ? (
        <ConflictDialog
          key={conflict.id}
          entry={conflict}
          isOpen={open === 'conflict'}
          onOpenChange={(isOpen) => setOpen(isOpen ? 'conflict' : null)}
        />
      ) : null}
      <ModalDialog
        isOpen={open === 'failed' && failed.length > 0}
        onOpenChange={(isOpen) => setOpen(isOpen ? 'failed' : null)}
        title={t('SyncRefusedTitle')}
      >
        {failed.map((entry) => (
          <section key={entry.id} className="sync-refused">
            {entry.error?.message ? <p>{entry.error.message}</p> : null}
            <ul>
              {Object.entries(entry.error?.fields ?? {}).flatMap(([field, texts]) =>
                texts.map((message) => <li key={`${field}:${message}`}>{message}</li>),
              )}
            </ul>
            <div className="button-row button-row-end">
              <Button variant="danger" onPress={() => void discardEntry(entry.seq!)}>
                {t('SyncDiscard')}
              </Button>
            </div>
          </section>
        ))}
      </ModalDialog>
    </>
  );
}
