import type { Locator, Page } from '@playwright/test';
import type { PublicSpecialty } from '../../core/contracts/specialties/specialties.contract.ts';
import { chooseOption, dateGroup, fillDateTime } from './pages/fields.ts';
import { SpecialtyForm } from './pages/season-admin.ts';
import { demoAccounts } from './support/accounts.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import { expect, test } from './support/fixtures.ts';

/**
 * Issue 4's quality bar: axe-core (WCAG 2.1 AA) finds nothing on the public pages, the admin lists and
 * forms, and the society user's pages; and a failed save never loses the admin's typing.
 */

/** Waits until the page shows `heading` and nothing is loading any more, then runs axe. */
async function expectAccessible(page: Page, what: string, heading: string | RegExp): Promise<void> {
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
  await expectSettled(page);
  await expectNoAxeViolations(page, what);
}

async function expectSettled(page: Page): Promise<void> {
  // Lists mark themselves busy while a page of rows loads; 'Loading…' placeholders say the same.
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  await expect(page.getByRole('main').getByText('Loading…')).toHaveCount(0);
}

/** Opens each tab (tabs are links) and checks the panel it shows. */
async function expectAccessibleTabs(page: Page, tabs: Locator, what: string, names: string[]): Promise<void> {
  for (const name of names) {
    await tabs.getByRole('tab', { name }).click();
    await expect(tabs.getByRole('tab', { name })).toHaveAttribute('aria-selected', 'true');
    await expectSettled(page);
    await expectNoAxeViolations(page, `${what}, tab ${name}`);
  }
}

/** The first row's link of the page's list: the details of a seeded record. */
async function openFirstRow(page: Page): Promise<void> {
  const grid = page.getByRole('main').getByRole('grid').first();
  await expect(grid.getByRole('rowheader').first()).toBeVisible();
  await grid.getByRole('rowheader').first().getByRole('link').click();
}

test.describe('accessibility of the public pages (axe, WCAG 2.1 AA)', () => {
  const pages: [path: string, heading: string][] = [
    ['/', 'Residency and fellowship matching'],
    ['/about', 'About Matchline'],
    ['/about/how-match-works', 'How the match works'],
    ['/about/match-rules', 'Match rules'],
    ['/about/need-matching-services', 'Need matching services?'],
    ['/specialties', 'Specialties'],
    ['/specialty/ophthalmology', 'Ophthalmology Residency'],
    ['/match-calendar', 'Match calendar'],
    ['/data', 'Match data'],
    ['/registration/program-request', 'Program request'],
    ['/registration/medical-school-request', 'Medical school request'],
    ['/medical-school-info', 'For medical schools'],
    ['/privacy-policy-and-terms-of-usage', 'Privacy Policy and Terms of Service'],
    ['/contacts', 'Contact Us'],
    ['/registration/program', 'Program registration'],
    ['/registration/medical-school-user-request', 'Medical school user request'],
    ['/registration/applicant', 'Applicant registration'],
  ];
  for (const [path, heading] of pages) {
    test(path, async ({ page }) => {
      await page.goto(path);
      await expectAccessible(page, path, heading);
    });
  }

  test('/specialty-programs-compare/:id with two programs side by side', async ({ page, request }) => {
    const specialties = (await (await request.get('/api/specialties')).json()) as PublicSpecialty[];
    const ophthalmology = specialties.find((specialty) => specialty.name === 'Ophthalmology');
    expect(ophthalmology, 'the demo seed has Ophthalmology').toBeDefined();
    await page.goto(`/specialty-programs-compare/${ophthalmology?.id}`);
    await expectAccessible(page, 'the program comparison (none chosen)', 'Compare Ophthalmology programs');
    const picker = page.getByRole('region', { name: 'Choose programs to compare' });
    await picker.getByRole('button', { name: 'Compare' }).nth(0).click();
    await picker.getByRole('button', { name: 'Compare' }).nth(1).click();
    await expect(picker.getByText('2 of 4 chosen')).toBeVisible();
    await expect(page.getByRole('article')).toHaveCount(2);
    await expectSettled(page);
    await expectNoAxeViolations(page, 'the comparison of two programs');
  });

  test('/data with a specialty chosen (tables and charts)', async ({ page }) => {
    await page.goto('/data');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Match data');
    // The data page lists specialties by their full names.
    await chooseOption(page.getByRole('main'), 'Specialty', 'Ophthalmology Residency');
    await expect(page).toHaveURL(/\/data\/\d+/);
    await expectSettled(page);
    await expectNoAxeViolations(page, 'the match data of Ophthalmology');
  });
});

test.describe('accessibility of the admin area (axe, WCAG 2.1 AA)', () => {
  test.beforeEach(async ({ signIn }) => {
    await signIn(demoAccounts.admin);
  });

  test('specialties: list, create, update tabs, pages', async ({ page }) => {
    await page.goto('/admin/specialties');
    await expectAccessible(page, 'the specialties list', 'Specialties');
    await page.goto('/admin/specialties/create');
    await expectAccessible(page, 'the new specialty form', 'New specialty');
    // The form's messages are part of the page too.
    await page.getByRole('main').getByRole('button', { name: 'Create' }).click();
    await expect(page.getByRole('main').getByText('Please fill in all required fields.')).toBeVisible();
    await expect(page.getByRole('main').getByText('Full name is required.')).toBeVisible();
    await expectNoAxeViolations(page, 'the new specialty form with its messages');

    await page.goto('/admin/specialties');
    await openFirstRow(page);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^Specialty: /);
    await expectAccessibleTabs(
      page,
      page.getByRole('tablist', { name: 'Specialty sections' }),
      'the specialty update',
      ['General', 'Subspecialties', 'Society users', 'Pages'],
    );

    await page.goto('/admin/specialty-pages');
    await expectAccessible(page, 'the specialty pages', 'Specialty pages');
    await chooseOption(page.getByRole('main'), 'Specialty', 'Ophthalmology');
    await expectSettled(page);
    await expectNoAxeViolations(page, 'the pages of a specialty');
    await page.getByRole('main').getByRole('link', { name: 'New page' }).click();
    await expect(page.getByRole('toolbar', { name: 'Formatting' })).toBeVisible();
    await expectNoAxeViolations(page, 'the specialty page editor');
  });

  test('match cycles: list, create, details tabs, update, calendar', async ({ page }) => {
    await page.goto('/admin/match-cycles');
    await expectAccessible(page, 'the match cycles list', 'Match cycles');
    await page.goto('/admin/match-cycles/create');
    await expectAccessible(page, 'the new match cycle form', 'New match cycle');

    await page.goto('/admin/match-cycles');
    await openFirstRow(page);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^Match cycle /);
    await expectAccessibleTabs(
      page,
      page.getByRole('tablist', { name: 'Match cycle sections' }),
      'the match cycle details',
      ['Overview', 'Dates', 'Results', 'Programs'],
    );
    const id = /details\/(\d+)/.exec(page.url())?.[1];
    await page.goto(`/admin/match-cycles/update/${id}`);
    await expectAccessible(page, 'the match cycle update form', /^Edit match cycle /);

    await page.goto('/admin/match-cycle-calendar');
    await expectAccessible(page, 'the admin match calendar', 'Match cycle calendar');
  });

  test('programs and medical schools: lists, create, update', async ({ page }) => {
    await page.goto('/admin/programs');
    await expectAccessible(page, 'the programs list', 'Programs');
    await page.goto('/admin/programs/create');
    await expectAccessible(page, 'the new program form', 'New program');
    await page.goto('/admin/programs');
    await openFirstRow(page);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^Program /);
    await expectAccessibleTabs(page, page.getByRole('tablist'), 'the program update', [
      'Program',
      'Positions',
      'Users',
    ]);

    await page.goto('/admin/medical-schools');
    await expectAccessible(page, 'the medical schools list', 'Medical schools');
    await page.goto('/admin/medical-schools/create');
    await expectAccessible(page, 'the new medical school form', 'New medical school');
    await page.goto('/admin/medical-schools');
    await openFirstRow(page);
    await expectAccessible(page, 'the medical school update', /^Medical school /);
  });

  test('users: every list, an action dialog, the audit log', async ({ page }) => {
    for (const [path, heading] of [
      ['/admin/admin-users', 'Admin users'],
      ['/admin/society-users', 'Society users'],
      ['/admin/program-users', 'Program users'],
      ['/admin/medical-school-users', 'Medical school users'],
      ['/admin/applicants', 'Applicants'],
    ] as const) {
      await page.goto(path);
      await expectAccessible(page, `the ${heading} list`, heading);
    }
    const grid = page.getByRole('main').getByRole('grid');
    await grid
      .getByRole('button', { name: /^Actions for / })
      .first()
      .click();
    await page.getByRole('menuitem', { name: 'Change password' }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await expectNoAxeViolations(page, 'the change password dialog');
    await page.keyboard.press('Escape');

    await page.goto('/admin/audit-log');
    await expectAccessible(page, 'the audit log', 'Audit log');
  });

  test('requests: every queue and a review page', async ({ page }) => {
    for (const [path, heading] of [
      ['/admin/requests/programs-users', 'Program user registration requests'],
      ['/admin/requests/program-rename-requests', 'Program name change requests'],
      ['/admin/requests/program-listing-change-requests', 'Program positions count change requests'],
      ['/admin/requests/medical-school-registration', 'Medical school registration requests'],
      ['/admin/requests/medical-school-user-registration', 'Medical school user registration requests'],
      ['/admin/requests/programs', 'Program registration requests'],
    ] as const) {
      await page.goto(path);
      await expectAccessible(page, `the ${heading} queue`, heading);
    }
    await openFirstRow(page);
    await expect(page).toHaveURL(/\/admin\/requests\/programs\/update\/\d+/);
    await expectSettled(page);
    await expectNoAxeViolations(page, 'the review of a program registration request');
  });
});

test.describe('accessibility of the society user area (axe, WCAG 2.1 AA)', () => {
  test('every society page', async ({ page, signIn }) => {
    await signIn(demoAccounts.society);
    for (const [path, heading] of [
      ['/society-user/summary', 'Society summary'],
      ['/society-user/programs-directory', 'Programs directory'],
      ['/society-user/society-info', 'Society info'],
      ['/society-user/additional-info', 'Additional info'],
      ['/society-user/profile', 'Profile'],
      ['/society-user/requests/program-registration-requests', 'Program registration requests'],
      ['/society-user/requests/program-name-change-requests', 'Program name change requests'],
      [
        '/society-user/requests/program-positions-count-change-requests',
        'Program positions count change requests',
      ],
      ['/society-user/requests/program-registration-requests/create', 'Request program registration'],
      ['/society-user/programs', 'Programs'],
    ] as const) {
      await page.goto(path);
      await expectAccessible(page, path, heading);
    }
    await openFirstRow(page);
    await expectAccessibleTabs(page, page.getByRole('tablist'), 'the society program details', [
      'Program',
      'Positions',
      'Users',
    ]);
  });
});

test.describe('a failed save keeps what the admin typed', () => {
  test.beforeEach(async ({ signIn }) => {
    await signIn(demoAccounts.admin);
  });

  test('a server error on creating a specialty: the form keeps the values, and a reload restores them', async ({
    page,
    shell,
  }) => {
    await page.goto('/admin/specialties/create');
    const form = new SpecialtyForm(page);
    await form.fill({ name: 'Sleep Medicine', fullName: 'Sleep Medicine Fellowship', type: 'Fellowship' });
    await page.route('**/api/admin/specialties', (route) =>
      route.request().method() === 'POST'
        ? route.fulfill({
            status: 500,
            contentType: 'application/json',
            body: JSON.stringify({
              error: { ErrorCode: 'InternalServerError', Message: 'Request failed. Server error occurred.' },
            }),
          })
        : route.continue(),
    );
    await form.create();
    await expect(shell.notifications.getByRole('alert').first()).toBeVisible();
    await expect(page).toHaveURL('/admin/specialties/create');
    const name = form.form.getByRole('textbox', { name: 'Name', exact: true });
    const fullName = form.form.getByRole('textbox', { name: 'Full name' });
    await expect(name).toHaveValue('Sleep Medicine');
    await expect(fullName).toHaveValue('Sleep Medicine Fellowship');
    await expect(form.form.getByRole('button', { name: /Type$/ })).toHaveText(/Fellowship/);

    await page.unroute('**/api/admin/specialties');
    await page.reload();
    await expect(page.getByText('Your unsaved changes were restored.')).toBeVisible();
    await expect(name).toHaveValue('Sleep Medicine');
    await expect(fullName).toHaveValue('Sleep Medicine Fellowship');
    await expect(form.form.getByRole('textbox', { name: 'URL prefix' })).toHaveValue('sleep-medicine');
  });

  test('a lost connection on creating a match cycle: dates and fees stay, and a reload restores them', async ({
    page,
    shell,
  }) => {
    await page.goto('/admin/match-cycles/create');
    const main = page.getByRole('main');
    const general = main.getByRole('region', { name: 'General', exact: true });
    await chooseOption(general, 'Specialty', 'Neurology');
    await general.getByRole('textbox', { name: 'Short name' }).fill('NEU-DRAFT');
    await general.getByRole('textbox', { name: 'Match name' }).fill('Neurology Residency Match (draft)');
    const matchDate = dateGroup(main.getByRole('region', { name: 'Season dates' }), 'Match date (PT)');
    await fillDateTime(matchDate, { date: '2028-03-16', time: '09:00' });
    const fee = main
      .getByRole('region', { name: 'Fees' })
      .getByRole('textbox', { name: 'Applicant registration fee' });
    await fee.fill('120');
    await fee.blur();
    await expect(fee).toHaveValue('120.00');

    await page.route('**/api/admin/match-cycles', (route) =>
      route.request().method() === 'POST' ? route.abort('internetdisconnected') : route.continue(),
    );
    await main.getByRole('button', { name: 'New match cycle' }).click();
    await expect(shell.notifications.getByRole('alert').first()).toBeVisible();
    await expect(page).toHaveURL('/admin/match-cycles/create');
    await expect(general.getByRole('textbox', { name: 'Short name' })).toHaveValue('NEU-DRAFT');
    await expect(matchDate.getByRole('spinbutton', { name: /^year,/ })).toHaveText('2028');
    await expect(fee).toHaveValue('120.00');

    await page.unroute('**/api/admin/match-cycles');
    await page.reload();
    await expect(page.getByText('Restored what you typed before the page was reloaded.')).toBeVisible();
    await expect(general.getByRole('textbox', { name: 'Short name' })).toHaveValue('NEU-DRAFT');
    await expect(general.getByRole('textbox', { name: 'Match name' })).toHaveValue(
      'Neurology Residency Match (draft)',
    );
    await expect(general.getByRole('button', { name: /Specialty$/ })).toHaveText(/Neurology/);
    await expect(matchDate.getByRole('spinbutton', { name: /^month,/ })).toHaveText(/^0?3$/);
    await expect(matchDate.getByRole('spinbutton', { name: /^day,/ })).toHaveText('16');
    await expect(matchDate.getByRole('spinbutton', { name: /^year,/ })).toHaveText('2028');
    await expect(fee).toHaveValue('120.00');
  });
});
