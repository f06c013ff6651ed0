import type { APIRequestContext, Browser, Locator, Page } from '@playwright/test';
import { demoProgramCode } from '../../server/db/seed/programs.ts';
import { AppShell } from './pages/app-shell.ts';
import { AuthForm } from './pages/auth-form.ts';
import { chooseOption } from './pages/fields.ts';
import { type Account, demoAccounts } from './support/accounts.ts';
import { UserApi } from './support/api.ts';
import { expect, test } from './support/fixtures.ts';

/**
 * Issue 14's quality bar, in two browsers at once: an applicant and a program user exchange
 * messages, and each sees the other's message and unread count arrive without reloading (the hubs);
 * an admin's broadcast reaches a signed-in applicant live.
 */

const cycle = '/applicant/OPH-2026';
const program = `/program-user/OPH-2026/${demoProgramCode}`;

/** A second person at the same time: their own browser context, signed in through the dialog. */
async function signedInPage(browser: Browser, baseURL: string | undefined, account: Account): Promise<Page> {
  const context = await browser.newContext({ baseURL });
  // As the default context of these tests: the web push question counts as answered no.
  await context.addInitScript(() => {
    const storage = (globalThis as unknown as { localStorage: Storage }).localStorage;
    storage.setItem('matchline.webPushPrompt', '0');
  });
  const page = await context.newPage();
  await page.goto('/');
  const shell = new AppShell(page);
  await shell.openSignIn();
  await AuthForm.dialog(page).signIn(account.email, account.password);
  await expect(page).toHaveURL(account.home);
  await expect(shell.userMenu(account.name)).toBeVisible();
  return page;
}

/** The main menu's Messages link; its name carries the unread count: 'Messages (2 unread)'. */
function messagesLink(page: Page): Locator {
  return page
    .getByRole('navigation', { name: 'Main navigation' })
    .getByRole('link', { name: /^Messages( \(\d+ unread\))?$/ });
}

async function unreadCount(page: Page): Promise<number> {
  const name = (await messagesLink(page).textContent()) ?? '';
  const match = /\((\d+) unread\)/.exec(name);
  return match ? Number(match[1]) : 0;
}

/** The unread count once the menu shows what the server says (the badge loads after the page). */
async function settledUnread(page: Page, request: APIRequestContext, account: Account): Promise<number> {
  const api = await UserApi.signIn(request, account.email, account.password);
  const state = (await (await api.get('/api/messages/state')).json()) as { unreadMessageCount: number };
  await expect.poll(() => unreadCount(page)).toBe(state.unreadMessageCount);
  return state.unreadMessageCount;
}

/** A message of the open conversation. */
function messageInThread(page: Page, text: string): Locator {
  return page.getByRole('list', { name: 'Messages in this conversation' }).getByText(text);
}

test.describe('message centre, live', () => {
  test('an applicant and a program user exchange messages; each sees the other’s message and unread count without reloading', async ({
    page,
    signIn,
    browser,
    baseURL,
    request,
  }) => {
    test.setTimeout(120_000);
    const subject = `Interview day parking ${Date.now().toString(36)}`;
    await signIn(demoAccounts.applicant);
    const programPage = await signedInPage(browser, baseURL, demoAccounts.program);
    try {
      // The program user waits on the message centre.
      await programPage.goto(`${program}/messages`);
      await expect(programPage.getByRole('heading', { level: 1, name: 'Messages' })).toBeVisible();
      await expect(messagesLink(programPage)).toBeVisible();
      const programUnreadBefore = await settledUnread(programPage, request, demoAccounts.program);

      // The applicant writes a new message to the program's user.
      await page.goto(`${cycle}/messages/new`);
      const form = page.getByRole('form', { name: 'New message' });
      await form.getByRole('combobox', { name: 'To' }).fill('Okafor');
      await page.getByRole('option', { name: /Samuel Okafor/ }).click();
      // The suggestions close by themselves after a pick.
      await expect(page.getByRole('listbox')).toBeHidden();
      await expect(form.getByRole('list', { name: 'Chosen recipients' })).toContainText('Samuel Okafor');
      await form.getByRole('textbox', { name: 'Subject' }).fill(subject);
      await form
        .getByRole('textbox', { name: 'Message' })
        .fill('Is there parking for applicants on the interview day?');
      await form.getByRole('button', { name: 'Send' }).click();
      await expect(
        messageInThread(page, 'Is there parking for applicants on the interview day?'),
      ).toBeVisible();

      // Live on the program user's screen: the conversation and the unread count, no reload.
      const threads = programPage.getByRole('list', { name: /^Conversations/ });
      await expect(threads.getByText(subject)).toBeVisible();
      await expect.poll(() => unreadCount(programPage)).toBe(programUnreadBefore + 1);

      // The applicant leaves for the home page; the program user opens the conversation and replies.
      await page.goto(`${cycle}/home`);
      await expect(messagesLink(page)).toBeVisible();
      const applicantUnreadBefore = await settledUnread(page, request, demoAccounts.applicant);
      await threads.getByText(subject).click();
      await expect(
        messageInThread(programPage, 'Is there parking for applicants on the interview day?'),
      ).toBeVisible();
      await expect.poll(() => unreadCount(programPage)).toBe(programUnreadBefore);
      const reply = programPage.getByRole('form', { name: 'Reply' });
      await reply.getByRole('textbox', { name: 'Your reply' }).fill('Yes: lot B, free with your badge.');
      await reply.getByRole('button', { name: 'Send' }).click();
      await expect(messageInThread(programPage, 'Yes: lot B, free with your badge.')).toBeVisible();

      // Live on the applicant's screen: the count goes up; the conversation shows the reply.
      await expect.poll(() => unreadCount(page)).toBe(applicantUnreadBefore + 1);
      await messagesLink(page).click();
      await page
        .getByRole('list', { name: /^Conversations/ })
        .getByText(subject)
        .click();
      await expect(messageInThread(page, 'Yes: lot B, free with your badge.')).toBeVisible();
      await expect.poll(() => unreadCount(page)).toBe(applicantUnreadBefore);
    } finally {
      await programPage.context().close();
    }
  });

  test('an admin’s broadcast reaches a signed-in applicant live', async ({
    page,
    signIn,
    browser,
    baseURL,
    request,
  }) => {
    test.setTimeout(120_000);
    const text = `The portal closes for maintenance at 22:00 PT (${Date.now().toString(36)}).`;
    await signIn(demoAccounts.applicant);
    await page.goto(`${cycle}/home`);
    await expect(messagesLink(page)).toBeVisible();
    const before = await settledUnread(page, request, demoAccounts.applicant);

    const adminPage = await signedInPage(browser, baseURL, demoAccounts.admin);
    try {
      await adminPage.goto('/admin/messages/broadcasts');
      const form = adminPage.getByRole('form', { name: 'New broadcast' });
      await chooseOption(form, 'Recipients', 'For all');
      await form.getByRole('textbox', { name: 'Message' }).fill(text);
      await form.getByRole('button', { name: 'Send broadcast' }).click();
      await adminPage.getByRole('alertdialog').getByRole('button', { name: 'Send broadcast' }).click();
      await expect(adminPage.getByText(text)).toBeVisible();
    } finally {
      await adminPage.context().close();
    }

    // Live: the toast the spec words, and the unread count, without a reload.
    await expect(new AppShell(page).notification('You have new message.')).toBeVisible();
    await expect.poll(() => unreadCount(page)).toBe(before + 1);
    await page.goto(`${cycle}/messages/broadcasts`);
    await expect(page.getByText(text)).toBeVisible();
  });
});
