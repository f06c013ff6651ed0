import { forgetPushOffer } from './push-prompt.tsx';
import { readPushPromptState } from './push-state.ts';
import { browserPushEnvironment, type PushEnvironment, unsubscribeThisBrowser } from './push-subscription.ts';

/** The longest sign-out waits for the push service's answer: leaving must stay quick offline too. */
export const PUSH_SIGN_OUT_WAIT_MS = 3000;

/**
 * Sign-out (before the session ends, so the server can still be asked): this browser stops receiving
 * the user's pushes, and the next sign-in in this tab is a new session for the prompt.
 */
export async function endPushSession(env: PushEnvironment = browserPushEnvironment): Promise<void> {
  forgetPushOffer();
  if (readPushPromptState() !== 'enabled') return;
  await Promise.race([
    unsubscribeThisBrowser(env).catch(() => {}),
    new Promise<void>((resolve) => setTimeout(resolve, PUSH_SIGN_OUT_WAIT_MS)),
  ]);
}
