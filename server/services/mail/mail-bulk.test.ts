import { like } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { withTransaction } from '../../db/client.ts';
import { mailOutbox } from '../../db/schema.ts';
import { uniqueTag } from '../../test-support/route-calls.ts';
import { describeEachDatabase } from '../../test-support/test-app.ts';
import { createMailService } from './mail.service.ts';
import type { MailMessage, MailTransport } from './mail-transport.ts';

const quietLog = { info() {}, warn() {}, error() {} };

/** A transport that records what leaves, standing in for SMTP (the boundary the service is given). */
function recordingTransport(): MailTransport & { sent: MailMessage[] } {
  const sent: MailMessage[] = [];
  return {
    sent,
    async send(message) {
      sent.push(message);
    },
    close() {},
  };
}

describeEachDatabase('bulk mail', (ctx) => {
  const service = (transport: MailTransport | null) =>
    createMailService({
      db: ctx.database.db,
      clock: ctx.clock,
      log: quietLog,
      from: 'results@matchline.test',
      transport,
      logBody: false,
      sealSecret: 'test-seal-secret-that-is-long-enough-0123456789',
      retentionDays: 30,
    });
  const mails = (tag: string, count: number) =>
    Array.from({ length: count }, (_, i) => ({
      to: `bulk-${tag}-${i}@fixture.test`,
      subject: `Bulk ${tag}`,
      text: `Mail ${i}`,
    }));
  const stored = (tag: string) =>
    ctx.database.db
      .select()
      .from(mailOutbox)
      .where(like(mailOutbox.to, `bulk-${tag}-%`));

  it('writes thousands of mails in a few statements and sends them in order once the transaction commits', async () => {
    const tag = uniqueTag();
    const transport = recordingTransport();
    const mail = service(transport);
    const result = await withTransaction(ctx.database.db, (tx) => mail.sendMany(mails(tag, 2_500), tx));
    expect(result).toEqual({ count: 2_500 });
    await mail.idle();
    expect(transport.sent.map((m) => m.text)).toEqual(mails(tag, 2_500).map((m) => m.text));
    const rows = await stored(tag);
    expect(rows).toHaveLength(2_500);
    expect(new Set(rows.map((r) => r.status))).toEqual(new Set(['sent']));
  });

  it('keeps nothing when the transaction rolls back, and keeps mails as logged without a transport', async () => {
    const tag = uniqueTag();
    const mail = service(null);
    await expect(
      withTransaction(ctx.database.db, async (tx) => {
        await mail.sendMany(mails(tag, 3), tx);
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    expect(await stored(tag)).toHaveLength(0);

    const logged = uniqueTag();
    await withTransaction(ctx.database.db, (tx) => service(null).sendMany(mails(logged, 2), tx));
    expect((await stored(logged)).map((r) => r.status)).toEqual(['logged', 'logged']);
  });
});
