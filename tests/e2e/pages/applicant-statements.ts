import { expect, type Locator, type Page } from '@playwright/test';

/** The applicant header's sync status button ('Sync status: Saved on this device'). */
export function syncStatus(page: Page): Locator {
  return page.getByRole('banner').getByRole('button', { name: /^Sync status: / });
}

/** /applicant/profile/personal-statements and the editor (/create, /update/:id). */
export class PersonalStatementsPage {
  static readonly path = '/applicant/profile/personal-statements';
  readonly main: Locator;
  readonly title: Locator;
  readonly body: Locator;

  constructor(readonly page: Page) {
    this.main = page.getByRole('main');
    this.title = this.main.getByRole('textbox', { name: 'Title', exact: true });
    // The rich-text area: a contentEditable element with the textbox role.
    this.body = this.main.getByRole('textbox', { name: 'Personal statement', exact: true });
  }

  async open(): Promise<void> {
    await this.page.goto(PersonalStatementsPage.path);
    await expect(this.page.getByRole('heading', { level: 1 })).toHaveText('Personal statements');
  }

  /** Writes a new statement (online: the editor goes back to the list once it is saved). */
  async create(values: { title: string; text: string }): Promise<void> {
    await this.main.getByRole('link', { name: 'New personal statement' }).click();
    await expect(this.page.getByRole('heading', { level: 1 })).toHaveText('New personal statement');
    await this.title.fill(values.title);
    await this.body.fill(values.text);
    await this.save();
  }

  async save(): Promise<void> {
    await this.main.getByRole('button', { name: 'Save', exact: true }).click();
  }

  statement(title: string): Locator {
    return this.main
      .getByRole('list', { name: 'Personal statements' })
      .getByRole('listitem')
      .filter({ has: this.page.getByRole('heading', { name: title, exact: true }) });
  }

  async edit(title: string): Promise<void> {
    await this.statement(title)
      .getByRole('link', { name: `Edit ${title}` })
      .click();
    await expect(this.page.getByRole('heading', { level: 1 })).toHaveText('Edit personal statement');
    await expect(this.title).toHaveValue(title);
  }
}
