/**
 * The notification popup of platform.md §2 (shared surfaces): when the hub says a notification
 * arrived, the latest one is read over HTTP (the event is a notice, not the data) and shown as a
 * toast from the top with a link to it. It stays until closed, like every content toast (§8).
 */
import {
  getNotification,
  listNotifications,
  type NotificationItem,
} from '../../../core/contracts/messaging/notifications.contract.ts';
import { call } from '../../lib/http/http-client.ts';
import { t } from '../../lib/i18n/i18n.ts';
import { navigateTo } from '../../lib/navigation/navigate.ts';
import { closeToast, showToast } from '../../lib/notify/toast-service.ts';
import { useMessageCentreStore } from './message-centre-store.ts';

const BODY_PREVIEW = 200;

/** The popup shown now: a newer notification replaces it rather than stacking up. */
let shownKey: string | null = null;

function preview(text: string): string {
  return text.length > BODY_PREVIEW ? `${text.slice(0, BODY_PREVIEW - 1)}…` : text;
}

/** The notification's own page: the notifications address of the message centre state, then its id. */
export function notificationHref(notificationsUrl: string | null | undefined, id: string): string | null {
  if (!notificationsUrl?.startsWith('/') || notificationsUrl.startsWith('//')) return null;
  return `${notificationsUrl.replace(/\/+$/, '')}/${encodeURIComponent(id)}`;
}

/**
 * Shows the notification the event names (NewNotification carries its id), read over HTTP; without
 * an id, the latest one.
 */
export async function showLatestNotification(notice?: unknown): Promise<void> {
  const id = (notice as { id?: unknown } | undefined)?.id;
  let latest: NotificationItem | undefined;
  try {
    latest =
      typeof id === 'string'
        ? await call(getNotification, { params: { id } })
        : (await call(listNotifications, { query: { page: 1, pageSize: 1 } })).items[0];
  } catch (error) {
    // The notifications page still lists it: a popup that could not be filled is only a warning.
    console.warn('The latest notification could not be loaded.', error);
    return;
  }
  if (!latest) return;
  const href = notificationHref(useMessageCentreStore.getState().state?.notificationsUrl, latest.id);
  if (shownKey) closeToast(shownKey);
  const key = showToast(
    {
      type: 'content',
      title: latest.title,
      text: preview(latest.body),
      actions: href ? [{ label: t('NotificationOpen'), onAction: () => navigateTo(href) }] : [],
    },
    () => {
      if (shownKey === key) shownKey = null;
    },
  );
  shownKey = key;
}
