import { chooseOption, dateGroup, fillDateTime } from './pages/fields.ts';
import { MatchCycleForm, ProgramForm, SpecialtyForm, UsersList } from './pages/season-admin.ts';
import { demoAccounts } from './support/accounts.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import { expect, test } from './support/fixtures.ts';
import { currentSeason, parseICalendarEvents, seasonCycle, utcStamp } from './support/season.ts';

/**
 * Issue 4's flow in Chromium: an admin sets up a season (specialty, match cycle with every date,
 * program), the public sees the cycle on the match calendar and in its iCalendar feed, and the admin
 * impersonates the demo applicant until the 'Session Expiration' warning and ends the session.
 * The e2e server runs impersonated sessions of 5 minutes (playwright.config.ts), so the warning shows
 * at the first check.
 */
test.describe('season setup', () => {
  test('an admin sets up a season; the public calendar and feed show it; impersonation ends back as the admin', async ({
    page,
    browser,
    baseURL,
    request,
    shell,
    signIn,
  }) => {
    test.setTimeout(180_000);
    const admin = demoAccounts.admin;
    // Unique per run: the names are unique keys and the steps find their rows by them.
    const stamp = Date.now().toString(36).toUpperCase();
    const specialty = { name: `Sleep Medicine ${stamp}`, fullName: `Sleep Medicine Fellowship ${stamp}` };
    const season = currentSeason();
    const cycle = seasonCycle(season, {
      specialty: specialty.name,
      shortName: `SLP-${stamp}`,
      matchName: `Sleep Medicine Fellowship Match ${season}-${season + 1}`,
    });

    await signIn(admin);

    let specialtyId = '';
    await test.step('create a specialty', async () => {
      await page.goto('/admin/specialties');
      await expect(shell.heading).toHaveText('Specialties');
      await page.getByRole('main').getByRole('link', { name: 'New specialty' }).click();
      await expect(shell.heading).toHaveText('New specialty');
      const form = new SpecialtyForm(page);
      await form.fill({ ...specialty, type: 'Fellowship', hasCas: true });
      // The URL prefix follows the name until the admin edits it.
      await expect(form.form.getByRole('textbox', { name: 'URL prefix' })).toHaveValue(
        `sleep-medicine-${stamp.toLowerCase()}`,
      );
      await form.create();
      await expect(shell.notification(`Specialty ${specialty.name} saved.`)).toBeVisible();
      await expect(page).toHaveURL(/\/admin\/specialties\/update\/\d+\/subspecialties$/);
      specialtyId = /update\/(\d+)\//.exec(page.url())?.[1] ?? '';
      await expect(shell.heading).toHaveText(`Specialty: ${specialty.name}`);
    });

    let cycleId = '';
    await test.step('create its match cycle with every date; the admin lands on the list', async () => {
      await page.goto('/admin/match-cycles/create');
      await expect(shell.heading).toHaveText('New match cycle');
      const form = new MatchCycleForm(page);
      await form.fill(cycle);
      await form.submit();
      await expect(shell.notification(`Match cycle ${cycle.shortName} created.`)).toBeVisible();
      await expect(page).toHaveURL(/\/admin\/match-cycles(\?.*)?$/);
      await expect(shell.heading).toHaveText('Match cycles');
      const grid = page.getByRole('grid', { name: `Match cycles of the ${season} season` });
      const shortName = page.getByRole('link', { name: cycle.shortName, exact: true });
      const row = grid.getByRole('row').filter({ has: shortName });
      const link = row.getByRole('link', { name: cycle.shortName, exact: true });
      await expect(link).toBeVisible();
      await expect(row.getByRole('gridcell', { name: specialty.name })).toBeVisible();
      await expect(row.getByRole('gridcell', { name: 'Planned' })).toBeVisible();
      await expect(row.getByRole('gridcell', { name: `06/01/${season} 8:00 AM PT` })).toBeVisible();
      cycleId = /details\/(\d+)/.exec((await link.getAttribute('href')) ?? '')?.[1] ?? '';
      expect(cycleId, 'the new cycle links to its details').not.toBe('');
    });

    const program = {
      code: `SLP${stamp}`,
      name: `Cascadia Sleep Medicine Fellowship ${stamp}`,
    };
    await test.step('create a program of that specialty', async () => {
      await page.goto('/admin/programs/create');
      await expect(shell.heading).toHaveText('New program');
      const form = new ProgramForm(page);
      await form.fill({
        ...program,
        specialty: specialty.name,
        newInstitution: { name: `Cascadia Sleep Institute ${stamp}`, city: 'Portland' },
        country: 'United States',
        state: 'Oregon',
        address: '3181 SW Sam Jackson Park Rd',
        city: 'Portland',
        zip: '97239',
        phone: '503-555-0142',
        website: 'https://sleep.example.org',
        description: 'A one-year clinical fellowship in sleep medicine.',
      });
      await form.submit();
      await expect(shell.notification(`Program ${program.name} created.`)).toBeVisible();
      await expect(page).toHaveURL(/\/admin\/programs\/update\/\d+\/positions$/);
      await page.goto(`/admin/programs?search=${encodeURIComponent(program.code)}`);
      await expect(page.getByRole('main').getByRole('grid').getByText(program.name)).toBeVisible();
    });

    const title = (event: string) => `${specialty.name} ${season}: ${event}`;
    let feedAddress = '';

    await test.step('an anonymous visitor sees the cycle on the public match calendar', async () => {
      const visitor = await browser.newContext({ baseURL });
      try {
        const publicPage = await visitor.newPage();
        await publicPage.goto('/match-calendar');
        await expect(publicPage.getByRole('heading', { level: 1 })).toHaveText('Match calendar');
        const main = publicPage.getByRole('main');
        await chooseOption(main, 'Specialty', specialty.name);
        await expect(publicPage).toHaveURL(new RegExp(`specialtyId=${specialtyId}`));
        // The months with the cycle's dates, one at a time: walk to February of the match year.
        const months = main.getByRole('navigation', { name: 'Months' });
        const monthTitle = months.getByRole('heading');
        const target = `February ${season + 1}`;
        const previous = months.getByRole('button', { name: 'Previous month' });
        const next = months.getByRole('button', { name: 'Next month' });
        await expect(monthTitle).not.toHaveText('');
        for (let i = 0; i < 24 && (await monthTitle.textContent()) !== target; i += 1) {
          const shown = Date.parse(`1 ${await monthTitle.textContent()}`);
          await (shown < Date.parse(`1 ${target}`) ? next : previous).click();
        }
        await expect(monthTitle).toHaveText(target);
        for (const event of ['Programs rank list deadline', 'Applicants rank list deadline', 'Match Day']) {
          await expect(main.getByText(title(event), { exact: true })).toBeVisible();
        }
        await expect(main.getByText(title('Vacancies posted'), { exact: true })).toBeVisible();
        // The page offers the specialty's own feed to subscribe to.
        const address = main.getByRole('textbox', { name: 'Calendar address (iCalendar)' });
        await expect(address).toHaveValue(
          new RegExp(`/api/match-calendar\\.ics\\?specialtyId=${specialtyId}$`),
        );
        feedAddress = await address.inputValue();
      } finally {
        await visitor.close();
      }
    });

    await test.step('the iCalendar feed carries the cycle’s events', async () => {
      const response = await request.get('/api/match-calendar.ics');
      expect(response.status()).toBe(200);
      expect(response.headers()['content-type']).toContain('text/calendar');
      const events = parseICalendarEvents(await response.text());
      const matchDay = events.find((event) => event.UID === `${cycleId}-MatchDate@matchline`);
      expect(matchDay, 'the Match Day event of the new cycle').toBeDefined();
      expect(matchDay?.SUMMARY).toBe(title('Match Day'));
      expect(matchDay?.DTSTART).toBe(utcStamp(cycle.dates['Match date']));
      const ours = events
        .filter((event) => event.UID?.startsWith(`${cycleId}-`))
        .map((event) => event.SUMMARY)
        .sort();
      expect(ours).toEqual(
        [
          'Applicant registration opens',
          'CAS target date',
          'Programs rank list deadline',
          'Applicants rank list deadline',
          'Match Day',
          'Vacancies posted',
        ]
          .map(title)
          .sort(),
      );
      // A feed per specialty: its cycle's events (with holidays and events for everyone), no other cycle's.
      const own = await request.get(feedAddress);
      const ownEvents = parseICalendarEvents(await own.text());
      const cycleEvents = ownEvents.filter((event) => /^\d+-\w+@matchline$/.test(event.UID ?? ''));
      expect(cycleEvents.map((event) => event.SUMMARY).sort()).toEqual(ours);
    });

    await test.step('the admin impersonates the demo applicant and ends the session from the warning', async () => {
      const applicant = demoAccounts.applicant;
      await page.goto('/admin/applicants');
      await expect(shell.heading).toHaveText('Applicants');
      // The admin works in the dark theme; impersonating forces the light one.
      const darkTheme = shell.header.getByRole('switch', { name: 'Dark theme' });
      await shell.header.getByText('Dark theme').click();
      await expect(darkTheme).toBeChecked();
      const users = new UsersList(page);
      await users.search(applicant.email);
      await expect(users.row(applicant.email)).toBeVisible();
      await users.runAction(applicant.email, 'Impersonate');

      await expect(page).toHaveURL(applicant.home);
      await expect(shell.heading).toHaveText('Applicant home');
      const banner = page.getByRole('region', { name: 'Impersonation' });
      await expect(banner).toContainText(`on behalf of admin ${admin.email}`);
      await expect(darkTheme).not.toBeChecked();

      const warning = page.getByRole('alertdialog', { name: 'Attention!' });
      await expect(warning).toBeVisible({ timeout: 15_000 });
      await expect(warning.getByRole('heading', { name: 'Session Expiration' })).toBeVisible();
      await expect(warning).toContainText(
        /Less than [1-5] minutes are left before the session expires\. Please make sure all the important changes are saved\./,
      );
      await expect(warning.getByRole('button', { name: 'Ok' })).toBeVisible();
      await expectNoAxeViolations(
        page,
        'the Session Expiration warning over the impersonated applicant home',
      );
      await warning.getByRole('button', { name: 'End session now' }).click();

      await expect(warning).toBeHidden();
      await expect(page).toHaveURL('/admin/match-cycles');
      await expect(shell.heading).toHaveText('Match cycles');
      await expect(shell.userMenu(admin.name)).toBeVisible();
      await expect(banner).toBeHidden();
      // Back as the admin, the admin's own theme returns.
      await expect(darkTheme).toBeChecked();
    });
  });
  test('the match cycle form names the dates out of order with the spec messages and sends nothing', async ({
    page,
    shell,
    signIn,
  }) => {
    await signIn(demoAccounts.admin);
    await page.goto('/admin/match-cycles/create');
    await expect(shell.heading).toHaveText('New match cycle');
    const form = new MatchCycleForm(page);
    const dates = form.section('Season dates');
    const season = currentSeason();
    await fillDateTime(dateGroup(dates, 'Applicant registration opens (PT)'), {
      date: `${season}-06-01`,
      time: '08:00',
    });
    await fillDateTime(dateGroup(dates, 'Programs rank list deadline (PT)'), {
      date: `${season}-05-15`,
      time: '17:00',
    });
    await fillDateTime(dateGroup(dates, 'Match date (PT)'), { date: `${season}-05-01`, time: '09:00' });
    await fillDateTime(dateGroup(dates, 'Vacancies posted (PT)'), { date: `${season}-04-30`, time: '10:00' });

    let posted = false;
    page.on('request', (sent) => {
      if (sent.method() === 'POST' && sent.url().endsWith('/api/admin/match-cycles')) posted = true;
    });
    await form.submit();
    for (const message of [
      'The rank list deadline must be after the registration date.',
      'The match date must be after the rank list deadlines.',
      'The vacancies posted date must be after the match date.',
      'Short name is required.',
      'Match name is required.',
    ]) {
      await expect(form.main.getByText(message, { exact: true })).toBeVisible();
    }
    await expect(form.main.getByText('One or more form fields have invalid values.')).toBeVisible();
    await expectNoAxeViolations(page, 'the match cycle form with its date-order messages');
    await expect(page).toHaveURL('/admin/match-cycles/create');
    expect(posted, 'an invalid form is not sent').toBe(false);

    // Putting the deadline after registration clears its message as it is typed.
    await fillDateTime(dateGroup(dates, 'Programs rank list deadline (PT)'), {
      date: `${season + 1}-02-03`,
      time: '17:00',
    });
    await expect(
      form.main.getByText('The rank list deadline must be after the registration date.', { exact: true }),
    ).toBeHidden();
  });
});
