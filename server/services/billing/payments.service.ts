/**
 * Paying invoices (ADR 0025 decisions 3–6): the payment page's view, checkouts through the card
 * provider (Stripe or the test provider), Stripe's webhook, and settling: the payment, the invoice and
 * what the invoice blocked, in one transaction under the invoice's lock. A partial unique index allows
 * one Succeeded payment per invoice, so however many requests race, money is taken once.
 */
import { randomUUID } from 'node:crypto';
import type { CheckoutResult, PayableInvoice } from '../../../core/contracts/billing/payments.contract.ts';
import { billingMessages } from '../../../core/domain/billing-messages.ts';
import { invoiceNumber } from '../../../core/domain/invoices.ts';
import { formatMessage, messages } from '../../../core/domain/messages.ts';
import { formatPacificDateTime } from '../../../core/domain/pacific-time.ts';
import { hubEvents, hubGroups } from '../../../core/realtime/hubs.ts';
import type { Clock } from '../../clock.ts';
import { type DbExecutor, withTransaction } from '../../db/client.ts';
import { findApplicationProgramId, moveStatus } from '../../db/repositories/applications.repository.ts';
import {
  findInvoice,
  findInvoiceListRow,
  type InvoiceRow,
  listInvoiceLines,
  lockInvoice,
  markInvoicePaid,
} from '../../db/repositories/invoices.repository.ts';
import {
  cancelPendingOrders,
  findPayment,
  findPaymentByProviderRef,
  findPendingOrder,
  findSucceededPayment,
  insertPayment,
  markPaymentFailed,
  markPaymentSucceeded,
  type PaymentRow,
  recordProviderEvent,
  setPaymentProviderRef,
} from '../../db/repositories/payments.repository.ts';
import { findProgramUser } from '../../db/repositories/programs.repository.ts';
import { findUserById } from '../../db/repositories/users.repository.ts';
import { isUniqueViolation } from '../../db/unique-violation.ts';
import { conflict, forbiddenResource, notFound } from '../../errors.ts';
import type { Logger } from '../../logger.ts';
import type { AuthContext } from '../auth/session.service.ts';
import { sha256 } from '../auth/tokens.ts';
import type { MailService } from '../mail/mail.service.ts';
import { type PdfLine, writeTextPdf } from '../pdf/pdf-document.ts';
import type { HubEvents } from '../realtime/hub-events.ts';
import { formatCents } from './money-text.ts';
import type { CardPaymentProvider } from './providers/payment-provider.ts';
import { testCardPays } from './providers/test-provider.ts';

export type PaymentProviders = { stripe: CardPaymentProvider | null; test: CardPaymentProvider | null };

/** What Stripe's webhook needs: its signature check, the official client's `webhooks.constructEvent`. */
export type StripeEventReader = (
  rawBody: Buffer,
  signature: string,
) => { id: string; type: string; data: { object: unknown } };

export type PaymentsServiceDeps = {
  db: DbExecutor;
  clock: Clock;
  log: Logger;
  mail: MailService;
  hubEvents: HubEvents;
  publicUrl: string;
  providers: PaymentProviders;
  readStripeEvent: StripeEventReader | null;
};

export type PaymentsService = ReturnType<typeof createPaymentsService>;

/** Who asks: signed in (or not) and the mailed link's token (or not). */
export type Payer = { auth: AuthContext | null; token?: string | undefined };

export function createPaymentsService(deps: PaymentsServiceDeps) {
  const { db, clock, log, mail, hubEvents: events, publicUrl, providers } = deps;

  function providerOf(name: 'Stripe' | 'Test'): CardPaymentProvider {
    const provider = name === 'Stripe' ? providers.stripe : providers.test;
    if (!provider) throw conflict(billingMessages.PaymentProviderUnavailable);
    return provider;
  }

  /** The mailed token, the billed user, a user of the billed program, or an admin. */
  async function mayPay(payer: Payer, invoice: InvoiceRow): Promise<boolean> {
    if (payer.token && invoice.payLinkTokenHash && sha256(payer.token) === invoice.payLinkTokenHash)
      return true;
    const auth = payer.auth;
    if (!auth) return false;
    if (auth.roles.includes('Admin') || auth.userId === invoice.userId) return true;
    return invoice.programId !== null && Boolean(await findProgramUser(db, invoice.programId, auth.userId));
  }

  async function payableInvoice(payer: Payer, id: number): Promise<InvoiceRow> {
    const invoice = await findInvoice(db, id);
    if (!invoice) throw notFound();
    if (!(await mayPay(payer, invoice))) {
      // A wrong or spent token and a stranger hear the same: nothing tells whether the invoice exists.
      throw forbiddenResource(billingMessages.InvoicePaymentLinkInvalid);
    }
    return invoice;
  }

  async function view(id: number): Promise<PayableInvoice> {
    const [row, lines] = await Promise.all([findInvoiceListRow(db, id), listInvoiceLines(db, id)]);
    if (!row) throw notFound();
    return {
      id: row.id,
      number: invoiceNumber(row.id),
      kind: row.kind,
      description: row.description,
      billedTo: row.billedTo,
      programName: row.programName,
      matchCycleName: row.matchCycleName,
      lines,
      amountCents: row.amountCents,
      refundedCents: row.refundedCents,
      status: row.status,
      dueDate: row.dueDate,
      createdDate: row.createdAt.toISOString(),
      paidDate: row.paidAt?.toISOString() ?? null,
      providers: [
        ...(providers.stripe ? (['Stripe'] as const) : []),
        ...(providers.test ? (['Test'] as const) : []),
      ],
    };
  }

  function assertUnpaid(invoice: InvoiceRow) {
    if (invoice.status !== 'Unpaid')
      throw conflict(
        invoice.status === 'Paid'
          ? messages.InvoiceAlreadyPaid
          : formatMessage(billingMessages.InvoiceNotPayable, { status: invoice.status.toLowerCase() }),
      );
  }

  /**
   * The payment succeeded: the invoice is Paid, its other orders cancelled, and what it blocked is
   * unblocked, in the caller's transaction (which holds the invoice's lock). False when this payment
   * was already settled (a retried request or a webhook delivered twice).
   */
  async function settle(
    tx: DbExecutor,
    invoice: InvoiceRow,
    payment: PaymentRow,
  ): Promise<{ settled: boolean; programId: number | null }> {
    const now = clock.now();
    const succeeded = await markPaymentSucceeded(tx, payment.id, now);
    if (!succeeded) return { settled: false, programId: null };
    const paid = await markInvoicePaid(tx, invoice.id, now);
    if (!paid) throw conflict(messages.InvoiceAlreadyPaid);
    await cancelPendingOrders(tx, invoice.id);
    let programId: number | null = null;
    if (invoice.kind === 'ApplicationFee' && invoice.applicationId !== null) {
      // Paying the fee sends the application (ADR 0025 decision 3).
      const moved = await moveStatus(tx, invoice.applicationId, ['PendingPayment'], 'Published', now);
      if (moved) programId = await findApplicationProgramId(tx, invoice.applicationId);
    }
    const billed = await findUserById(tx, invoice.userId);
    if (billed) {
      const values = {
        number: invoiceNumber(invoice.id),
        description: invoice.description,
        amount: formatCents(payment.amountCents),
      };
      await mail.send(
        {
          to: billed.email,
          subject: formatMessage(billingMessages.PaymentReceivedSubject, values),
          text: formatMessage(billingMessages.PaymentReceivedBody, values),
        },
        tx,
      );
    }
    return { settled: true, programId };
  }

  /** After the commit: an application its fee sent reaches the program's lists live. */
  function announceSent(invoice: InvoiceRow, programId: number | null) {
    if (programId === null || invoice.applicationId === null) return;
    events.send({
      hub: 'ProgramApplicationNotification',
      audience: { kind: 'group', group: hubGroups.program(programId) },
      target: hubEvents.programApplicationAdded,
      args: [{ programId, applicationId: invoice.applicationId }],
    });
  }

  /** Settles `paymentId` of `invoiceId` under the invoice's lock; true when this call settled it. */
  async function settleById(invoiceId: number, paymentId: number): Promise<boolean> {
    const outcome = await withTransaction(db, async (tx) => {
      const invoice = await lockInvoice(tx, invoiceId);
      if (!invoice) throw notFound();
      const payment = await findPayment(tx, paymentId);
      if (!payment || payment.invoiceId !== invoiceId) throw notFound(billingMessages.PaymentOrderNotFound);
      if (payment.status === 'Succeeded') return { invoice, settled: false, programId: null };
      assertUnpaid(invoice);
      const result = await settle(tx, invoice, payment);
      return { invoice, ...result };
    });
    if (outcome.settled) announceSent(outcome.invoice, outcome.programId);
    return outcome.settled;
  }

  return {
    async payable(payer: Payer, id: number): Promise<PayableInvoice> {
      await payableInvoice(payer, id);
      return view(id);
    },

    /**
     * Starts (or resumes) an order with the provider. An open order of the same provider is reused, so
     * a double click makes one checkout; the order's key is the provider's idempotency key.
     */
    async startCheckout(payer: Payer, id: number, providerName: 'Stripe' | 'Test'): Promise<CheckoutResult> {
      const invoice = await payableInvoice(payer, id);
      assertUnpaid(invoice);
      const provider = providerOf(providerName);
      const order = await withTransaction(db, async (tx) => {
        const locked = await lockInvoice(tx, id);
        if (!locked) throw notFound();
        assertUnpaid(locked);
        const open = await findPendingOrder(tx, id, providerName);
        if (open && open.amountCents === locked.amountCents) return open;
        return insertPayment(tx, {
          invoiceId: id,
          provider: providerName,
          method: providerName === 'Stripe' ? 'Card' : 'Test',
          amountCents: locked.amountCents,
          idempotencyKey: `order-${randomUUID()}`,
          userId: payer.auth?.userId ?? null,
        });
      });
      if (providerName === 'Test') {
        if (!order.providerRef) await setPaymentProviderRef(db, order.id, `test_order_${order.id}`);
        return { kind: 'test', orderId: order.id };
      }
      const back = `${publicUrl}/invoice-payment/${id}${payer.token ? `?token=${encodeURIComponent(payer.token)}&` : '?'}`;
      const billed = await findUserById(db, invoice.userId);
      const checkout = await provider.startCheckout({
        orderId: order.id,
        invoice: {
          id,
          number: invoiceNumber(id),
          description: invoice.description,
          amountCents: order.amountCents,
        },
        successUrl: `${back}session_id={CHECKOUT_SESSION_ID}`,
        cancelUrl: `${back}cancelled=1`,
        customerEmail: billed?.email ?? null,
        idempotencyKey: order.idempotencyKey,
      });
      if (order.providerRef !== checkout.providerRef)
        await setPaymentProviderRef(db, order.id, checkout.providerRef);
      if (!checkout.redirectUrl) throw conflict(billingMessages.PaymentProviderUnavailable);
      return { kind: 'redirect', url: checkout.redirectUrl };
    },

    /** The test provider's card form: a declined card fails the order; any other pays it. */
    async payWithTestCard(
      payer: Payer,
      id: number,
      orderId: number,
      cardNumber: string,
    ): Promise<PayableInvoice> {
      await payableInvoice(payer, id);
      providerOf('Test');
      const order = await findPayment(db, orderId);
      if (!order || order.invoiceId !== id || order.provider !== 'Test')
        throw notFound(billingMessages.PaymentOrderNotFound);
      if (order.status === 'Succeeded') return view(id);
      if (order.status !== 'Pending') throw conflict(billingMessages.PaymentOrderNotFound);
      if (!testCardPays(cardNumber)) {
        await markPaymentFailed(db, order.id, 'Failed', billingMessages.PaymentCardDeclined);
        throw conflict(billingMessages.PaymentCardDeclined);
      }
      await settleById(id, order.id);
      return view(id);
    },

    /** The browser is back from Stripe's checkout: ask Stripe, settle if paid (the webhook may come later). */
    async confirmCheckout(payer: Payer, id: number, sessionId: string): Promise<PayableInvoice> {
      await payableInvoice(payer, id);
      const order = await findPaymentByProviderRef(db, 'Stripe', sessionId);
      if (!order || order.invoiceId !== id) throw notFound(billingMessages.PaymentOrderNotFound);
      if (order.status === 'Pending') {
        const state = await providerOf('Stripe').checkoutState(sessionId);
        if (!state.paid) throw conflict(billingMessages.PaymentNotConfirmed);
        await settleById(id, order.id);
      }
      return view(id);
    },

    /**
     * Stripe's webhook: the signature checked by the official client against the raw body, each event
     * applied once (its id is recorded in the same transaction as its effect).
     */
    async applyStripeEvent(rawBody: Buffer, signature: string): Promise<{ received: true }> {
      if (!deps.readStripeEvent) throw notFound();
      let event: ReturnType<StripeEventReader>;
      try {
        event = deps.readStripeEvent(rawBody, signature);
      } catch (error) {
        log.warn({ error: error instanceof Error ? error.message : String(error) }, 'stripe webhook refused');
        throw forbiddenResource(messages.ResourceAccessDenied);
      }
      const session = event.data.object as { id?: string; payment_status?: string };
      const completed =
        event.type === 'checkout.session.completed' ||
        event.type === 'checkout.session.async_payment_succeeded';
      const failed =
        event.type === 'checkout.session.expired' || event.type === 'checkout.session.async_payment_failed';
      if ((!completed && !failed) || typeof session.id !== 'string') {
        await recordProviderEvent(db, 'Stripe', event.id);
        return { received: true };
      }
      const order = await findPaymentByProviderRef(db, 'Stripe', session.id);
      if (!order) {
        log.warn({ eventId: event.id, sessionId: session.id }, 'stripe event for an unknown checkout');
        await recordProviderEvent(db, 'Stripe', event.id);
        return { received: true };
      }
      const outcome = await withTransaction(db, async (tx) => {
        if (!(await recordProviderEvent(tx, 'Stripe', event.id))) return null;
        const invoice = await lockInvoice(tx, order.invoiceId);
        if (!invoice) return null;
        if (failed) {
          await markPaymentFailed(tx, order.id, 'Cancelled', `Stripe: ${event.type}`);
          return null;
        }
        if (session.payment_status !== 'paid') return null;
        if (invoice.status !== 'Unpaid') {
          // Paid another way meanwhile: the money came in twice; an admin refunds it from the orders tab.
          log.error(
            { invoiceId: invoice.id, orderId: order.id },
            'stripe payment for an invoice already paid',
          );
          return null;
        }
        const fresh = await findPayment(tx, order.id);
        if (!fresh) return null;
        const result = await settle(tx, invoice, fresh);
        return { invoice, ...result };
      });
      if (outcome?.settled) announceSent(outcome.invoice, outcome.programId);
      return { received: true };
    },

    /** The invoice as a PDF: a receipt once paid (with its payment and refunds), the invoice before. */
    async document(payer: Payer, id: number): Promise<{ fileName: string; body: Buffer }> {
      await payableInvoice(payer, id);
      const invoice = await view(id);
      const payment = await findSucceededPayment(db, id);
      const paid = invoice.status === 'Paid' || invoice.status === 'Refunded';
      const title = paid ? `Receipt for invoice ${invoice.number}` : `Invoice ${invoice.number}`;
      const date = (iso: string | null) => (iso ? formatPacificDateTime(iso) : '');
      const lines: PdfLine[] = [
        { text: 'Matchline', size: 16, bold: true },
        { text: title, size: 13, bold: true, gapBefore: 6 },
        { text: `Billed to: ${invoice.billedTo}`, gapBefore: 10 },
        ...(invoice.programName ? [{ text: `Program: ${invoice.programName}` }] : []),
        ...(invoice.matchCycleName ? [{ text: `Match cycle: ${invoice.matchCycleName}` }] : []),
        { text: `Issued: ${date(invoice.createdDate)}` },
        ...(invoice.dueDate ? [{ text: `Due: ${invoice.dueDate}` }] : []),
        { text: invoice.description, bold: true, gapBefore: 10 },
        ...invoice.lines.map((line) => ({
          text: `${line.description} — ${line.quantity} × ${formatCents(line.unitCents)} = ${formatCents(line.amountCents)}`,
        })),
        { text: `Total: ${formatCents(invoice.amountCents)} (US dollars)`, bold: true, gapBefore: 6 },
        { text: `Status: ${invoice.status}`, gapBefore: 6 },
        ...(payment
          ? [
              {
                text: `Paid ${formatCents(payment.amountCents)} on ${date(payment.succeededAt?.toISOString() ?? null)} by ${payment.method}${payment.providerRef ? ` (${payment.providerRef})` : ''}`,
              },
            ]
          : []),
        ...(invoice.refundedCents > 0 ? [{ text: `Refunded: ${formatCents(invoice.refundedCents)}` }] : []),
      ];
      const prefix = paid ? 'receipt' : 'invoice';
      return { fileName: `${prefix}-${invoice.number}.pdf`, body: await writeTextPdf(lines, { title }) };
    },

    /** Settles inside another service's flow (an admin's manual payment). */
    settle,
    announceSent,
    view,
    mayPay,
  };
}

/** A payment row made Succeeded at once (an admin's manual payment), settled in the same transaction. */
export async function insertAndSettle(
  tx: DbExecutor,
  payments: PaymentsService,
  invoice: InvoiceRow,
  values: Parameters<typeof insertPayment>[1],
): Promise<{ payment: PaymentRow; programId: number | null }> {
  try {
    const payment = await insertPayment(tx, { ...values, status: 'Pending' });
    const { programId } = await payments.settle(tx, invoice, payment);
    return { payment, programId };
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(messages.InvoiceAlreadyPaid);
    throw error;
  }
}
