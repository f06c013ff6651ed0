import { describe, expect, it, vi } from 'vitest';
import { type NotificationShower, showPush } from './push-handler.ts';
import workerSource from './sw.ts?raw';

function fakeRegistration() {
  const showNotification = vi.fn<NotificationShower['showNotification']>(async () => {});
  return { registration: { showNotification }, showNotification };
}

describe('showPush (issue 14: one push, one notification)', () => {
  it('shows our own Web Push payload once, opening the redirect page', async () => {
    const { registration, showNotification } = fakeRegistration();
    await showPush(
      registration,
      JSON.stringify({
        kind: 'webpush',
        type: 'NewMessage',
        title: 'New message from Program Director',
        body: 'Interview day',
        url: '/redirect-by-notification-type?type=NewMessage&threadId=t-1',
        tag: 'thread:t-1',
      }),
    );
    expect(showNotification).toHaveBeenCalledTimes(1);
    expect(showNotification).toHaveBeenCalledWith('New message from Program Director', {
      body: 'Interview day',
      tag: 'thread:t-1',
      data: { url: '/redirect-by-notification-type?type=NewMessage&threadId=t-1' },
      icon: '/icons/icon-192.png',
      badge: '/favicon-32.png',
    });
  });

  it('shows an FCM push (our fields under data, as firebase-admin sends them) once', async () => {
    const { registration, showNotification } = fakeRegistration();
    await showPush(
      registration,
      JSON.stringify({
        from: '1234567890',
        priority: 'high',
        fcmMessageId: 'f5a1',
        data: {
          kind: 'webpush',
          type: 'MatchResult',
          title: 'Match results are out',
          body: 'See your result.',
          url: '/redirect-by-notification-type?type=MatchResult',
        },
      }),
    );
    expect(showNotification).toHaveBeenCalledTimes(1);
    expect(showNotification.mock.calls[0]?.[0]).toBe('Match results are out');
    expect(showNotification.mock.calls[0]?.[1]?.data).toEqual({
      url: '/redirect-by-notification-type?type=MatchResult',
    });
  });

  it('builds the redirect URL from the kind and ids when a payload has no URL', async () => {
    const { registration, showNotification } = fakeRegistration();
    await showPush(
      registration,
      JSON.stringify({
        data: { type: 'General', title: 'News', id: 'n-1', matchCycleCode: 'OPH-2026', secret: 'x' },
      }),
    );
    expect(showNotification.mock.calls[0]?.[1]?.data).toEqual({
      url: '/redirect-by-notification-type?type=General&id=n-1&matchCycleCode=OPH-2026',
    });
  });

  it('the worker has one push listener and no Firebase messaging code (which would show FCM pushes again)', () => {
    const source = workerSource;
    expect(source.match(/addEventListener\('push'/g)).toHaveLength(1);
    expect(source).not.toMatch(/firebase/);
    expect(source).toMatch(/showPush\(self\.registration/);
  });
});
