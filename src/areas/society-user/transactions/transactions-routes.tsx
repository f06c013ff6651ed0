import type { ReactElement } from 'react';
import { Route } from 'wouter';
import { SocietyTransactionsPage } from './society-transactions-page.tsx';

/** TRANSACTIONS: the invoices of the society's programs. Each element is a wouter <Route> with a unique key. */
export const transactionRoutes: ReactElement[] = [
  <Route key="transactions" path="/society-user/transactions" component={SocietyTransactionsPage} />,
];
