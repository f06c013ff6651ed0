import type { Locator, Page } from '@playwright/test';
import { Captcha } from './captcha.ts';

export type ContactMessage = {
  name: string;
  email: string;
  matchlineId?: string;
  subject: 'Login' | 'Registration' | 'Billing' | 'About CAS' | 'Other';
  text: string;
};

/** The footer's 'Contact Us' modal. */
export class ContactModal {
  readonly dialog: Locator;
  readonly captcha: Captcha;

  constructor(private readonly page: Page) {
    this.dialog = page.getByRole('dialog', { name: 'Contact Us' });
    this.captcha = new Captcha(this.dialog);
  }

  async fill(message: ContactMessage): Promise<void> {
    await this.dialog.getByLabel('Name', { exact: true }).fill(message.name);
    await this.dialog.getByLabel('Email', { exact: true }).fill(message.email);
    if (message.matchlineId) await this.dialog.getByLabel('Matchline ID').fill(message.matchlineId);
    await this.dialog.getByRole('button', { name: /Subject/ }).click();
    await this.page.getByRole('listbox').getByRole('option', { name: message.subject }).click();
    await this.dialog.getByLabel('Message').fill(message.text);
  }

  async send(): Promise<void> {
    await this.dialog.getByRole('button', { name: 'Send' }).click();
  }
}
