/**
 * Where a tap on a notification leads (`/redirect-by-notification-type?type=<kind>&…`, issue 14): by
 * the notification kind, the ids in the query and the signed-in user's role, to the right page of that
 * role's area. The query carries ids and codes only (never a secret): `id` (the notification),
 * `threadId` (a message centre thread), `matchCycleCode`, `programCode`, `medicalSchoolCode`, and
 * optionally `url` (an in-app path the sender chose). What the query lacks falls back to the role's
 * notifications, then the role's home; the answer is always a path the role may open.
 */
import { type NotificationKind, notificationKinds } from './messaging.ts';
import { type Role, roleHomePath } from './roles.ts';
import { canAccessPath, isHomePath } from './routes.ts';

export type NotificationRedirectParams = {
  type?: string | null;
  /** The notification's id (its detail page). */
  id?: string | null;
  threadId?: string | null;
  matchCycleCode?: string | null;
  programCode?: string | null;
  medicalSchoolCode?: string | null;
  url?: string | null;
};

/** Reads the redirect page's query (a URLSearchParams; core has no DOM types). */
export function notificationRedirectParams(query: {
  get(name: string): string | null;
}): NotificationRedirectParams {
  const read = (name: string) => {
    const value = query.get(name)?.trim();
    return value ? value : null;
  };
  return {
    type: read('type'),
    id: read('id') ?? read('notificationId'),
    threadId: read('threadId'),
    matchCycleCode: read('matchCycleCode'),
    programCode: read('programCode'),
    medicalSchoolCode: read('medicalSchoolCode'),
    url: read('url'),
  };
}

const segment = (value: string) => encodeURIComponent(value);

const isNotificationKind = (value: string | null): value is NotificationKind =>
  value !== null && (notificationKinds as readonly string[]).includes(value);

/** The prefix of the role's message centre and notifications, when the query names its context. */
function messageCentreBase(role: Role, params: NotificationRedirectParams): string | null {
  switch (role) {
    case 'Admin':
      return '/admin';
    case 'Applicant':
      return params.matchCycleCode ? `/applicant/${segment(params.matchCycleCode)}` : null;
    case 'ProgramUser':
      return params.matchCycleCode && params.programCode
        ? `/program-user/${segment(params.matchCycleCode)}/${segment(params.programCode)}`
        : null;
    case 'MedSchoolUser':
      return params.medicalSchoolCode ? `/medical-school/${segment(params.medicalSchoolCode)}` : null;
    case 'SocietyUser':
      // Society users have no message centre (platform.md §2).
      return null;
  }
}

function inAppPath(value: string | null | undefined): string | null {
  if (!value?.startsWith('/') || value.startsWith('//') || value.includes('\\')) return null;
  return value;
}

function destination(kind: string | null, params: NotificationRedirectParams, role: Role): string {
  const base = messageCentreBase(role, params);
  const notifications = () => {
    if (!base) return roleHomePath[role];
    return params.id ? `${base}/notifications/${segment(params.id)}` : `${base}/notifications`;
  };
  switch (isNotificationKind(kind) ? kind : null) {
    case 'NewMessage':
      if (!base) return roleHomePath[role];
      return params.threadId ? `${base}/messages/${segment(params.threadId)}` : `${base}/messages`;
    case 'Broadcast':
      return base ? `${base}/messages/broadcasts` : roleHomePath[role];
    case 'RequestStatusChanged':
    case 'NewListItem':
      // The request queues belong to administrators and society users; others read the notification.
      if (role === 'Admin') return '/admin/requests';
      if (role === 'SocietyUser') return '/society-user/requests';
      return notifications();
    case 'MatchResult':
      if (role === 'Admin') return '/admin/match-cycles';
      if (role === 'SocietyUser') return '/society-user/match-results';
      if (role === 'MedSchoolUser') return base ? `${base}/match-results` : roleHomePath[role];
      return base ? `${base}/match-result` : roleHomePath[role];
    default:
      return notifications();
  }
}

/** The page a tap on a notification opens for a user of `role`. */
export function notificationDestination(params: NotificationRedirectParams, role: Role): string {
  const chosen = inAppPath(params.url);
  if (
    chosen &&
    !isHomePath(chosen) &&
    canAccessPath(chosen, role) &&
    !chosen.startsWith('/redirect-by-notification-type')
  ) {
    return chosen;
  }
  const path = destination(params.type ?? null, params, role);
  return canAccessPath(path, role) ? path : roleHomePath[role];
}
