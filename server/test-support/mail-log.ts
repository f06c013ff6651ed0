/**
 * Reading mailed secrets in tests the way a demo user does: from the server's log. The outbox never
 * holds a code, a temporary password or a writer's link in clear text (issue 11); without SMTP the
 * full body is written to the log (MAIL_LOG_BODY), which this capture parses.
 */
import type { FastifyInstance } from 'fastify';
import type { Env } from '../config.ts';
import { LogCapture, type TestContext } from './test-app.ts';

export type LoggedMail = { mailId: string; to: string; subject: string; body: string };

export class MailLog extends LogCapture {
  /** Every mail with a body in the log, oldest first. */
  mails(): LoggedMail[] {
    return this.lines.flatMap((line) => {
      const entry = JSON.parse(line) as Partial<LoggedMail>;
      return typeof entry.body === 'string' && typeof entry.to === 'string' ? [entry as LoggedMail] : [];
    });
  }

  /** The newest mail logged to `to` (any case). */
  latest(to: string): LoggedMail | undefined {
    return this.mails()
      .filter((mail) => mail.to.toLowerCase() === to.toLowerCase())
      .at(-1);
  }
}

/** Another app on the file's database whose log (info and up) keeps the mailed bodies. */
export async function appWithMailLog(
  ctx: TestContext,
  env: Env = {},
): Promise<{ app: FastifyInstance; mailLog: MailLog }> {
  const mailLog = new MailLog();
  const app = await ctx.buildApp({ logStream: mailLog, env: { LOG_LEVEL: 'info', ...env } });
  return { app, mailLog };
}
