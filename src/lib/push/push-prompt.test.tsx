import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  getPushConfig,
  type PushClientConfig,
  subscribeFcm,
  subscribeWebPush,
  unsubscribeFcm,
  unsubscribeWebPush,
} from '../../../core/contracts/push/push.contract.ts';
import { handleContract } from '../../../mocks/contract-handler.ts';
import { demoSession, demoUser } from '../../../mocks/demo-data.ts';
import { server } from '../../../mocks/node-server.ts';
import { ToastRegion } from '../../ui/toast-region.tsx';
import { clearToasts, toastQueue } from '../notify/toast-service.ts';
import { useSessionStore } from '../session/session-store.ts';
import { storedName } from '../storage/local-store.ts';
import { offerPush, PushPrompt } from './push-prompt.tsx';
import { endPushSession } from './push-sign-out.ts';
import { readPushPromptState, writePushPromptState } from './push-state.ts';
import { type PushEnvironment, resetPushConfig } from './push-subscription.ts';

const vapidPublicKey =
  'BP4z9KsN6nGRTbVYI_c7VJSPQTBtkgcy27mlmlMoZIIgDll6e3vCYLocInmYWAmS6TlzAC8wEqKK6PBru3jl7A8';
const endpoint = 'https://fcm.googleapis.com/fcm/send/browser-1';

/** A browser with our service worker registered and a PushManager that subscribes at once. */
function fakeBrowser(
  permission: NotificationPermission = 'default',
  answer: NotificationPermission = 'granted',
) {
  let subscription: PushSubscription | null = null;
  const subscribe = vi.fn(async (options: PushSubscriptionOptionsInit) => {
    const key = options.applicationServerKey as Uint8Array;
    subscription = {
      endpoint,
      options: { applicationServerKey: key.buffer, userVisibleOnly: true },
      toJSON: () => ({
        endpoint,
        expirationTime: null,
        keys: { p256dh: 'p'.repeat(87), auth: 'a'.repeat(22) },
      }),
      unsubscribe: vi.fn(async () => {
        subscription = null;
        return true;
      }),
    } as unknown as PushSubscription;
    return subscription;
  });
  const registration = {
    pushManager: { subscribe, getSubscription: async () => subscription },
  } as unknown as ServiceWorkerRegistration;
  const state = { permission };
  const env: PushEnvironment = {
    registration: async () => registration,
    permission: () => state.permission,
    requestPermission: vi.fn(async () => {
      state.permission = answer;
      return answer;
    }),
    firebaseToken: vi.fn(async () => 'fcm-token-1'),
    deleteFirebaseToken: vi.fn(async () => {}),
  };
  return { env, subscribe, state, current: () => subscription };
}

function serve(config: PushClientConfig) {
  const posted: { path: string; body: unknown }[] = [];
  server.use(
    handleContract(getPushConfig, () => config),
    handleContract(subscribeWebPush, ({ body }) => {
      posted.push({ path: 'POST web-push', body });
      return { ok: true };
    }),
    handleContract(unsubscribeWebPush, ({ body }) => {
      posted.push({ path: 'DELETE web-push', body });
      return { ok: true };
    }),
    handleContract(subscribeFcm, ({ body }) => {
      posted.push({ path: 'POST fcm-pushes', body });
      return { ok: true };
    }),
    handleContract(unsubscribeFcm, ({ body }) => {
      posted.push({ path: 'DELETE fcm-pushes', body });
      return { ok: true };
    }),
  );
  return posted;
}

function signInAs(email: string, impersonatedByEmail: string | null = null) {
  const user = demoUser(email)!;
  useSessionStore.getState().setSession({ ...demoSession(user), impersonatedByEmail });
  return user;
}

const toastTitles = () => toastQueue.visibleToasts.map((toast) => toast.content.title);

beforeEach(() => resetPushConfig());
afterEach(() => {
  act(() => clearToasts());
  useSessionStore.getState().clearSession();
});

describe('push subscription toast (platform.md §2, §4)', () => {
  it('asks a little after sign-in; Subscribe subscribes with our VAPID key, posts the subscription and stores 1', async () => {
    const posted = serve({ vapidPublicKey, fcm: null });
    const browser = fakeBrowser();
    signInAs('applicant@matchline.test');
    render(
      <>
        <ToastRegion />
        <PushPrompt delayMs={10} env={browser.env} />
      </>,
    );
    expect(screen.queryByText('Subscribe to notifications')).toBeNull();
    expect(await screen.findByText('Subscribe to notifications')).toBeTruthy();
    expect(screen.getByText('Turn on the notifications to receive the latest updates.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Subscribe' }));
    await waitFor(() => expect(readPushPromptState()).toBe('enabled'));
    expect(localStorage.getItem(storedName('webPushPrompt'))).toBe('1');
    expect(browser.subscribe).toHaveBeenCalledTimes(1);
    const options = browser.subscribe.mock.calls[0]![0];
    expect(options.userVisibleOnly).toBe(true);
    const key = String.fromCharCode(...(options.applicationServerKey as Uint8Array));
    expect(btoa(key).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '')).toBe(vapidPublicKey);
    expect(posted).toEqual([
      { path: 'POST web-push', body: { endpoint, keys: { p256dh: 'p'.repeat(87), auth: 'a'.repeat(22) } } },
    ]);
    expect(screen.queryByText('Subscribe to notifications')).toBeNull();
  });

  it('Cancel stores a refusal (0) and is never asked again', async () => {
    const posted = serve({ vapidPublicKey, fcm: null });
    const browser = fakeBrowser();
    const user = signInAs('program@matchline.test');
    render(
      <>
        <ToastRegion />
        <PushPrompt delayMs={0} env={browser.env} />
      </>,
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Cancel' }));
    expect(localStorage.getItem(storedName('webPushPrompt'))).toBe('0');
    expect(posted).toEqual([]);
    sessionStorage.clear();
    expect(await offerPush(user.id, browser.env)).toBe('refused');
    expect(toastTitles()).toEqual([]);
  });

  it('a permission blocked in the browser is stored as a refusal', async () => {
    const posted = serve({ vapidPublicKey, fcm: null });
    const browser = fakeBrowser('default', 'denied');
    signInAs('school@matchline.test');
    render(
      <>
        <ToastRegion />
        <PushPrompt delayMs={0} env={browser.env} />
      </>,
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Subscribe' }));
    await waitFor(() => expect(localStorage.getItem(storedName('webPushPrompt'))).toBe('0'));
    expect(browser.subscribe).not.toHaveBeenCalled();
    expect(posted).toEqual([]);
  });

  it('is offered once per session, never to society users or impersonated sessions, nor without a service worker', async () => {
    serve({ vapidPublicKey, fcm: null });
    const browser = fakeBrowser();
    const admin = signInAs('admin@matchline.test');
    expect(await offerPush(admin.id, browser.env)).toBe('asked');
    expect(await offerPush(admin.id, browser.env)).toBe('alreadyAsked');
    expect(toastTitles()).toEqual(['Subscribe to notifications']);
    act(() => clearToasts());
    sessionStorage.clear();

    const noWorker: PushEnvironment = { ...browser.env, registration: async () => null };
    expect(await offerPush(admin.id, noWorker)).toBe('unsupported');
    // Notifications blocked in the browser: not asked, stored as a refusal.
    const blocked = fakeBrowser('denied');
    expect(await offerPush(admin.id, blocked.env)).toBe('refused');
    expect(readPushPromptState()).toBe('refused');
    expect(toastTitles()).toEqual([]);
    writePushPromptState('unprompted');

    for (const [email, impersonator] of [
      ['society@matchline.test', null],
      ['applicant@matchline.test', 'admin@matchline.test'],
    ] as const) {
      signInAs(email, impersonator);
      const { unmount } = render(<PushPrompt delayMs={0} env={browser.env} />);
      await new Promise((resolve) => setTimeout(resolve, 30));
      expect(toastTitles()).toEqual([]);
      unmount();
    }
  });

  it('a device that said yes subscribes again silently at sign-in; blocked since, it becomes a refusal', async () => {
    const posted = serve({ vapidPublicKey, fcm: null });
    const browser = fakeBrowser('granted');
    writePushPromptState('enabled');
    const user = signInAs('applicant@matchline.test');
    expect(await offerPush(user.id, browser.env)).toBe('resubscribed');
    expect(posted.map((p) => p.path)).toEqual(['POST web-push']);
    expect(toastTitles()).toEqual([]);
    browser.state.permission = 'denied';
    expect(await offerPush(user.id, browser.env)).toBe('refused');
    expect(readPushPromptState()).toBe('refused');
  });

  it('with FCM configured posts the Firebase token; token-unsubscribe-failed retries the token once', async () => {
    const webConfig = { apiKey: 'k', projectId: 'p', messagingSenderId: '1', appId: 'a' };
    const posted = serve({ vapidPublicKey, fcm: { webConfig } });
    const browser = fakeBrowser('granted');
    const getToken = vi
      .fn<PushEnvironment['firebaseToken']>()
      .mockRejectedValueOnce(
        Object.assign(new Error('unsubscribe failed'), { code: 'messaging/token-unsubscribe-failed' }),
      )
      .mockResolvedValueOnce('fcm-token-2');
    const env = { ...browser.env, firebaseToken: getToken };
    const user = signInAs('applicant@matchline.test');
    writePushPromptState('enabled');
    expect(await offerPush(user.id, env)).toBe('resubscribed');
    expect(getToken).toHaveBeenCalledTimes(2);
    expect(getToken.mock.calls[0]?.slice(0, 2)).toEqual([webConfig, vapidPublicKey]);
    expect(posted).toEqual([{ path: 'POST fcm-pushes', body: { token: 'fcm-token-2' } }]);

    // A permission-blocked error from Firebase is a refusal.
    const blocked = vi
      .fn<PushEnvironment['firebaseToken']>()
      .mockRejectedValue(Object.assign(new Error('blocked'), { code: 'messaging/permission-blocked' }));
    expect(await offerPush(user.id, { ...browser.env, firebaseToken: blocked })).toBe('resubscribed');
    expect(readPushPromptState()).toBe('refused');
  });

  it('sign-out unsubscribes this browser from the server and the push service; the 1 stays', async () => {
    const posted = serve({ vapidPublicKey, fcm: null });
    const browser = fakeBrowser('granted');
    const user = signInAs('applicant@matchline.test');
    writePushPromptState('enabled');
    await offerPush(user.id, browser.env);
    expect(browser.current()).not.toBeNull();
    await endPushSession(browser.env);
    expect(posted.map((p) => p.path)).toEqual(['POST web-push', 'DELETE web-push']);
    expect(posted[1]?.body).toEqual({ endpoint });
    expect(browser.current()).toBeNull();
    expect(readPushPromptState()).toBe('enabled');
  });
});
