import { expect, type Locator, type Page } from '@playwright/test';
import { Captcha } from './captcha.ts';

/** What a new applicant types on /registration/applicant. */
export type ApplicantSignUpValues = {
  email: string;
  password: string;
  firstName: string;
  lastName: string;
  cellPhone: string;
};

/** The public applicant sign-up page (/registration/applicant). */
export class ApplicantSignUpPage {
  readonly main: Locator;
  readonly form: Locator;
  readonly captcha: Captcha;

  constructor(readonly page: Page) {
    this.main = page.getByRole('main');
    this.form = this.main.getByRole('form', { name: 'Applicant registration' });
    this.captcha = new Captcha(this.form);
  }

  async open(): Promise<void> {
    await this.page.goto('/registration/applicant');
    await expect(this.page.getByRole('heading', { level: 1 })).toHaveText('Applicant registration');
  }

  async fill(values: ApplicantSignUpValues): Promise<void> {
    await this.form.getByRole('textbox', { name: 'Email' }).fill(values.email);
    await this.form.getByLabel('Password', { exact: true }).fill(values.password);
    await this.form.getByLabel('Confirm password').fill(values.password);
    await this.form.getByRole('textbox', { name: 'First name' }).fill(values.firstName);
    await this.form.getByRole('textbox', { name: 'Last name' }).fill(values.lastName);
    await this.form.getByRole('textbox', { name: 'Cell phone' }).fill(values.cellPhone);
    // react-aria hides the real checkbox: the label text is what a finger taps.
    await this.form.getByText('I accept the').click();
    await expect(this.form.getByRole('checkbox', { name: /I accept the/ })).toBeChecked();
  }

  async createAccount(): Promise<void> {
    await this.form.getByRole('button', { name: 'Create account' }).click();
  }

  /** After sign-up: types the mailed confirmation code `readCode` returns and confirms (signs in). */
  async confirmEmailWith(readCode: () => Promise<string>): Promise<void> {
    const confirm = this.main.getByRole('form', { name: 'Confirm your email' });
    await expect(confirm.getByText('We sent a confirmation code to', { exact: false })).toBeVisible();
    await confirm.getByRole('textbox', { name: 'Verification code' }).fill(await readCode());
    await confirm.getByRole('button', { name: 'Confirm', exact: true }).click();
  }
}

/**
 * The applicant landing (/applicant/landing and its phone step /applicant/landing/verify-phone/:id):
 * the registered cycles and the link to register for another.
 */
export class ApplicantLandingPage {
  readonly main: Locator;
  readonly verifyPhone: Locator;
  readonly myCycles: Locator;

  constructor(readonly page: Page) {
    this.main = page.getByRole('main');
    this.verifyPhone = this.main.getByRole('region', { name: 'Verify your phone' });
    this.myCycles = this.main.getByRole('region', { name: 'My match cycles' });
  }

  async expectShown(): Promise<void> {
    await expect(this.page.getByRole('heading', { level: 1 })).toHaveText('Applicant home');
    await expect(this.myCycles).toBeVisible();
  }

  /** Sends the code, types the one `readCode` returns (from the mail outbox) and verifies. */
  async verifyPhoneWith(readCode: () => Promise<string>): Promise<void> {
    await this.verifyPhone.getByRole('button', { name: 'Send code' }).click();
    await expect(
      this.verifyPhone.getByText('We sent a verification code to your email address.', { exact: false }),
    ).toBeVisible();
    await this.verifyPhone.getByRole('textbox', { name: 'Verification code' }).fill(await readCode());
    await this.verifyPhone.getByRole('button', { name: 'Verify', exact: true }).click();
    await expect(this.main.getByText('Your phone number is verified.')).toBeVisible();
  }

  cycleLink(name: string): Locator {
    return this.myCycles.getByRole('link', { name });
  }

  async openRegisterForCycle(): Promise<void> {
    await this.myCycles.getByRole('link', { name: 'Register for a match cycle' }).click();
    await expect(this.page).toHaveURL('/applicant/register-for-match-cycle');
  }
}

/** /applicant/register-for-match-cycle: the Active cycles not registered for yet. */
export class RegisterForCyclePage {
  readonly main: Locator;

  constructor(readonly page: Page) {
    this.main = page.getByRole('main');
  }

  async register(cycleName: string): Promise<void> {
    await expect(this.page.getByRole('heading', { level: 1 })).toHaveText('Register for a match cycle');
    await this.main.getByRole('button', { name: `Register for ${cycleName}` }).click();
  }
}

/** /applicant/:matchCycleCode/home: what is due next, an unpaid fee, the cycle's sections. */
export class CycleHomePage {
  readonly main: Locator;
  readonly due: Locator;
  readonly sections: Locator;

  constructor(readonly page: Page) {
    this.main = page.getByRole('main');
    this.due = this.main.getByRole('region', { name: 'What is due' });
    this.sections = this.main.getByRole('navigation', { name: 'Sections' });
  }

  /** The item marked as the next one due (aria-current="step"). */
  get nextDue(): Locator {
    return this.due.locator('li[aria-current="step"]');
  }
}
