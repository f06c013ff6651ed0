import { isStorableReturnLocation } from '../../../core/domain/routes.ts';
import { readStored, writeStored } from '../../lib/storage/local-store.ts';

/** Remembers where a signed-out user was going; home and the sign-in pages are never kept. */
export function saveReturnLocation(path: string): void {
  if (isStorableReturnLocation(path)) writeStored('returnLocation', path);
}

export function readReturnLocation(): string | null {
  return readStored('returnLocation');
}

export function clearReturnLocation(): void {
  writeStored('returnLocation', null);
}
