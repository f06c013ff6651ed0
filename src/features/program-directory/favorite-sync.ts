/**
 * Favorites marked while the server cannot be reached: the wanted state is kept per user and sent
 * when the connection is back (on the `online` event and the next time a favorite is shown). PUT and
 * DELETE are idempotent, so sending a mark twice (a lost answer, two tabs) does no harm; the latest
 * wish per program wins.
 */
import { deleteFavorite, putFavorite } from '../../../core/contracts/programs/program-directory.contract.ts';
import { call } from '../../lib/http/http-client.ts';
import { readStored, writeStored } from '../../lib/storage/local-store.ts';
import { isUnreachable } from './unreachable.ts';

type Pending = Record<string, boolean>;

function read(userId: string): Pending {
  try {
    const parsed: unknown = JSON.parse(readStored('pendingFavorites', userId) ?? '{}');
    if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) return {};
    return Object.fromEntries(
      Object.entries(parsed).filter((entry): entry is [string, boolean] => typeof entry[1] === 'boolean'),
    );
  } catch {
    return {};
  }
}

function write(userId: string, pending: Pending): void {
  // Storage blocked: the mark is lost with the page, as if it had never been made offline.
  writeStored('pendingFavorites', Object.keys(pending).length === 0 ? null : JSON.stringify(pending), userId);
}

export function queueFavorite(userId: string, programId: number, isFavorite: boolean): void {
  write(userId, { ...read(userId), [programId]: isFavorite });
}

/** The mark waiting to be sent for a program, if any. */
export function pendingFavorite(userId: string, programId: number): boolean | undefined {
  return read(userId)[programId];
}

/** Sends one mark now. */
export async function sendFavorite(programId: number, isFavorite: boolean): Promise<boolean> {
  const answer = await call(isFavorite ? putFavorite : deleteFavorite, { params: { programId } });
  return answer.isFavorite;
}

let flushing: Promise<void> | null = null;

async function sendWaiting(userId: string): Promise<void> {
  for (const [id, isFavorite] of Object.entries(read(userId))) {
    try {
      await sendFavorite(Number(id), isFavorite);
    } catch (error) {
      if (isUnreachable(error)) return;
    }
    const rest = read(userId);
    // A newer wish for the same program arrived meanwhile: keep it for the next flush.
    if (rest[id] === isFavorite) {
      delete rest[id];
      write(userId, rest);
    }
  }
}

/**
 * Sends the waiting marks in turn, one flush at a time. Stops at the first that cannot reach the
 * server (keeps the rest); one the server refuses (the program is gone) is dropped.
 */
export function flushFavorites(userId: string): Promise<void> {
  // `.finally` runs after the assignment even when nothing waits (an async body would not).
  flushing ??= sendWaiting(userId).finally(() => {
    flushing = null;
  });
  return flushing;
}
