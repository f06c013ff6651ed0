import { type Role, roleHomePath } from '../../../core/domain/roles.ts';
import { canAccessPath } from '../../../core/domain/routes.ts';
import type { SessionStatus } from '../../lib/session/session-store.ts';

export type AccessDecision =
  | { kind: 'wait' }
  | { kind: 'allow' }
  /** The server cannot be reached: say so instead of asking an already signed-in user to sign in. */
  | { kind: 'offline' }
  /** Not signed in: keep the location, say 'Access denied. Please login.', go to sign in. */
  | { kind: 'signIn'; message: 'AccessDeniedNotSignedIn'; returnLocation: string }
  /** Signed in with another role: say 'Access denied. Please try to use another account.', go home. */
  | { kind: 'redirect'; message: 'AccessDeniedSignedIn'; to: string };

/** The area guard's decision for a path (platform.md §5 "Route access", §6 "Access"). */
export function decideAccess(path: string, status: SessionStatus, role: Role | null): AccessDecision {
  if (canAccessPath(path, role)) return { kind: 'allow' };
  if (status === 'restoring') return { kind: 'wait' };
  if (status === 'unreachable') return { kind: 'offline' };
  if (status === 'signedOut' || !role) {
    return { kind: 'signIn', message: 'AccessDeniedNotSignedIn', returnLocation: path };
  }
  return { kind: 'redirect', message: 'AccessDeniedSignedIn', to: roleHomePath[role] };
}
