/**
 * Issue 11, high: self sign-up proves the address before the account can be used, so nobody can
 * register someone else's email and wait for that person to be given a role.
 */
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { beforeAll, expect, it } from 'vitest';
import { messages } from '../../../core/domain/messages.ts';
import { servicesOf } from '../../app.ts';
import type { DbExecutor } from '../../db/client.ts';
import { listMail } from '../../db/repositories/mail-outbox.repository.ts';
import { applicants, users } from '../../db/schema.ts';
import { appWithMailLog, type MailLog } from '../../test-support/mail-log.ts';
import { bearer, describeEachDatabase, refreshCookieOf, solveCaptcha } from '../../test-support/test-app.ts';

const HOUR = 60 * 60_000;
const PASSWORD = 'Secret#Pass1';

describeEachDatabase('email confirmation of self sign-up', (ctx) => {
  let app: FastifyInstance;
  let mailLog: MailLog;
  const db = () => ctx.database.db as DbExecutor;
  const fresh = (name: string) => `${name}.${randomBytes(4).toString('hex')}@school.test`;

  beforeAll(async () => {
    ({ app, mailLog } = await appWithMailLog(ctx));
  });

  async function signUp(email: string, password = PASSWORD) {
    return app.inject({
      method: 'POST',
      url: '/api/accounts/applicant-sign-up',
      payload: {
        email,
        password,
        firstName: 'Dana',
        lastName: 'Dean',
        phoneNumber: '555-0100',
        acceptsPrivacyTerms: true,
        captcha: await solveCaptcha(app),
      },
    });
  }

  const signIn = (email: string, password = PASSWORD) =>
    app.inject({ method: 'POST', url: '/api/auth/sign-in', payload: { email, password } });

  /** The code and the link of the newest confirmation mail to `email`, read from the log. */
  function mailed(email: string): { code: string; token: string } {
    const body = mailLog.latest(email)?.body ?? '';
    const code = /confirmation code is (\d{6})/.exec(body)?.[1];
    const token = /\/confirm-email\/([A-Za-z0-9_-]+)/.exec(body)?.[1];
    if (!code || !token) throw new Error(`no confirmation mailed to ${email}`);
    return { code, token };
  }

  const confirm = (email: string, code: string) =>
    app.inject({ method: 'POST', url: '/api/accounts/confirm-email', payload: { email, code } });

  it("an attacker's sign-up with someone else's address opens nothing: the account is unconfirmed", async () => {
    const victim = fresh('dean');
    expect((await signUp(victim, 'Attacker#Pass1')).statusCode).toBe(200);
    const [user] = await db().select().from(users).where(eq(users.email, victim));
    expect(user).toMatchObject({ status: 'ConfirmationRequired', emailVerified: false });

    const attempt = await signIn(victim, 'Attacker#Pass1');
    expect(attempt.statusCode).toBe(400);
    expect(attempt.json().error).toEqual({
      ErrorCode: 'UserNotConfirmedException',
      Message: messages.UserNotConfirmed,
    });
    expect(refreshCookieOf(attempt)).toBeUndefined();
  });

  it('the mailed code confirms the address and signs the owner in; the outbox never shows the code', async () => {
    const email = fresh('owner');
    await signUp(email);
    const { code } = mailed(email);
    const [stored] = (await listMail(db(), { to: email, page: 1, pageSize: 1 })).items;
    expect(stored?.text).not.toContain(code);

    const confirmed = await confirm(email, code);
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json()).toMatchObject({ status: 'Success', user: { email, roles: ['Applicant'] } });
    expect(refreshCookieOf(confirmed)).toBeTruthy();
    const context = await app.inject({
      method: 'GET',
      url: '/api/applicant/context',
      headers: bearer(confirmed.json().idToken),
    });
    expect(context.statusCode).toBe(200);
    expect((await signIn(email)).statusCode).toBe(200);
    // Spent: the same code does not confirm twice.
    expect((await confirm(email, code)).json().error.ErrorCode).toBe('CodeMismatchException');
  });

  it('the mailed link confirms too, once', async () => {
    const email = fresh('linked');
    await signUp(email);
    const { token } = mailed(email);
    const byLink = () =>
      app.inject({ method: 'POST', url: '/api/accounts/confirm-email/link', payload: { token } });
    const first = await byLink();
    expect(first.statusCode).toBe(200);
    expect(first.json().user.email).toBe(email);
    expect((await byLink()).json().error).toEqual({
      ErrorCode: 'CodeMismatchException',
      Message: messages.CodeMismatch,
    });
  });

  it('a wrong code, an unknown address and a confirmed one answer alike; five wrong guesses spend the code', async () => {
    const email = fresh('guessed');
    await signUp(email);
    const { code } = mailed(email);
    const wrong = code === '000000' ? '111111' : '000000';
    const unknown = await confirm(fresh('nobody'), wrong);
    const mismatch = await confirm(email, wrong);
    expect(unknown.statusCode).toBe(mismatch.statusCode);
    expect(unknown.json()).toEqual(mismatch.json());
    expect(mismatch.json().error.Message).toBe(messages.CodeMismatch);
    for (let i = 0; i < 3; i++) await confirm(email, wrong);
    expect((await confirm(email, wrong)).json().error.ErrorCode).toBe('LimitExceededException');
    expect((await confirm(email, code)).json().error.ErrorCode).toBe('LimitExceededException');
  });

  it('a code expires after one hour', async () => {
    const email = fresh('late');
    await signUp(email);
    const { code } = mailed(email);
    ctx.clock.advance(HOUR + 1000);
    expect((await confirm(email, code)).json().error).toEqual({
      ErrorCode: 'ExpiredCodeException',
      Message: messages.ExpiredCode,
    });
  });

  it("the real owner's sign-up replaces an unconfirmed account: the squatter's password is dead", async () => {
    const victim = fresh('squatted');
    await signUp(victim, 'Attacker#Pass1');
    const squatterCode = mailed(victim).code;
    const owner = await signUp(victim, 'Owner#Pass123');
    expect(owner.statusCode).toBe(200);
    expect(await db().select().from(users).where(eq(users.email, victim))).toHaveLength(1);
    const ownerCode = mailed(victim).code;
    expect((await confirm(victim, ownerCode)).statusCode).toBe(200);
    expect(squatterCode === ownerCode || (await confirm(victim, squatterCode)).statusCode === 400).toBe(true);
    expect((await signIn(victim, 'Attacker#Pass1')).statusCode).toBe(400);
    expect((await signIn(victim, 'Owner#Pass123')).statusCode).toBe(200);
    // A confirmed address is taken for good.
    const again = await signUp(victim, 'Third#Pass1234');
    expect(again.statusCode).toBe(409);
    expect(again.json().error.Message).toBe(messages.EmailTaken);
  });

  it('unconfirmed accounts are discarded after UNCONFIRMED_ACCOUNT_TTL_HOURS; confirmed ones stay', async () => {
    const lapsed = fresh('lapsed');
    const kept = fresh('kept');
    const signedUp = await signUp(lapsed);
    await signUp(kept);
    expect((await confirm(kept, mailed(kept).code)).statusCode).toBe(200);
    ctx.clock.advance(24 * HOUR + 1000);
    expect(await servicesOf(app).emailConfirmation.discardExpired()).toBeGreaterThanOrEqual(1);
    expect(await db().select().from(users).where(eq(users.email, lapsed))).toEqual([]);
    expect(
      await db().select().from(applicants).where(eq(applicants.id, signedUp.json().applicantId)),
    ).toEqual([]);
    expect(await db().select().from(users).where(eq(users.email, kept))).toHaveLength(1);
    // The address is free again.
    expect((await signUp(lapsed)).statusCode).toBe(200);
  });

  it('a resend answers alike for any address, mails only a waiting account, at most five an hour', async () => {
    const email = fresh('resend');
    await signUp(email);
    const resend = async (to: string) =>
      app.inject({
        method: 'POST',
        url: '/api/accounts/confirm-email/resend',
        payload: { email: to, captcha: await solveCaptcha(app) },
      });
    const nobody = fresh('nobody');
    const unknown = await resend(nobody);
    expect(unknown.statusCode).toBe(200);
    expect(mailLog.latest(nobody)).toBeUndefined();
    const before = mailed(email).code;
    const sent = await resend(email);
    expect(sent.statusCode).toBe(200);
    expect(Object.keys(sent.json())).toEqual(Object.keys(unknown.json()));
    const after = mailed(email).code;
    // The newest code works; the previous one was replaced.
    if (before !== after) expect((await confirm(email, before)).statusCode).toBe(400);
    // The sign-up's mail and this resend make two; the fifth mail of the hour is the last.
    for (let mail = 3; mail <= 5; mail++) expect((await resend(email)).statusCode).toBe(200);
    const capped = await resend(email);
    expect(capped.statusCode).toBe(429);
    expect((await confirm(email, after)).statusCode).toBe(400);
  });

  it('confirming needs nothing but the code or link: the routes are public and refuse bad input with 400', async () => {
    const bad = await app.inject({
      method: 'POST',
      url: '/api/accounts/confirm-email',
      payload: { email: 'not-an-email', code: '' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().description).toMatchObject({
      email: [messages.InvalidEmail],
      code: [messages.VerificationCode],
    });
  });
});
