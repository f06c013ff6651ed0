/** Invoices (design.md §4.9: integer cents): what an invoice is for and where it stands. */

export const invoiceKinds = ['ApplicantRegistration'] as const;
export type InvoiceKind = (typeof invoiceKinds)[number];

export const invoiceStatuses = ['Unpaid', 'Paid', 'Void'] as const;
export type InvoiceStatus = (typeof invoiceStatuses)[number];
