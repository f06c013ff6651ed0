import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { APIRequestContext } from '@playwright/test';
import type { z } from 'zod';
import { signIn } from '../../../core/contracts/auth/auth.contract.ts';
import { listMailOutbox } from '../../../core/contracts/platform/system.contract.ts';
import { demoAccounts } from './accounts.ts';

export type OutboxItem = z.infer<typeof listMailOutbox.response>['items'][number];

/** A mail as the server logged it without SMTP (MAIL_LOG_BODY): the full body, secrets included. */
export type LoggedMail = { to: string; subject: string; body: string };

/** Where playwright.config.ts sends the server's log. */
const serverLog = () => {
  const dataDir = process.env.E2E_DATA_DIR;
  if (!dataDir) throw new Error('E2E_DATA_DIR is not set: run the tests through playwright.config.ts.');
  return path.join(dataDir, 'server.log');
};

/**
 * Mail as the tests see it. Secrets (codes, temporary passwords, writer links) are read the way a demo
 * user does: from the server's log, whose JSON lines carry each mail's `to` and `body` when no SMTP_URL
 * is set. The admin's outbox view (`list`) shows every mail with its secrets hidden, for checks that a
 * mail was sent.
 */
export class Mailbox {
  private idToken: string | null = null;

  constructor(private readonly request: APIRequestContext) {}

  private async token(): Promise<string> {
    if (this.idToken) return this.idToken;
    const { email, password } = demoAccounts.admin;
    const response = await this.request.post(signIn.path, { data: { email, password } });
    if (!response.ok())
      throw new Error(`Admin sign-in failed: ${response.status()} ${await response.text()}`);
    const session = signIn.response.parse(await response.json());
    if (session.status !== 'Success') throw new Error('Admin sign-in asked for a new password.');
    this.idToken = session.idToken;
    return session.idToken;
  }

  /** Messages to `to` in the admin outbox, newest first (secrets shown as [hidden]). */
  async list(to: string): Promise<OutboxItem[]> {
    const response = await this.request.get(listMailOutbox.path, {
      params: { to },
      headers: { Authorization: `Bearer ${await this.token()}` },
    });
    if (!response.ok()) throw new Error(`Outbox read failed: ${response.status()} ${await response.text()}`);
    return listMailOutbox.response.parse(await response.json()).items;
  }

  /** Every mail to `to` (any case) in the server's log, oldest first. */
  async logged(to: string): Promise<LoggedMail[]> {
    const text = await readFile(serverLog(), 'utf8').catch(() => '');
    return text.split('\n').flatMap((line) => {
      if (!line.startsWith('{')) return [];
      try {
        const entry = JSON.parse(line) as Partial<LoggedMail>;
        return typeof entry.body === 'string' &&
          typeof entry.to === 'string' &&
          entry.to.toLowerCase() === to.toLowerCase()
          ? [{ to: entry.to, subject: entry.subject ?? '', body: entry.body }]
          : [];
      } catch {
        return [];
      }
    });
  }

  /**
   * The newest mail to `to` in the log, waiting a little for the log line; pass the count of mails
   * to `to` logged before the action to wait for a new one.
   */
  async latestMail(to: string, after = 0): Promise<LoggedMail> {
    for (let attempt = 0; attempt < 50; attempt++) {
      const mails = await this.logged(to);
      if (mails.length > after) return mails.at(-1)!;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    throw new Error(`No mail to ${to} in the server log.`);
  }

  /** The 6-digit code of the newest mail to `to`. */
  async latestCode(to: string): Promise<string> {
    const code = (await this.latestMail(to)).body.match(/\b\d{6}\b/)?.[0];
    if (!code) throw new Error(`No verification code mailed to ${to}.`);
    return code;
  }
}
