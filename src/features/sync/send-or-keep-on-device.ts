/**
 * A form's save with the outbox behind it (ADR 0012): sent at once when the network answers (the
 * answer becomes the cached server copy), kept on this device when it does not. The direct request
 * carries an Idempotency-Key that the outbox entry reuses: if the server applied it and only the
 * answer was lost, the outbox's retry gets that answer back instead of applying it again.
 */
import { ConnectionError, markHandledOffline } from '../../lib/errors/app-errors.ts';
import type { OfflineEntity } from './use-offline-entity.ts';

export type SaveOutcome<T> = {
  /** The server's answer, or the cached copy with the edit applied while it waits on the device. */
  saved: T;
  /** True when the edit waits in the outbox: the form must not say the server has it. */
  onDevice: boolean;
};

export async function sendOrKeepOnDevice<T, V>(
  entity: OfflineEntity<T, V>,
  body: V,
  send: (idempotencyKey: string) => Promise<T>,
): Promise<SaveOutcome<T>> {
  const idempotencyKey = globalThis.crypto.randomUUID();
  let saved: T;
  try {
    saved = await send(idempotencyKey);
  } catch (error) {
    const current = entity.data;
    if (!(error instanceof ConnectionError) || !current) throw error;
    await entity.submit(body, { sentOnceAs: idempotencyKey });
    // Kept on the device: the form says so, no 'Could not connect' toast for it (issue 13).
    markHandledOffline(error);
    return { saved: { ...current, ...body }, onDevice: true };
  }
  await entity.remember(saved);
  return { saved, onDevice: false };
}
