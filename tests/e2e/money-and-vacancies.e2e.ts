import type { Browser, Page } from '@playwright/test';
import { listNotifications } from '../../core/contracts/messaging/notifications.contract.ts';
import { AppShell } from './pages/app-shell.ts';
import { AuthForm } from './pages/auth-form.ts';
import { chooseOption } from './pages/fields.ts';
import { type Account, demoAccounts } from './support/accounts.ts';
import { UserApi } from './support/api.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import { expect, test } from './support/fixtures.ts';

/**
 * Issue 16's bars for money and vacancies: an admin records a manual payment on one invoice and
 * refunds part of another payment; a program posts a vacancy, the applicant subscribed to its specialty is
 * told and applies on a phone, and the program offers the position. (Paying through the payment page
 * is in applicant-registration.e2e.ts; packets in packets.e2e.ts.)
 */

const desktop = { width: 1440, height: 900 };
const tablet = { width: 820, height: 1180 };
const phone = { width: 390, height: 844 };

async function signedInPage(
  browser: Browser,
  baseURL: string | undefined,
  account: Account,
  viewport: typeof phone,
) {
  const context = await browser.newContext({ baseURL, viewport });
  await context.addInitScript(() => {
    (globalThis as unknown as { localStorage: Storage }).localStorage.setItem('matchline.webPushPrompt', '0');
  });
  const page = await context.newPage();
  await page.goto('/');
  await new AppShell(page).openSignIn();
  await AuthForm.dialog(page).signIn(account.email, account.password);
  await expect(page).toHaveURL(account.home);
  return page;
}

test('an admin records a cheque for an unpaid invoice and refunds part of another payment', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const admin = await signedInPage(browser, baseURL, demoAccounts.admin, desktop);
  try {
    // The demo program's fees of this season (the demo applicant's unpaid fee stays for the screens walk).
    await admin.goto('/admin/billing-dashboard/invoices?search=Program%20fees&status=Unpaid');
    const main = admin.getByRole('main');
    const invoice = main.getByRole('row').filter({ hasText: 'Program fees' }).first();
    await expect(invoice).toBeVisible();
    const amount = ((await invoice.textContent()) ?? '').match(/\$[\d,]+\.\d\d/)?.[0];
    expect(amount).toBeTruthy();
    await expectNoAxeViolations(admin, '/admin/billing-dashboard/invoices');

    await invoice.getByRole('button', { name: 'Record payment' }).click();
    const record = admin.getByRole('dialog');
    await record.getByRole('textbox', { name: 'Reference' }).fill('CHQ 2026-118');
    await record.getByRole('button', { name: 'Record payment' }).click();
    await expect(record).toBeHidden();
    await admin.goto('/admin/billing-dashboard/payments?search=CHQ%202026-118');
    const payment = main.getByRole('row').filter({ hasText: 'CHQ 2026-118' }).first();
    await expect(payment).toContainText(amount!);
    await expectNoAxeViolations(admin, '/admin/billing-dashboard/payments');

    // Another payment, the demo program's wire of last season (already refunded $50.00 of it): $10.50 more.
    await admin.goto('/admin/billing-dashboard/payments?search=WIRE-');
    const wire = main.getByRole('row').filter({ hasText: 'WIRE-' }).first();
    await expect(wire).toContainText('$50.00');
    await wire.getByRole('button', { name: 'Refund' }).click();
    const refund = admin.getByRole('dialog');
    await refund.getByRole('textbox', { name: 'Amount' }).fill('10.50');
    await refund.getByRole('textbox', { name: 'Reason' }).fill('Membership pro-rated again');
    await refund.getByRole('button', { name: 'Refund' }).click();
    await expect(refund).toBeHidden();
    await expect(main.getByRole('row').filter({ hasText: 'WIRE-' }).first()).toContainText('$60.50');
    // The program owes nothing now.
    await admin.goto('/admin/billing-dashboard/invoices?search=Program%20fees&status=Unpaid');
    await expect(main.getByText('No invoices.')).toBeVisible();
    await expect(main.getByRole('row').filter({ hasText: 'Program fees' })).toHaveCount(0);
  } finally {
    await admin.context().close();
  }
});

test('a program posts a vacancy, the subscribed applicant is told and applies on a phone, the program offers', async ({
  browser,
  baseURL,
  request,
}) => {
  test.setTimeout(180_000);
  const title = `Vitreoretinal fellowship ${Date.now().toString(36)}`;
  const program = await signedInPage(browser, baseURL, demoAccounts.program, tablet);
  let applicant: Page | undefined;
  try {
    await program.goto('/program-user/vacancies');
    await program.getByRole('link', { name: 'Post a vacancy' }).click();
    await expect(program).toHaveURL(/\/program-user\/vacancies\/edit/);
    const form = program.getByRole('main');
    await chooseOption(
      form,
      'Program',
      'Pacific Northwest University Medical Center Ophthalmology Residency (OPH-OR-001)',
    );
    await form.getByRole('textbox', { name: 'Title' }).fill(title);
    await form.getByRole('textbox', { name: 'Description' }).fill('One position from July; surgical retina.');
    await form.getByRole('button', { name: 'Save' }).click();
    await expect(program).toHaveURL(/\/program-user\/vacancies\/\d+$/);
    await program.getByRole('button', { name: 'Post vacancy' }).click();
    await expect(program.getByRole('main')).toContainText('Open');

    // The demo applicant is subscribed to Ophthalmology: the alert is waiting for them.
    const api = await UserApi.signIn(request, demoAccounts.applicant.email, demoAccounts.applicant.password);
    await expect
      .poll(async () => {
        const { items } = await api.read(listNotifications.path, listNotifications.response, {
          pageSize: '20',
        });
        return items.some((item) => JSON.stringify(item).includes(title));
      })
      .toBe(true);

    applicant = await signedInPage(browser, baseURL, demoAccounts.applicant, phone);
    await applicant.goto('/applicant/OPH-2026/vacancies/all');
    await applicant.getByRole('link', { name: title }).click();
    await applicant.getByRole('link', { name: 'Apply' }).click();
    await expect(applicant).toHaveURL(/\/vacancies\/m\/create-application\/\d+$/);
    await applicant.getByRole('textbox', { name: 'Cover note' }).fill('I would be glad to join in July.');
    await applicant.getByRole('button', { name: 'Apply' }).click();
    await expect(applicant).toHaveURL(/\/vacancies\/m\/applied\/\d+$/);
    await expectNoAxeViolations(applicant, 'the applied vacancy on a phone');

    await program.reload();
    await program
      .getByRole('button', { name: /^Offer to / })
      .first()
      .click();
    await expect(program.getByRole('main')).toContainText('Offered');
    await applicant.reload();
    await expect(applicant.getByRole('button', { name: 'Accept offer' })).toBeVisible();
  } finally {
    await program.context().close();
    await applicant?.context().close();
  }
});
