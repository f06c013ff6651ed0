import { and, eq } from 'drizzle-orm';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { beforeAll, expect, it } from 'vitest';
import { billingMessages } from '../../../core/domain/billing-messages.ts';
import { messages } from '../../../core/domain/messages.ts';
import type { DbExecutor } from '../../db/client.ts';
import { applications, invoices, payments } from '../../db/schema.ts';
import { extractPdfText } from '../../services/pdf/pdf-text.ts';
import { type SignedInApplicant, signedInApplicant } from '../../test-support/applicant.fixture.ts';
import {
  createApplicantMatchCycle,
  createApplication,
  createMatchCycle,
  createProgram,
  createProgramMatchCycle,
  createSpecialty,
} from '../../test-support/factories.ts';
import { appWithMailLog, type MailLog } from '../../test-support/mail-log.ts';
import { bearer, describeEachDatabase, signInAs } from '../../test-support/test-app.ts';

/** The token of the newest payment link mailed to `to`. */
function mailedToken(mailLog: MailLog, to: string): { invoiceId: number; linkToken: string } {
  const body = mailLog.latest(to)?.body ?? '';
  const match = /\/invoice-payment\/(\d+)\?token=([\w%-]+)/.exec(body);
  if (!match) throw new Error(`no payment link mailed to ${to}: ${body}`);
  return { invoiceId: Number(match[1]), linkToken: decodeURIComponent(match[2]!) };
}

describeEachDatabase('paying invoices (test provider)', (ctx) => {
  let app: FastifyInstance;
  let mailLog: MailLog;
  let db: DbExecutor;
  let cycle: { id: number; shortName: string };
  let feeCycle: { id: number; shortName: string };
  let programId: number;

  const inject = (options: InjectOptions, token?: string | null) =>
    app.inject({ ...options, ...(token ? { headers: bearer(token) } : {}) });

  async function registered(): Promise<SignedInApplicant & { invoiceId: number; linkToken: string }> {
    const applicant = await signedInApplicant(ctx, {}, app);
    const answer = await inject(
      { method: 'POST', url: `/api/applicant/match-cycles/${cycle.id}/registration` },
      applicant.token,
    );
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json()).toMatchObject({ amount: 12_550 });
    return { ...applicant, ...mailedToken(mailLog, applicant.email) };
  }

  const payable = (invoiceId: number, query: string, token?: string | null) =>
    inject({ method: 'GET', url: `/api/invoices/${invoiceId}/payment${query}` }, token);
  const checkout = (invoiceId: number, body: object, token?: string | null) =>
    inject({ method: 'POST', url: `/api/invoices/${invoiceId}/checkout`, payload: body }, token);
  const payTest = (invoiceId: number, body: object, token?: string | null) =>
    inject({ method: 'POST', url: `/api/invoices/${invoiceId}/test-payment`, payload: body }, token);

  beforeAll(async () => {
    ({ app, mailLog } = await appWithMailLog(ctx));
    db = ctx.database.db;
    const specialty = await createSpecialty(db);
    cycle = await createMatchCycle(db, {
      specialtyId: specialty.id,
      status: 'Active',
      registrationFeeCents: 12_550,
      casDeadlineDate: '2099-12-31',
    });
    const other = await createSpecialty(db);
    feeCycle = await createMatchCycle(db, {
      specialtyId: other.id,
      status: 'Active',
      applicationFeeCents: 4_000,
      applicationFeeDistribution: 'Incremental',
      casDeadlineDate: '2099-12-31',
    });
    const program = await createProgram(db, {
      code: `FEE-${feeCycle.id}`,
      name: 'Fee Program',
      specialtyId: other.id,
    });
    programId = program.id;
    await createProgramMatchCycle(db, { programId, matchCycleId: feeCycle.id, positions: 2 });
  });

  it('registration bills the fee and mails a link; the page answers the link, the payer, an admin — nobody else', async () => {
    const payer = await registered();
    const byLink = await payable(payer.invoiceId, `?token=${encodeURIComponent(payer.linkToken)}`, null);
    expect(byLink.statusCode, byLink.body).toBe(200);
    expect(byLink.json()).toMatchObject({
      id: payer.invoiceId,
      number: `INV-${String(payer.invoiceId).padStart(6, '0')}`,
      kind: 'ApplicantRegistration',
      amountCents: 12_550,
      status: 'Unpaid',
      lines: [{ quantity: 1, unitCents: 12_550, amountCents: 12_550 }],
      providers: ['Test'],
    });
    expect((await payable(payer.invoiceId, '', payer.token)).statusCode).toBe(200);
    const admin = (await signInAs(app, await ctx.createUser({ roles: ['Admin'] }))).idToken;
    expect((await payable(payer.invoiceId, '', admin)).statusCode).toBe(200);

    // A wrong token, no token and another applicant hear the same words, and nothing about the invoice.
    const stranger = await signedInApplicant(ctx, {}, app);
    for (const [query, token] of [
      ['?token=not-the-right-token-at-all', null],
      ['', null],
      ['', stranger.token],
    ] as const) {
      const refused = await payable(payer.invoiceId, query, token);
      expect(refused.statusCode, query).toBe(403);
      expect(refused.json().error.Message).toBe(billingMessages.InvoicePaymentLinkInvalid);
    }
    // Only the hash of the link's token is stored.
    const [row] = await db.select().from(invoices).where(eq(invoices.id, payer.invoiceId));
    expect(row!.payLinkTokenHash).not.toContain(payer.linkToken);
    expect(JSON.stringify(row)).not.toContain(payer.linkToken);
  });

  it('a declined test card fails its order; a good one pays from the link, unblocking the cycle at once', async () => {
    const payer = await registered();
    const before = await inject(
      { method: 'GET', url: `/api/applicant/cycles/${cycle.shortName}` },
      payer.token,
    );
    expect(before.json()).toMatchObject({ isPaymentPending: true, amountDueCents: 12_550 });

    const link = { token: payer.linkToken };
    const first = await checkout(payer.invoiceId, { ...link, provider: 'Test' }, null);
    expect(first.statusCode, first.body).toBe(200);
    const { orderId } = first.json() as { kind: 'test'; orderId: number };
    const declined = await payTest(
      payer.invoiceId,
      { ...link, orderId, cardNumber: '4000 0000 0000 0002' },
      null,
    );
    expect(declined.statusCode).toBe(409);
    expect(declined.json().error.Message).toBe(billingMessages.PaymentCardDeclined);
    const bad = await payTest(payer.invoiceId, { ...link, orderId, cardNumber: '12ab' }, null);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().description.cardNumber).toEqual([billingMessages.PaymentCardInvalid]);

    const second = (await checkout(payer.invoiceId, { ...link, provider: 'Test' }, null)).json() as {
      orderId: number;
    };
    expect(second.orderId).not.toBe(orderId);
    const paid = await payTest(
      payer.invoiceId,
      { ...link, orderId: second.orderId, cardNumber: '4242 4242 4242 4242' },
      null,
    );
    expect(paid.statusCode, paid.body).toBe(200);
    expect(paid.json()).toMatchObject({ status: 'Paid', paidDate: ctx.clock.now().toISOString() });

    const after = await inject(
      { method: 'GET', url: `/api/applicant/cycles/${cycle.shortName}` },
      payer.token,
    );
    expect(after.json()).toMatchObject({ isPaymentPending: false, amountDueCents: 0 });
    expect(mailLog.latest(payer.email)?.subject).toBe(
      `Payment received: invoice INV-${String(payer.invoiceId).padStart(6, '0')}`,
    );
    const receipt = await inject({
      method: 'GET',
      url: `/api/invoices/${payer.invoiceId}/receipt?token=${encodeURIComponent(payer.linkToken)}`,
    });
    expect(receipt.statusCode).toBe(200);
    expect(receipt.headers['content-type']).toBe('application/pdf');
    const text = (await extractPdfText(receipt.rawPayload)).join('\n');
    expect(text).toContain(`Receipt for invoice INV-${String(payer.invoiceId).padStart(6, '0')}`);
    expect(text).toContain('Total: $125.50');
    expect(
      (await inject({ method: 'GET', url: `/api/invoices/${payer.invoiceId}/receipt` })).statusCode,
    ).toBe(403);
    const rows = await db.select().from(payments).where(eq(payments.invoiceId, payer.invoiceId));
    expect(rows.map((r) => r.status).sort()).toEqual(['Failed', 'Succeeded']);
    // A paid invoice is not paid again.
    const again = await checkout(payer.invoiceId, { ...link, provider: 'Test' }, null);
    expect(again.statusCode).toBe(409);
    expect(again.json().error.Message).toBe(messages.InvoiceAlreadyPaid);
  });

  it('twenty identical payments at once take the money once', async () => {
    const payer = await registered();
    const { orderId } = (await checkout(payer.invoiceId, { provider: 'Test' }, payer.token)).json() as {
      orderId: number;
    };
    const answers = await Promise.all(
      Array.from({ length: 20 }, () =>
        payTest(payer.invoiceId, { orderId, cardNumber: '4242424242424242' }, payer.token),
      ),
    );
    expect(answers.map((a) => a.statusCode)).toEqual(Array(20).fill(200));
    const succeeded = await db
      .select()
      .from(payments)
      .where(and(eq(payments.invoiceId, payer.invoiceId), eq(payments.status, 'Succeeded')));
    expect(succeeded).toHaveLength(1);
    expect(succeeded[0]!.amountCents).toBe(12_550);
    // Twenty checkouts at once open one order, not twenty.
    const racer = await registered();
    const orders = await Promise.all(
      Array.from({ length: 20 }, () => checkout(racer.invoiceId, { provider: 'Test' }, racer.token)),
    );
    expect(new Set(orders.map((o) => (o.json() as { orderId: number }).orderId)).size).toBe(1);
  });

  it('an application fee holds the application in PendingPayment; paying sends it to the program', async () => {
    const applicant = await signedInApplicant(ctx, {}, app);
    await createApplicantMatchCycle(db, { applicantId: applicant.applicantId, matchCycleId: feeCycle.id });
    const application = await createApplication(db, {
      applicantId: applicant.applicantId,
      programId,
      matchCycleId: feeCycle.id,
    });
    const sent = await inject(
      { method: 'POST', url: `/api/applicant/${feeCycle.shortName}/applications/${application.id}/send` },
      applicant.token,
    );
    expect(sent.statusCode, sent.body).toBe(200);
    expect(sent.json()).toMatchObject({ status: 'PendingPayment' });
    const { invoiceId } = mailedToken(mailLog, applicant.email);
    const [invoice] = await db.select().from(invoices).where(eq(invoices.id, invoiceId));
    expect(invoice).toMatchObject({
      kind: 'ApplicationFee',
      applicationId: application.id,
      amountCents: 4_000,
    });

    const { orderId } = (await checkout(invoiceId, { provider: 'Test' }, applicant.token)).json() as {
      orderId: number;
    };
    expect(
      (await payTest(invoiceId, { orderId, cardNumber: '4242424242424242' }, applicant.token)).statusCode,
    ).toBe(200);
    const [after] = await db.select().from(applications).where(eq(applications.id, application.id));
    expect(after!.status).toBe('Published');
  });
});
