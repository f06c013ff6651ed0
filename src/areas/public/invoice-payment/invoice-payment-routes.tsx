import type { ReactElement } from 'react';
import { Route } from 'wouter';
import { lazyPage } from '../../../lib/lazy-page.ts';

/** Opened from an invoice mail or a Pay link, never by the home page's visitors: loaded when visited. */
const InvoicePaymentPage = lazyPage(() => import('./invoice-payment-page.tsx'), 'InvoicePaymentPage');

/** INVOICE PAYMENT (business.md §2.1): the page and its standalone variant share a key. */
export const invoicePaymentRoutes: ReactElement[] = [
  <Route key="invoice-payment" path="/invoice-payment/:id?" component={InvoicePaymentPage} />,
  <Route key="invoice-payment" path="/standalone/invoice-payment/:id?" component={InvoicePaymentPage} />,
];
