import type { ReactElement } from 'react';
import { Route } from 'wouter';
import { loadTexts } from '../../../lib/i18n/i18n.ts';
import { lazyPage } from '../../../lib/lazy-page.ts';

/**
 * Opened from an invoice mail or a Pay link, never by the home page's visitors: the page and its texts
 * (a part of their own, scripts/i18n-parts.mjs pageParts) load when it is visited.
 */
const InvoicePaymentPage = lazyPage(async () => {
  const [page] = await Promise.all([import('./invoice-payment-page.tsx'), loadTexts('invoice-payment')]);
  return page;
}, 'InvoicePaymentPage');

/** INVOICE PAYMENT (business.md §2.1): the page and its standalone variant share a key. */
export const invoicePaymentRoutes: ReactElement[] = [
  <Route key="invoice-payment" path="/invoice-payment/:id?" component={InvoicePaymentPage} />,
  <Route key="invoice-payment" path="/standalone/invoice-payment/:id?" component={InvoicePaymentPage} />,
];
