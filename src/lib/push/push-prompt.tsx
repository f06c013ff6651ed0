/**
 * The push subscription toast (platform.md §2, §4): 'Subscribe to notifications' a little after
 * sign-in, once per session, to every role but society users, while this device has not answered.
 * Subscribe subscribes this browser; Cancel stores a refusal ('0'); closing the toast leaves the
 * question for the next session. A device that said yes ('1') subscribes again silently.
 */
import { useEffect } from 'react';
import { canUsePush } from '../../../core/domain/push.ts';
import { t } from '../i18n/i18n.ts';
import { showErrorToast, showToast } from '../notify/toast-service.ts';
import { roleOf, useSessionStore } from '../session/session-store.ts';
import { readPushPromptState, writePushPromptState } from './push-state.ts';
import {
  browserPushEnvironment,
  type PushEnvironment,
  pushSupported,
  subscribeThisBrowser,
} from './push-subscription.ts';

/** How long after the signed-in area shows the question waits (the page settles first). */
export const PUSH_PROMPT_DELAY_MS = 4000;

const OFFERED_KEY = 'matchline.pushOffered';

/** Once per session: a reload of the tab does not ask again, a new sign-in does. */
function offeredInThisSession(userId: string): boolean {
  try {
    return globalThis.sessionStorage?.getItem(OFFERED_KEY) === userId;
  } catch {
    return false;
  }
}

function markOffered(userId: string | null): void {
  try {
    if (userId) globalThis.sessionStorage?.setItem(OFFERED_KEY, userId);
    else globalThis.sessionStorage?.removeItem(OFFERED_KEY);
  } catch {
    // No session storage: the toast may come back after a reload.
  }
}

/** Sign-out: the next sign-in in this tab is a new session. */
export function forgetPushOffer(): void {
  markOffered(null);
}

async function subscribeFromToast(env: PushEnvironment): Promise<void> {
  try {
    await subscribeThisBrowser(env);
  } catch {
    showErrorToast('default', t('PushSubscribeFailed'));
  }
}

export type PushOffer = 'asked' | 'resubscribed' | 'refused' | 'unsupported' | 'alreadyAsked';

/** What the signed-in area does about push for this user on this device. */
export async function offerPush(
  userId: string,
  env: PushEnvironment = browserPushEnvironment,
): Promise<PushOffer> {
  const state = readPushPromptState();
  if (state === 'refused') return 'refused';
  if (!(await pushSupported(env))) return 'unsupported';
  if (state === 'enabled') {
    if (env.permission() === 'denied') {
      // Blocked in the browser's settings since: that is a refusal.
      writePushPromptState('refused');
      return 'refused';
    }
    if (env.permission() === 'granted') await subscribeThisBrowser(env);
    return 'resubscribed';
  }
  if (env.permission() === 'denied') {
    // Blocked in the browser: the question could only fail (platform.md §4: a blocked permission is a refusal).
    writePushPromptState('refused');
    return 'refused';
  }
  if (offeredInThisSession(userId)) return 'alreadyAsked';
  markOffered(userId);
  showToast({
    type: 'content',
    title: t('PushPromptTitle'),
    text: t('PushPromptText'),
    actions: [
      { label: t('PushSubscribe'), onAction: () => void subscribeFromToast(env) },
      { label: t('Cancel'), onAction: () => writePushPromptState('refused') },
    ],
  });
  return 'asked';
}

/** Mounted by the signed-in areas' layout; renders nothing. */
export function PushPrompt({
  delayMs = PUSH_PROMPT_DELAY_MS,
  env = browserPushEnvironment,
}: {
  delayMs?: number;
  env?: PushEnvironment;
}) {
  const userId = useSessionStore((s) => s.session?.user.id ?? null);
  const role = useSessionStore((s) => roleOf(s.session?.user));
  // An administrator impersonating a user must not subscribe their own browser as that user.
  const impersonated = useSessionStore((s) => Boolean(s.session?.impersonatedByEmail));

  useEffect(() => {
    if (!userId || !canUsePush(role) || impersonated) return;
    const timer = setTimeout(() => {
      // Fire and forget: push is a convenience, a failure here must not disturb the page.
      void offerPush(userId, env).catch(() => {});
    }, delayMs);
    return () => clearTimeout(timer);
  }, [userId, role, impersonated, delayMs, env]);

  return null;
}
