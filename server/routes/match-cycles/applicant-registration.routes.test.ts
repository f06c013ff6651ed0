import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { formatMessage, messages } from '../../../core/domain/messages.ts';
import { servicesOf } from '../../app.ts';
import type { DbExecutor } from '../../db/client.ts';
import { listMail } from '../../db/repositories/mail-outbox.repository.ts';
import { applicantMatchCycles, applicants, invoices, matchCycles, phones, users } from '../../db/schema.ts';
import { type SignedInApplicant, signedInApplicant } from '../../test-support/applicant.fixture.ts';
import { appWithMailLog, type MailLog } from '../../test-support/mail-log.ts';
import { expectRoleGuarded, routeCaller } from '../../test-support/route-calls.ts';
import {
  CALIFORNIA,
  type CatalogueFixture,
  createCatalogueFixture,
  ONTARIO,
  US,
} from '../../test-support/season.fixture.ts';
import { describeEachDatabase, signInAs, solveCaptcha } from '../../test-support/test-app.ts';
import { TEST_PASSWORD } from '../../test-support/users.fixture.ts';

const FEE = 7_500;
const HOUR = 60 * 60_000;

describeEachDatabase('applicant registration, phones and context', (ctx) => {
  let fixture: CatalogueFixture;
  let paidCycleCode: string;
  let paidCycleId: number;
  let applicant: SignedInApplicant;
  let other: SignedInApplicant;
  let tokens: Record<'admin' | 'program' | 'society' | 'school', string>;
  const call = routeCaller(ctx, () => applicant.token);
  const db = () => ctx.database.db as DbExecutor;

  // Phone codes are sent through an app whose log keeps mailed bodies: the outbox hides them (issue 11).
  let mailLog: MailLog;
  let sendPhoneCode: (phoneNumberId: number) => ReturnType<typeof call>;

  async function latestCode(email: string): Promise<string> {
    const [mail] = (await listMail(db(), { to: email, page: 1, pageSize: 1 })).items;
    expect(mail?.subject).toBe(messages.PhoneCodeSubject);
    const code = /is (\d{6})\./.exec(mailLog.latest(email)!.body)![1]!;
    expect(mail?.text).not.toContain(code);
    return code;
  }

  /** What the mailed code does (tested in email-confirmation.routes.test.ts), done directly. */
  async function confirmAddress(userId: string): Promise<void> {
    await db().update(users).set({ status: 'Active', emailVerified: true }).where(eq(users.id, userId));
  }

  beforeAll(async () => {
    const logged = await appWithMailLog(ctx);
    mailLog = logged.mailLog;
    sendPhoneCode = (phoneNumberId) =>
      logged.app.inject({
        method: 'POST',
        url: '/api/accounts/phones/verification-code',
        payload: { phoneNumberId },
        headers: { authorization: `Bearer ${applicant.token}` },
      });
    fixture = await createCatalogueFixture(db());
    // A second Active cycle with a fee (another specialty: one cycle per specialty and year).
    const paid = await createCatalogueFixture(db());
    paidCycleId = paid.cycles.active;
    paidCycleCode = `${paid.tag}-Active`;
    await db().update(matchCycles).set({ registrationFeeCents: FEE }).where(eq(matchCycles.id, paidCycleId));
    applicant = await signedInApplicant(ctx);
    other = await signedInApplicant(ctx);
    const token = async (role: 'Admin' | 'ProgramUser' | 'SocietyUser' | 'MedSchoolUser') =>
      (await signInAs(ctx.app, await ctx.createUser({ roles: [role] }))).idToken;
    tokens = {
      admin: await token('Admin'),
      program: await token('ProgramUser'),
      society: await token('SocietyUser'),
      school: await token('MedSchoolUser'),
    };
  });

  it('applicant routes refuse anonymous callers and every other role; recording a payment is for admins only', async () => {
    const { admin, program, society, school } = tokens;
    await expectRoleGuarded(
      call,
      [
        { method: 'GET', url: '/api/applicant/context' },
        { method: 'GET', url: `/api/applicant/cycles/${paidCycleCode}` },
        { method: 'GET', url: '/api/applicant/match-cycles/registrable' },
        { method: 'POST', url: `/api/applicant/match-cycles/${paidCycleId}/registration` },
        { method: 'GET', url: '/api/accounts/phones' },
        { method: 'POST', url: '/api/accounts/phones', payload: { number: '555-0100', type: 1 } },
        { method: 'PUT', url: '/api/accounts/phones/1', payload: { number: '555-0100' } },
        { method: 'DELETE', url: '/api/accounts/phones/1' },
        { method: 'POST', url: '/api/accounts/phones/verification-code', payload: { phoneNumberId: 1 } },
        { method: 'GET', url: '/api/applicant/contact-info' },
        { method: 'PUT', url: '/api/applicant/contact-info', payload: {} },
        { method: 'POST', url: '/api/accounts/phones/verify', payload: { phoneNumberId: 1, code: '123456' } },
      ],
      [admin, program, society, school],
    );
    await expectRoleGuarded(
      call,
      [
        {
          method: 'POST',
          url: '/api/admin/invoices/1/manual-payment',
          payload: { method: 'Wire', reference: 'W-1' },
        },
      ],
      [applicant.token, program, society, school],
    );
  });

  it('sign-up creates the account, the applicant, an unverified cell phone and the fee invoice', async () => {
    const email = `New.Applicant.${randomBytes(4).toString('hex')}@Fixture.test`;
    const response = await call(
      {
        method: 'POST',
        url: '/api/accounts/applicant-sign-up',
        payload: {
          email,
          password: 'Secret#Pass1',
          firstName: 'Noor',
          lastName: 'Haddad',
          middleName: '',
          salutation: 'Dr.',
          phoneNumber: '+1 555-0100-22',
          acceptsPrivacyTerms: true,
          matchCycleId: paidCycleId,
          captcha: await solveCaptcha(ctx.app),
        },
      },
      null,
    );
    expect(response.statusCode).toBe(200);
    const result = response.json();
    expect(result).toEqual({
      amount: FEE,
      invoiceIds: [expect.any(Number)],
      applicantId: expect.any(Number),
      phoneNumber: { id: expect.any(Number), number: '+1 555-0100-22', isVerified: false },
    });
    const [user] = await db().select().from(users).where(eq(users.email, email.toLowerCase()));
    expect(user).toMatchObject({
      roles: ['Applicant'],
      // Unconfirmed until the mailed code or link proves the address (issue 11).
      status: 'ConfirmationRequired',
      emailVerified: false,
      firstName: 'Noor',
      salutation: 'Dr.',
    });
    const [record] = await db().select().from(applicants).where(eq(applicants.id, result.applicantId));
    expect(record?.code).toBe(`ML-${1_000_000 + result.applicantId}`);
    const [phone] = await db().select().from(phones).where(eq(phones.id, result.phoneNumber.id));
    expect(phone).toMatchObject({ userId: user!.id, type: 1, isVerified: false });
    const [invoice] = await db().select().from(invoices).where(eq(invoices.id, result.invoiceIds[0]));
    expect(invoice).toMatchObject({
      userId: user!.id,
      kind: 'ApplicantRegistration',
      amountCents: FEE,
      status: 'Unpaid',
      matchCycleId: paidCycleId,
    });

    // Once its address is confirmed, the new account signs in and sees its cycle awaiting payment.
    await confirmAddress(user!.id);
    const token = (await signInAs(ctx.app, { email, password: 'Secret#Pass1' })).idToken;
    const context = (await call({ method: 'GET', url: '/api/applicant/context' }, token)).json();
    expect(context.registrations).toEqual([
      expect.objectContaining({
        matchCycleCode: paidCycleCode,
        status: 'Active',
        isPaymentPending: true,
        amountDueCents: FEE,
        isReadOnly: false,
      }),
    ]);
  });

  it('sign-up without a cycle answers amount 0 and no invoices; a confirmed email is refused', async () => {
    const email = `solo.${randomBytes(4).toString('hex')}@fixture.test`;
    const payload = async () => ({
      email,
      password: 'Secret#Pass1',
      firstName: 'Ada',
      lastName: 'Lind',
      phoneNumber: '555-0100',
      acceptsPrivacyTerms: true,
      captcha: await solveCaptcha(ctx.app),
    });
    const first = await call(
      { method: 'POST', url: '/api/accounts/applicant-sign-up', payload: await payload() },
      null,
    );
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ amount: 0, invoiceIds: [] });
    const [user] = await db().select().from(users).where(eq(users.email, email));
    await confirmAddress(user!.id);
    const again = await call(
      { method: 'POST', url: '/api/accounts/applicant-sign-up', payload: await payload() },
      null,
    );
    expect(again.statusCode).toBe(409);
    expect(again.json().error.Message).toBe(messages.EmailTaken);
  });

  it('sign-up validates with the spec messages, captcha and privacy consent included', async () => {
    const response = await call(
      {
        method: 'POST',
        url: '/api/accounts/applicant-sign-up',
        payload: {
          email: 'not-an-email',
          password: 'short',
          firstName: '',
          lastName: '',
          phoneNumber: '12',
          acceptsPrivacyTerms: false,
          captcha: '',
        },
      },
      null,
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().description).toMatchObject({
      email: [messages.InvalidEmail],
      password: [messages.InvalidPassword],
      firstName: [messages.FirstNameIsRequired],
      lastName: [messages.LastNameIsRequired],
      phoneNumber: [messages.InvalidPhone],
      acceptsPrivacyTerms: [messages.AcceptPrivacyTerms],
      captcha: [messages.RecaptchaIsRequiredDot],
    });
  });

  it('sign-up for a cycle that is not Active is refused on the field and creates nothing', async () => {
    const email = `planned.${randomBytes(4).toString('hex')}@fixture.test`;
    const response = await call(
      {
        method: 'POST',
        url: '/api/accounts/applicant-sign-up',
        payload: {
          email,
          password: 'Secret#Pass1',
          firstName: 'Ada',
          lastName: 'Lind',
          phoneNumber: '555-0100',
          acceptsPrivacyTerms: true,
          matchCycleId: fixture.cycles.planned,
          captcha: await solveCaptcha(ctx.app),
        },
      },
      null,
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().description).toEqual({
      matchCycleId: [messages.MatchCycleNotOpenForRegistration],
    });
    expect(await db().select().from(users).where(eq(users.email, email))).toEqual([]);
  });

  it('registers once for an Active cycle with its invoice; twice is 409 and adds no invoice', async () => {
    const registrable = (
      await call({ method: 'GET', url: '/api/applicant/match-cycles/registrable' })
    ).json();
    const codes = registrable.items.map((c: { matchCycleCode: string }) => c.matchCycleCode);
    expect(codes).toContain(paidCycleCode);
    expect(codes).not.toContain(`${fixture.tag}-Planned`);
    expect(codes).not.toContain(`${fixture.tag}-Archived`);

    const url = `/api/applicant/match-cycles/${paidCycleId}/registration`;
    const first = await call({ method: 'POST', url });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({
      matchCycleCode: paidCycleCode,
      invoiceId: expect.any(Number),
      amount: FEE,
    });
    const second = await call({ method: 'POST', url });
    expect(second.statusCode).toBe(409);
    expect(second.json().error.Message).toBe(messages.AlreadyRegisteredForCycle);
    const mine = await db().select().from(invoices).where(eq(invoices.userId, applicant.userId));
    expect(mine).toHaveLength(1);
    const after = (await call({ method: 'GET', url: '/api/applicant/match-cycles/registrable' })).json();
    expect(after.items.map((c: { matchCycleCode: string }) => c.matchCycleCode)).not.toContain(paidCycleCode);

    // A free cycle: registered without an invoice.
    const free = await call({
      method: 'POST',
      url: `/api/applicant/match-cycles/${fixture.cycles.active}/registration`,
    });
    expect(free.json()).toEqual({ matchCycleCode: `${fixture.tag}-Active`, invoiceId: null, amount: 0 });
    // Not Active, unknown.
    const planned = await call({
      method: 'POST',
      url: `/api/applicant/match-cycles/${fixture.cycles.planned}/registration`,
    });
    expect(planned.statusCode).toBe(409);
    expect(planned.json().error.Message).toBe(messages.MatchCycleNotOpenForRegistration);
    expect(
      (await call({ method: 'POST', url: '/api/applicant/match-cycles/2000000000/registration' })).statusCode,
    ).toBe(404);
  });

  it('context and cycle: payment pending until the invoice is paid; others get 403, unknown 404', async () => {
    const cycleUrl = `/api/applicant/cycles/${paidCycleCode}`;
    const before = (await call({ method: 'GET', url: cycleUrl })).json();
    expect(before).toMatchObject({
      matchCycleCode: paidCycleCode,
      isPaymentPending: true,
      amountDueCents: FEE,
    });

    // Another applicant, not registered: a resource 403; an unknown code: 404.
    const refused = await call({ method: 'GET', url: cycleUrl }, other.token);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.Message).toBe(messages.ResourceAccessDenied);
    expect((await call({ method: 'GET', url: '/api/applicant/cycles/NO-SUCH-CYCLE' })).statusCode).toBe(404);
    expect(
      (await call({ method: 'GET', url: '/api/applicant/context' }, other.token)).json().registrations,
    ).toEqual([]);

    // While unpaid, a service asking for blockWhilePaymentPending refuses with the spec's reason.
    const access = servicesOf(ctx.app).applicantAccess;
    const inCycle = await access.inCycle(applicant.userId, { code: paidCycleCode });
    const awaiting = formatMessage(messages.DeclineAwaitingPayment, { name: inCycle.cycle.name });
    expect(() => access.assertMayAct(inCycle, { blockWhilePaymentPending: true })).toThrow(awaiting);
    expect(() => access.assertMayAct(inCycle)).not.toThrow();

    const record = (id: number) =>
      call(
        {
          method: 'POST',
          url: `/api/admin/invoices/${id}/manual-payment`,
          payload: { method: 'Wire', reference: 'WIRE-2026-1' },
        },
        tokens.admin,
      );
    const paid = await record(before.invoiceId);
    expect(paid.statusCode).toBe(200);
    expect(paid.json()).toMatchObject({
      id: before.invoiceId,
      status: 'Paid',
      paidDate: ctx.clock.now().toISOString(),
    });
    expect((await record(before.invoiceId)).statusCode).toBe(409);
    expect((await record(2_000_000_000)).statusCode).toBe(404);
    const after = (await call({ method: 'GET', url: cycleUrl })).json();
    expect(after).toMatchObject({ isPaymentPending: false, amountDueCents: 0 });
    const paidUp = await access.inCycle(applicant.userId, { code: paidCycleCode });
    expect(() => access.assertMayAct(paidUp, { blockWhilePaymentPending: true })).not.toThrow();
    const registration = await db()
      .select()
      .from(applicantMatchCycles)
      .where(eq(applicantMatchCycles.applicantId, applicant.applicantId));
    expect(registration.map((r) => r.invoiceId)).toContain(before.invoiceId);
  });

  it('phones: add, list, update, delete; another applicant’s phone answers 404', async () => {
    const added = await call({
      method: 'POST',
      url: '/api/accounts/phones',
      payload: { number: '555-0101', extension: '12', type: 2 },
    });
    expect(added.statusCode).toBe(200);
    const phone = added.json();
    expect(phone).toEqual({
      id: expect.any(Number),
      number: '555-0101',
      extension: '12',
      type: 2,
      isVerified: false,
    });
    expect((await call({ method: 'GET', url: '/api/accounts/phones' })).json().items).toContainEqual(phone);
    expect((await call({ method: 'GET', url: '/api/accounts/phones' }, other.token)).json().items).toEqual(
      [],
    );

    const url = `/api/accounts/phones/${phone.id}`;
    for (const request of [
      { method: 'PUT' as const, url, payload: { number: '555-0199' } },
      { method: 'DELETE' as const, url },
      {
        method: 'POST' as const,
        url: '/api/accounts/phones/verification-code',
        payload: { phoneNumberId: phone.id },
      },
      {
        method: 'POST' as const,
        url: '/api/accounts/phones/verify',
        payload: { phoneNumberId: phone.id, code: '000000' },
      },
    ]) {
      const answer = await call(request, other.token);
      expect(answer.statusCode, `${request.method} ${request.url}`).toBe(404);
    }

    const updated = await call({ method: 'PUT', url, payload: { number: '555 0102', extension: '' } });
    expect(updated.json()).toEqual({ ...phone, number: '555 0102', extension: null });
    expect((await call({ method: 'DELETE', url })).json()).toEqual({ ok: true });
    expect((await call({ method: 'DELETE', url })).statusCode).toBe(404);
  });

  it('phones: bad input answers 400 with the spec phone message', async () => {
    const bad = await call({
      method: 'POST',
      url: '/api/accounts/phones',
      payload: { number: 'call me', type: 7 },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().description).toMatchObject({
      number: [messages.InvalidPhone],
      type: [messages.SelectPhoneType],
    });
  });

  it('verification: the code goes to the outbox, verifies the phone; a changed number must verify again', async () => {
    const phone = (
      await call({ method: 'POST', url: '/api/accounts/phones', payload: { number: '555-0110', type: 1 } })
    ).json();
    const sent = await sendPhoneCode(phone.id);
    expect(sent.statusCode).toBe(200);
    expect(sent.json()).toEqual({ expiresAt: new Date(ctx.clock.now().getTime() + HOUR).toISOString() });
    const code = await latestCode(applicant.email);
    const verified = await call({
      method: 'POST',
      url: '/api/accounts/phones/verify',
      payload: { phoneNumberId: phone.id, code },
    });
    expect(verified.json()).toMatchObject({ id: phone.id, isVerified: true });
    const resend = await call({
      method: 'POST',
      url: '/api/accounts/phones/verification-code',
      payload: { phoneNumberId: phone.id },
    });
    expect(resend.statusCode).toBe(409);
    expect(resend.json().error.Message).toBe(messages.PhoneAlreadyVerified);

    const same = await call({
      method: 'PUT',
      url: `/api/accounts/phones/${phone.id}`,
      payload: { number: '555-0110', extension: '9' },
    });
    expect(same.json().isVerified).toBe(true);
    const changed = await call({
      method: 'PUT',
      url: `/api/accounts/phones/${phone.id}`,
      payload: { number: '555-0111' },
    });
    expect(changed.json().isVerified).toBe(false);
  });

  it('verification: a code expires after one hour, and five wrong tries spend it', async () => {
    const phone = (
      await call({ method: 'POST', url: '/api/accounts/phones', payload: { number: '555-0120', type: 1 } })
    ).json();
    const send = () => sendPhoneCode(phone.id);
    const verify = (code: string) =>
      call({
        method: 'POST',
        url: '/api/accounts/phones/verify',
        payload: { phoneNumberId: phone.id, code },
      });

    await send();
    const expiring = await latestCode(applicant.email);
    ctx.clock.advance(HOUR + 1_000);
    // The id token lives 15 minutes: sign in again at the new time.
    applicant.token = (await signInAs(ctx.app, { email: applicant.email, password: TEST_PASSWORD })).idToken;
    const late = await verify(expiring);
    expect(late.statusCode).toBe(400);
    expect(late.json().error.Message).toBe(messages.ExpiredCode);

    await send();
    const code = await latestCode(applicant.email);
    const wrong = code === '000000' ? '111111' : '000000';
    for (let attempt = 1; attempt <= 4; attempt++) {
      expect((await verify(wrong)).json().error.Message).toBe(messages.CodeMismatch);
    }
    expect((await verify(wrong)).json().error.Message).toBe(messages.LimitExceeded);
    // Spent: even the right code no longer works until a new one is sent.
    expect((await verify(code)).json().error.Message).toBe(messages.LimitExceeded);
    await send();
    const fresh = await latestCode(applicant.email);
    expect((await verify(fresh)).json()).toMatchObject({ isVerified: true });
  });

  it('contact info: addresses with the catalogue rules, versioned; another applicant sees only their own', async () => {
    const get = (token?: string) => call({ method: 'GET', url: '/api/applicant/contact-info' }, token);
    const save = (payload: Record<string, unknown>, token?: string) =>
      call({ method: 'PUT', url: '/api/applicant/contact-info', payload }, token);
    const empty = (await get()).json();
    expect(empty).toEqual({ current: null, permanent: null, version: expect.any(Number) });

    const current = {
      addressLine: '1450 Mission Street',
      addressLine2: 'Apt 5B',
      city: 'San Francisco',
      countryId: US,
      stateId: CALIFORNIA,
      zip: '94103',
    };
    const bad = await save({
      current: { ...current, addressLine: '', stateId: null, zip: 'ä!' },
      permanent: { ...current, countryId: US, stateId: ONTARIO },
      version: empty.version,
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().description).toMatchObject({
      'current.addressLine': [messages.AddressIsRequired],
      'current.zip': [messages.InvalidZip],
    });
    const wrongState = await save({
      current: { ...current, stateId: null },
      permanent: { ...current, stateId: ONTARIO },
      version: empty.version,
    });
    expect(wrongState.json().description).toEqual({
      'current.stateId': [messages.SelectState],
      'permanent.stateId': [messages.StateNotOfCountry],
    });

    const saved = await save({ current, permanent: null, version: empty.version });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toEqual({ current, permanent: null, version: empty.version + 1 });
    const stale = await save({ current, permanent: current, version: empty.version });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().error.Message).toBe(messages.ProfileChangedMeanwhile);
    // The stored copy comes with the refusal, for the offline outbox to show beside the edit.
    expect(stale.json().current).toEqual(saved.json());
    expect((await get()).json().current).toEqual(current);
    // The earlier expiry test moved the clock past the other applicant's token: sign in anew.
    const otherToken = (await signInAs(ctx.app, { email: other.email, password: TEST_PASSWORD })).idToken;
    expect((await get(otherToken)).json().current).toBeNull();
  });
});
