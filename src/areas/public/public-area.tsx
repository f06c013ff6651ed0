import { Route, Switch } from 'wouter';
import { NotFound } from '../../ui/not-found.tsx';
import { ContactsPage } from './contacts-page.tsx';
import { HomePage } from './home-page.tsx';
import { PlannedPage, plannedPages } from './planned-page.tsx';
import { PrivacyPage } from './privacy-page.tsx';
import { RedirectByNotificationPage } from './redirect-by-notification-page.tsx';
import { StandaloneAuthPage } from './standalone-auth-page.tsx';

/** Public routes of business.md §2.1 (standalone variants included). */
export function PublicArea() {
  return (
    <Switch>
      <Route path="/" component={HomePage} />
      <Route path="/contacts" component={ContactsPage} />
      <Route path="/privacy-policy-and-terms-of-usage" component={PrivacyPage} />
      <Route path="/redirect-by-notification-type" component={RedirectByNotificationPage} />
      <Route path="/standalone/login">
        <StandaloneAuthPage mode="login" />
      </Route>
      <Route path="/standalone/forgot-password">
        <StandaloneAuthPage mode="forgotPasswordRequest" />
      </Route>
      <Route path="/standalone/reset-password">
        <StandaloneAuthPage mode="forgotPasswordConfirm" />
      </Route>
      {plannedPages.map((page) => (
        <Route key={page.path} path={page.path}>
          <PlannedPage title={page.title} holds={page.holds} />
        </Route>
      ))}
      <Route component={NotFound} />
    </Switch>
  );
}
