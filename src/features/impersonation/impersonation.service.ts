/**
 * Impersonation on the client (platform.md §4): the admin's session is replaced by the one the
 * server issued for the user (kept in memory like any session, marked by `impersonatedByEmail`),
 * and the browser goes to the user's home. Ending it resumes the admin's session and returns to
 * the admin's match cycles (not the public home: the admin is still signed in, see the report).
 */

import type { Session } from '../../../core/contracts/auth/auth.contract.ts';
import { endImpersonation, impersonateUser } from '../../../core/contracts/users/impersonation.contract.ts';
import { roleHomePath } from '../../../core/domain/roles.ts';
import { UnauthorizedError } from '../../lib/errors/app-errors.ts';
import { handleError } from '../../lib/errors/error-handler.ts';
import { call } from '../../lib/http/http-client.ts';
import { navigateTo } from '../../lib/navigation/navigate.ts';
import { clearToasts } from '../../lib/notify/toast-service.ts';
import { expiresAtMs, roleOf } from '../../lib/session/session-store.ts';
import { clearUserStorage } from '../../lib/storage/local-store.ts';
import { establishSession, expireSession } from '../auth/auth.service.ts';

export const ADMIN_RETURN_PATH = '/admin/match-cycles';

/** True for a session an admin opened as another user. */
export function isImpersonated(session: Session | null | undefined): boolean {
  return Boolean(session?.impersonatedByEmail);
}

/** When the impersonated session ends (epoch ms), or null for a normal session. */
export function impersonationEndsAt(session: Session | null | undefined): number | null {
  if (!session || !isImpersonated(session)) return null;
  return session.sessionExpiresAt ?? expiresAtMs(session);
}

/** Switches to a session for the user with this email; errors go to the caller. */
export async function startImpersonation(email: string): Promise<void> {
  const session = await call(impersonateUser, { body: { email } });
  // The admin's stored choices (society context, selections) are not the user's.
  clearUserStorage();
  clearToasts();
  establishSession(session);
  const role = roleOf(session.user);
  navigateTo(role ? roleHomePath[role] : '/');
}

/** Ends the impersonation and resumes the admin; when that session is gone, the sign-in page. */
export async function endImpersonationSession(): Promise<void> {
  try {
    const session = await call(endImpersonation, {});
    clearUserStorage();
    clearToasts();
    establishSession(session);
    navigateTo(ADMIN_RETURN_PATH);
  } catch (error) {
    if (error instanceof UnauthorizedError) {
      expireSession();
      return;
    }
    handleError(error, { context: 'end impersonation' });
  }
}
