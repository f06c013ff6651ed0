import { expect, type Locator, type Page } from '@playwright/test';
import { chooseOption } from './fields.ts';

/** A file as the browser's file chooser takes it. */
export type FilePayload = { name: string; mimeType: string; buffer: Buffer };

/** A 1×1 PNG: a real image the server's content check accepts and the preview draws. */
export function onePixelPng(name: string): FilePayload {
  return {
    name,
    mimeType: 'image/png',
    buffer: Buffer.from(
      'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
      'base64',
    ),
  };
}

/** Picks `file` through the react-aria file trigger named `buttonName` (a real button opens the chooser). */
async function chooseFile(scope: Locator, buttonName: string, file: FilePayload): Promise<void> {
  const chooser = scope.page().waitForEvent('filechooser');
  await scope.getByRole('button', { name: buttonName }).click();
  await (await chooser).setFiles(file);
}

/** /applicant/profile/file-cabinet: upload with title and type, the list, the preview modal. */
export class FileCabinetPage {
  static readonly path = '/applicant/profile/file-cabinet';
  readonly main: Locator;
  readonly uploadForm: Locator;

  constructor(readonly page: Page) {
    this.main = page.getByRole('main');
    this.uploadForm = this.main.getByRole('form', { name: 'Upload a document' });
  }

  async open(): Promise<void> {
    await this.page.goto(FileCabinetPage.path);
    await expect(this.page.getByRole('heading', { level: 1 })).toHaveText('File cabinet');
    await expect(this.uploadForm).toBeVisible();
  }

  async upload(file: FilePayload, values: { title: string; type: string }): Promise<void> {
    await chooseFile(this.uploadForm, 'Choose a file', file);
    await expect(this.uploadForm.getByText(`Chosen: ${file.name}`, { exact: false })).toBeVisible();
    await this.uploadForm.getByRole('textbox', { name: 'Title' }).fill(values.title);
    await chooseOption(this.uploadForm, 'Document type', values.type);
    await this.uploadForm.getByRole('button', { name: 'Upload', exact: true }).click();
  }

  document(title: string): Locator {
    return this.main.getByRole('listitem').filter({ hasText: title });
  }

  /** Opens the preview modal of `title`: a dialog named after the file. */
  async view(title: string): Promise<Locator> {
    await this.main.getByRole('button', { name: `View ${title}` }).click();
    const dialog = this.page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    return dialog;
  }
}

export type LetterRequest = { writerName: string; writerEmail: string; message: string; waive: boolean };

/** /applicant/profile/letters-of-reference and its request form. */
export class LettersPage {
  static readonly path = '/applicant/profile/letters-of-reference';
  readonly main: Locator;
  readonly list: Locator;

  constructor(readonly page: Page) {
    this.main = page.getByRole('main');
    this.list = this.main.getByRole('list', { name: 'Letters of reference' });
  }

  async open(): Promise<void> {
    await this.page.goto(LettersPage.path);
    await expect(this.page.getByRole('heading', { level: 1 })).toHaveText('Letters of reference');
    await expect(this.main.getByRole('link', { name: 'Request a letter' })).toBeVisible();
  }

  async request(letter: LetterRequest): Promise<void> {
    await this.main.getByRole('link', { name: 'Request a letter' }).click();
    await expect(this.page).toHaveURL(`${LettersPage.path}/create`);
    await this.main.getByRole('textbox', { name: 'Writer name' }).fill(letter.writerName);
    await this.main.getByRole('textbox', { name: 'Writer email' }).fill(letter.writerEmail);
    await this.main.getByRole('textbox', { name: 'Message to the writer (optional)' }).fill(letter.message);
    // The waiver is on by default: tap it only to change it.
    const waiver = this.main.getByRole('checkbox', { name: 'I waive my right to view this letter' });
    if ((await waiver.isChecked()) !== letter.waive) {
      await this.main.getByText('I waive my right to view this letter', { exact: true }).click();
    }
    await expect(waiver).toBeChecked({ checked: letter.waive });
    await this.main.getByRole('button', { name: 'Send request' }).click();
    await expect(this.page).toHaveURL(LettersPage.path);
  }

  /** The card of the letter asked of `writerEmail` (names may repeat, a request's email is the test's own). */
  letter(writerEmail: string): Locator {
    return this.list.getByRole('listitem').filter({ hasText: writerEmail });
  }
}

/** The writer's page /letters-of-reference/upload/:token, opened from the mailed link without an account. */
export class LetterUploadPage {
  readonly main: Locator;

  constructor(readonly page: Page) {
    this.main = page.getByRole('main');
  }

  async expectOpened(applicantName: string): Promise<void> {
    await expect(this.page.getByRole('heading', { level: 1 })).toHaveText('Letter of reference upload');
    await expect(this.main.getByText(applicantName, { exact: true })).toBeVisible();
  }

  async upload(file: FilePayload): Promise<void> {
    await chooseFile(this.main, 'Choose a file', file);
    await this.main.getByRole('button', { name: 'Upload', exact: true }).click();
    await expect(
      this.main.getByRole('status').filter({ hasText: 'Thank you. Your letter was uploaded' }),
    ).toBeVisible({
      timeout: 20_000,
    });
  }
}
