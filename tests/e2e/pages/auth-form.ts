import { expect, type Locator, type Page } from '@playwright/test';
import { Captcha } from './captcha.ts';

/**
 * The sign-in forms in their three modes: sign in, 'Forgot Password' and 'Change Password'. The login
 * dialog and the standalone pages (/standalone/login…) hold the same forms under the mode's title.
 */
export class AuthForm {
  readonly captcha: Captcha;

  constructor(readonly root: Locator) {
    this.captcha = new Captcha(root);
  }

  /** The login dialog opened from the header or the home page. */
  static dialog(page: Page): AuthForm {
    return new AuthForm(page.getByRole('dialog'));
  }

  /** The standalone page the route guard sends a signed-out visitor to. */
  static standalone(page: Page): AuthForm {
    return new AuthForm(page.getByRole('main'));
  }

  /** The form's message line (identity errors such as a wrong code). */
  message(text: string): Locator {
    return this.root.getByText(text, { exact: true });
  }

  async expectMode(title: 'Sign in to Matchline' | 'Forgot Password' | 'Change Password'): Promise<void> {
    await expect(this.root.getByRole('heading', { name: title })).toBeVisible();
  }

  async signIn(email: string, password: string): Promise<void> {
    await this.expectMode('Sign in to Matchline');
    await this.root.getByLabel('Email').fill(email);
    await this.root.getByLabel('Password', { exact: true }).fill(password);
    await this.root.getByRole('button', { name: 'Sign in' }).click();
  }

  async openForgotPassword(): Promise<void> {
    await this.root.getByRole('button', { name: 'Forgot your password?' }).click();
    await this.expectMode('Forgot Password');
  }

  /** Forgot Password mode: email, captcha, 'Send code'; the dialog moves on to 'Change Password'. */
  async requestCode(email: string): Promise<void> {
    await this.root.getByLabel('Email').fill(email);
    await this.captcha.solve();
    await this.root.getByRole('button', { name: 'Send code' }).click();
    await this.expectMode('Change Password');
  }

  /** Change Password mode: the mailed code, the new password twice and the captcha. */
  async changePassword(code: string, newPassword: string): Promise<void> {
    await this.root.getByLabel('Verification code').fill(code);
    await this.root.getByLabel('New password', { exact: true }).fill(newPassword);
    await this.root.getByLabel('Confirm new password').fill(newPassword);
    await this.captcha.solve();
    await this.root.getByRole('button', { name: 'Change password' }).click();
  }
}
