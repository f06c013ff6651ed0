import { lazy, type ReactElement } from 'react';
import { Route } from 'wouter';

const TransactionsPage = lazy(async () => ({
  default: (await import('./transactions-page.tsx')).TransactionsPage,
}));

/** GAPS: the applicant's transactions, outside a cycle first (else 'profile' would read as a cycle code). */
export const transactionRoutes: ReactElement[] = [
  <Route
    key="profile-transactions"
    path="/applicant/profile/transactions/:tab?"
    component={TransactionsPage}
  />,
  <Route
    key="cycle-transactions"
    path="/applicant/:matchCycleCode/transactions/:tab?"
    component={TransactionsPage}
  />,
];
