import { test as base, expect } from '@playwright/test';
import { AppShell } from '../pages/app-shell.ts';
import { AuthForm } from '../pages/auth-form.ts';
import { ContactModal } from '../pages/contact-modal.ts';
import type { Account } from './accounts.ts';
import { Mailbox } from './mailbox.ts';

type Fixtures = {
  /**
   * Whether the web push question may come up ('ask'), or counts as answered no ('refused', the
   * default: a toast a few seconds after every sign-in would sit over what the other specs check).
   */
  pushPrompt: 'ask' | 'refused';
  shell: AppShell;
  /** The login dialog (opened from the header). */
  loginDialog: AuthForm;
  contactModal: ContactModal;
  mailbox: Mailbox;
  /** Signs in through the login dialog from the public home and waits for the role home. */
  signIn: (account: Account) => Promise<void>;
};

export const test = base.extend<Fixtures>({
  pushPrompt: ['refused', { option: true }],
  context: async ({ context, pushPrompt }, use) => {
    if (pushPrompt === 'refused') {
      await context.addInitScript(() => {
        const storage = (globalThis as unknown as { localStorage: Storage }).localStorage;
        if (storage.getItem('matchline.webPushPrompt') === null)
          storage.setItem('matchline.webPushPrompt', '0');
      });
    }
    await use(context);
  },
  shell: async ({ page }, use) => use(new AppShell(page)),
  loginDialog: async ({ page }, use) => use(AuthForm.dialog(page)),
  contactModal: async ({ page }, use) => use(new ContactModal(page)),
  mailbox: async ({ request }, use) => use(new Mailbox(request)),
  signIn: async ({ page, shell, loginDialog }, use) =>
    use(async (account) => {
      await page.goto('/');
      await shell.openSignIn();
      await loginDialog.signIn(account.email, account.password);
      await expect(page).toHaveURL(account.home);
      await expect(shell.userMenu(account.name)).toBeVisible();
    }),
});

export { expect };
