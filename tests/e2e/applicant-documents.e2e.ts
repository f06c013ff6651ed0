import { getLetterContent, listLetters } from '../../core/contracts/letters/letters.contract.ts';
import { tinyPdf } from '../../server/services/uploads/tiny-pdf.ts';
import { FileCabinetPage, LettersPage, LetterUploadPage, onePixelPng } from './pages/applicant-documents.ts';
import { seededApplicant } from './support/accounts.ts';
import { UserApi } from './support/api.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import { expect, test } from './support/fixtures.ts';
import { phoneViewport } from './support/phone.ts';

test.use(phoneViewport);

/** Seeded applicants no other e2e test signs in as (forgot-password changes #0 and #1). */
const uploader = seededApplicant(5);
const requester = seededApplicant(6);

test.describe('documents and letters on a phone', () => {
  test('a document is uploaded and shown in the preview', async ({ page, signIn }) => {
    await signIn(uploader);
    const cabinet = new FileCabinetPage(page);
    await cabinet.open();
    await expectNoAxeViolations(page, FileCabinetPage.path);

    const title = `BLS certificate ${Date.now()}`;
    await cabinet.upload(onePixelPng('bls-certificate.png'), { title, type: 'Certificate' });
    await expect(cabinet.document(title)).toBeVisible({ timeout: 20_000 });
    await expect(cabinet.document(title)).toContainText('Certificate');
    await expect(cabinet.document(title)).toContainText(/Uploaded .* PT/);
    await expectNoAxeViolations(page, `${FileCabinetPage.path} with a document`);

    const preview = await cabinet.view(title);
    const image = preview.getByRole('img', { name: 'bls-certificate.png' });
    await expect(image).toBeVisible();
    // The picture really arrived from the server and was drawn (a broken image has no natural size).
    await expect
      .poll(() => image.evaluate((img) => (img as unknown as { naturalWidth: number }).naturalWidth))
      .toBe(1);
    await expectNoAxeViolations(page, 'the file preview');
  });

  test('a letter is requested, the writer uploads it through the mailed link without an account, the applicant sees it Uploaded but not its waived content', async ({
    page,
    browser,
    request,
    signIn,
    mailbox,
  }) => {
    await signIn(requester);
    const letters = new LettersPage(page);
    await letters.open();
    await expectNoAxeViolations(page, LettersPage.path);

    const writer = {
      writerName: 'Dr. Imani Brooks',
      writerEmail: `imani.brooks.${Date.now()}@example.org`,
      message: 'Thank you for supervising my ophthalmology elective.',
      waive: true,
    };
    await page.getByRole('link', { name: 'Request a letter' }).click();
    await expectNoAxeViolations(page, `${LettersPage.path}/create`);
    await letters.open();
    await letters.request(writer);
    const card = letters.letter(writer.writerEmail);
    await expect(card.getByRole('heading', { name: writer.writerName })).toBeVisible();
    await expect(card).toContainText('Pending');
    await expect(card).toContainText('You waived the right to view this letter.');

    // The writer's mail carries the upload link (hidden in the outbox, in full in the log); it opens in
    // a browser without any session.
    const [sent] = await mailbox.list(writer.writerEmail);
    expect(sent?.text).toContain('/letters-of-reference/upload/[hidden]');
    const mail = await mailbox.latestMail(writer.writerEmail);
    const link = mail.body.match(/https?:\/\/\S+\/letters-of-reference\/upload\/[\w-]+/)?.[0];
    expect(link, 'the writer was mailed an upload link').toBeDefined();
    const writerContext = await browser.newContext();
    try {
      const writerPage = await writerContext.newPage();
      await writerPage.goto(link as string);
      const upload = new LetterUploadPage(writerPage);
      await upload.expectOpened(requester.name);
      await expect(upload.main).toContainText('The applicant waived the right to view this letter.');
      await expectNoAxeViolations(writerPage, 'the writer upload page');
      await upload.upload({
        name: 'letter-of-reference.pdf',
        mimeType: 'application/pdf',
        buffer: tinyPdf('Letter of reference for the applicant.'),
      });
    } finally {
      await writerContext.close();
    }

    await page.reload();
    await expect(card).toContainText('Uploaded');
    await expect(card).toContainText(/uploaded .* PT/);
    // Waived: nothing to open, neither a preview button nor a content address in the list's answer.
    await expect(card.getByRole('button', { name: 'Preview' })).toHaveCount(0);
    await expectNoAxeViolations(page, `${LettersPage.path} with an uploaded letter`);

    // The server agrees: Uploaded, no content address, and the content itself is refused to the applicant.
    const api = await UserApi.signIn(request, requester.email, requester.password);
    const { items } = await api.read(listLetters.path, listLetters.response);
    const saved = items.find((item) => item.writerEmail === writer.writerEmail);
    expect(saved).toMatchObject({ status: 'Uploaded', isWaived: true, contentUrl: null });
    const content = await api.get(getLetterContent.path.replace(':id', String(saved?.id)));
    expect(content.status()).toBe(403);
  });
});
