import type { ReactElement } from 'react';
import { Route } from 'wouter';
import { lazyPage } from '../../lib/lazy-page.ts';
import { HomePage } from './home-page.tsx';
import { PlannedPage, plannedPages } from './planned-page.tsx';
import { PrivacyPage } from './privacy-page.tsx';

// Pages loaded on first visit, so the public chunk (the home page on a phone) stays small.
const ContactsPage = lazyPage(() => import('./contacts-page.tsx'), 'ContactsPage');
const MedicalSchoolInfoPage = lazyPage(
  () => import('./medical-school-info-page.tsx'),
  'MedicalSchoolInfoPage',
);
/** The sign-in dialog's forms as pages: loaded when visited, not with the home page. */
const StandaloneAuthPage = lazyPage(() => import('./standalone-auth-page.tsx'), 'StandaloneAuthPage');
const ConfirmEmailLinkPage = lazyPage(() => import('./confirm-email-link-page.tsx'), 'ConfirmEmailLinkPage');
/** Opened from a notification (a tap, a mail's link), never by the home page's visitors. */
const RedirectByNotificationPage = lazyPage(
  () => import('./redirect-by-notification-page.tsx'),
  'RedirectByNotificationPage',
);

/**
 * The pages that sit beside the area file: home, contacts, medical school information, privacy, the notification
 * redirect, the standalone sign-in forms and the e-mail confirmation link. Each element is a wouter <Route> with a
 * unique key, except that the paths of one page share its key: moving between them (the sign-in forms' links)
 * keeps the page mounted.
 */
export const publicRoutes: ReactElement[] = [
  <Route key="home" path="/" component={HomePage} />,
  <Route key="contacts" path="/contacts" component={ContactsPage} />,
  <Route key="medical-school-info" path="/medical-school-info" component={MedicalSchoolInfoPage} />,
  <Route key="privacy" path="/privacy-policy-and-terms-of-usage" component={PrivacyPage} />,
  <Route
    key="redirect-by-notification"
    path="/redirect-by-notification-type"
    component={RedirectByNotificationPage}
  />,
  <Route key="standalone-auth" path="/standalone/login">
    <StandaloneAuthPage mode="login" />
  </Route>,
  <Route key="standalone-auth" path="/standalone/forgot-password">
    <StandaloneAuthPage mode="forgotPasswordRequest" />
  </Route>,
  <Route key="standalone-auth" path="/standalone/reset-password">
    <StandaloneAuthPage mode="forgotPasswordConfirm" />
  </Route>,
  <Route key="standalone-auth" path="/standalone/confirm-email">
    <StandaloneAuthPage mode="confirmEmail" />
  </Route>,
  <Route key="confirm-email-link" path="/confirm-email/:token" component={ConfirmEmailLinkPage} />,
];

/** Public routes whose screens arrive in later releases: last, so a real page of the same path wins. */
export const plannedPageRoutes: ReactElement[] = plannedPages.map((page) => (
  <Route key={page.path} path={page.path}>
    <PlannedPage title={page.title} holds={page.holds} />
  </Route>
));
