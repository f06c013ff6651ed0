import { expect, type Locator, type Page } from '@playwright/test';

/** /applicant/:matchCycleCode/applications: the applications, signals, sending, and applying to more. */
export class ApplicationsPage {
  readonly main: Locator;
  readonly list: Locator;
  readonly apply: Locator;
  readonly signalsUsed: Locator;

  constructor(
    readonly page: Page,
    readonly matchCycleCode: string,
  ) {
    this.main = page.getByRole('main');
    this.list = this.main.getByRole('list', { name: 'Your applications' });
    this.apply = this.main.getByRole('region', { name: 'Apply to programs' });
    this.signalsUsed = this.main.getByRole('status').filter({ hasText: 'Signals used' });
  }

  get path(): string {
    return `/applicant/${this.matchCycleCode}/applications`;
  }

  async open(): Promise<void> {
    await this.page.goto(this.path);
    await expect(this.page.getByRole('heading', { level: 1 })).toHaveText('Applications');
    await expect(this.signalsUsed).toBeVisible();
  }

  /** Ticks each program (its checkbox is labelled 'name, city, ST') in the search results and applies. */
  async applyTo(programNames: readonly string[]): Promise<void> {
    const results = this.apply.getByRole('list', { name: 'Programs found' });
    for (const name of programNames) {
      await results.getByText(name, { exact: false }).click();
      await expect(results.getByRole('checkbox', { name: new RegExp(`^${name}`) })).toBeChecked();
    }
    await this.apply.getByRole('button', { name: `Apply to ${programNames.length} selected` }).click();
  }

  /** The card of the application to `programName`. */
  application(programName: string): Locator {
    return this.list
      .getByRole('listitem')
      .filter({ has: this.page.getByRole('heading', { level: 3, name: programName, exact: true }) });
  }

  async signal(programName: string): Promise<void> {
    const card = this.application(programName);
    await card.getByText('Signal this program', { exact: true }).click();
    await expect(card.getByRole('checkbox', { name: 'Signal this program' })).toBeChecked();
  }

  async send(programName: string): Promise<void> {
    await this.application(programName).getByRole('button', { name: 'Send', exact: true }).click();
    await expect(this.application(programName)).toContainText('Published');
  }
}
