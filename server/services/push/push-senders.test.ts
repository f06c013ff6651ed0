import type { BatchResponse, MulticastMessage } from 'firebase-admin/messaging';
import { describe, expect, it } from 'vitest';
import { createFcmSender, fcmMulticastMessage } from './fcm-sender.ts';
import type { PushMessage } from './push-dispatch.ts';
import { pushPayload, topicOf, urgencyOf } from './push-sender.ts';
import { generateVapidKeys } from './vapid.ts';
import { createWebPushSender, isAllowedEndpoint } from './web-push-sender.ts';

const message: PushMessage = {
  kind: 'General',
  title: 'News',
  body: 'Dates changed',
  url: '/redirect-by-notification-type?type=General',
};
const fcmTarget = (n: number) => ({
  id: `s-${n}`,
  provider: 'fcm' as const,
  endpoint: `token-${n}`,
  p256dh: null,
  auth: null,
});

describe('push senders', () => {
  it('allows https endpoints of the push services only', () => {
    const hosts = ['fcm.googleapis.com', '*.push.services.mozilla.com', '*.push.apple.com'];
    expect(isAllowedEndpoint('https://fcm.googleapis.com/fcm/send/x', hosts)).toBe(true);
    expect(isAllowedEndpoint('https://updates.push.services.mozilla.com/wpush/v2/x', hosts)).toBe(true);
    expect(isAllowedEndpoint('https://web.push.apple.com/x', hosts)).toBe(true);
    expect(isAllowedEndpoint('https://push.apple.com.evil.example/x', hosts)).toBe(false);
    expect(isAllowedEndpoint('https://evilpush.apple.com/x', hosts)).toBe(false);
    expect(isAllowedEndpoint('http://fcm.googleapis.com/fcm/send/x', hosts)).toBe(false);
    expect(isAllowedEndpoint('https://user:pw@fcm.googleapis.com/x', hosts)).toBe(false);
    expect(isAllowedEndpoint('https://169.254.169.254/latest', hosts)).toBe(false);
    expect(isAllowedEndpoint('not a url', hosts)).toBe(false);
  });

  it('shapes the payload, topic and urgency', () => {
    expect(pushPayload(message)).toEqual({
      kind: 'webpush',
      type: 'General',
      title: 'News',
      body: 'Dates changed',
      url: message.url,
    });
    const long = pushPayload({ ...message, title: 'T'.repeat(300), body: 'é'.repeat(5000) });
    expect(Array.from(long.title ?? '')).toHaveLength(200);
    expect(Array.from(long.body ?? '')).toHaveLength(1000);
    expect(long.body?.endsWith('…')).toBe(true);
    expect(topicOf('thread:42/a b')).toBe('thread_42_a_b');
    expect(topicOf('x'.repeat(40))).toHaveLength(32);
    expect(topicOf(undefined)).toBeUndefined();
    expect(urgencyOf({ ...message, kind: 'NewMessage' })).toBe('high');
    expect(urgencyOf(message)).toBe('normal');
    expect(fcmMulticastMessage(['t'], message)).toEqual({
      tokens: ['t'],
      data: pushPayload(message),
      webpush: { headers: { TTL: '86400', Urgency: 'normal' } },
    });
  });

  it('sends FCM in batches of 500 and maps each answer; a failed call fails its batch only', async () => {
    const calls: MulticastMessage[] = [];
    let call = 0;
    const sender = createFcmSender(async () => ({
      async sendEachForMulticast(multicast: MulticastMessage): Promise<BatchResponse> {
        calls.push(multicast);
        call++;
        if (call === 2) throw new Error('network down');
        const responses = multicast.tokens.map((token) =>
          token === 'token-3'
            ? { success: false, error: { code: 'messaging/invalid-argument', message: 'bad' } as never }
            : token === 'token-4'
              ? {
                  success: false,
                  error: { code: 'messaging/invalid-registration-token', message: 'gone' } as never,
                }
              : { success: true, messageId: 'm' },
        );
        return { responses, successCount: 0, failureCount: 0 };
      },
    }));
    const targets = Array.from({ length: 501 }, (_, i) => fcmTarget(i));
    const outcomes = await sender.send(targets, message);
    expect(calls.map((c) => c.tokens.length)).toEqual([500, 1]);
    expect(outcomes).toHaveLength(501);
    expect(outcomes[0]).toEqual({ targetId: 's-0', status: 'sent', error: null });
    expect(outcomes[3]).toMatchObject({ status: 'failed', error: 'messaging/invalid-argument bad' });
    expect(outcomes[4]).toMatchObject({ status: 'expired' });
    expect(outcomes[500]).toEqual({ targetId: 's-500', status: 'failed', error: 'network down' });
  });

  it('refuses Web Push subscriptions without keys or off the allowed hosts, without sending', async () => {
    const sender = createWebPushSender({
      vapid: { ...generateVapidKeys(), subject: 'mailto:a@b.c' },
      endpointHosts: ['fcm.googleapis.com'],
      now: () => 0,
    });
    const outcomes = await sender.send(
      [
        { id: 'a', provider: 'webpush', endpoint: 'https://fcm.googleapis.com/x', p256dh: null, auth: null },
        { id: 'b', provider: 'webpush', endpoint: 'https://elsewhere.example/x', p256dh: 'x', auth: 'y' },
      ],
      message,
    );
    expect(outcomes).toEqual([
      { targetId: 'a', status: 'failed', error: 'subscription has no keys' },
      { targetId: 'b', status: 'failed', error: 'endpoint host not allowed' },
    ]);
  });
});
