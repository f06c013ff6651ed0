/**
 * Issuing an invoice (ADR 0025): the row and its lines in the caller's transaction, a payment link
 * whose token is kept only as its SHA-256, and the mail that carries the link (a secret the outbox
 * never keeps in clear). Every fee of the product is billed through here.
 */
import { billingMessages } from '../../../core/domain/billing-messages.ts';
import { invoiceNumber } from '../../../core/domain/invoices.ts';
import { formatMessage } from '../../../core/domain/messages.ts';
import type { DbExecutor } from '../../db/client.ts';
import {
  type InvoiceRow,
  insertInvoice,
  type NewInvoice,
  setPayLink,
} from '../../db/repositories/invoices.repository.ts';
import { randomToken, sha256 } from '../auth/tokens.ts';
import { type ActionLimits, DAY_MS } from '../limits/action-limits.ts';
import type { MailService } from '../mail/mail.service.ts';
import { formatCents } from './money-text.ts';

export type InvoiceIssuer = ReturnType<typeof createInvoiceIssuer>;

/** The page an invoice is paid on, with its token. */
export const payLinkOf = (publicUrl: string, invoiceId: number, token: string) =>
  `${publicUrl}/invoice-payment/${invoiceId}?token=${encodeURIComponent(token)}`;

export function createInvoiceIssuer(deps: { mail: MailService; limits: ActionLimits; publicUrl: string }) {
  const { mail, limits, publicUrl } = deps;

  async function mailLink(tx: DbExecutor, invoice: InvoiceRow, to: string, token: string) {
    // A user causes their own invoices: at most 50 invoice mails a day reach one address.
    await limits.take([{ key: `invoice-mail-to:${to.toLowerCase()}`, max: 50, windowMs: DAY_MS }], tx);
    const link = payLinkOf(publicUrl, invoice.id, token);
    const values = {
      number: invoiceNumber(invoice.id),
      description: invoice.description,
      amount: formatCents(invoice.amountCents),
      link,
    };
    await mail.send(
      {
        to,
        subject: formatMessage(billingMessages.InvoiceMailSubject, values),
        text: formatMessage(billingMessages.InvoiceMailBody, values),
        secrets: [link],
      },
      tx,
    );
  }

  return {
    /** A new invoice, mailed to `mailTo` with its payment link when the amount is not zero. */
    async issue(tx: DbExecutor, values: NewInvoice & { mailTo: string | null }): Promise<InvoiceRow> {
      const token = randomToken();
      const invoice = await insertInvoice(tx, { ...values, payLinkTokenHash: sha256(token) });
      if (values.mailTo && invoice.amountCents > 0) await mailLink(tx, invoice, values.mailTo, token);
      return invoice;
    },

    /** A fresh link for an unpaid invoice (the old one stops working), mailed to `to`. */
    async resendLink(tx: DbExecutor, invoice: InvoiceRow, to: string): Promise<void> {
      const token = randomToken();
      await setPayLink(tx, invoice.id, sha256(token));
      await mailLink(tx, invoice, to, token);
    },
  };
}
