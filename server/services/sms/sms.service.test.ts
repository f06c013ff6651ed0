import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { loadConfig } from '../../config.ts';
import { withTransaction } from '../../db/client.ts';
import { smsOutbox } from '../../db/schema.ts';
import { uniqueTag } from '../../test-support/route-calls.ts';
import { describeEachDatabase, testEnv } from '../../test-support/test-app.ts';
import { createMailSeal } from '../mail/mail-seal.ts';
import { createSmsService } from './sms.service.ts';
import { createTwilioTransport, type SmsTransport, toE164 } from './sms-transport.ts';

const SEAL_SECRET = 'test-seal-secret-that-is-long-enough-0123456789';
const SID = `AC${'0123456789abcdef'.repeat(2)}`;
const TOKEN = 'twilio-test-auth-token-0123456789';

type Received = { path: string; authorization: string; form: URLSearchParams };

/** A local stand-in for Twilio's Messages resource: answers each request with the next scripted status. */
function fakeTwilio() {
  const received: Received[] = [];
  let script: number[] = [];
  const server: Server = createServer((request: IncomingMessage, response) => {
    let body = '';
    request.on('data', (chunk) => {
      body += chunk;
    });
    request.on('end', () => {
      received.push({
        path: request.url ?? '',
        authorization: request.headers.authorization ?? '',
        form: new URLSearchParams(body),
      });
      const status = script.shift() ?? 201;
      response.writeHead(status, { 'content-type': 'application/json' });
      response.end(
        JSON.stringify(
          status < 300
            ? { sid: `SM${received.length}`, status: 'queued' }
            : {
                code: status === 400 ? 21211 : 20500,
                message: status === 400 ? "The 'To' number is not valid." : 'Internal',
              },
        ),
      );
    });
  });
  return {
    received,
    script(statuses: number[]) {
      script = [...statuses];
    },
    async start(): Promise<string> {
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
      return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

describeEachDatabase('SMS outbox and the Twilio provider', (ctx) => {
  const twilio = fakeTwilio();
  let apiUrl: string;
  const logged: Record<string, unknown>[] = [];
  const log = { info: (o: object) => logged.push(o as Record<string, unknown>), warn() {}, error() {} };

  beforeAll(async () => {
    apiUrl = await twilio.start();
  });
  afterAll(() => twilio.close());

  const service = (transport: SmsTransport | null) =>
    createSmsService({
      db: ctx.database.db,
      clock: ctx.clock,
      log,
      transport,
      sealSecret: SEAL_SECRET,
      retry: { attempts: 3, delayMs: 1 },
      commitWaitMs: 500,
    });
  const twilioTransport = () =>
    createTwilioTransport({ accountSid: SID, authToken: TOKEN, from: '+15005550006', apiUrl });
  const rowOf = async (id: string) =>
    (await ctx.database.db.select().from(smsOutbox).where(eq(smsOutbox.id, id)))[0]!;

  it('reads the Twilio settings from the environment, all three or none', () => {
    expect(loadConfig(testEnv).twilio).toBeNull();
    const config = loadConfig({
      ...testEnv,
      TWILIO_ACCOUNT_SID: SID,
      TWILIO_AUTH_TOKEN: TOKEN,
      TWILIO_FROM: '+15005550006',
    });
    expect(config.twilio).toEqual({
      accountSid: SID,
      authToken: TOKEN,
      from: '+15005550006',
      apiUrl: 'https://api.twilio.com',
    });
    expect(() => loadConfig({ ...testEnv, TWILIO_ACCOUNT_SID: SID })).toThrow(/must be set together/);
    expect(() =>
      loadConfig({ ...testEnv, TWILIO_ACCOUNT_SID: 'nope', TWILIO_AUTH_TOKEN: TOKEN, TWILIO_FROM: '+1500' }),
    ).toThrow(/TWILIO_ACCOUNT_SID/);
  });

  it('writes stored numbers in E.164 for Twilio', () => {
    expect(toE164('+44 20 7946 0958')).toBe('+442079460958');
    expect(toE164('555-010-7777')).toBe('+15550107777');
    expect(toE164('1 555 010 7777')).toBe('+15550107777');
  });

  it('keeps the SMS as logged when no provider is configured', async () => {
    const sms = service(null);
    const { id, status } = await sms.send({ userId: null, to: '+15550001111', text: `Hello ${uniqueTag()}` });
    expect(status).toBe('logged');
    expect(await rowOf(id)).toMatchObject({ status: 'logged', sealedText: null });
  });

  it('sends through Twilio (basic auth, form fields) and marks the SMS sent', async () => {
    twilio.script([201]);
    const sms = service(twilioTransport());
    const text = `Your interview is tomorrow ${uniqueTag()}`;
    const { id, status } = await sms.send({ userId: null, to: '(555) 000-2222', text });
    expect(status).toBe('queued');
    await sms.idle();
    expect(await rowOf(id)).toMatchObject({ status: 'sent', error: null });
    const request = twilio.received.at(-1)!;
    expect(request.path).toBe(`/2010-04-01/Accounts/${SID}/Messages.json`);
    expect(request.authorization).toBe(`Basic ${Buffer.from(`${SID}:${TOKEN}`).toString('base64')}`);
    expect(Object.fromEntries(request.form)).toEqual({
      To: '+15550002222',
      Body: text,
      From: '+15005550006',
    });
  });

  it('tries again after a 5xx and succeeds; a refused number fails at once with the reason', async () => {
    const sms = service(twilioTransport());
    twilio.script([503, 500, 201]);
    const before = twilio.received.length;
    const retried = await sms.send({ userId: null, to: '+15550003333', text: 'Retry me' });
    await sms.idle();
    expect(twilio.received.length - before).toBe(3);
    expect((await rowOf(retried.id)).status).toBe('sent');

    twilio.script([400]);
    const refused = await sms.send({ userId: null, to: '+1555', text: 'Nope' });
    await sms.idle();
    expect(await rowOf(refused.id)).toMatchObject({
      status: 'failed',
      error: "Twilio answered 400: The 'To' number is not valid. (21211)",
    });

    twilio.script([503, 503, 503]);
    const gaveUp = await sms.send({ userId: null, to: '+15550004444', text: 'Never' });
    await sms.idle();
    expect((await rowOf(gaveUp.id)).status).toBe('failed');
  });

  it('keeps a secret only sealed until sent, and sends nothing for a rolled-back transaction', async () => {
    const gate: { open?: () => void } = {};
    const sent: string[] = [];
    const held: SmsTransport = {
      async send(message) {
        await new Promise<void>((resolve) => {
          gate.open = resolve;
        });
        sent.push(message.text);
        return { providerId: null };
      },
    };
    const sms = service(held);
    const { id } = await sms.send({
      userId: null,
      to: '+15550005555',
      text: 'Your code is 482913.',
      secrets: ['482913'],
    });
    const queued = await rowOf(id);
    expect(queued.text).toBe('Your code is [hidden].');
    expect(createMailSeal(SEAL_SECRET).open(queued.sealedText!)).toBe('Your code is 482913.');
    while (!gate.open) await new Promise((resolve) => setTimeout(resolve, 5));
    gate.open();
    await sms.idle();
    expect(sent).toEqual(['Your code is 482913.']);
    expect(await rowOf(id)).toMatchObject({
      status: 'sent',
      sealedText: null,
      text: 'Your code is [hidden].',
    });

    const before = twilio.received.length;
    const rolledBack = service(twilioTransport());
    await withTransaction(ctx.database.db, async (tx) => {
      await rolledBack.send({ userId: null, to: '+15550006666', text: 'Gone' }, tx);
      throw new Error('roll back');
    }).catch(() => {});
    await rolledBack.idle();
    expect(twilio.received.length).toBe(before);
  });
});
