import { expect, type Locator, type Page } from '@playwright/test';
import { chooseOption, dateGroup, fillDate, fillDateTime, type PacificMoment } from './fields.ts';

/** Clicks a react-aria switch or radio by its label text (the real input is visually hidden). */
async function toggle(scope: Locator, label: string): Promise<void> {
  await scope.getByText(label, { exact: true }).click();
}

export type SpecialtyValues = {
  name: string;
  fullName: string;
  type: 'Residency' | 'Fellowship';
  hasCas?: boolean;
};

/** /admin/specialties/create and the general tab of /admin/specialties/update/:id. */
export class SpecialtyForm {
  readonly form: Locator;

  constructor(readonly page: Page) {
    this.form = page.getByRole('main');
  }

  async fill(values: SpecialtyValues): Promise<void> {
    await this.form.getByRole('textbox', { name: 'Name', exact: true }).fill(values.name);
    await this.form.getByRole('textbox', { name: 'Full name' }).fill(values.fullName);
    await chooseOption(this.form, 'Type', values.type);
    if (values.hasCas) await toggle(this.form, 'Uses the candidate application system (CAS)');
  }

  async create(): Promise<void> {
    await this.form.getByRole('button', { name: 'Create' }).click();
  }
}

/** Every field of a match cycle (business.md §3.1); the dates are Pacific wall-clock moments. */
export type MatchCycleValues = {
  specialty: string;
  year: string;
  shortName: string;
  matchName: string;
  hasCas: boolean;
  dates: Record<
    | 'Effective date'
    | 'Applicant registration opens'
    | 'Application review starts'
    | 'Earliest application deadline'
    | 'Interview season starts'
    | 'Earliest interview invitation'
    | 'Latest interview day'
    | 'Programs rank list deadline'
    | 'Applicants rank list deadline'
    | 'Match date'
    | 'Vacancies posted',
    PacificMoment
  >;
  casDeadline: string;
  trainingStarts: { month: string; year: string };
  /** By audience: Programs, Applicants, Medical schools, Society. */
  resultsOnline: Record<'Programs' | 'Applicants' | 'Medical schools' | 'Society', PacificMoment>;
  resultsByEmail: Record<'Programs' | 'Applicants' | 'Medical schools' | 'Society', PacificMoment>;
  /** Dollars as typed ('150' or '150.00'). */
  fees: Record<
    'Applicant registration fee' | 'Program registration fee' | 'Program annual membership fee',
    string
  >;
  limits: Record<
    | 'Letters of reference'
    | 'Interviews per day (at most)'
    | 'Interviews per match cycle (at most)'
    | 'Programs an applicant may signal (at most)',
    number
  >;
  lorInstructions: string;
  psInstructions: string;
};

/** /admin/match-cycles/create and /admin/match-cycles/update/:id. */
export class MatchCycleForm {
  readonly main: Locator;

  constructor(readonly page: Page) {
    this.main = page.getByRole('main');
  }

  section(name: string): Locator {
    return this.main.getByRole('region', { name, exact: true });
  }

  async fill(values: MatchCycleValues): Promise<void> {
    const general = this.section('General');
    await chooseOption(general, 'Specialty', values.specialty);
    await chooseOption(general, 'Match cycle year', values.year);
    await general.getByRole('textbox', { name: 'Short name' }).fill(values.shortName);
    await general.getByRole('textbox', { name: 'Match name' }).fill(values.matchName);
    if (values.hasCas) await toggle(general, 'Uses the candidate application system (CAS)');

    const dates = this.section('Season dates');
    for (const [label, moment] of Object.entries(values.dates)) {
      await fillDateTime(dateGroup(dates, `${label} (PT)`), moment);
    }
    await fillDate(dateGroup(dates, 'CAS deadline'), values.casDeadline);
    const training = dates.getByRole('group', { name: 'Training starts' });
    await chooseOption(training, 'Month', values.trainingStarts.month);
    await chooseOption(training, 'Year', values.trainingStarts.year);

    for (const [section, moments] of [
      ['Results online', values.resultsOnline],
      ['Results by email', values.resultsByEmail],
    ] as const) {
      for (const [audience, moment] of Object.entries(moments)) {
        await fillDateTime(dateGroup(this.section(section), `${audience} (PT)`), moment);
      }
    }

    const fees = this.section('Fees');
    for (const [label, dollars] of Object.entries(values.fees)) {
      await fees.getByRole('textbox', { name: label }).fill(dollars);
    }
    const limits = this.section('Limits');
    for (const [label, count] of Object.entries(values.limits)) {
      await limits.getByRole('textbox', { name: label }).fill(String(count));
    }
    const instructions = this.section('Instructions');
    await instructions
      .getByRole('textbox', { name: 'Letter of reference instructions' })
      .fill(values.lorInstructions);
    await instructions
      .getByRole('textbox', { name: 'Personal statement instructions' })
      .fill(values.psInstructions);
  }

  async submit(): Promise<void> {
    await this.main.getByRole('button', { name: 'New match cycle' }).click();
  }
}

export type ProgramValues = {
  code: string;
  name: string;
  specialty: string;
  newInstitution: { name: string; city: string };
  country: string;
  state: string;
  address: string;
  city: string;
  zip: string;
  phone: string;
  website: string;
  description: string;
};

/** /admin/programs/create. */
export class ProgramForm {
  readonly main: Locator;

  constructor(readonly page: Page) {
    this.main = page.getByRole('main');
  }

  async fill(values: ProgramValues): Promise<void> {
    const general = this.main.getByRole('region', { name: 'General' });
    await general.getByRole('textbox', { name: 'Code' }).fill(values.code);
    await general.getByRole('textbox', { name: 'Name' }).fill(values.name);
    await chooseOption(general, 'Specialty', values.specialty);

    const institution = this.main.getByRole('region', { name: 'Institution' });
    await toggle(institution, 'A new institution');
    await expect(institution.getByRole('radio', { name: 'A new institution' })).toBeChecked();
    await institution.getByRole('textbox', { name: 'Institution name' }).fill(values.newInstitution.name);
    await institution.getByRole('textbox', { name: 'Institution city' }).fill(values.newInstitution.city);

    const contacts = this.main.getByRole('region', { name: 'Address and contacts' });
    await chooseOption(contacts, 'Country', values.country);
    await chooseOption(contacts, 'State', values.state);
    await contacts.getByRole('textbox', { name: 'Address' }).fill(values.address);
    await contacts.getByRole('textbox', { name: 'City' }).fill(values.city);
    await contacts.getByRole('textbox', { name: 'Zip' }).fill(values.zip);
    await contacts.getByRole('textbox', { name: 'Phone' }).fill(values.phone);
    await contacts.getByRole('textbox', { name: 'Website' }).fill(values.website);
    await contacts.getByRole('textbox', { name: 'Description' }).fill(values.description);
  }

  async submit(): Promise<void> {
    await this.main.getByRole('button', { name: 'Add program' }).click();
  }
}

/** An admin user list (/admin/applicants, /admin/society-users…): search, rows, row actions. */
export class UsersList {
  readonly main: Locator;
  readonly grid: Locator;

  constructor(readonly page: Page) {
    this.main = page.getByRole('main');
    this.grid = this.main.getByRole('grid');
  }

  async search(text: string): Promise<void> {
    await this.main.getByRole('searchbox', { name: 'Search' }).fill(text);
  }

  /** The row of the user with this email (names may carry a middle name, emails are unique). */
  row(email: string): Locator {
    return this.grid.getByRole('row').filter({ has: this.page.getByRole('gridcell', { name: email }) });
  }

  async runAction(email: string, action: string): Promise<void> {
    await this.row(email)
      .getByRole('button', { name: /^Actions for / })
      .click();
    await this.page.getByRole('menuitem', { name: action }).click();
  }
}
