import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { servicesOf } from '../../app.ts';
import { listMail } from '../../db/repositories/mail-outbox.repository.ts';
import { describeEachDatabase, LogCapture, solveCaptcha } from '../../test-support/test-app.ts';

type Received = { from: string; to: string[]; raw: string; user: string | undefined };

/** A real SMTP server on a free local port that keeps what it receives. */
class TestSmtpServer {
  readonly received: Received[] = [];
  private waiters: (() => void)[] = [];
  private readonly server = new SMTPServer({
    authOptional: true,
    allowInsecureAuth: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onAuth: (auth, _session, callback) => {
      if (auth.username === 'mailer' && auth.password === 'mail-pass')
        callback(null, { user: auth.username });
      else callback(new Error('Invalid username or password'));
    },
    onData: (stream, session, callback) => {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        this.received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks).toString('utf8'),
          user: session.user,
        });
        for (const wake of this.waiters.splice(0)) wake();
        callback();
      });
    },
  });

  async start(): Promise<number> {
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    return (this.server.server.address() as AddressInfo).port;
  }

  async next(count: number): Promise<Received> {
    while (this.received.length < count) await new Promise<void>((resolve) => this.waiters.push(resolve));
    return this.received[count - 1]!;
  }

  close(): Promise<void> {
    return new Promise((resolve) => this.server.close(() => resolve()));
  }
}

describeEachDatabase('mail', (ctx) => {
  const smtp = new TestSmtpServer();
  let port = 0;
  beforeAll(async () => {
    port = await smtp.start();
  });
  afterAll(() => smtp.close());

  it('delivers the recovery code over SMTP (authenticated) and marks the outbox row sent', async () => {
    const app = await ctx.buildApp({
      mailer: undefined,
      env: {
        SMTP_URL: `smtp://mailer:mail-pass@127.0.0.1:${port}`,
        MAIL_FROM: 'Matchline <no-reply@matchline.test>',
      },
    });
    const user = await ctx.createUser();
    const response = await app.inject({
      method: 'POST',
      url: '/api/auth/forgot-password',
      payload: { email: user.email, captcha: await solveCaptcha(app) },
    });
    expect(response.statusCode).toBe(200);

    const message = await smtp.next(1);
    expect(message).toMatchObject({ from: 'no-reply@matchline.test', to: [user.email], user: 'mailer' });
    expect(message.raw).toContain('Subject: Your Matchline verification code');
    const code = message.raw.match(/verification code is (\d{6})\./)?.[1];
    expect(code).toMatch(/^\d{6}$/);

    await servicesOf(app).mail.idle();
    const [row] = (await listMail(ctx.database.db, { to: user.email, page: 1, pageSize: 1 })).items;
    expect(row).toMatchObject({ status: 'sent', error: null });
    expect(row?.sentAt).toBeInstanceOf(Date);
    // The outbox kept neither the code nor, once sent, its sealed copy.
    expect(row?.text).toContain('verification code is [hidden].');
    expect(row?.text).not.toContain(code);
    expect(row?.sealedText).toBeNull();

    // The mailed code works.
    const confirmed = await app.inject({
      method: 'POST',
      url: '/api/auth/forgot-password/confirm',
      payload: {
        email: user.email,
        code,
        newPassword: 'Mailed#Code1',
        confirmPassword: 'Mailed#Code1',
        captcha: await solveCaptcha(app),
      },
    });
    expect(confirmed.statusCode).toBe(200);
  });

  it('mails Contact Us messages to support, replying to the sender', async () => {
    const app = await ctx.buildApp({
      mailer: undefined,
      env: { SMTP_URL: `smtp://mailer:mail-pass@127.0.0.1:${port}`, SUPPORT_EMAIL: 'help@matchline.test' },
    });
    const before = smtp.received.length;
    const response = await app.inject({
      method: 'POST',
      url: '/api/ContactUs/Post',
      payload: {
        name: 'Jordan Reyes',
        email: 'jordan@fixture.test',
        matchlineId: 'ML-1234',
        subject: 'Billing',
        text: 'My invoice shows the wrong amount.',
        captcha: await solveCaptcha(app),
      },
    });
    expect(response.statusCode).toBe(200);
    const message = await smtp.next(before + 1);
    expect(message.to).toEqual(['help@matchline.test']);
    expect(message.raw).toContain('Reply-To: jordan@fixture.test');
    expect(message.raw).toContain('Subject: Contact Us: Billing');
    expect(message.raw).toContain('Matchline ID: ML-1234');
    expect(message.raw).toContain('My invoice shows the wrong amount.');
  });

  it('records a failure when the SMTP server refuses, without failing the request', async () => {
    const logs = new LogCapture();
    const app = await ctx.buildApp({
      mailer: undefined,
      logStream: logs,
      env: { SMTP_URL: `smtp://mailer:wrong-pass@127.0.0.1:${port}`, LOG_LEVEL: 'error' },
    });
    const { mail } = servicesOf(app);
    await mail.send({ to: 'refused@fixture.test', subject: 'Hello', text: 'Hi' });
    await mail.idle();
    const [row] = (await listMail(ctx.database.db, { to: 'refused@fixture.test', page: 1, pageSize: 1 }))
      .items;
    expect(row?.status).toBe('failed');
    expect(row?.error).toMatch(/auth|Invalid/i);
    expect(logs.text()).toContain('mail failed');
    expect(logs.text()).not.toContain('wrong-pass');
  });

  it('without SMTP keeps the mail in the outbox and writes it to the log for the demo', async () => {
    const logs = new LogCapture();
    const app = await ctx.buildApp({ mailer: null, logStream: logs, env: { LOG_LEVEL: 'info' } });
    const { mail } = servicesOf(app);
    const sent = await mail.send({
      to: 'demo@fixture.test',
      subject: 'Your code',
      text: 'Your code is 123456.',
    });
    expect(sent.status).toBe('logged');
    const line = logs.lines.map((l) => JSON.parse(l)).find((entry) => entry.mailId === sent.id);
    expect(line).toMatchObject({
      to: 'demo@fixture.test',
      subject: 'Your code',
      body: 'Your code is 123456.',
    });

    const quiet = new LogCapture();
    const production = await ctx.buildApp({
      mailer: null,
      logStream: quiet,
      env: { LOG_LEVEL: 'info', MAIL_LOG_BODY: 'false' },
    });
    await servicesOf(production).mail.send({
      to: 'demo@fixture.test',
      subject: 'Your code',
      text: 'Your code is 654321.',
    });
    expect(quiet.text()).toContain('demo@fixture.test');
    expect(quiet.text()).not.toContain('654321');
  });
});
