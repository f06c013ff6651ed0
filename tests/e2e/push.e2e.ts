import { randomBytes } from 'node:crypto';
import path from 'node:path';
import {
  browserSubscription,
  decryptPush,
  FakePushService,
} from '../../server/test-support/fake-push-service.ts';
import { demoAccounts } from './support/accounts.ts';
import { UserApi } from './support/api.ts';
import { expect, test } from './support/fixtures.ts';
import { deliverPush } from './support/service-worker.ts';

/**
 * Issue 14: an admin's broadcast reaches a signed-in applicant by web push, the whole way. The server
 * encrypts and posts it with VAPID to a push service (ours, on 127.0.0.1, which checks the signature);
 * the pushed bytes, decrypted with the browser side's keys, are delivered to our service worker as the
 * browser would (headless Chromium cannot subscribe to a real push service); the notification shows,
 * and its link lands on the broadcasts of the applicant's cycle.
 */

test('an admin’s broadcast is pushed to the applicant’s browser: the notification shows and its link opens the broadcast', async ({
  page,
  signIn,
  request,
}) => {
  test.setTimeout(120_000);
  const dataDir = process.env.E2E_DATA_DIR;
  if (!dataDir) throw new Error('E2E_DATA_DIR is not set: run the tests through playwright.config.ts.');
  const pushService = new FakePushService();
  await pushService.start({ certificateDir: path.join(dataDir, 'push-service') });
  try {
    // The applicant's browser subscribes (what pushManager.subscribe answers, posted as the app does).
    const applicant = await UserApi.signIn(
      request,
      demoAccounts.applicant.email,
      demoAccounts.applicant.password,
    );
    const endpoint = `${pushService.origin}/push/${randomBytes(8).toString('hex')}`;
    const browser = browserSubscription(endpoint);
    expect((await applicant.post('/api/pushes/web-push', browser.json)).ok()).toBe(true);
    await signIn(demoAccounts.applicant);
    await page.goto('/applicant/OPH-2026/home');

    const text = `Rank list certification is open until Friday, 21:00 PT (${Date.now().toString(36)}).`;
    const admin = await UserApi.signIn(request, demoAccounts.admin.email, demoAccounts.admin.password);
    expect((await admin.post('/api/admin/broadcasts', { body: text, recipientType: 'All' })).ok()).toBe(true);

    // The push service got it, signed with our VAPID key, for its origin.
    await expect.poll(() => pushService.received.filter((r) => endpoint.endsWith(r.path)).length).toBe(1);
    const pushed = pushService.received.find((r) => endpoint.endsWith(r.path))!;
    expect(pushed.signatureValid).toBe(true);
    expect(pushed.claims.aud).toBe(pushService.origin);
    const plaintext = decryptPush(pushed.body, browser.keys, browser.json.keys.auth);
    const payload = JSON.parse(plaintext) as { type: string; body: string; url: string };
    expect(payload).toMatchObject({ type: 'Broadcast', body: text });

    // The worker shows it, with its link.
    const shown = await deliverPush(page, plaintext);
    expect(shown).toHaveLength(1);
    expect(shown[0]).toMatchObject({ body: text, data: { url: payload.url } });

    // A tap opens the link (sw/notification-click.ts routes the app there): the broadcasts.
    await page.goto(payload.url);
    await expect(page).toHaveURL(/\/applicant\/OPH-2026\/messages\/broadcasts$/);
    await expect(page.getByText(text)).toBeVisible();
  } finally {
    await pushService.stop();
  }
});
