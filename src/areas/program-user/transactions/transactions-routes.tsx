import type { ReactElement } from 'react';
import { Route } from 'wouter';
import { ProgramTransactionsPage } from './program-transactions-page.tsx';

/** TRANSACTIONS: the program's invoices and payments in a cycle. Each element is a wouter <Route> with a unique key. */
export const transactionRoutes: ReactElement[] = [
  <Route
    key="transactions"
    path="/program-user/:matchCycleCode/:programCode/transactions/:tab?"
    component={ProgramTransactionsPage}
  />,
];
