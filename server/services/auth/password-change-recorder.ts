import type { PasswordChangeKind } from '../../../core/domain/password-changes.ts';
import type { Clock } from '../../clock.ts';
import type { DbExecutor } from '../../db/client.ts';
import { insertPasswordChangeLog } from '../../db/repositories/password-change-log.repository.ts';

export type PasswordChangeRecorder = (
  email: string,
  kind: PasswordChangeKind,
  error: string | null,
) => Promise<void>;

/** Every password change attempt is kept, success or failure (platform.md §4, Password recovery). */
export function createPasswordChangeRecorder(db: DbExecutor, clock: Clock): PasswordChangeRecorder {
  return (email, kind, error) =>
    insertPasswordChangeLog(db, { email, kind, isSucceeded: error === null, error, now: clock.now() });
}
