/**
 * Web push end to end on the server (issue 14): the routes with allowed and forbidden roles, and a
 * send through the real Web Push sender to a local fake push service (HTTPS on 127.0.0.1) that checks
 * the VAPID signature and decrypts the body, including 410 removing the subscription; FCM through a
 * fake firebase-admin messaging.
 */

import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { BatchResponse, MulticastMessage } from 'firebase-admin/messaging';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { servicesOf } from '../../app.ts';
import {
  listPushDeliveriesOfUser,
  listPushSubscriptionsOfUser,
} from '../../db/repositories/push-subscriptions.repository.ts';
import { createActionLimits } from '../../services/limits/action-limits.ts';
import { createPushService } from '../../services/push/push.service.ts';
import type { PushMessage } from '../../services/push/push-dispatch.ts';
import { browserSubscription, decryptPush, FakePushService } from '../../test-support/fake-push-service.ts';
import { bearer, describeEachDatabase, signInAs, testConfig } from '../../test-support/test-app.ts';

class FakeMessaging {
  readonly sent: MulticastMessage[] = [];
  answer: (token: string) => BatchResponse['responses'][number] = () => ({ success: true, messageId: 'm-1' });
  async sendEachForMulticast(message: MulticastMessage): Promise<BatchResponse> {
    this.sent.push(message);
    const responses = message.tokens.map((token) => this.answer(token));
    const successCount = responses.filter((r) => r.success).length;
    return { responses, successCount, failureCount: responses.length - successCount };
  }
}

const message: PushMessage = {
  kind: 'NewMessage',
  title: 'New message from Program Director',
  body: 'Interview day',
  url: '/redirect-by-notification-type?type=NewMessage&messageId=42',
  tag: 'thread:42',
};

describeEachDatabase('push routes', (ctx) => {
  const pushService = new FakePushService();
  const messaging = new FakeMessaging();
  let app: FastifyInstance;

  beforeAll(async () => {
    await pushService.start();
    app = await ctx.buildApp({
      env: { PUSH_ENDPOINT_HOSTS: '127.0.0.1', SUPPORT_EMAIL: 'push-admin@matchline.test' },
      push: { agent: pushService.agent!, fcmMessaging: messaging },
    });
  });
  afterAll(async () => {
    await pushService.stop();
  });

  const signIn = async (roles: Parameters<typeof ctx.createUser>[0]) => {
    const user = await ctx.createUser(roles);
    const { idToken } = await signInAs(app, user);
    return { user, headers: bearer(idToken) };
  };

  it('gives the VAPID public key to signed-in roles, refuses society users and anonymous callers', async () => {
    const applicant = await signIn({ roles: ['Applicant'] });
    const answer = await app.inject({ method: 'GET', url: '/api/pushes/config', headers: applicant.headers });
    expect(answer.statusCode).toBe(200);
    const config = answer.json() as { vapidPublicKey: string; fcm: unknown };
    expect(Buffer.from(config.vapidPublicKey, 'base64url')).toHaveLength(65);
    expect(config.fcm).toBeNull();
    const society = await signIn({ roles: ['SocietyUser'] });
    expect(
      (await app.inject({ method: 'GET', url: '/api/pushes/config', headers: society.headers })).statusCode,
    ).toBe(403);
    expect((await app.inject({ method: 'GET', url: '/api/pushes/config' })).statusCode).toBe(401);
  });

  it('gives the Firebase web config when FCM is configured', async () => {
    const web = {
      apiKey: 'public-key',
      projectId: 'matchline-test',
      messagingSenderId: '42',
      appId: '1:42:web:1',
    };
    const fcmApp = await ctx.buildApp({
      env: {
        FIREBASE_SERVICE_ACCOUNT: JSON.stringify({
          type: 'service_account',
          private_key: 'unused',
          client_email: 'x@y.z',
        }),
        FIREBASE_WEB_CONFIG: JSON.stringify(web),
      },
      push: { fcmMessaging: messaging },
    });
    const admin = await ctx.createUser({ roles: ['Admin'] });
    const { idToken } = await signInAs(fcmApp, admin);
    const answer = await fcmApp.inject({
      method: 'GET',
      url: '/api/pushes/config',
      headers: bearer(idToken),
    });
    expect(answer.json()).toMatchObject({ fcm: { webConfig: web } });
  });

  it('sends an encrypted, VAPID-signed push the browser can decrypt; 410 deletes the subscription', async () => {
    const { user, headers } = await signIn({ roles: ['Applicant'] });
    const browser = browserSubscription(`${pushService.origin}/push/${randomBytes(8).toString('hex')}`);
    const subscribed = await app.inject({
      method: 'POST',
      url: '/api/pushes/web-push',
      headers,
      payload: browser.json,
    });
    expect(subscribed.statusCode).toBe(200);
    // Subscribing again (a new page load) keeps one row.
    await app.inject({ method: 'POST', url: '/api/pushes/web-push', headers, payload: browser.json });
    expect(await listPushSubscriptionsOfUser(ctx.database.db, user.id)).toHaveLength(1);

    pushService.status = 201;
    await servicesOf(app).push.toUsers([user.id], message);
    const request = pushService.received.at(-1)!;
    expect(request.path).toBe(new URL(browser.json.endpoint).pathname);
    expect(request.signatureValid).toBe(true);
    expect(request.k).toBe(servicesOf(app).push.clientConfig().vapidPublicKey);
    expect(request.claims.aud).toBe(pushService.origin);
    expect(request.claims.sub).toBe('mailto:push-admin@matchline.test');
    const lifetime = request.claims.exp - ctx.clock.now().getTime() / 1000;
    expect(lifetime).toBeGreaterThan(0);
    expect(lifetime).toBeLessThanOrEqual(24 * 3600);
    expect(request.headers).toMatchObject({
      ttl: '86400',
      urgency: 'high',
      topic: 'thread_42',
      'content-encoding': 'aes128gcm',
      'content-type': 'application/octet-stream',
    });
    const plaintext = decryptPush(request.body, browser.keys, browser.json.keys.auth);
    expect(JSON.parse(plaintext)).toEqual({
      kind: 'webpush',
      type: 'NewMessage',
      title: message.title,
      body: message.body,
      url: message.url,
      tag: message.tag,
    });
    const [subscription] = await listPushSubscriptionsOfUser(ctx.database.db, user.id);
    expect(subscription?.lastSuccessAt).not.toBeNull();
    expect(subscription?.userAgent).toBe('lightMyRequest');

    pushService.status = 410;
    await servicesOf(app).push.toUsers([user.id], message);
    expect(await listPushSubscriptionsOfUser(ctx.database.db, user.id)).toEqual([]);
    const deliveries = await listPushDeliveriesOfUser(ctx.database.db, user.id);
    expect(deliveries.map((d) => [d.provider, d.status, d.title])).toEqual([
      ['webpush', 'sent', message.title],
      ['webpush', 'expired', message.title],
    ]);
    expect(deliveries[1]?.error).toMatch(/^410/);
  });

  it('sends to every browser of every recipient (a broadcast), users without subscriptions skipped', async () => {
    const people = await Promise.all(Array.from({ length: 6 }, () => signIn({ roles: ['Applicant'] })));
    const browsers = people.map(() =>
      browserSubscription(`${pushService.origin}/push/${randomBytes(8).toString('hex')}`),
    );
    const second = browserSubscription(`${pushService.origin}/push/${randomBytes(8).toString('hex')}`);
    for (const [index, person] of people.entries()) {
      await app.inject({
        method: 'POST',
        url: '/api/pushes/web-push',
        headers: person.headers,
        payload: browsers[index]!.json,
      });
    }
    await app.inject({
      method: 'POST',
      url: '/api/pushes/web-push',
      headers: people[0]!.headers,
      payload: second.json,
    });
    const bystander = await ctx.createUser({ roles: ['Applicant'] });
    pushService.status = 201;
    const before = pushService.received.length;
    await servicesOf(app).push.toUsers([...people.map((p) => p.user.id), bystander.id], {
      ...message,
      kind: 'Broadcast',
    });
    const paths = pushService.received
      .slice(before)
      .map((r) => r.path)
      .sort();
    expect(paths).toEqual([...browsers, second].map((b) => new URL(b.json.endpoint).pathname).sort());
    expect(
      (await listPushDeliveriesOfUser(ctx.database.db, people[0]!.user.id)).map((d) => d.status),
    ).toEqual(['sent', 'sent']);
    expect(await listPushDeliveriesOfUser(ctx.database.db, bystander.id)).toEqual([]);
  });

  it('records other refusals as failed and keeps the subscription', async () => {
    const { user, headers } = await signIn({ roles: ['MedSchoolUser'] });
    const browser = browserSubscription(`${pushService.origin}/push/${randomBytes(8).toString('hex')}`);
    await app.inject({ method: 'POST', url: '/api/pushes/web-push', headers, payload: browser.json });
    pushService.status = 403;
    await servicesOf(app).push.toUsers([user.id], { ...message, kind: 'General', tag: undefined });
    expect(pushService.received.at(-1)?.headers.urgency).toBe('normal');
    expect(pushService.received.at(-1)?.headers.topic).toBeUndefined();
    const deliveries = await listPushDeliveriesOfUser(ctx.database.db, user.id);
    expect(deliveries.map((d) => d.status)).toEqual(['failed']);
    expect(await listPushSubscriptionsOfUser(ctx.database.db, user.id)).toHaveLength(1);
  });

  it('unsubscribes this browser; refuses society users and endpoints off the push services', async () => {
    const { user, headers } = await signIn({ roles: ['ProgramUser'] });
    const browser = browserSubscription(`${pushService.origin}/push/${randomBytes(8).toString('hex')}`);
    expect(
      (await app.inject({ method: 'POST', url: '/api/pushes/web-push', headers, payload: browser.json }))
        .statusCode,
    ).toBe(200);
    const removed = await app.inject({
      method: 'DELETE',
      url: '/api/pushes/web-push',
      headers,
      payload: { endpoint: browser.json.endpoint },
    });
    expect(removed.statusCode).toBe(200);
    expect(await listPushSubscriptionsOfUser(ctx.database.db, user.id)).toEqual([]);

    const elsewhere = browserSubscription('https://attacker.example/collect');
    const refused = await app.inject({
      method: 'POST',
      url: '/api/pushes/web-push',
      headers,
      payload: elsewhere.json,
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ description: { endpoint: ['Invalid value.'] } });
    const plain = browserSubscription(`http://127.0.0.1:9/push/x`);
    expect(
      (await app.inject({ method: 'POST', url: '/api/pushes/web-push', headers, payload: plain.json }))
        .statusCode,
    ).toBe(400);

    const society = await signIn({ roles: ['SocietyUser'] });
    for (const method of ['POST', 'DELETE'] as const) {
      const answer = await app.inject({
        method,
        url: '/api/pushes/web-push',
        headers: society.headers,
        payload: browser.json,
      });
      expect(answer.statusCode).toBe(403);
    }
    expect(
      (await app.inject({ method: 'POST', url: '/api/pushes/web-push', payload: browser.json })).statusCode,
    ).toBe(401);
  });

  it('registers FCM tokens (the spec path) and sends through firebase-admin; an unregistered token is deleted', async () => {
    const { user, headers } = await signIn({ roles: ['Admin'] });
    const token = `fcm-token-${randomBytes(8).toString('hex')}`;
    const answer = await app.inject({
      method: 'POST',
      url: '/api/pushes/fcm-pushes',
      headers,
      payload: { token },
    });
    expect(answer.statusCode).toBe(200);
    await servicesOf(app).push.toUsers([user.id], message);
    expect(messaging.sent.at(-1)).toEqual({
      tokens: [token],
      data: {
        kind: 'webpush',
        type: 'NewMessage',
        title: message.title,
        body: message.body,
        url: message.url,
        tag: message.tag,
      },
      webpush: { headers: { TTL: '86400', Urgency: 'high', Topic: 'thread_42' } },
    });
    // No `notification` key: the service worker shows it, once.
    expect(messaging.sent.at(-1)).not.toHaveProperty('notification');

    messaging.answer = () => ({
      success: false,
      error: { code: 'messaging/registration-token-not-registered', message: 'gone' } as never,
    });
    await servicesOf(app).push.toUsers([user.id], message);
    messaging.answer = () => ({ success: true, messageId: 'm-2' });
    expect(await listPushSubscriptionsOfUser(ctx.database.db, user.id)).toEqual([]);
    const deliveries = await listPushDeliveriesOfUser(ctx.database.db, user.id);
    expect(deliveries.map((d) => [d.provider, d.status])).toEqual([
      ['fcm', 'sent'],
      ['fcm', 'expired'],
    ]);

    const society = await signIn({ roles: ['SocietyUser'] });
    expect(
      (
        await app.inject({
          method: 'POST',
          url: '/api/pushes/fcm-pushes',
          headers: society.headers,
          payload: { token },
        })
      ).statusCode,
    ).toBe(403);
    const removed = await app.inject({
      method: 'DELETE',
      url: '/api/pushes/fcm-pushes',
      headers,
      payload: { token },
    });
    expect(removed.statusCode).toBe(200);
  });

  it('refuses FCM tokens when the server has no Firebase', async () => {
    const plainApp = await ctx.buildApp();
    const user = await ctx.createUser({ roles: ['Applicant'] });
    const { idToken } = await signInAs(plainApp, user);
    const answer = await plainApp.inject({
      method: 'POST',
      url: '/api/pushes/fcm-pushes',
      headers: bearer(idToken),
      payload: { token: 'some-token' },
    });
    expect(answer.statusCode).toBe(409);
  });

  it('limits pushes per recipient and records the ones held back as blocked', async () => {
    const { user, headers } = await signIn({ roles: ['Applicant'] });
    const browser = browserSubscription(`${pushService.origin}/push/${randomBytes(8).toString('hex')}`);
    await app.inject({ method: 'POST', url: '/api/pushes/web-push', headers, payload: browser.json });
    const db = ctx.database.db;
    const limited = createPushService({
      db,
      clock: ctx.clock,
      log: app.log,
      limits: createActionLimits({ db, clock: ctx.clock }),
      config: testConfig({ PUSH_ENDPOINT_HOSTS: '127.0.0.1' }).push,
      agent: pushService.agent!,
      perRecipientLimit: { max: 2, windowMs: 3_600_000 },
    });
    pushService.status = 201;
    for (let i = 0; i < 3; i++) await limited.toUsers([user.id, user.id], message);
    const deliveries = await listPushDeliveriesOfUser(db, user.id);
    expect(deliveries.map((d) => d.status)).toEqual(['sent', 'sent', 'blocked']);
    expect(deliveries[2]?.error).toBe('Not sent: too many pushes to this user in the last hour.');
  });
});
