import {
  ContactInfoPage,
  EducationPage,
  EmploymentPage,
  ExaminationsPage,
  HobbiesPage,
  PersonalInfoPage,
  PublicationsPage,
} from './pages/applicant-profile.ts';
import { seededApplicant } from './support/accounts.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import { expect, test } from './support/fixtures.ts';
import { phoneViewport } from './support/phone.ts';

test.use(phoneViewport);

/** A seeded applicant no other e2e test signs in as (forgot-password changes #0 and #1). */
const applicant = seededApplicant(4);

test.describe('the applicant profile on a phone', () => {
  // Seven sections, each filled, saved, reloaded and checked: longer than one ordinary page test.
  test.setTimeout(90_000);

  test('every section is saved and still there after a reload; axe finds nothing on each', async ({
    page,
    signIn,
  }) => {
    await signIn(applicant);

    const personal = new PersonalInfoPage(page);
    const personalValues = {
      firstName: 'Mei',
      middleName: 'Lin',
      lastName: 'Tanaka',
      credentials: 'MD, MPH',
      dateOfBirth: '1998-04-17',
      gender: 'Female',
      citizenship: 'Japan',
      isEligibleToWork: 'Yes',
      needsSponsorship: 'No',
    } as const;
    await personal.openPage();
    await expectNoAxeViolations(page, PersonalInfoPage.path);
    await personal.fill(personalValues);
    await personal.save();
    await page.reload();
    await personal.expectLoaded('Personal information');
    await personal.expectValues(personalValues);

    const contact = new ContactInfoPage(page);
    const address = {
      country: 'United States',
      state: 'Oregon',
      address: '2200 NW Lovejoy Street',
      city: 'Portland',
      zip: '97210',
    };
    await contact.openPage();
    await expectNoAxeViolations(page, ContactInfoPage.path);
    await contact.fillCurrent(address);
    await contact.save();
    await page.reload();
    await contact.expectLoaded('Contact info');
    await contact.expectCurrent(address);

    const education = new EducationPage(page);
    await education.openPage();
    await expectNoAxeViolations(page, EducationPage.path);
    await education.addUndergraduate({
      institution: 'Reed College',
      major: 'Biochemistry',
      from: '2016-09-01',
      to: '2020-05-15',
      city: 'Portland',
      country: 'United States',
    });
    await page.reload();
    await education.expectLoaded('Education');
    await expect(education.entry('Reed College')).toContainText('Biochemistry');
    await expectNoAxeViolations(page, `${EducationPage.path} with an entry`);

    const employment = new EmploymentPage(page);
    await employment.openPage();
    await expectNoAxeViolations(page, EmploymentPage.path);
    await employment.addCurrentJob({
      employer: 'Casey Eye Institute',
      position: 'Research assistant',
      from: '2024-07-01',
      city: 'Portland',
      country: 'United States',
      description: 'Retinal imaging studies.',
    });
    await page.reload();
    await employment.expectLoaded('Employment');
    await expect(employment.entry('Casey Eye Institute')).toContainText('Research assistant');
    await expect(employment.entry('Casey Eye Institute')).toContainText('present');

    const exams = new ExaminationsPage(page);
    await exams.openPage();
    await expectNoAxeViolations(page, ExaminationsPage.path);
    await exams.saveUsmle({ usmleId: '5-321-654-9', step1Score: '251' });
    await page.reload();
    await exams.expectLoaded('Examinations');
    await expect(exams.textbox('USMLE ID', exams.usmle)).toHaveValue('5-321-654-9');
    await expect(exams.step1Score()).toHaveValue('251');

    const publications = new PublicationsPage(page);
    const poster = {
      type: 'Poster presentation',
      title: 'Home monitoring of diabetic retinopathy by phone',
      authors: 'Tanaka M, Okafor S',
    };
    await publications.openPage();
    await expectNoAxeViolations(page, PublicationsPage.path);
    await publications.add(poster);
    await page.reload();
    await publications.expectLoaded('Publications');
    await expect(publications.publication(poster.title)).toContainText(poster.authors);
    await expectNoAxeViolations(page, `${PublicationsPage.path} with an entry`);

    const hobbies = new HobbiesPage(page);
    const hobbiesText = 'Trail running, film photography and teaching first aid.';
    await hobbies.openPage();
    await expectNoAxeViolations(page, HobbiesPage.path);
    await hobbies.save(hobbiesText);
    await page.reload();
    await hobbies.expectLoaded('Hobbies and interests');
    await expect(hobbies.field).toHaveValue(hobbiesText);
  });
});
