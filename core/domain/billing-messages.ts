/**
 * What the server says about money (issue 16, ADR 0025): refusals it answers in words, field messages
 * of the payment forms, and the mails it sends. The client shows these texts as the server wrote them
 * (like core/domain/season-messages.ts), so they stay out of everyone's first load. Ours, not the spec's.
 */
export const billingMessages = {
  PaymentCardRequired: 'Enter the card number.',
  PaymentCardInvalid: 'The card number must have 12 to 19 digits.',
  PaymentCardDeclined: 'The card was declined. No money was taken.',
  InvoiceNotPayable: 'This invoice cannot be paid: it is {status}.',
  InvoicePaymentLinkInvalid:
    'This payment link is not valid. Sign in to pay the invoice, or ask for a new link.',
  PaymentProviderUnavailable: 'This way of paying is not available.',
  PaymentOrderNotFound: 'This payment was not started here. Start again.',
  PaymentNotConfirmed:
    'The payment has not been confirmed yet. If you paid, it will show here within a few minutes.',
  RefundAmountTooHigh: 'A refund cannot exceed the {amount} still refundable.',
  RefundNotPossible: 'Only a succeeded payment can be refunded.',
  RefundReasonRequired: 'Give the reason for the refund.',
  ManualPaymentReferenceRequired: 'Give the cheque number, the wire reference or the reason for the waiver.',
  AmountRequired: 'Enter an amount greater than zero.',
  InvoiceNotVoidable: 'Only an unpaid invoice can be voided.',
  InvoiceMailSubject: 'Invoice {number}: {description}',
  InvoiceMailBody:
    'Invoice {number} for {description} is due: {amount}.\n\nPay it here: {link}\n\nThe link is yours: do not share it.',
  PaymentReceivedSubject: 'Payment received: invoice {number}',
  PaymentReceivedBody: 'We received {amount} for invoice {number} ({description}). Thank you.',
  RefundIssuedSubject: 'Refund issued: invoice {number}',
  RefundIssuedBody:
    'We refunded {amount} of your payment for invoice {number} ({description}). Reason: {reason}',
} as const;
