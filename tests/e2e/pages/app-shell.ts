import { expect, type Locator, type Page } from '@playwright/test';

/** What every page has: the header (brand, Sign in or the user menu), the page heading and the footer. */
export class AppShell {
  readonly header: Locator;
  readonly brand: Locator;
  readonly signInButton: Locator;
  readonly heading: Locator;
  readonly footer: Locator;
  readonly notifications: Locator;

  constructor(readonly page: Page) {
    this.header = page.getByRole('banner');
    // Exact: the header's navigation also links 'About Matchline'.
    this.brand = this.header.getByRole('link', { name: 'Matchline', exact: true });
    this.signInButton = this.header.getByRole('button', { name: 'Sign in' });
    this.heading = page.getByRole('heading', { level: 1 });
    this.footer = page.getByRole('contentinfo');
    this.notifications = page.getByRole('region', { name: 'Notifications' });
  }

  /** The user-menu button, named after the signed-in user. */
  userMenu(name: string): Locator {
    return this.header.getByRole('button', { name });
  }

  async openSignIn(): Promise<void> {
    await this.signInButton.click();
  }

  async signOut(name: string): Promise<void> {
    await this.userMenu(name).click();
    await this.page.getByRole('menuitem', { name: 'Sign out' }).click();
    await expect(this.signInButton).toBeVisible();
  }

  /**
   * Follows a main-menu destination as a user of this screen size does: the bottom bar's link on a
   * phone, else the phone's menu drawer; the side bar on larger screens.
   */
  async goTo(name: string): Promise<void> {
    const quick = this.page.getByRole('navigation', { name: 'Quick navigation' });
    if (await quick.isVisible()) {
      const link = quick.getByRole('link', { name, exact: true });
      if ((await link.count()) > 0) return link.click();
      await quick.getByRole('button', { name: 'Menu' }).click();
      const drawer = this.page.getByRole('dialog', { name: 'Menu' });
      return drawer.getByRole('link', { name, exact: true }).click();
    }
    await this.page
      .getByRole('navigation', { name: 'Main navigation' })
      .getByRole('link', { name, exact: true })
      .click();
  }

  async openContactUs(): Promise<void> {
    await this.footer.getByRole('button', { name: 'Contact Us' }).click();
  }

  /** A toast (or any notification) carrying `text`. */
  notification(text: string): Locator {
    return this.notifications.getByText(text, { exact: true });
  }
}
