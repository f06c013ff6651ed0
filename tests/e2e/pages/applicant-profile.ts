import { expect, type Locator, type Page } from '@playwright/test';
import { saveContactInfo } from '../../../core/contracts/applicants/contact-info.contract.ts';
import { chooseOption, dateGroup, fillDate } from './fields.ts';

/** Clicks a react-aria radio or checkbox by its label text (the real input is visually hidden). */
async function tapLabel(scope: Locator, label: string): Promise<void> {
  await scope.getByText(label, { exact: true }).click();
}

/** The part of every applicant page these tests use: the main landmark and its h1. */
class ApplicantPage {
  readonly main: Locator;
  readonly heading: Locator;

  constructor(readonly page: Page) {
    this.main = page.getByRole('main');
    this.heading = page.getByRole('heading', { level: 1 });
  }

  /** Opens `path` and waits for its heading and for nothing to be loading any more. */
  async open(path: string, heading: string): Promise<void> {
    await this.page.goto(path);
    await this.expectLoaded(heading);
  }

  async expectLoaded(heading: string): Promise<void> {
    await expect(this.heading).toHaveText(heading);
    await expect(this.page.locator('[aria-busy="true"]')).toHaveCount(0);
    await expect(this.main.getByText('Loading…')).toHaveCount(0);
  }

  textbox(name: string, scope: Locator = this.main): Locator {
    return scope.getByRole('textbox', { name, exact: true });
  }

  /** The 'Saved.' line a form shows after a successful save. */
  saved(scope: Locator = this.main): Locator {
    return scope.getByText('Saved.', { exact: true });
  }
}

export type PersonalInfoValues = {
  firstName: string;
  middleName: string;
  lastName: string;
  credentials: string;
  dateOfBirth: string;
  gender: string;
  citizenship: string;
  isEligibleToWork: 'Yes' | 'No';
  needsSponsorship: 'Yes' | 'No';
};

/** /applicant/profile/edit (and /applicant/:code/personal-info). */
export class PersonalInfoPage extends ApplicantPage {
  static readonly path = '/applicant/profile/edit';

  async openPage(): Promise<void> {
    await this.open(PersonalInfoPage.path, 'Personal information');
    await expect(this.textbox('First name')).toBeVisible();
  }

  async fill(values: PersonalInfoValues): Promise<void> {
    await this.textbox('First name').fill(values.firstName);
    await this.textbox('Middle name').fill(values.middleName);
    await this.textbox('Last name').fill(values.lastName);
    await this.textbox('Credentials').fill(values.credentials);
    await fillDate(dateGroup(this.main, 'Date of birth'), values.dateOfBirth);
    await chooseOption(this.main, 'Gender', values.gender);
    await this.textbox('Citizenship').fill(values.citizenship);
    await tapLabel(
      this.main.getByRole('radiogroup', { name: 'Are you eligible to work in the USA?' }),
      values.isEligibleToWork,
    );
    await tapLabel(
      this.main.getByRole('radiogroup', { name: 'Do you need visa sponsorship?' }),
      values.needsSponsorship,
    );
  }

  async save(): Promise<void> {
    await this.main.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(this.saved()).toBeVisible();
  }

  async expectValues(values: PersonalInfoValues): Promise<void> {
    await expect(this.textbox('First name')).toHaveValue(values.firstName);
    await expect(this.textbox('Middle name')).toHaveValue(values.middleName);
    await expect(this.textbox('Last name')).toHaveValue(values.lastName);
    await expect(this.textbox('Credentials')).toHaveValue(values.credentials);
    const [year, month, day] = values.dateOfBirth.split('-');
    // The picker shows its segments without leading zeros ('4/17/1998').
    await expect(dateGroup(this.main, 'Date of birth')).toContainText(
      `${Number(month)}/${Number(day)}/${year}`,
    );
    await expect(
      this.main.getByRole('button', { name: new RegExp(`^${values.gender} Gender$`) }),
    ).toBeVisible();
    await expect(this.textbox('Citizenship')).toHaveValue(values.citizenship);
    await expect(
      this.main
        .getByRole('radiogroup', { name: 'Are you eligible to work in the USA?' })
        .getByRole('radio', { name: values.isEligibleToWork }),
    ).toBeChecked();
    await expect(
      this.main
        .getByRole('radiogroup', { name: 'Do you need visa sponsorship?' })
        .getByRole('radio', { name: values.needsSponsorship }),
    ).toBeChecked();
  }
}

export type AddressValues = {
  country: string;
  state: string;
  address: string;
  city: string;
  zip: string;
};

/** /applicant/profile/contact-info: addresses and phones. */
export class ContactInfoPage extends ApplicantPage {
  static readonly path = '/applicant/profile/contact-info';
  readonly addresses: Locator;
  readonly current: Locator;

  constructor(page: Page) {
    super(page);
    this.addresses = this.main.getByRole('form', { name: 'Addresses' });
    this.current = this.addresses.getByRole('group', { name: 'Current address' });
  }

  async openPage(): Promise<void> {
    await this.open(ContactInfoPage.path, 'Contact info');
    await expect(this.addresses).toBeVisible();
  }

  /** The current address; the permanent one stays 'the same'. */
  async fillCurrent(values: AddressValues): Promise<void> {
    await chooseOption(this.current, 'Country', values.country);
    await chooseOption(this.current, 'State', values.state);
    await this.textbox('Address', this.current).fill(values.address);
    await this.textbox('City', this.current).fill(values.city);
    await this.textbox('Zip', this.current).fill(values.zip);
  }

  /**
   * Saves and waits for the server's answer. Not for the form's 'Saved.': the page re-creates the form
   * on the new version at once, which drops that line before it can be read.
   */
  async save(): Promise<void> {
    const answer = this.page.waitForResponse(
      (response) => response.url().endsWith(saveContactInfo.path) && response.request().method() === 'PUT',
    );
    await this.addresses.getByRole('button', { name: 'Save', exact: true }).click();
    expect((await answer).status()).toBe(200);
  }

  async expectCurrent(values: AddressValues): Promise<void> {
    await expect(
      this.current.getByRole('button', { name: new RegExp(`^${values.country} Country`) }),
    ).toBeVisible();
    await expect(
      this.current.getByRole('button', { name: new RegExp(`^${values.state} State`) }),
    ).toBeVisible();
    await expect(this.textbox('Address', this.current)).toHaveValue(values.address);
    await expect(this.textbox('City', this.current)).toHaveValue(values.city);
    await expect(this.textbox('Zip', this.current)).toHaveValue(values.zip);
  }
}

/**
 * A list of profile entries (education, employment): 'Add …' opens a form in a 'New entry' region,
 * each saved entry is a list item with Edit and Delete buttons named after it.
 */
class EntriesPage extends ApplicantPage {
  readonly newEntry: Locator;
  readonly entries: Locator;

  constructor(page: Page) {
    super(page);
    this.newEntry = this.main.getByRole('region', { name: 'New entry' });
    this.entries = this.main.getByRole('listitem');
  }

  entry(text: string): Locator {
    return this.entries.filter({ hasText: text });
  }

  protected async add(label: string): Promise<void> {
    await this.main.getByRole('button', { name: label }).click();
    await expect(this.newEntry).toBeVisible();
  }

  protected async saveNew(): Promise<void> {
    await this.newEntry.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(this.newEntry).toBeHidden();
  }
}

export type UndergraduateValues = {
  institution: string;
  major: string;
  from: string;
  to: string;
  city: string;
  country: string;
};

/** /applicant/profile/education. */
export class EducationPage extends EntriesPage {
  static readonly path = '/applicant/profile/education';

  async openPage(): Promise<void> {
    await this.open(EducationPage.path, 'Education');
  }

  async addUndergraduate(values: UndergraduateValues): Promise<void> {
    await this.add('Add education');
    await chooseOption(this.newEntry, 'Education type', 'Undergraduate education');
    await this.textbox('Institution', this.newEntry).fill(values.institution);
    await this.textbox('Major', this.newEntry).fill(values.major);
    await fillDate(dateGroup(this.newEntry, 'From'), values.from);
    await fillDate(dateGroup(this.newEntry, 'To'), values.to);
    await this.textbox('City', this.newEntry).fill(values.city);
    await this.textbox('Country', this.newEntry).fill(values.country);
    await this.saveNew();
  }
}

export type EmploymentValues = {
  employer: string;
  position: string;
  from: string;
  city: string;
  country: string;
  description: string;
};

/** /applicant/profile/employment. */
export class EmploymentPage extends EntriesPage {
  static readonly path = '/applicant/profile/employment';

  async openPage(): Promise<void> {
    await this.open(EmploymentPage.path, 'Employment');
  }

  /** An ongoing job: To stays empty. */
  async addCurrentJob(values: EmploymentValues): Promise<void> {
    await this.add('Add employment');
    await this.textbox('Employer', this.newEntry).fill(values.employer);
    await this.textbox('Position', this.newEntry).fill(values.position);
    await fillDate(dateGroup(this.newEntry, 'From'), values.from);
    await this.textbox('City', this.newEntry).fill(values.city);
    await this.textbox('Country', this.newEntry).fill(values.country);
    await this.textbox('Description', this.newEntry).fill(values.description);
    await this.saveNew();
  }
}

/** /applicant/profile/hobbies-n-interests. */
export class HobbiesPage extends ApplicantPage {
  static readonly path = '/applicant/profile/hobbies-n-interests';

  get field(): Locator {
    return this.textbox('Hobbies and interests');
  }

  async openPage(): Promise<void> {
    await this.open(HobbiesPage.path, 'Hobbies and interests');
    await expect(this.field).toBeVisible();
  }

  async save(text: string): Promise<void> {
    await this.field.fill(text);
    await this.main.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(this.saved()).toBeVisible();
  }
}

/** /applicant/profile/examinations: one section per exam type (one open at a time; USMLE at first), one Save for the page. */
export class ExaminationsPage extends ApplicantPage {
  static readonly path = '/applicant/profile/examinations';
  readonly usmle: Locator;

  constructor(page: Page) {
    super(page);
    this.usmle = this.section('USMLE');
  }

  /** An open section (its fields); a closed one opens from its heading button. */
  section(name: string): Locator {
    return this.main.getByRole('region', { name, exact: true });
  }

  async openSection(name: string): Promise<void> {
    const trigger = this.main.getByRole('heading', { level: 2, name, exact: true }).getByRole('button');
    if ((await trigger.getAttribute('aria-expanded')) !== 'true') await trigger.click();
    await expect(this.section(name)).toBeVisible();
  }

  async openPage(): Promise<void> {
    await this.open(ExaminationsPage.path, 'Examinations');
    await expect(this.usmle).toBeVisible();
  }

  step1Score(): Locator {
    return this.usmle
      .getByRole('group', { name: 'Step 1' })
      .getByRole('textbox', { name: 'Three-digit score' });
  }

  async saveUsmle(values: { usmleId: string; step1Score: string }): Promise<void> {
    await this.openSection('USMLE');
    await this.textbox('USMLE ID', this.usmle).fill(values.usmleId);
    await this.step1Score().fill(values.step1Score);
    await this.main.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(this.saved(this.usmle)).toBeVisible();
  }
}

export type PublicationValues = { type: string; title: string; authors: string };

/** /applicant/profile/publications. */
export class PublicationsPage extends ApplicantPage {
  static readonly path = '/applicant/profile/publications';

  async openPage(): Promise<void> {
    await this.open(PublicationsPage.path, 'Publications');
  }

  async add(values: PublicationValues): Promise<void> {
    await this.main.getByRole('button', { name: 'Add publication' }).click();
    await chooseOption(this.main, 'Publication type', values.type);
    await this.main.getByRole('textbox', { name: /^Title/ }).fill(values.title);
    await this.main.getByRole('textbox', { name: /^Authors/ }).fill(values.authors);
    await this.main.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(this.publication(values.title)).toBeVisible();
  }

  publication(title: string): Locator {
    return this.main.getByRole('listitem').filter({ hasText: title });
  }
}
