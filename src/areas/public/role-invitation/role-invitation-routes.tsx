import type { ReactElement } from 'react';
import { Route } from 'wouter';
import { lazyPage } from '../../../lib/lazy-page.ts';

const RoleInvitationPage = lazyPage(() => import('./role-invitation-page.tsx'), 'RoleInvitationPage');

/** ROLE INVITATION: accepting an invitation link. Each element is a wouter <Route> with a unique key. */
export const roleInvitationRoutes: ReactElement[] = [
  <Route key="role-invitation" path="/account/invitations/:token" component={RoleInvitationPage} />,
];
