import { eq, like } from 'drizzle-orm';
import { expect, it } from 'vitest';
import type { MailStatus } from '../../../core/domain/mail.ts';
import { withTransaction } from '../../db/client.ts';
import { mailOutbox } from '../../db/schema.ts';
import { createMail } from '../../test-support/factories.ts';
import { FakeClock } from '../../test-support/fake-clock.ts';
import { uniqueTag } from '../../test-support/route-calls.ts';
import { describeEachDatabase } from '../../test-support/test-app.ts';
import { createMailService, SEALED_TEXT_MAX_AGE_MS } from './mail.service.ts';
import { createMailSeal, redactSecrets } from './mail-seal.ts';
import type { MailMessage, MailTransport } from './mail-transport.ts';

const SEAL_SECRET = 'test-seal-secret-that-is-long-enough-0123456789';
const DAY_MS = 24 * 60 * 60_000;

/** A transport that holds every send until `release()`, so a test can look at the queued row. */
function gatedTransport(fail = false): MailTransport & { sent: MailMessage[]; release(): void } {
  const sent: MailMessage[] = [];
  let open: () => void = () => {};
  const gate = new Promise<void>((resolve) => {
    open = resolve;
  });
  return {
    sent,
    async send(message) {
      await gate;
      if (fail) throw new Error('550 mailbox unavailable');
      sent.push(message);
    },
    release: () => open(),
    close() {},
  };
}

type LogEntry = Record<string, unknown>;

describeEachDatabase('mail secrets', (ctx) => {
  const service = (transport: MailTransport | null, logged: LogEntry[] = [], clock = ctx.clock) =>
    createMailService({
      db: ctx.database.db,
      clock,
      log: { info: (obj) => logged.push(obj as LogEntry), warn() {}, error() {} },
      from: 'no-reply@matchline.test',
      transport,
      logBody: true,
      sealSecret: SEAL_SECRET,
      retentionDays: 30,
    });
  const rowsTo = (to: string) => ctx.database.db.select().from(mailOutbox).where(eq(mailOutbox.to, to));
  const codeMail = (to: string, code: string) => ({
    to,
    subject: 'Your code',
    text: `Your code is ${code}. Use ${code} within the hour.`,
    secrets: [code],
  });

  it('redacts every occurrence of every secret, the longest first', () => {
    expect(redactSecrets('a 123 b 12345 c 123', ['123', '12345'])).toBe('a [hidden] b [hidden] c [hidden]');
    expect(redactSecrets('nothing secret', undefined)).toBe('nothing secret');
    expect(redactSecrets('x', [''])).toBe('x');
  });

  it('seals with AES-GCM: the same secret opens it, another does not, a changed byte fails', () => {
    const sealed = createMailSeal(SEAL_SECRET).seal('Your code is 123456.');
    expect(sealed).not.toContain('123456');
    expect(createMailSeal(SEAL_SECRET).open(sealed)).toBe('Your code is 123456.');
    expect(() => createMailSeal(`${SEAL_SECRET}!`).open(sealed)).toThrow();
    const parts = sealed.split('.');
    parts[3] = `${parts[3]!.slice(0, -2)}AA`;
    expect(() => createMailSeal(SEAL_SECRET).open(parts.join('.'))).toThrow();
  });

  it('without SMTP: the row holds the redacted text, only the log has the code', async () => {
    const to = `demo-${uniqueTag()}@fixture.test`;
    const logged: LogEntry[] = [];
    const sent = await service(null, logged).send(codeMail(to, '482913'));
    const [row] = await rowsTo(to);
    expect(row).toMatchObject({
      status: 'logged',
      text: 'Your code is [hidden]. Use [hidden] within the hour.',
      sealedText: null,
    });
    expect(logged.find((entry) => entry.mailId === sent.id)).toMatchObject({
      body: 'Your code is 482913. Use 482913 within the hour.',
    });
  });

  it('with SMTP: the full text waits sealed while queued, is delivered, and the seal is dropped once sent', async () => {
    const to = `smtp-${uniqueTag()}@fixture.test`;
    const transport = gatedTransport();
    const mail = service(transport);
    await mail.send(codeMail(to, '771203'));
    const [queued] = await rowsTo(to);
    expect(queued?.status).toBe('queued');
    expect(queued?.text).not.toContain('771203');
    expect(queued?.sealedText).toBeTruthy();
    expect(queued?.sealedText).not.toContain('771203');
    expect(createMailSeal(SEAL_SECRET).open(queued!.sealedText!)).toBe(
      'Your code is 771203. Use 771203 within the hour.',
    );

    transport.release();
    await mail.idle();
    expect(transport.sent.map((m) => m.text)).toEqual(['Your code is 771203. Use 771203 within the hour.']);
    const [sent] = await rowsTo(to);
    expect(sent).toMatchObject({ status: 'sent', sealedText: null, text: queued!.text });
  });

  it('drops the seal when delivery finally fails, and seals nothing for a mail without secrets', async () => {
    const failing = gatedTransport(true);
    const to = `fail-${uniqueTag()}@fixture.test`;
    const mail = service(failing);
    await mail.send(codeMail(to, '650001'));
    failing.release();
    await mail.idle();
    const [failed] = await rowsTo(to);
    expect(failed).toMatchObject({ status: 'failed', sealedText: null });
    expect(failed?.text).not.toContain('650001');

    const plainTo = `plain-${uniqueTag()}@fixture.test`;
    const plain = gatedTransport();
    await service(plain).send({ to: plainTo, subject: 'Hello', text: 'No secret here.' });
    const [row] = await rowsTo(plainTo);
    expect(row).toMatchObject({ status: 'queued', text: 'No secret here.', sealedText: null });
    plain.release();
  });

  it('bulk mail: redacted rows, sealed while queued, delivered in full, seals gone after delivery', async () => {
    const tag = uniqueTag();
    const transport = gatedTransport();
    const mail = service(transport);
    const mails = ['100001', '100002', '100003'].map((code, i) =>
      codeMail(`bulk-${tag}-${i}@fixture.test`, code),
    );
    await withTransaction(ctx.database.db, (tx) => mail.sendMany(mails, tx));
    const stored = () =>
      ctx.database.db
        .select()
        .from(mailOutbox)
        .where(like(mailOutbox.to, `bulk-${tag}-%`));
    const queued = await stored();
    expect(queued).toHaveLength(3);
    for (const row of queued) {
      expect(row.text).toBe('Your code is [hidden]. Use [hidden] within the hour.');
      expect(row.sealedText).toBeTruthy();
    }
    transport.release();
    await mail.idle();
    expect(transport.sent.map((m) => m.text)).toEqual(mails.map((m) => m.text));
    for (const row of await stored()) expect(row).toMatchObject({ status: 'sent', sealedText: null });

    const loggedTag = uniqueTag();
    const logged: LogEntry[] = [];
    await withTransaction(ctx.database.db, (tx) =>
      service(null, logged).sendMany([codeMail(`bulk-${loggedTag}-0@fixture.test`, '200001')], tx),
    );
    const [row] = await ctx.database.db
      .select()
      .from(mailOutbox)
      .where(like(mailOutbox.to, `bulk-${loggedTag}-%`));
    expect(row).toMatchObject({ status: 'logged', sealedText: null });
    expect(row?.text).not.toContain('200001');
    expect(logged.some((entry) => String(entry.body).includes('200001'))).toBe(true);
  });

  it('prunes delivered mail after the retention, keeps recent, queued and failed mail, and drops old seals', async () => {
    const tag = uniqueTag();
    const now = new Date();
    const clock = new FakeClock(now);
    const ago = (ms: number) => new Date(now.getTime() - ms);
    const sealed = createMailSeal(SEAL_SECRET).seal('old secret');
    const row = (name: string, status: MailStatus, createdAt: Date, sealedText: string | null = null) => ({
      to: `prune-${tag}-${name}@fixture.test`,
      subject: 'Old',
      text: 'Old mail',
      status,
      createdAt,
      sealedText,
    });
    for (const values of [
      row('old-sent', 'sent', ago(31 * DAY_MS)),
      row('old-logged', 'logged', ago(31 * DAY_MS)),
      row('recent-sent', 'sent', ago(29 * DAY_MS)),
      row('old-queued', 'queued', ago(31 * DAY_MS), sealed),
      row('old-failed', 'failed', ago(31 * DAY_MS)),
      row('stale-queued', 'queued', ago(SEALED_TEXT_MAX_AGE_MS + 60_000), sealed),
      row('fresh-queued', 'queued', ago(60_000), sealed),
    ]) {
      await createMail(ctx.database.db, values);
    }

    await service(null, [], clock).prune();

    const left = await ctx.database.db
      .select()
      .from(mailOutbox)
      .where(like(mailOutbox.to, `prune-${tag}-%`));
    const names = left.map((r) => r.to.replace(`prune-${tag}-`, '').replace('@fixture.test', '')).sort();
    expect(names).toEqual(['fresh-queued', 'old-failed', 'old-queued', 'recent-sent', 'stale-queued']);
    const sealOf = (name: string) => left.find((r) => r.to.includes(`-${name}@`))?.sealedText;
    expect(sealOf('old-queued')).toBeNull();
    expect(sealOf('stale-queued')).toBeNull();
    expect(sealOf('fresh-queued')).toBe(sealed);
  });
});
