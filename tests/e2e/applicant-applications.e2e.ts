import { listApplications } from '../../core/contracts/applications/applications.contract.ts';
import { ApplicationsPage } from './pages/applicant-applications.ts';
import { seededApplicant } from './support/accounts.ts';
import { UserApi } from './support/api.ts';
import { openApplicationsOf } from './support/applicant-season.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import { expect, test } from './support/fixtures.ts';
import { phoneViewport } from './support/phone.ts';

test.use(phoneViewport);

/** A seeded applicant registered (fee paid) for the Dermatopathology cycle, signaling up to 3 programs. */
const applicant = seededApplicant(37);
const cycleCode = 'DPA-2026';
const programs = [
  'Bayou State Medical Center Dermatopathology Fellowship',
  'Capital City Medical Center Dermatopathology Fellowship',
  'Lakeshore University Hospital Dermatopathology Fellowship',
] as const;

test.describe('applications on a phone', () => {
  test('applies to three programs, signals one and sends them; the server holds the three and the signal', async ({
    page,
    request,
    signIn,
  }) => {
    const deadline = await openApplicationsOf(request, cycleCode);
    await signIn(applicant);

    const applications = new ApplicationsPage(page, cycleCode);
    await applications.open();
    const [year, month, day] = deadline.split('-');
    await expect(applications.main).toContainText(
      `Applications can be sent until the end of ${month}/${day}/${year} PT.`,
    );
    await expect(applications.signalsUsed).toHaveText('Signals used: 0 of 3');
    await expectNoAxeViolations(page, applications.path);

    await applications.applyTo(programs);
    for (const name of programs) await expect(applications.application(name)).toContainText('In progress');
    await applications.signal(programs[0]);
    await expect(applications.signalsUsed).toHaveText('Signals used: 1 of 3');
    for (const name of programs) await applications.send(name);
    await expectNoAxeViolations(page, `${applications.path} with three applications`);

    // Still there after a reload: three sent applications, one of them signaled.
    await page.reload();
    await expect(applications.signalsUsed).toHaveText('Signals used: 1 of 3');
    await expect(applications.application(programs[0])).toContainText('Signaled');
    for (const name of programs) await expect(applications.application(name)).toContainText('Published');

    const api = await UserApi.signIn(request, applicant.email, applicant.password);
    const saved = await api.read(
      listApplications.path.replace(':matchCycleCode', cycleCode),
      listApplications.response,
    );
    expect(
      saved.items.map((item) => ({
        program: item.programName,
        status: item.status,
        isSignaled: item.isSignaled,
      })),
    ).toEqual(
      expect.arrayContaining(
        programs.map((program, index) => ({ program, status: 'Published', isSignaled: index === 0 })),
      ),
    );
    expect(saved.items).toHaveLength(3);
    expect(saved.signaledCount).toBe(1);
  });
});
