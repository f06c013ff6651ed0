import type { ReactElement } from 'react';
import { Redirect, Route } from 'wouter';
import { BillingDashboardPage } from './billing-dashboard-page.tsx';

/** BILLING: the billing dashboard and its tabs. Each element is a wouter <Route> with a unique key. */
export const billingRoutes: ReactElement[] = [
  <Route key="billing-dashboard-root" path="/admin/billing-dashboard">
    <Redirect to="/admin/billing-dashboard/invoices" replace />
  </Route>,
  <Route key="billing-dashboard" path="/admin/billing-dashboard/:tab" component={BillingDashboardPage} />,
];
