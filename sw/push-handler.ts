import { pushNotice } from './push-payload.ts';

/** The part of the worker's registration a push needs (tests pass a fake). */
export type NotificationShower = Pick<ServiceWorkerRegistration, 'showNotification'>;

/**
 * One push, one notification, whichever way it came: our own Web Push payload or an FCM one (FCM web
 * pushes arrive as standard encrypted pushes; Firebase's own service worker code is not loaded, so
 * nothing else shows it a second time). `userVisibleOnly` requires every push to show something.
 */
export function showPush(registration: NotificationShower, body: string | null): Promise<void> {
  const notice = pushNotice(body);
  return registration.showNotification(notice.title, {
    ...notice.options,
    icon: '/icons/icon-192.png',
    badge: '/favicon-32.png',
  });
}
