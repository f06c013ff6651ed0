import { supportEmail } from './support/accounts.ts';
import { expect, test } from './support/fixtures.ts';

test.describe('Contact Us', () => {
  test('says what is missing, then sends the message to support', async ({
    page,
    shell,
    contactModal,
    mailbox,
  }) => {
    await page.goto('/');
    await shell.openContactUs();
    await expect(contactModal.dialog).toBeVisible();

    await contactModal.send();
    for (const text of [
      'Name is required.',
      'Email is required.',
      'Subject is required.',
      'Text is required.',
      'Recaptcha is required',
    ]) {
      await expect(contactModal.dialog.getByText(text, { exact: true })).toBeVisible();
    }

    // Unique per run, so the outbox check finds this message and no other.
    const text = `My invoice shows the registration fee twice (${Date.now()}).`;
    await contactModal.fill({
      name: 'Priya Raman',
      email: 'priya.raman@example.com',
      matchlineId: 'ML-100002',
      subject: 'Billing',
      text,
    });
    await contactModal.captcha.solve();
    await contactModal.send();
    await expect(
      contactModal.dialog.getByText(
        'Thank you for your email. We will respond to your message within 2 business days.',
      ),
    ).toBeVisible();

    const sent = (await mailbox.list(supportEmail)).find((item) => item.text.includes(text));
    expect(sent, 'the message reached the support mailbox').toBeDefined();
    expect(sent?.subject).toBe('Contact Us: Billing');
    expect(sent?.text).toContain('From: Priya Raman <priya.raman@example.com>');
    expect(sent?.text).toContain('Matchline ID: ML-100002');

    await contactModal.dialog.getByRole('button', { name: 'Ok' }).click();
    await expect(contactModal.dialog).toBeHidden();
  });
});
