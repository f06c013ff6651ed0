import { demoProgramCode } from '../../server/db/seed/programs.ts';
import { extractPdfText } from '../../server/services/pdf/pdf-text.ts';
import { demoAccounts } from './support/accounts.ts';
import { expect, test } from './support/fixtures.ts';
import { openInApp } from './support/in-app.ts';

/**
 * Issue 16's packets bar: a program asks for the applications of 20 applicants as one PDF, watches the
 * job's progress arrive live in the toast, and downloads one PDF whose pages hold, as text, the names
 * the seed writes in Cyrillic (Надежда Петрова) and in Chinese (王芳).
 */
test('a program downloads 20 applications as one PDF, with progress live and names in any script', async ({
  page,
  signIn,
}) => {
  test.setTimeout(180_000);
  await page.setViewportSize({ width: 820, height: 1180 });
  await signIn(demoAccounts.program);
  // Every application of the program on one page (other specs may have added some), then 20 of them,
  // the two whose names are not in Latin letters among them.
  await openInApp(page, `/program-user/OPH-2026/${demoProgramCode}/applications?pageSize=50`);
  const list = page.getByRole('main');
  await expect(list.getByRole('checkbox', { name: 'Select Надежда Петрова' })).toBeVisible();
  await expect(list.getByRole('checkbox', { name: /^Select (芳 ?王|王 ?芳)$/ })).toBeVisible();
  await list.getByRole('checkbox', { name: 'Select every application on this page' }).click();
  const rows = list.getByRole('checkbox', { name: /^Select (?!every)/ });
  const total = await rows.count();
  expect(total).toBeGreaterThanOrEqual(20);
  for (let i = total - 1, extra = total - 20; extra > 0; i--) {
    const box = rows.nth(i);
    if (/Петрова|王/.test((await box.getAttribute('aria-label')) ?? '')) continue;
    await box.click();
    extra--;
  }
  await expect(page.getByText('Selected: 20')).toBeVisible();

  await page.getByTestId('pdf-merge-request').click();
  // The dialog names the packet's parts; a FinalMerge starts with every one of them.
  const dialog = page.getByRole('dialog', { name: 'Download applications (PDF)' });
  await expect(dialog.getByText('Applications in one PDF: 20')).toBeVisible();
  await expect(dialog.getByRole('checkbox', { name: 'Letters of reference' })).toBeChecked();
  await dialog.getByTestId('pdf-merge-submit').click();
  const toast = page.getByTestId('pdf-merge-toast');
  await expect(toast).toBeVisible();
  // Pending first, then the job's own progress, then the link: all pushed through the hub.
  await expect(toast).toHaveAttribute('data-status', /Pending|Processing|Completed/);
  await expect(toast).toHaveAttribute('data-status', 'Completed', { timeout: 120_000 });
  const href = await page.getByTestId('pdf-merge-download').getAttribute('href');
  expect(href).toMatch(/^\/api\/BulkPdfMerge\/Download\//);

  const file = await page.request.get(href!);
  expect(file.ok()).toBe(true);
  expect(file.headers()['content-type']).toBe('application/pdf');
  const text = (await extractPdfText(await file.body())).join('\n');
  // Twenty coversheets, and the names as their owners write them.
  expect(text.split('\n').filter((line) => line === 'Application')).toHaveLength(20);
  expect(text).toContain('Петрова');
  expect(text).toContain('王');
});
