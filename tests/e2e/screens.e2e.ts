import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { type Account, demoAccounts } from './support/accounts.ts';
import { axeFindings } from './support/axe.ts';
import { expect, test } from './support/fixtures.ts';
import { openInApp } from './support/in-app.ts';
import { measureLayout } from './support/layout-checks.ts';

/**
 * Issue 13's quality bar: every page of every role at a phone's, a tablet's and a desktop's size, in
 * the light and the dark theme (the views below), is no wider than its viewport, keeps the phone's top bar and bottom
 * bar within 64 px each, and draws no text over other text. Each view's screenshot is kept in
 * test-results/screens/. The dark walks run in Russian, with axe on the tablet: with the English, light
 * walks of the accessibility specs, every page is checked in both themes and both languages.
 */

/** A page by its address, or the first link matching `follow` on the page at `from` (seeded records). */
type Stop = string | { from: string; follow: string; name: string };

const cycle = '/applicant/OPH-2026';

const walks: { name: string; account: Account | null; stops: Stop[] }[] = [
  {
    name: 'public',
    account: null,
    stops: [
      '/',
      '/about',
      '/about/how-match-works',
      '/specialties',
      '/specialty/ophthalmology',
      '/match-calendar',
      '/data',
      '/medical-school-info',
      '/contacts',
      '/vacancies',
      '/registration/applicant',
      '/registration/program-request',
      '/registration/medical-school-request',
      '/privacy-policy-and-terms-of-usage',
      '/no-such-page',
    ],
  },
  {
    name: 'applicant',
    account: demoAccounts.applicant,
    stops: [
      '/applicant/landing',
      `${cycle}/home`,
      `${cycle}/programs/directory`,
      `${cycle}/programs/map`,
      `${cycle}/programs/saved`,
      `${cycle}/programs/applied`,
      {
        from: `${cycle}/programs/directory`,
        follow: 'main a[href*="/programs/directory/"]',
        name: 'program',
      },
      `${cycle}/applications`,
      `${cycle}/cas`,
      `${cycle}/summary`,
      `${cycle}/rank-list`,
      `${cycle}/couple`,
      `${cycle}/match-result`,
      `${cycle}/documents`,
      `${cycle}/transactions`,
      `${cycle}/transactions/payments`,
      { from: `${cycle}/transactions`, follow: 'main a[href^="/invoice-payment/"]', name: 'invoice payment' },
      `${cycle}/vacancies/all`,
      `${cycle}/vacancies/saved`,
      `${cycle}/vacancies/applied`,
      `${cycle}/vacancies/subscriptions`,
      `${cycle}/specialty-info`,
      `${cycle}/personal-info`,
      `${cycle}/personal-info/contact-info`,
      `${cycle}/personal-info/education`,
      `${cycle}/personal-info/employment`,
      `${cycle}/personal-info/examinations`,
      `${cycle}/personal-info/publications`,
      `${cycle}/personal-info/hobbies-n-interests`,
      `${cycle}/personal-statements`,
      `${cycle}/personal-statements/create`,
      `${cycle}/letters-of-reference`,
      `${cycle}/letters-of-reference/create`,
      '/applicant/profile/edit',
      '/applicant/profile/file-cabinet',
      '/applicant/register-for-match-cycle',
      // Message centre, notifications and their settings (issue 14)
      `${cycle}/messages`,
      `${cycle}/messages/new`,
      `${cycle}/messages/broadcasts`,
      `${cycle}/notifications`,
      `${cycle}/notification-settings`,
      // Interviews, open house tours and program requests (issue 15)
      `${cycle}/interview-list`,
      `${cycle}/interview-schedule`,
      `${cycle}/interview-schedule/swap`,
      {
        from: `${cycle}/interview-list`,
        follow: 'main a[href*="/interview-schedule/invitation-details/"]',
        name: 'invitation',
      },
      `${cycle}/open-house-tours`,
      `${cycle}/program-requests`,
      `${cycle}/program-requests/create`,
    ],
  },
  {
    name: 'admin',
    account: demoAccounts.admin,
    stops: [
      '/admin/match-cycles',
      '/admin/match-cycles/create',
      {
        from: '/admin/match-cycles',
        follow: 'main a[href^="/admin/match-cycles/"]:not([href*="create"]):not([href*="update"])',
        name: 'match cycle',
      },
      '/admin/match-cycle-calendar',
      '/admin/requests',
      { from: '/admin/requests', follow: 'main a[href^="/admin/requests/"]', name: 'request' },
      '/admin/programs',
      '/admin/programs/create',
      {
        from: '/admin/programs',
        follow: 'main a[href^="/admin/programs/"]:not([href*="create"])',
        name: 'program',
      },
      '/admin/medical-schools',
      {
        from: '/admin/medical-schools',
        follow: 'main a[href^="/admin/medical-schools/"]:not([href*="create"])',
        name: 'medical school',
      },
      '/admin/specialties',
      {
        from: '/admin/specialties',
        follow: 'main a[href^="/admin/specialties/"]:not([href*="create"])',
        name: 'specialty',
      },
      '/admin/specialty-pages',
      '/admin/admin-users',
      '/admin/society-users',
      '/admin/program-users',
      '/admin/medical-school-users',
      '/admin/applicants',
      { from: '/admin/applicants', follow: 'main a[href^="/admin/applicants/"]', name: 'applicant' },
      '/admin/audit-log',
      '/admin/version',
      '/admin/messages',
      '/admin/messages/new',
      '/admin/messages/broadcasts',
      '/admin/notifications',
      '/admin/notification-history',
      '/admin/notification-history/push',
      '/admin/notification-history/sms',
      '/admin/notification-history/blocked-emails',
      '/admin/billing-dashboard/invoices',
      '/admin/billing-dashboard/payments',
      '/admin/billing-dashboard/fees',
      '/admin/billing-dashboard/orders',
      '/admin/quality-assurance/final-merge',
      '/admin/quality-assurance/interview-control-panel',
      '/admin/quality-assurance/video-conference-feedback',
      '/admin/quality-assurance/bug-reports',
      '/admin/vacancies',
      '/admin/vacancies/edit',
      '/dev/dashboard',
      '/dev/colors',
      '/dev/components',
    ],
  },
  {
    name: 'society',
    account: demoAccounts.society,
    stops: [
      '/society-user/summary',
      '/society-user/programs',
      {
        from: '/society-user/programs',
        follow: 'main a[href^="/society-user/programs/"]',
        name: 'program',
      },
      '/society-user/programs-directory',
      '/society-user/match-results',
      '/society-user/requests',
      '/society-user/society-info',
      '/society-user/additional-info',
      '/society-user/transactions',
      '/society-user/vacancies',
      '/society-user/profile',
    ],
  },
  {
    name: 'program',
    account: demoAccounts.program,
    stops: [
      '/program-user/landing',
      { from: '/program-user/landing', follow: 'main a[href$="/rank-list"]', name: 'rank list' },
      { from: '/program-user/landing', follow: 'main a[href$="/match-result"]', name: 'match result' },
      '/program-user/OPH-2026/OPH-OR-001/messages',
      '/program-user/OPH-2026/OPH-OR-001/notifications',
      '/program-user/OPH-2026/OPH-OR-001/notification-settings',
      // The program's season (issue 15)
      '/program-user/OPH-2026/OPH-OR-001/home',
      '/program-user/OPH-2026/OPH-OR-001/applications',
      {
        from: '/program-user/OPH-2026/OPH-OR-001/applications',
        follow: 'main a[href*="/applications/"]',
        name: 'application',
      },
      '/program-user/OPH-2026/OPH-OR-001/applicants',
      '/program-user/OPH-2026/OPH-OR-001/interview-schedule/calendar',
      '/program-user/OPH-2026/OPH-OR-001/interview-schedule/applicants',
      '/program-user/OPH-2026/OPH-OR-001/interview-schedule/interviews',
      '/program-user/OPH-2026/OPH-OR-001/interviews',
      // The demo program's video day on the load day (issue 17): the meeting dashboard's tabs.
      {
        from: '/program-user/OPH-2026/OPH-OR-001/interviews',
        follow: 'main a[href*="/meetings/dashboard/"]',
        name: 'meeting dashboard',
      },
      '/program-user/OPH-2026/OPH-OR-001/open-house-scheduler',
      '/program-user/OPH-2026/OPH-OR-001/summary',
      '/program-user/OPH-2026/OPH-OR-001/transactions',
      '/program-user/OPH-2026/OPH-OR-001/transactions/payments',
      '/program-user/vacancies',
      '/program-user/vacancies/edit',
      {
        from: '/program-user/vacancies',
        follow: 'main a[href^="/program-user/vacancies/"]:not([href$="/edit"])',
        name: 'vacancy',
      },
      '/program-user/retina/survey',
      '/program-user/OPH-2026/OPH-OR-001/profile',
      '/program-user/OPH-OR-001/requests-invitations',
      {
        from: '/program-user/OPH-2026/OPH-OR-001/profile',
        follow: 'main a[href*="/my-program/"]',
        name: 'my program',
      },
    ],
  },
  {
    name: 'school',
    account: demoAccounts.school,
    stops: [
      '/medical-school',
      { from: '/medical-school', follow: 'main a[href$="/match-results"]', name: 'match results' },
      { from: '/medical-school', follow: 'main a[href$="/match-archive"]', name: 'match archive' },
      '/medical-school/PNWU-SOM/messages',
      '/medical-school/PNWU-SOM/notifications',
      '/medical-school/PNWU-SOM/notification-settings',
    ],
  },
];

const sizes = [
  { name: 'phone', width: 390, height: 844 },
  { name: 'tablet', width: 820, height: 1180 },
  { name: 'desktop', width: 1440, height: 900 },
] as const;

/**
 * Four views, not six (the suite's time budget): the phone in both themes (light English, dark Russian:
 * the narrowest screen with the longest texts), the tablet dark in Russian with axe, the desktop light.
 * Views of one theme share a visit: the page is opened once and measured at each of its sizes.
 */
const themes = [
  { theme: 'light', locale: 'en-gb', sizes: ['phone', 'desktop'] },
  { theme: 'dark', locale: 'ru', sizes: ['phone', 'tablet'] },
] as const;

const views = themes.flatMap(({ theme, locale, sizes: names }) =>
  names.map((sizeName) => ({
    size: sizes.find((size) => size.name === sizeName)!,
    theme,
    locale,
    axe: theme === 'dark' && sizeName === 'tablet',
  })),
);

const screensDir = path.join('test-results', 'screens');

/** Waits until the page shows its heading and nothing is loading any more. */
async function settle(page: Page): Promise<void> {
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  await expect(page.getByRole('main').getByText(/^(Loading…|Загрузка…)$/)).toHaveCount(0);
  await expect(page.getByRole('progressbar')).toHaveCount(0);
}

async function resolveStop(page: Page, stop: Stop): Promise<{ address: string; label: string }> {
  if (typeof stop === 'string') return { address: stop, label: stop };
  await openInApp(page, stop.from);
  await settle(page);
  const link = page.locator(stop.follow).first();
  await expect(link, `a ${stop.name} link on ${stop.from}`).toBeAttached();
  const href = await link.getAttribute('href');
  return { address: href ?? stop.from, label: `${stop.name} (${href})` };
}

const slug = (address: string) => address.replace(/^\//, '').replace(/[^a-zA-Z0-9-]+/g, '_') || 'home';

for (const walk of walks) {
  test(`every ${walk.name} page at 390 px light and dark, 820 px dark and 1440 px light: no overflow, bars within 64 px, no text over text`, async ({
    page,
    signIn,
  }) => {
    test.setTimeout(20 * 60_000);
    if (walk.account) await signIn(walk.account);
    else await page.goto('/');
    const problems: string[] = [];
    for (const { theme, locale } of themes) {
      const themeViews = views.filter((view) => view.theme === theme);
      await page.setViewportSize({ width: themeViews[0]!.size.width, height: themeViews[0]!.size.height });
      await page.evaluate(
        (values) => {
          localStorage.setItem('matchline.theme', values.theme);
          localStorage.setItem('matchline.locale', values.locale);
        },
        { theme, locale },
      );
      await page.reload();
      await settle(page);
      for (const view of themeViews)
        mkdirSync(path.join(screensDir, `${view.size.name}-${view.theme}`), { recursive: true });
      for (const stop of walk.stops) {
        // A stop opened via a link is resolved at the first size: the link may sit in a phone-only menu.
        await page.setViewportSize({ width: themeViews[0]!.size.width, height: themeViews[0]!.size.height });
        const { address, label } = await resolveStop(page, stop);
        await openInApp(page, address);
        for (const view of themeViews) {
          await page.setViewportSize({ width: view.size.width, height: view.size.height });
          await settle(page);
          // Two frames: the layout of the new size is drawn before it is measured.
          await page.evaluate(() => {
            const frame = (globalThis as unknown as { requestAnimationFrame: (run: () => void) => void })
              .requestAnimationFrame;
            return new Promise<void>((done) => frame(() => frame(done)));
          });
          const where = `${label} at ${view.size.name} ${view.theme}`;
          const facts = await measureLayout(page);
          if (facts.pageWidth > facts.viewportWidth + 1) {
            problems.push(
              `${where}: ${facts.pageWidth} px wide in ${facts.viewportWidth} px (${facts.overflowing.join(', ')})`,
            );
          }
          if (view.size.name === 'phone') {
            if (facts.headerHeight === null || facts.headerHeight > 64)
              problems.push(`${where}: top bar ${facts.headerHeight} px`);
            if (facts.bottomBarHeight === null || facts.bottomBarHeight > 64)
              problems.push(`${where}: bottom bar ${facts.bottomBarHeight} px`);
          }
          if (facts.overlaps.length > 0)
            problems.push(`${where}: text over text ${facts.overlaps.join('; ')}`);
          if (view.axe) {
            const findings = await axeFindings(page);
            if (findings) problems.push(`${where}: axe\n${findings}`);
          }
          const dir = path.join(screensDir, `${view.size.name}-${view.theme}`);
          await page.screenshot({ path: path.join(dir, `${walk.name}-${slug(address)}.png`) });
        }
      }
    }
    expect(problems, problems.join('\n')).toEqual([]);
  });
}
