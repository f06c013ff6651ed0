import type { Access } from '../../core/contracts/http.ts';
import type { Role } from '../../core/domain/roles.ts';

export type AccessDecision = 'allow' | 'unauthenticated' | 'forbidden';

/**
 * Who may call a route (design.md §4.2, the area guard): 'public' anyone; 'authenticated' any
 * signed-in user; a role list — a user holding at least one of those roles.
 */
export function decideRouteAccess(access: Access, roles: readonly Role[] | null): AccessDecision {
  if (access === 'public') return 'allow';
  if (roles === null) return 'unauthenticated';
  if (access === 'authenticated') return 'allow';
  return roles.some((role) => access.includes(role)) ? 'allow' : 'forbidden';
}
