import type { APIRequestContext } from '@playwright/test';
import type { z } from 'zod';
import { signIn } from '../../../core/contracts/auth.contract.ts';
import { listMailOutbox } from '../../../core/contracts/system.contract.ts';
import { demoAccounts } from './accounts.ts';

export type OutboxItem = z.infer<typeof listMailOutbox.response>['items'][number];

/**
 * The mail outbox as the admin sees it through the API (mail stays in the outbox when no SMTP_URL
 * is set), so a test can read the recovery code or check that a message was sent.
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

  /** Messages to `to`, newest first. */
  async list(to: string): Promise<OutboxItem[]> {
    const response = await this.request.get(listMailOutbox.path, {
      params: { to },
      headers: { Authorization: `Bearer ${await this.token()}` },
    });
    if (!response.ok()) throw new Error(`Outbox read failed: ${response.status()} ${await response.text()}`);
    return listMailOutbox.response.parse(await response.json()).items;
  }

  /** The 6-digit code of the newest message to `to`. */
  async latestCode(to: string): Promise<string> {
    const [latest] = await this.list(to);
    const code = latest?.text.match(/\b\d{6}\b/)?.[0];
    if (!code) throw new Error(`No verification code mailed to ${to}.`);
    return code;
  }
}
