import { useEffect, useRef, useState } from 'react';
import { handleError } from '../../lib/errors/error-handler.ts';
import { useLeaveGuard } from '../../lib/navigation/leave-guard.ts';
import { showSuccess } from '../../lib/notify/toast-service.ts';
import { sendOrKeepOnDevice } from '../sync/send-or-keep-on-device.ts';
import type { OfflineEntity } from '../sync/use-offline-entity.ts';

export type RankListEditingOptions<L extends { version: number }, D extends { version: number }, B> = {
  /** The list as useOfflineEntity keeps it (server copy, edit waiting on the device, conflict). */
  entity: OfflineEntity<L, B>;
  /** The editable order of a list the server answered. */
  draftOf: (list: L) => D;
  /** The order of a save still waiting on the device (or the value a conflict choice kept). */
  fromBody: (body: B) => D;
  /** What a save sends. */
  toBody: (draft: D) => B;
  send: (body: B, idempotencyKey: string) => Promise<L>;
  certify: (version: number) => Promise<L>;
  /** The body field whose server message shows under the list ('programIds', 'pairs'). */
  orderField: string;
  /** Names failures in the client log ('rank list', 'couple rank list'). */
  context: string;
  savedText: string;
  certifiedText: string;
  /** Shows a refusal its own way (the applicant's 'Denied' popup) and answers true; else the usual toast. */
  onRefused?: (error: unknown) => boolean;
  /** A save was kept on this device for the outbox (no connection); gets the list as it was before. */
  onKeptOnDevice?: (before: L) => void;
};

/**
 * Editing an ordered list that is saved whole (a rank list, the couple's joint list): the draft starts
 * from an edit still waiting on this device, else from the server's list, and a newer server copy
 * starts it again unless the user is editing; a save goes at once or is kept on the device for the
 * outbox (a stale save offers the conflict choice); certifying needs a connection and a saved list.
 */
export function useRankListEditing<L extends { version: number }, D extends { version: number }, B>(
  options: RankListEditingOptions<L, D, B>,
) {
  const { entity, draftOf, fromBody, toBody } = options;
  const list = entity.data;
  const [draft, setDraft] = useState<D | null>(null);
  const [isSaving, setSaving] = useState(false);
  const [fieldError, setFieldError] = useState<string | null>(null);
  const base = list ? (entity.unsent ? fromBody(entity.unsent) : draftOf(list)) : null;
  const dirty = useRef(false);
  // The same as `dirty`, as state: the screen shows it and the leave guard asks while it holds.
  const [isDirty, setDirtyState] = useState(false);
  const setDirty = (next: boolean) => {
    dirty.current = next;
    setDirtyState(next);
  };
  // The order lives only on screen until saved (no draft on the device): leaving loses it.
  useLeaveGuard(isDirty && !isSaving);
  // biome-ignore lint/correctness/useExhaustiveDependencies: `base` is recomputed from these at every render
  useEffect(() => {
    if (base && !dirty.current) setDraft(base);
  }, [list, entity.unsent, entity.unsentKnown]);

  const refused = (error: unknown) => options.onRefused?.(error) ?? false;

  /** An edit of the order (or of its notes). */
  const change = (next: Partial<D>) => {
    setDirty(true);
    setDraft((current) => (current ? { ...current, ...next } : current));
  };

  /** The value a conflict choice kept, on the server's current version. */
  const resolveConflict = (value: B) => {
    setDirty(true);
    if (list) setDraft({ ...fromBody(value), version: list.version });
  };

  /** Keeps a copy the server answered (another action on the list) as the list's state. */
  const remember = async (copy: L) => {
    setDirty(false);
    await entity.remember(copy);
  };

  const save = async () => {
    if (!draft) return;
    setSaving(true);
    setFieldError(null);
    const body = toBody(draft);
    const before = list;
    try {
      const outcome = await sendOrKeepOnDevice(entity, body, (key) => options.send(body, key));
      setDirty(false);
      if (outcome.onDevice && before) options.onKeptOnDevice?.(before);
      if (!outcome.onDevice) {
        setDraft(draftOf(outcome.saved));
        showSuccess(options.savedText);
      }
    } catch (error) {
      if (!refused(error)) {
        const fields = handleError(error, { context: `${options.context} save` });
        setFieldError(fields?.[options.orderField]?.[0] ?? null);
      }
    } finally {
      setSaving(false);
    }
  };

  const certify = async () => {
    if (!list) return;
    try {
      await entity.remember(await options.certify(list.version));
      showSuccess(options.certifiedText);
    } catch (error) {
      if (!refused(error)) handleError(error, { context: `${options.context} certify` });
    }
  };

  return {
    draft,
    change,
    resolveConflict,
    remember,
    save,
    certify,
    isSaving,
    fieldError,
    /** A reorder, an addition, a removal or a note not saved yet (not even on this device). */
    isDirty,
    /** Certify waits for the edits to be saved and sent. */
    mayCertifyNow: !isDirty && entity.unsent === undefined,
  };
}
