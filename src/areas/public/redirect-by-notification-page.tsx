import { useEffect } from 'react';
import { useSearch } from 'wouter';
import {
  type NotificationRedirectParams,
  notificationDestination,
  notificationRedirectParams,
} from '../../../core/domain/notification-redirect.ts';
import { saveReturnLocation } from '../../features/auth/return-location.ts';
import { useT } from '../../lib/i18n/i18n.ts';
import { navigateTo } from '../../lib/navigation/navigate.ts';
import { placesOf, useShellPlaces } from '../../lib/navigation/shell-places.ts';
import { currentUserOf, roleOf, useSessionStore } from '../../lib/session/session-store.ts';
import { Page } from '../../ui/page.tsx';

/**
 * Where a tap on a notification lands (issue 14): routed by its kind and ids to the right page of the
 * signed-in user's role (core/domain/notification-redirect.ts). Not signed in: sign in first, then
 * this page again (the return location), which routes as the user who signed in. A query without the
 * area's context (the applicant's cycle, the program) takes the places the user last worked in.
 */
export function RedirectByNotificationPage() {
  const t = useT();
  const search = useSearch();
  const status = useSessionStore((s) => s.status);
  const user = useSessionStore(currentUserOf);
  const byUser = useShellPlaces((s) => s.byUser);

  useEffect(() => {
    if (status === 'restoring') return;
    const role = roleOf(user);
    if (!user || !role) {
      saveReturnLocation(`/redirect-by-notification-type${search ? `?${search}` : ''}`);
      navigateTo('/standalone/login', { replace: true });
      return;
    }
    const places = placesOf({ byUser }, user.id);
    const params: NotificationRedirectParams = notificationRedirectParams(new URLSearchParams(search));
    navigateTo(
      notificationDestination(
        {
          ...params,
          matchCycleCode:
            params.matchCycleCode ??
            (role === 'ProgramUser' ? places.program?.matchCycleCode : places.applicantCycleCode) ??
            null,
          programCode:
            params.programCode ?? (params.matchCycleCode ? null : places.program?.programCode) ?? null,
        },
        role,
      ),
      { replace: true },
    );
  }, [search, status, user, byUser]);

  return <Page title={t('RedirectingTitle')} />;
}
