import type { ReactElement } from 'react';
import { Route } from 'wouter';
import { lazyPage } from '../../../lib/lazy-page.ts';

const TransactionsPage = lazyPage(() => import('./transactions-page.tsx'), 'TransactionsPage');

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
