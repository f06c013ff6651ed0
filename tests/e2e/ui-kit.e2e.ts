import { demoAccounts } from './support/accounts.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import { expect, test } from './support/fixtures.ts';

/** The UI kit's showcase (/dev/components): every building block axe-clean, in a real browser. */
test.describe('UI kit showcase', () => {
  test.beforeEach(async ({ signIn }) => {
    await signIn(demoAccounts.admin);
  });

  test('lists: sort, search and pages; axe-clean', async ({ page, shell }) => {
    await page.goto('/dev/components/lists');
    await expect(shell.heading).toHaveText('Components');
    const table = page.getByRole('grid', { name: 'Sample specialties' });
    await expect(table.getByRole('rowheader').first()).toHaveText('Anesthesiology');
    await table.getByRole('columnheader', { name: /Name/ }).click();
    await expect(table.getByRole('rowheader').first()).toHaveText('Urology');
    await page.getByRole('searchbox', { name: 'Search specialties' }).fill('ology');
    await expect(page.getByText('1–5 of 13')).toBeVisible();
    await expectNoAxeViolations(page, 'the UI kit lists');
  });

  test('fields keep their values across a reload; axe-clean', async ({ page }) => {
    await page.goto('/dev/components/fields');
    await page.getByRole('textbox', { name: 'Registration fee' }).fill('12.5');
    await page.getByRole('textbox', { name: 'Name' }).fill('Draft survives');
    await page.getByRole('textbox', { name: 'Name' }).blur();
    await page.reload();
    await expect(page.getByRole('textbox', { name: 'Name' })).toHaveValue('Draft survives');
    await expect(page.getByRole('textbox', { name: 'Registration fee' })).toHaveValue('12.50');
    await expectNoAxeViolations(page, 'the UI kit fields');
  });

  test('confirmation popup; axe-clean', async ({ page }) => {
    await page.goto('/dev/components/feedback');
    await page.getByRole('button', { name: 'Ask for confirmation' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Confirmation' });
    await expect(dialog).toBeVisible();
    await expectNoAxeViolations(page, 'the confirmation popup');
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(page.getByText('Answer: false')).toBeVisible();
  });
});
