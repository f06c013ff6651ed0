/**
 * Money (design.md §4.9: integer cents, US dollars; ADR 0025): what an invoice is for, where it
 * stands, who pays it, and the payments and refunds against it. Each list is a column's type and its
 * CHECK constraint (server/db/schema.ts).
 */

/** The fees the spec names: a cycle's registration fee, its application fee, the program's fees. */
export const invoiceKinds = [
  'ApplicantRegistration',
  'ApplicationFee',
  'ProgramRegistration',
  'ProgramAnnualMembership',
  'Other',
] as const;
export type InvoiceKind = (typeof invoiceKinds)[number];

/** Paid stays Paid after a partial refund; a full refund makes it Refunded; Void is cancelled unpaid. */
export const invoiceStatuses = ['Unpaid', 'Paid', 'Refunded', 'Void'] as const;
export type InvoiceStatus = (typeof invoiceStatuses)[number];

/** How an application fee grows with the applications sent in one cycle (platform.md §3). */
export const feeDistributionTypes = ['Flat', 'Incremental'] as const;
export type FeeDistributionType = (typeof feeDistributionTypes)[number];

/** Where money came from: a card through Stripe, an admin's record, or the labelled test provider. */
export const paymentProviders = ['Stripe', 'Manual', 'Test'] as const;
export type PaymentProvider = (typeof paymentProviders)[number];

export const paymentMethods = ['Card', 'Cheque', 'Wire', 'Waiver', 'Test'] as const;
export type PaymentMethod = (typeof paymentMethods)[number];

/** The methods an admin may record by hand. */
export const manualPaymentMethods = ['Cheque', 'Wire', 'Waiver'] as const satisfies readonly PaymentMethod[];
export type ManualPaymentMethod = (typeof manualPaymentMethods)[number];

/**
 * A payment is an order until its provider confirms it: Pending (checkout started), then Succeeded,
 * Failed or Cancelled. At most one Succeeded payment per invoice (a partial unique index).
 */
export const paymentStatuses = ['Pending', 'Succeeded', 'Failed', 'Cancelled'] as const;
export type PaymentStatus = (typeof paymentStatuses)[number];

export const refundStatuses = ['Pending', 'Succeeded', 'Failed'] as const;
export type RefundStatus = (typeof refundStatuses)[number];

/**
 * The price of the n-th application (1-based) a cycle bills. Flat: the fee each time. Incremental:
 * a quarter of the fee more for every full ten applications already sent (ERAS-like tiers), in
 * whole cents.
 */
export function applicationFeeCents(
  feeCents: number,
  distribution: FeeDistributionType,
  nth: number,
): number {
  if (feeCents <= 0) return 0;
  if (distribution === 'Flat') return feeCents;
  const tier = Math.floor((Math.max(1, nth) - 1) / 10);
  return feeCents + Math.floor((feeCents * tier) / 4);
}

/** What is left to refund of a payment. */
export function refundableCents(paidCents: number, refundedCents: number): number {
  return Math.max(0, paidCents - refundedCents);
}

/** The invoice number people read and quote: 'INV-' and six digits from the row id. */
export const invoiceNumber = (id: number) => `INV-${String(id).padStart(6, '0')}`;
