import { randomUUID } from 'node:crypto';
import { expect, it } from 'vitest';
import { messages } from '../../../core/domain/messages.ts';
import { countBugReportsByClientId } from '../../db/repositories/bug-reports.repository.ts';
import { listContactMessagesFrom } from '../../db/repositories/contact-messages.repository.ts';
import { listMail } from '../../db/repositories/mail-outbox.repository.ts';
import { bearer, describeEachDatabase, signInAs, solveCaptcha } from '../../test-support/test-app.ts';

describeEachDatabase('platform endpoints', (ctx) => {
  const contact = (payload: Record<string, unknown>) =>
    ctx.app.inject({ method: 'POST', url: '/api/ContactUs/Post', payload });

  it('Contact Us: stores the message and mails support, after the captcha', async () => {
    const text = `Question about registration ${randomUUID()}`;
    const response = await contact({
      name: 'Robin Park',
      email: 'Robin.Park@Fixture.test',
      matchlineId: '',
      subject: 'Registration',
      text,
      captcha: await solveCaptcha(ctx.app),
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ ok: true });
    const mail = (
      await listMail(ctx.database.db, { to: 'support@matchline.test', page: 1, pageSize: 5 })
    ).items.find((m) => m.text.includes(text));
    expect(mail?.subject).toBe('Contact Us: Registration');
    expect(mail?.text).toContain('From: Robin Park <robin.park@fixture.test>');
    expect(mail?.text).toContain('Matchline ID: (not given)');
    const [stored] = await listContactMessagesFrom(ctx.database.db, 'robin.park@fixture.test');
    expect(stored).toMatchObject({ name: 'Robin Park', subject: 'Registration', text, matchlineId: null });
  });

  it('Contact Us: validates with the form messages, captcha included', async () => {
    const missing = await contact({ name: '', email: 'bad', subject: 'Gossip', text: '' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toEqual({
      message: messages.ValidationError,
      description: {
        name: ['Name is required.'],
        email: ['Invalid email address.'],
        subject: ['Subject is required.'],
        text: ['Text is required.'],
        captcha: ['Recaptcha is required'],
      },
    });
    const long = await contact({
      name: 'A',
      email: 'a@fixture.test',
      subject: 'Other',
      text: 'x'.repeat(2001),
      captcha: await solveCaptcha(ctx.app),
    });
    expect(long.json().description).toEqual({ text: ['Exceeded number of characters.'] });

    const unsolved = await contact({
      name: 'A',
      email: 'a@fixture.test',
      subject: 'Other',
      text: 'Hi',
      captcha: 'x',
    });
    expect(unsolved.json().description).toEqual({ captcha: ['Recaptcha is required'] });
  });

  it('stores client errors and info lines, with the user when signed in', async () => {
    const user = await ctx.createUser();
    const { idToken } = await signInAs(ctx.app, user);
    const error = await ctx.app.inject({
      method: 'POST',
      url: '/api/log/error',
      headers: bearer(idToken),
      payload: {
        loggerSessionId: 'session-1',
        message: 'TypeError: cannot read properties of undefined',
        url: 'https://matchline.test/applicant/landing',
        userAgent: 'Mozilla/5.0',
        errorDate: new Date().toISOString(),
        errorType: 'TypeError',
        stackFrames: [{ fileName: 'app.js', lineNumber: 10, columnNumber: 5 }],
        timeLog: { start: '0' },
        languages: ['en-GB'],
        cookieEnabled: true,
      },
    });
    expect(error.statusCode).toBe(200);
    expect(error.json().id).toMatch(/^[0-9a-f-]{36}$/);

    const info = await ctx.app.inject({ method: 'POST', url: '/api/log/info?info=push%20subscribed' });
    expect(info.statusCode).toBe(200);
    expect(info.json()).toEqual({ ok: true });
    expect((await ctx.app.inject({ method: 'POST', url: '/api/log/info' })).statusCode).toBe(400);
  });

  it('stores a bug report once per client id and answers the same id again', async () => {
    const clientId = randomUUID();
    const report = {
      clientId,
      description: 'The rank list did not save.',
      userAgent: 'Mozilla/5.0',
      url: 'https://matchline.test/applicant/rank-list',
      cloudWatchToken: null,
      errorDate: null,
      source: 'ErrorPage',
    };
    const first = await ctx.app.inject({ method: 'POST', url: '/api/bug-reports', payload: report });
    const second = await ctx.app.inject({ method: 'POST', url: '/api/bug-reports', payload: report });
    expect(first.statusCode).toBe(200);
    expect(second.statusCode).toBe(200);
    expect(second.json()).toEqual(first.json());
    expect(await countBugReportsByClientId(ctx.database.db, clientId)).toBe(1);

    const concurrent = randomUUID();
    const answers = await Promise.all(
      [1, 2, 3].map(() =>
        ctx.app.inject({
          method: 'POST',
          url: '/api/bug-reports',
          payload: { ...report, clientId: concurrent },
        }),
      ),
    );
    expect(new Set(answers.map((a) => a.json().id)).size).toBe(1);
    expect(await countBugReportsByClientId(ctx.database.db, concurrent)).toBe(1);

    const empty = await ctx.app.inject({
      method: 'POST',
      url: '/api/bug-reports',
      payload: { ...report, clientId: randomUUID(), description: '  ' },
    });
    expect(empty.json().description).toEqual({ description: ['Description is required.'] });
  });
});
