/**
 * Firebase Cloud Messaging on the window side, loaded only when the server sends through FCM:
 * `getToken` with our VAPID key and our own service worker registration (no second worker, no
 * firebase-messaging-sw.js), `deleteToken` at sign-out.
 */
import { type FirebaseApp, getApps, initializeApp } from 'firebase/app';
import { deleteToken, getMessaging, getToken, isSupported } from 'firebase/messaging';

const APP_NAME = 'matchline-push';

function firebaseApp(webConfig: Record<string, string>): FirebaseApp {
  return getApps().find((app) => app.name === APP_NAME) ?? initializeApp(webConfig, APP_NAME);
}

export async function firebaseToken(
  webConfig: Record<string, string>,
  vapidKey: string,
  serviceWorkerRegistration: ServiceWorkerRegistration,
): Promise<string> {
  if (!(await isSupported()))
    throw Object.assign(new Error('FCM is not supported here'), { code: 'messaging/unsupported-browser' });
  return getToken(getMessaging(firebaseApp(webConfig)), { vapidKey, serviceWorkerRegistration });
}

export async function deleteFirebaseToken(webConfig: Record<string, string>): Promise<void> {
  await deleteToken(getMessaging(firebaseApp(webConfig)));
}
