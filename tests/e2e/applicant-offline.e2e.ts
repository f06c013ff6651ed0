import type { Page } from '@playwright/test';
import { getPersonalInfo } from '../../core/contracts/applicants/applicant-profile.contract.ts';
import {
  getPersonalStatement,
  listPersonalStatements,
} from '../../core/contracts/applicants/personal-statements.contract.ts';
import { PersonalInfoPage } from './pages/applicant-profile.ts';
import { PersonalStatementsPage, syncStatus } from './pages/applicant-statements.ts';
import { seededApplicant } from './support/accounts.ts';
import { UserApi } from './support/api.ts';
import { expect, test } from './support/fixtures.ts';
import { phoneViewport } from './support/phone.ts';
import { waitForServiceWorkerControl } from './support/service-worker.ts';

test.use(phoneViewport);

/** A seeded applicant no other e2e test signs in as. */
const applicant = seededApplicant(7);

/**
 * On a first visit the app may offer 'A new version of Matchline is available.' once the service worker
 * takes control; with the offline notice it covers the bottom of a phone screen, so a user taps Later.
 */
async function dismissUpdateOffer(page: Page): Promise<void> {
  const later = page.getByRole('button', { name: 'Later' });
  if (await later.isVisible()) await later.click();
}

test.describe('offline on a phone', () => {
  test.setTimeout(60_000);

  test('a personal statement and the personal information edited offline survive an offline reload and reach the server exactly once', async ({
    page,
    context,
    request,
    signIn,
    shell,
  }) => {
    await signIn(applicant);
    const api = await UserApi.signIn(request, applicant.email, applicant.password);

    // Online: a statement to edit later, and both pages opened once (their copies are kept on the device).
    const statements = new PersonalStatementsPage(page);
    const title = `Why ophthalmology (${Date.now()})`;
    await statements.open();
    await statements.create({ title, text: 'I first looked through a slit lamp as a volunteer.' });
    await expect(statements.statement(title)).toBeVisible();
    const { items } = await api.read(listPersonalStatements.path, listPersonalStatements.response);
    const statementId = items.find((item) => item.title === title)?.id;
    expect(statementId, 'the statement was created').toBeDefined();
    const statementPath = getPersonalStatement.path.replace(':id', String(statementId));
    const personal = new PersonalInfoPage(page);
    await personal.openPage();
    const infoBefore = await api.read(getPersonalInfo.path, getPersonalInfo.response);
    await statements.open();
    await statements.edit(title);
    const statementBefore = await api.read(statementPath, getPersonalStatement.response);
    await waitForServiceWorkerControl(page);

    // Offline: edit the statement, then go to the profile through the navigation and edit it too.
    await context.setOffline(true);
    await dismissUpdateOffer(page);
    const offlineText = 'Written on the train without signal: the retina clinic taught me patience.';
    await statements.body.fill(offlineText);
    await statements.save();
    await expect(syncStatus(page)).toHaveAccessibleName('Sync status: Saved on this device');

    await shell.goTo('Profile');
    await personal.expectLoaded('Personal information');
    await personal.fill({
      firstName: 'Hannah',
      middleName: 'Grace',
      lastName: 'Lindqvist',
      credentials: 'MD',
      dateOfBirth: '1997-02-03',
      gender: 'Female',
      citizenship: 'Sweden',
      isEligibleToWork: 'Yes',
      needsSponsorship: 'No',
    });
    // The phone keyboard's Go key submits the form.
    await personal.textbox('Citizenship').press('Enter');
    await expect(syncStatus(page)).toHaveAccessibleName('Sync status: Saved on this device');

    // A reload without network: the service worker serves the app, the edits wait on the device.
    await page.reload();
    await expect(shell.brand).toBeVisible();
    // Without the server the session cannot be confirmed, but the device knows whose data it holds:
    // the profile opens from this device with the edit still waiting, and so does the statements list.
    await personal.expectLoaded('Personal information');
    await expect(personal.textbox('Citizenship')).toHaveValue('Sweden');
    await expect(syncStatus(page)).toHaveAccessibleName('Sync status: Saved on this device');
    await statements.open();
    await expect(statements.statement(title)).toBeVisible();
    await expect(page.getByText(/^Offline copy from /)).toBeVisible();
    await personal.openPage();
    const stillBefore = await api.read(getPersonalInfo.path, getPersonalInfo.response);
    expect(stillBefore.version, 'nothing reached the server while offline').toBe(infoBefore.version);

    await context.setOffline(false);
    await expect
      .poll(async () => (await api.read(getPersonalInfo.path, getPersonalInfo.response)).citizenship, {
        timeout: 30_000,
      })
      .toBe('Sweden');
    await expect
      .poll(async () => (await api.read(statementPath, getPersonalStatement.response)).version, {
        timeout: 30_000,
      })
      .toBe(statementBefore.version + 1);
    await expect(syncStatus(page)).toHaveAccessibleName('Sync status: All changes saved', {
      timeout: 20_000,
    });

    // Exactly once: one new version each, the statement's text as typed, no second statement.
    const infoAfter = await api.read(getPersonalInfo.path, getPersonalInfo.response);
    expect(infoAfter.version).toBe(infoBefore.version + 1);
    expect(infoAfter).toMatchObject({ citizenship: 'Sweden', dateOfBirth: '1997-02-03', gender: 'Female' });
    const statementAfter = await api.read(statementPath, getPersonalStatement.response);
    expect(statementAfter.version).toBe(statementBefore.version + 1);
    expect(statementAfter.body).toContain(offlineText);
    const after = await api.read(listPersonalStatements.path, listPersonalStatements.response);
    expect(after.items.filter((item) => item.title === title)).toHaveLength(1);
  });
});
