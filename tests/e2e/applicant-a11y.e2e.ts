import type { Page } from '@playwright/test';
import { demoAccounts } from './support/accounts.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import { expect, test } from './support/fixtures.ts';
import { phoneViewport } from './support/phone.ts';

/**
 * Issue 5's quality bar: axe-core (WCAG 2.1 AA) finds nothing on the applicant's pages, on a phone, with
 * the demo applicant's seeded data (applications, statements, letters, documents, a full profile) so the
 * lists are filled. The journeys (applicant-*.e2e.ts) check the forms and empty states on the way.
 */
test.use(phoneViewport);

const code = 'OPH-2026';
const cycleName = 'Ophthalmology Residency Match 2026-2027';

/** Opens `path`, waits for `heading` and for nothing to be loading, then runs axe. */
async function expectAccessible(page: Page, path: string, heading: string | RegExp): Promise<void> {
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  await expect(page.getByRole('main').getByText('Loading…')).toHaveCount(0);
  await expectNoAxeViolations(page, path);
}

test.describe('accessibility of the applicant pages on a phone (axe, WCAG 2.1 AA)', () => {
  test('the cycle: home, programs (every tab and a program page), applications, CAS, summary, rank list, documents, transactions, specialty info', async ({
    page,
    signIn,
  }) => {
    await signIn(demoAccounts.applicant);
    await expectAccessible(page, `/applicant/${code}/home`, cycleName);
    for (const tab of ['directory', 'map', 'saved', 'applied', 'favorites']) {
      await expectAccessible(page, `/applicant/${code}/programs/${tab}`, 'Programs');
    }
    await page.goto(`/applicant/${code}/programs/directory`);
    const firstProgram = page.getByRole('main').locator('a[href*="/programs/directory/"]').first();
    const programName = (await firstProgram.textContent())?.trim() ?? '';
    const programPath = await firstProgram.getAttribute('href');
    await expectAccessible(page, programPath ?? '', programName);
    await expectAccessible(page, `/applicant/${code}/applications`, 'Applications');
    await expectAccessible(page, `/applicant/${code}/cas`, 'Central application (CAS)');
    await expectAccessible(page, `/applicant/${code}/summary`, 'Summary');
    await expectAccessible(page, `/applicant/${code}/rank-list`, 'Rank list');
    await expectAccessible(page, `/applicant/${code}/documents`, 'Documents');
    await expectAccessible(page, `/applicant/${code}/transactions`, 'Transactions');
    await expectAccessible(page, `/applicant/${code}/specialty-info`, 'Specialty info');
  });

  test('the profile, statements and letters inside the cycle', async ({ page, signIn }) => {
    await signIn(demoAccounts.applicant);
    const base = `/applicant/${code}`;
    const pages: [path: string, heading: string][] = [
      [`${base}/personal-info`, 'Personal information'],
      [`${base}/personal-info/contact-info`, 'Contact info'],
      [`${base}/personal-info/education`, 'Education'],
      [`${base}/personal-info/employment`, 'Employment'],
      [`${base}/personal-info/examinations`, 'Examinations'],
      [`${base}/personal-info/publications`, 'Publications'],
      [`${base}/personal-info/hobbies-n-interests`, 'Hobbies and interests'],
      [`${base}/personal-statements`, 'Personal statements'],
      [`${base}/personal-statements/create`, 'New personal statement'],
      [`${base}/letters-of-reference`, 'Letters of reference'],
      [`${base}/letters-of-reference/create`, 'Request a letter'],
    ];
    for (const [path, heading] of pages) await expectAccessible(page, path, heading);
  });
});
