import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { billingMessages } from '../../../core/domain/billing-messages.ts';
import type { DbExecutor } from '../../db/client.ts';
import { insertInvoice } from '../../db/repositories/invoices.repository.ts';
import { auditLog, invoices, programUsers } from '../../db/schema.ts';
import { type SignedInApplicant, signedInApplicant } from '../../test-support/applicant.fixture.ts';
import {
  createMatchCycle,
  createProgram,
  createSocietyUserSpecialty,
  createSpecialty,
} from '../../test-support/factories.ts';
import { type FakeStripe, startFakeStripe } from '../../test-support/fake-stripe.ts';
import { expectRoleGuarded, routeCaller } from '../../test-support/route-calls.ts';
import { bearer, describeEachDatabase, signInAs } from '../../test-support/test-app.ts';

describeEachDatabase('billing: admins, programs, societies, Stripe', (ctx) => {
  let db: DbExecutor;
  let admin: string;
  let adminUserId: string;
  let applicant: SignedInApplicant;
  let programUser: { token: string; userId: string };
  let otherProgramUser: string;
  let society: string;
  let programId: number;
  let matchCycleId: number;
  const call = routeCaller(ctx, () => admin);

  const bill = (
    userId: string,
    amountCents: number,
    values: Partial<Parameters<typeof insertInvoice>[1]> = {},
  ) =>
    insertInvoice(db, {
      userId,
      matchCycleId,
      kind: 'ApplicantRegistration',
      description: `Fee of ${amountCents}`,
      amountCents,
      ...values,
    });

  beforeAll(async () => {
    db = ctx.database.db;
    const specialty = await createSpecialty(db);
    const cycle = await createMatchCycle(db, {
      specialtyId: specialty.id,
      status: 'Active',
      programRegistrationFeeCents: 50_000,
      programAnnualMembershipFeeCents: 25_000,
    });
    matchCycleId = cycle.id;
    const adminUser = await ctx.createUser({ roles: ['Admin'] });
    adminUserId = adminUser.id;
    admin = (await signInAs(ctx.app, adminUser)).idToken;
    applicant = await signedInApplicant(ctx);
    const director = await ctx.createUser({ roles: ['ProgramUser'] });
    programUser = { token: (await signInAs(ctx.app, director)).idToken, userId: director.id };
    otherProgramUser = (await signInAs(ctx.app, await ctx.createUser({ roles: ['ProgramUser'] }))).idToken;
    const program = await createProgram(db, {
      code: `BIL-${cycle.id}`,
      name: 'Billing Program',
      specialtyId: specialty.id,
    });
    programId = program.id;
    await db.insert(programUsers).values({ userId: director.id, programId, isDirector: true });
    const societyUser = await ctx.createUser({ roles: ['SocietyUser'] });
    await createSocietyUserSpecialty(db, { userId: societyUser.id, specialtyId: specialty.id });
    society = (await signInAs(ctx.app, societyUser)).idToken;
  });

  it('admin billing routes refuse anonymous callers and every other role', async () => {
    const refused = [applicant.token, programUser.token, society];
    await expectRoleGuarded(
      call,
      [
        { method: 'GET', url: '/api/admin/billing/invoices' },
        { method: 'GET', url: '/api/admin/billing/payments' },
        { method: 'GET', url: '/api/admin/billing/orders' },
        { method: 'GET', url: '/api/admin/billing/fees' },
        { method: 'GET', url: '/api/admin/billing/invoices/export' },
        {
          method: 'POST',
          url: '/api/admin/invoices/1/manual-payment',
          payload: { method: 'Cheque', reference: 'x' },
        },
        { method: 'POST', url: '/api/admin/payments/1/refund', payload: { amountCents: 1, reason: 'x' } },
        { method: 'POST', url: '/api/admin/invoices/1/void' },
      ],
      refused,
    );
    await expectRoleGuarded(
      call,
      [{ method: 'GET', url: `/api/program-user/programs/${programId}/invoices` }],
      [applicant.token, admin],
    );
    await expectRoleGuarded(
      call,
      [{ method: 'GET', url: '/api/society/invoices' }],
      [applicant.token, programUser.token],
    );
    await expectRoleGuarded(
      call,
      [{ method: 'GET', url: '/api/applicant/payments' }],
      [admin, programUser.token],
    );
  });

  it('a program joining a cycle is billed its fees on one invoice; its users see it, another program’s do not', async () => {
    const joined = await call({
      method: 'PUT',
      url: `/api/admin/programs/${programId}/positions/${matchCycleId}`,
      payload: { positions: 3 },
    });
    expect(joined.statusCode, joined.body).toBe(200);
    // Changing the positions later bills nothing more.
    await call({
      method: 'PUT',
      url: `/api/admin/programs/${programId}/positions/${matchCycleId}`,
      payload: { positions: 4 },
    });
    const mine = await call(
      { method: 'GET', url: `/api/program-user/programs/${programId}/invoices` },
      programUser.token,
    );
    expect(mine.statusCode, mine.body).toBe(200);
    expect(mine.json().total).toBe(1);
    const [invoice] = mine.json().items;
    expect(invoice).toMatchObject({
      kind: 'ProgramRegistration',
      programId,
      programName: 'Billing Program',
      amountCents: 75_000,
      status: 'Unpaid',
    });
    expect(invoice.dueDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    const refused = await call(
      { method: 'GET', url: `/api/program-user/programs/${programId}/invoices` },
      otherProgramUser,
    );
    expect(refused.statusCode).toBe(403);
    // The society sees the programs of its specialty.
    const societyList = await call({ method: 'GET', url: '/api/society/invoices' }, society);
    expect(societyList.json().items.map((i: { id: number }) => i.id)).toContain(invoice.id);
    // Any user of the program may pay it from the payment page.
    expect(
      (await call({ method: 'GET', url: `/api/invoices/${invoice.id}/payment` }, programUser.token))
        .statusCode,
    ).toBe(200);
    expect(
      (await call({ method: 'GET', url: `/api/invoices/${invoice.id}/payment` }, otherProgramUser))
        .statusCode,
    ).toBe(403);
  });

  it('a manual payment pays the invoice (audited); refunds are partial or whole, never more than paid', async () => {
    const invoice = await bill(applicant.userId, 10_000);
    const noReference = await call({
      method: 'POST',
      url: `/api/admin/invoices/${invoice.id}/manual-payment`,
      payload: { method: 'Cheque', reference: '  ' },
    });
    expect(noReference.statusCode).toBe(400);
    expect(noReference.json().description.reference).toEqual([
      billingMessages.ManualPaymentReferenceRequired,
    ]);
    const recorded = await call({
      method: 'POST',
      url: `/api/admin/invoices/${invoice.id}/manual-payment`,
      payload: { method: 'Cheque', reference: 'CHQ 1042', note: 'Posted by the school' },
    });
    expect(recorded.statusCode, recorded.body).toBe(200);
    expect(recorded.json()).toMatchObject({ status: 'Paid', amountCents: 10_000 });
    const twice = await call({
      method: 'POST',
      url: `/api/admin/invoices/${invoice.id}/manual-payment`,
      payload: { method: 'Wire', reference: 'W-1' },
    });
    expect(twice.statusCode).toBe(409);

    const paymentsPage = await call({ method: 'GET', url: '/api/admin/billing/payments?search=CHQ%201042' });
    const [payment] = paymentsPage.json().items;
    expect(payment).toMatchObject({
      provider: 'Manual',
      method: 'Cheque',
      status: 'Succeeded',
      amountCents: 10_000,
    });
    const refund = (amountCents: number, reason = 'Duplicate payment') =>
      call({
        method: 'POST',
        url: `/api/admin/payments/${payment.id}/refund`,
        payload: { amountCents, reason },
      });
    const partial = await refund(2_550);
    expect(partial.statusCode, partial.body).toBe(200);
    expect(partial.json()).toMatchObject({
      refundedCents: 2_550,
      refunds: [{ amountCents: 2_550, status: 'Succeeded' }],
    });
    const tooMuch = await refund(7_451);
    expect(tooMuch.statusCode).toBe(400);
    expect(tooMuch.json().description.amountCents).toEqual([
      'A refund cannot exceed the $74.50 still refundable.',
    ]);
    expect((await refund(7_450)).statusCode).toBe(200);
    const [after] = await db.select().from(invoices).where(eq(invoices.id, invoice.id));
    expect(after).toMatchObject({ status: 'Refunded', refundedCents: 10_000 });
    const audited = await db.select().from(auditLog).where(eq(auditLog.actorUserId, adminUserId));
    expect(audited.map((a) => a.action)).toEqual(
      expect.arrayContaining(['ManualPaymentRecorded', 'PaymentRefunded']),
    );
    // The applicant sees the payment with its refunds.
    const own = await call({ method: 'GET', url: '/api/applicant/payments' }, applicant.token);
    expect(own.json().items[0]).toMatchObject({ id: payment.id, refundedCents: 10_000 });
  });

  it('lists filter and total in cents; voiding is for unpaid invoices only; exports are CSV and Excel', async () => {
    const tag = `Totals ${Date.now()}`;
    await bill(applicant.userId, 1_000, { description: `${tag} a` });
    const second = await bill(applicant.userId, 2_345, { description: `${tag} b` });
    const listed = await call({
      method: 'GET',
      url: `/api/admin/billing/invoices?search=${encodeURIComponent(tag)}&status=Unpaid`,
    });
    expect(listed.statusCode, listed.body).toBe(200);
    expect(listed.json()).toMatchObject({
      total: 2,
      totals: { count: 2, amountCents: 3_345, paidCents: 0, outstandingCents: 3_345 },
    });
    const voided = await call({ method: 'POST', url: `/api/admin/invoices/${second.id}/void` });
    expect(voided.json()).toMatchObject({ status: 'Void' });
    expect((await call({ method: 'POST', url: `/api/admin/invoices/${second.id}/void` })).statusCode).toBe(
      409,
    );

    const csv = await call({
      method: 'GET',
      url: `/api/admin/billing/invoices/export?search=${encodeURIComponent(tag)}`,
    });
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toContain('text/csv');
    expect(csv.headers['content-disposition']).toContain('attachment');
    expect(csv.body).toContain(`${tag} a`);
    expect(csv.body).toContain(',10.00,');
    expect(csv.body).toContain(',23.45,');
    const xlsx = await call({
      method: 'GET',
      url: `/api/admin/billing/invoices/export?format=xlsx&search=${encodeURIComponent(tag)}`,
    });
    expect(xlsx.headers['content-type']).toContain('spreadsheetml');
    const bytes = xlsx.rawPayload;
    expect(bytes.subarray(0, 2).toString()).toBe('PK');
    expect(bytes.toString('utf8')).toContain(`${tag} b`);
    expect(bytes.toString('utf8')).toContain('<v>23.45</v>');

    const fees = await call({ method: 'GET', url: '/api/admin/billing/fees?pageSize=100' });
    const row = fees.json().items.find((f: { matchCycleId: number }) => f.matchCycleId === matchCycleId);
    expect(row).toMatchObject({
      programRegistrationFeeCents: 50_000,
      programAnnualMembershipFeeCents: 25_000,
    });
  });

  describe_stripe();

  function describe_stripe() {
    let stripe: FakeStripe;
    let stripeApp: Awaited<ReturnType<typeof ctx.buildApp>>;
    const inject = (options: object, token?: string | null) =>
      stripeApp.inject({ ...(options as object), ...(token ? { headers: bearer(token) } : {}) } as never);

    beforeAll(async () => {
      stripe = await startFakeStripe();
      stripeApp = await ctx.buildApp({
        env: {
          STRIPE_SECRET_KEY: stripe.secretKey,
          STRIPE_WEBHOOK_SECRET: stripe.webhookSecret,
          STRIPE_API_URL: stripe.url,
        },
      });
    });
    afterAll(() => stripe?.close());

    const webhook = (payload: string, signature: string) =>
      inject({
        method: 'POST',
        url: '/api/billing/stripe/webhook',
        payload,
        headers: { 'content-type': 'application/json', 'stripe-signature': signature },
      });

    it('Stripe: checkout with an idempotency key, a verified webhook pays once, a forged one is refused, refunds go to Stripe', async () => {
      const invoice = await bill(applicant.userId, 12_550);
      const started = await inject(
        { method: 'POST', url: `/api/invoices/${invoice.id}/checkout`, payload: { provider: 'Stripe' } },
        applicant.token,
      );
      expect(started.statusCode, started.body).toBe(200);
      expect(started.json().kind).toBe('redirect');
      expect(started.json().url).toMatch(/^https:\/\/checkout\.stripe\.test\/c\/pay\/cs_test_/);
      // The test provider is off once Stripe is configured.
      const viewed = await inject(
        { method: 'GET', url: `/api/invoices/${invoice.id}/payment` },
        applicant.token,
      );
      expect(viewed.json().providers).toEqual(['Stripe']);
      // A second click resumes the same order and the same session.
      const again = await inject(
        { method: 'POST', url: `/api/invoices/${invoice.id}/checkout`, payload: { provider: 'Stripe' } },
        applicant.token,
      );
      expect(again.json().url).toBe(started.json().url);
      const create = stripe.requests.filter((r) => r.path === '/v1/checkout/sessions' && r.method === 'POST');
      expect(create.every((r) => r.idempotencyKey?.startsWith('order-'))).toBe(true);
      const sessionId = started.json().url.split('/').at(-1);
      expect(stripe.sessions.get(sessionId)).toMatchObject({
        amount_total: 12_550,
        metadata: { invoiceId: String(invoice.id) },
      });

      // Not paid yet: confirming says so in words.
      const early = await inject(
        { method: 'POST', url: `/api/invoices/${invoice.id}/checkout/confirm`, payload: { sessionId } },
        applicant.token,
      );
      expect(early.statusCode).toBe(409);
      expect(early.json().error.Message).toBe(billingMessages.PaymentNotConfirmed);

      const { payload, signature } = stripe.pay(sessionId);
      expect((await webhook(payload, 't=1,v1=forged')).statusCode).toBe(403);
      expect((await webhook(payload.replace('12550', '1'), signature)).statusCode).toBe(403);
      const delivered = await webhook(payload, signature);
      expect(delivered.statusCode, delivered.body).toBe(200);
      expect((await webhook(payload, signature)).statusCode).toBe(200);
      const [paid] = await db.select().from(invoices).where(eq(invoices.id, invoice.id));
      expect(paid!.status).toBe('Paid');
      const confirmed = await inject(
        { method: 'POST', url: `/api/invoices/${invoice.id}/checkout/confirm`, payload: { sessionId } },
        applicant.token,
      );
      expect(confirmed.json()).toMatchObject({ status: 'Paid' });

      const orders = await inject(
        { method: 'GET', url: `/api/admin/billing/payments?provider=Stripe&search=${sessionId}` },
        admin,
      );
      const [payment] = orders.json().items;
      expect(payment).toMatchObject({ status: 'Succeeded', amountCents: 12_550, providerRef: sessionId });
      const refunded = await inject(
        {
          method: 'POST',
          url: `/api/admin/payments/${payment.id}/refund`,
          payload: { amountCents: 5_000, reason: 'Withdrew' },
        },
        admin,
      );
      expect(refunded.statusCode, refunded.body).toBe(200);
      expect(stripe.refunds).toEqual([
        expect.objectContaining({
          amount: 5_000,
          payment_intent: stripe.sessions.get(sessionId)!.payment_intent,
        }),
      ]);
    });

    it('Stripe: the browser coming back confirms a paid session before the webhook arrives', async () => {
      const invoice = await bill(applicant.userId, 3_000);
      const started = await inject(
        { method: 'POST', url: `/api/invoices/${invoice.id}/checkout`, payload: { provider: 'Stripe' } },
        applicant.token,
      );
      const sessionId = started.json().url.split('/').at(-1);
      const { payload, signature } = stripe.pay(sessionId);
      const confirmed = await inject(
        { method: 'POST', url: `/api/invoices/${invoice.id}/checkout/confirm`, payload: { sessionId } },
        applicant.token,
      );
      expect(confirmed.json()).toMatchObject({ status: 'Paid' });
      // The late webhook changes nothing.
      expect((await webhook(payload, signature)).statusCode).toBe(200);
      const all = await inject(
        { method: 'GET', url: `/api/admin/billing/orders?search=${sessionId}` },
        admin,
      );
      expect(all.json().items.map((p: { status: string }) => p.status)).toEqual(['Succeeded']);
    });
  }
});
