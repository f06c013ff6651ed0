/** What our service worker shows for one push message. */
export type PushNotice = {
  title: string;
  options: { body?: string; tag?: string; data: { url: string } };
};

type Json = Record<string, unknown>;

function record(value: unknown): Json | undefined {
  return value && typeof value === 'object' && !Array.isArray(value) ? (value as Json) : undefined;
}

function text(...values: unknown[]): string | undefined {
  for (const value of values) if (typeof value === 'string' && value.trim() !== '') return value;
  return undefined;
}

/** The query fields `/redirect-by-notification-type` routes a tap by (core/domain/notification-redirect.ts). */
const redirectFields = ['id', 'threadId', 'matchCycleCode', 'programCode', 'medicalSchoolCode'] as const;

/**
 * A payload without a URL but with its notification kind (`type`) still opens the right page: the
 * redirect page routes it by kind and ids.
 */
function redirectUrl(payload: Json, data: Json | undefined): string | undefined {
  const type = text(payload.type, data?.type);
  if (!type) return undefined;
  const query = new URLSearchParams({ type });
  for (const field of redirectFields) {
    const value = text(payload[field], data?.[field]);
    if (value) query.set(field, value);
  }
  return `/redirect-by-notification-type?${query.toString()}`;
}

/**
 * Reads a push message body into a notification. Our own Web Push payloads are
 * `{kind:'webpush', title, body, url, tag}`; FCM web pushes carry the same fields under
 * `notification`, `data` and `fcmOptions.link`. A body that is not JSON becomes the text of a
 * notification titled with the product name: every push must show something (userVisibleOnly).
 * The URL is kept as sent; notificationTarget() decides where a click may go.
 */
export function pushNotice(body: string | null | undefined, productName = 'Matchline'): PushNotice {
  let payload: Json | undefined;
  try {
    payload = body ? record(JSON.parse(body)) : undefined;
  } catch {
    payload = undefined;
  }
  if (!payload) {
    const plain = body?.trim();
    return { title: productName, options: { ...(plain ? { body: plain } : {}), data: { url: '/' } } };
  }
  const notification = record(payload.notification);
  const data = record(payload.data);
  const fcmOptions = record(payload.fcmOptions);
  const title = text(payload.title, notification?.title, data?.title) ?? productName;
  const message = text(payload.body, notification?.body, data?.body);
  const tag = text(payload.tag, notification?.tag, data?.tag);
  const url =
    text(payload.url, data?.url, fcmOptions?.link, notification?.click_action) ??
    redirectUrl(payload, data) ??
    '/';
  return {
    title,
    options: { ...(message ? { body: message } : {}), ...(tag ? { tag } : {}), data: { url } },
  };
}
