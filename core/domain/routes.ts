import { type Role, roleHomePath, roleLandingPath } from './roles.ts';

/** Public route patterns of business.md §2.1, including the standalone variants. */
export const publicRoutePatterns = [
  '/',
  '/medical-school-info',
  '/data/:specialtyId?/:tab?',
  '/registration/applicant',
  '/registration/program',
  '/registration/program/:id',
  '/letters-of-reference/upload/:id',
  /** A role invitation's mailed link (issue 11): the page asks a signed-out visitor to sign in first. */
  '/account/invitations/:token',
  '/about',
  '/about/how-match-works',
  '/about/match-rules',
  '/about/need-matching-services',
  '/privacy-policy-and-terms-of-usage',
  '/contacts',
  '/email-test',
  '/specialties',
  '/specialty/:name/:pageId?',
  '/specialty-programs-compare/:id',
  '/registration/program-request',
  '/registration/medical-school-request',
  '/registration/medical-school-user-request/:id?',
  '/match-calendar',
  '/invoice-payment/:id?',
  '/match-results',
  '/vacancies',
  '/redirect-by-notification-type',
  '/blank',
  '/standalone/login',
  '/standalone/reset-password',
  '/standalone/forgot-password',
  '/standalone/registration/applicant',
  '/standalone/registration/program-request',
  '/standalone/invoice-payment/:id?',
  '/standalone/letters-of-reference/upload/:id',
  '/standalone/registration/medical-school-request',
] as const;

/** The developer area (business.md §2.7): internal tooling, opened by administrators. */
export const developerAreaPath = '/dev';

/** Pages that are never stored as a return location (platform.md §4). */
export const authPagePaths = [
  '/standalone/login',
  '/standalone/reset-password',
  '/standalone/forgot-password',
];

const patternRegexes = publicRoutePatterns.map((pattern) => patternToRegExp(pattern));

/** Turns '/a/:b/:c?' into a RegExp that matches exactly that shape. */
export function patternToRegExp(pattern: string): RegExp {
  const body = pattern
    .split('/')
    .filter(Boolean)
    .map((segment) => {
      if (segment.startsWith(':')) return segment.endsWith('?') ? '(?:/[^/]+)?' : '/[^/]+';
      return `/${segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`;
    })
    .join('');
  return new RegExp(`^${body || '/'}/?$`);
}

export function normalizePath(path: string): string {
  const withoutQuery = path.split(/[?#]/)[0] ?? '';
  return withoutQuery === '' ? '/' : withoutQuery;
}

export function isHomePath(path: string): boolean {
  const p = normalizePath(path);
  return p === '/' || p === '';
}

export function isPublicPath(path: string): boolean {
  const p = normalizePath(path);
  return patternRegexes.some((re) => re.test(p));
}

function isUnder(path: string, prefix: string): boolean {
  return path === prefix || path.startsWith(`${prefix}/`);
}

/** Route access of platform.md §5: home, public, or under the landing path of the user's role. */
export function canAccessPath(path: string, role: Role | null): boolean {
  const p = normalizePath(path);
  if (isHomePath(p) || isPublicPath(p)) return true;
  if (!role) return false;
  if (role === 'Admin' && isUnder(p, developerAreaPath)) return true;
  return isUnder(p, roleLandingPath[role]);
}

/** The area a path belongs to, if it is inside a role's area. */
export function areaRoleOf(path: string): Role | null {
  const p = normalizePath(path);
  for (const [role, prefix] of Object.entries(roleLandingPath) as [Role, string][]) {
    if (isUnder(p, prefix)) return role;
  }
  return null;
}

/** A return location is kept only if it is not home and not one of the sign-in pages. */
export function isStorableReturnLocation(path: string): boolean {
  const p = normalizePath(path);
  return !isHomePath(p) && !authPagePaths.includes(p);
}

/**
 * Where to go after sign-in: the return location if the role may open it,
 * otherwise the role home (and the caller shows the access error).
 */
export function postSignInDestination(
  returnLocation: string | null,
  role: Role,
): { path: string; denied: boolean } {
  if (!returnLocation || isHomePath(returnLocation)) return { path: roleHomePath[role], denied: false };
  if (canAccessPath(returnLocation, role)) return { path: returnLocation, denied: false };
  return { path: roleHomePath[role], denied: true };
}
