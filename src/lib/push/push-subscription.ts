/**
 * This browser's push subscription (issue 14): Web Push with our VAPID key, or an FCM token when the
 * server sends through Firebase; posted to the server, and removed at sign-out. Loaded lazily after
 * sign-in, never with the public home.
 */
import {
  getPushConfig,
  type PushClientConfig,
  subscribeFcm,
  subscribeWebPush,
  unsubscribeFcm,
  unsubscribeWebPush,
} from '../../../core/contracts/push/push.contract.ts';
import { call } from '../http/http-client.ts';
import { writePushPromptState } from './push-state.ts';

/** What the browser offers (tests pass a fake). */
export type PushEnvironment = {
  /** Our service worker's registration, null when none is registered (development builds). */
  registration(): Promise<ServiceWorkerRegistration | null>;
  permission(): NotificationPermission;
  requestPermission(): Promise<NotificationPermission>;
  /** Firebase's getToken with our VAPID key and registration (loads the Firebase SDK). */
  firebaseToken(
    config: Record<string, string>,
    vapidKey: string,
    registration: ServiceWorkerRegistration,
  ): Promise<string>;
  deleteFirebaseToken(config: Record<string, string>): Promise<void>;
};

export const browserPushEnvironment: PushEnvironment = {
  async registration() {
    const container = globalThis.navigator?.serviceWorker;
    if (!container || !('PushManager' in globalThis) || typeof globalThis.Notification === 'undefined')
      return null;
    return (await container.getRegistration()) ?? null;
  },
  permission: () => globalThis.Notification?.permission ?? 'denied',
  requestPermission: () => globalThis.Notification?.requestPermission() ?? Promise.resolve('denied'),
  firebaseToken: async (config, vapidKey, registration) =>
    (await import('./firebase-token.ts')).firebaseToken(config, vapidKey, registration),
  deleteFirebaseToken: async (config) => (await import('./firebase-token.ts')).deleteFirebaseToken(config),
};

/** Whether this browser can receive pushes at all (a service worker, the Push API, notifications). */
export async function pushSupported(env: PushEnvironment = browserPushEnvironment): Promise<boolean> {
  return (await env.registration()) !== null;
}

let configRequest: Promise<PushClientConfig> | null = null;
function pushConfig(): Promise<PushClientConfig> {
  configRequest ??= call(getPushConfig, {}).catch((error: unknown) => {
    configRequest = null;
    throw error;
  });
  return configRequest;
}

/** Tests: forget the cached server config. */
export function resetPushConfig(): void {
  configRequest = null;
}

/** The token (FCM) or endpoint (Web Push) this browser last posted, for the sign-out. */
let posted: { kind: 'fcm' | 'webpush'; value: string } | null = null;

function base64urlToBytes(value: string): Uint8Array<ArrayBuffer> {
  const base64 = value
    .replace(/-/g, '+')
    .replace(/_/g, '/')
    .padEnd(Math.ceil(value.length / 4) * 4, '=');
  const binary = atob(base64);
  const bytes = new Uint8Array(new ArrayBuffer(binary.length));
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

function bytesToBase64url(buffer: ArrayBuffer | null): string {
  if (!buffer) return '';
  let binary = '';
  for (const byte of new Uint8Array(buffer)) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

function sameKey(subscription: PushSubscription, vapidKey: string): boolean {
  const key = subscription.options?.applicationServerKey;
  return !key || bytesToBase64url(key) === vapidKey;
}

async function webPushSubscription(
  registration: ServiceWorkerRegistration,
  vapidKey: string,
): Promise<PushSubscription> {
  const existing = await registration.pushManager.getSubscription();
  if (existing && sameKey(existing, vapidKey)) return existing;
  // One registration has one subscription: another key's must go first.
  if (existing) await existing.unsubscribe();
  return registration.pushManager.subscribe({
    userVisibleOnly: true,
    applicationServerKey: base64urlToBytes(vapidKey),
  });
}

const errorCode = (error: unknown) =>
  typeof error === 'object' && error !== null && 'code' in error
    ? String((error as { code: unknown }).code)
    : '';

async function fcmToken(
  env: PushEnvironment,
  config: PushClientConfig,
  registration: ServiceWorkerRegistration,
) {
  const webConfig = config.fcm!.webConfig;
  try {
    return await env.firebaseToken(webConfig, config.vapidPublicKey, registration);
  } catch (error) {
    // platform.md §4: a token-unsubscribe-failed error retries the token request once.
    if (errorCode(error) === 'messaging/token-unsubscribe-failed') {
      return env.firebaseToken(webConfig, config.vapidPublicKey, registration);
    }
    throw error;
  }
}

export type SubscribeOutcome = 'enabled' | 'refused' | 'dismissed' | 'unsupported';

/**
 * Asks for permission if needed, subscribes and posts the subscription. A refusal of the permission
 * (or Firebase's permission-blocked error) is stored as '0'; a dismissed question stores nothing.
 */
export async function subscribeThisBrowser(
  env: PushEnvironment = browserPushEnvironment,
): Promise<SubscribeOutcome> {
  const registration = await env.registration();
  if (!registration) return 'unsupported';
  const permission = env.permission() === 'granted' ? 'granted' : await env.requestPermission();
  if (permission === 'denied') {
    writePushPromptState('refused');
    return 'refused';
  }
  if (permission !== 'granted') return 'dismissed';
  const config = await pushConfig();
  try {
    if (config.fcm) {
      const token = await fcmToken(env, config, registration);
      await call(subscribeFcm, { body: { token } });
      posted = { kind: 'fcm', value: token };
    } else {
      const subscription = (await webPushSubscription(registration, config.vapidPublicKey)).toJSON();
      await call(subscribeWebPush, {
        body: {
          endpoint: subscription.endpoint ?? '',
          keys: { p256dh: subscription.keys?.p256dh ?? '', auth: subscription.keys?.auth ?? '' },
        },
      });
      posted = { kind: 'webpush', value: subscription.endpoint ?? '' };
    }
  } catch (error) {
    if (errorCode(error) === 'messaging/permission-blocked') {
      writePushPromptState('refused');
      return 'refused';
    }
    throw error;
  }
  writePushPromptState('enabled');
  return 'enabled';
}

/**
 * Sign-out: the server forgets this browser's subscription (while the session still lets us ask) and
 * the browser drops it, so the next user of the device receives nothing of ours. The '1' stays: the
 * next sign-in subscribes again without asking.
 */
export async function unsubscribeThisBrowser(env: PushEnvironment = browserPushEnvironment): Promise<void> {
  const registration = await env.registration();
  const subscription = await registration?.pushManager.getSubscription();
  const config = await pushConfig().catch(() => null);
  if (config?.fcm) {
    // After a reload the token is Firebase's cached one (getToken answers it without asking again).
    const token =
      (posted?.kind === 'fcm' ? posted.value : null) ??
      (registration && env.permission() === 'granted'
        ? await env.firebaseToken(config.fcm.webConfig, config.vapidPublicKey, registration).catch(() => null)
        : null);
    if (token) await call(unsubscribeFcm, { body: { token } }).catch(() => {});
    await env.deleteFirebaseToken(config.fcm.webConfig).catch(() => {});
  } else {
    const endpoint = subscription?.endpoint ?? (posted?.kind === 'webpush' ? posted.value : null);
    if (endpoint) await call(unsubscribeWebPush, { body: { endpoint } }).catch(() => {});
  }
  await subscription?.unsubscribe().catch(() => false);
  posted = null;
  configRequest = null;
}
