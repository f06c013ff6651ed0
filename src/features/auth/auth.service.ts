import {
  completeNewPassword as completeNewPasswordContract,
  confirmForgotPassword,
  forgotPassword,
  refreshSession,
  type Session,
  signIn as signInContract,
  signOut as signOutContract,
} from '../../../core/contracts/auth/auth.contract.ts';
import {
  confirmEmail,
  confirmEmailByLink,
  resendEmailConfirmation,
} from '../../../core/contracts/auth/email-confirmation.contract.ts';
import { roleHomePath } from '../../../core/domain/roles.ts';
import { postSignInDestination } from '../../../core/domain/routes.ts';
import { ConnectionError, UnauthorizedError } from '../../lib/errors/app-errors.ts';
import { call } from '../../lib/http/http-client.ts';
import { t } from '../../lib/i18n/i18n.ts';
import { mayLeave } from '../../lib/navigation/leave-guard.ts';
import { currentPath, navigateTo } from '../../lib/navigation/navigate.ts';
import { clearToasts, showErrorToast } from '../../lib/notify/toast-service.ts';
import { expiresAtMs, roleOf, tokenLifetimeMs, useSessionStore } from '../../lib/session/session-store.ts';
import { clearUserStorage } from '../../lib/storage/local-store.ts';
import { applyThemeForSignIn, applyThemeForSignOut } from '../../lib/theme/theme-store.ts';
import { clearReturnLocation, readReturnLocation, saveReturnLocation } from './return-location.ts';

/** Refresh this long before the id token expires. */
const REFRESH_MARGIN_MS = 60_000;
const MIN_REFRESH_DELAY_MS = 5_000;

let refreshTimer: ReturnType<typeof setTimeout> | null = null;

let refreshInFlight: Promise<Session> | null = null;

/**
 * Refresh tokens rotate and a spent one revokes the session, so refreshes must never overlap:
 * within a tab every caller (start-up, the timer, a 401 of any request) shares the one refresh under
 * way; across tabs the Web Lock makes each wait until the previous refresh has stored the next
 * cookie. (A refresh retried after a lost answer is forgiven for 30 s by the server, ADR 0002.)
 */
function fetchRefreshedSession(): Promise<Session> {
  refreshInFlight ??= (() => {
    const refresh = () => call(refreshSession, { skipSessionRefresh: true });
    const locks = globalThis.navigator?.locks;
    return locks ? locks.request('matchline-session-refresh', refresh) : refresh();
  })().finally(() => {
    refreshInFlight = null;
  });
  return refreshInFlight;
}

function cancelRefreshTimer(): void {
  if (refreshTimer) clearTimeout(refreshTimer);
  refreshTimer = null;
}

/**
 * When the current token runs out on the device's clock: its lifetime counted from receipt, so a
 * device clock far off the server's neither refreshes in a loop nor lets the token lapse.
 */
const localExpiry = new WeakMap<Session, number>();

function tokenStillValid(session: Session): boolean {
  return (localExpiry.get(session) ?? expiresAtMs(session)) > Date.now();
}

function scheduleRefresh(session: Session): void {
  cancelRefreshTimer();
  const lifetime = tokenLifetimeMs(session);
  localExpiry.set(session, Date.now() + lifetime);
  const delay = Math.max(MIN_REFRESH_DELAY_MS, lifetime - REFRESH_MARGIN_MS);
  refreshTimer = setTimeout(() => {
    void refreshCurrentSession();
  }, delay);
}

/** Puts a session in place (memory only) and keeps it fresh. */
export function establishSession(session: Session): void {
  useSessionStore.getState().setSession(session);
  scheduleRefresh(session);
}

/** Clears the session and the user's data; the device preferences stay. */
function dropSession(): void {
  cancelRefreshTimer();
  useSessionStore.getState().clearSession();
  clearUserStorage();
}

/**
 * App start: the refresh cookie restores the session. A 401 means "not signed in"
 * ('Cannot retrieve a new session. Please authenticate.' is swallowed); other failures
 * leave the user signed out and are reported by the caller.
 */
export async function restoreSession(): Promise<boolean> {
  try {
    const session = await fetchRefreshedSession();
    establishSession(session);
    return true;
  } catch (error) {
    cancelRefreshTimer();
    if (isNotSignedIn(error)) {
      useSessionStore.getState().clearSession();
      return false;
    }
    if (error instanceof ConnectionError) {
      // Try again as soon as the browser is back online.
      useSessionStore.getState().markUnreachable();
      globalThis.addEventListener?.('online', () => void restoreSession().catch(() => {}), { once: true });
    } else {
      useSessionStore.getState().clearSession();
    }
    throw error;
  }
}

function isNotSignedIn(error: unknown): boolean {
  return (
    typeof error === 'object' &&
    error !== null &&
    'kind' in error &&
    ((error as { kind: string }).kind === 'unauthorized' || (error as { kind: string }).kind === 'server')
  );
}

/** Only the refresh endpoint's own 401 means "signed out"; no answer or a server fault does not. */
function isRefreshRefused(error: unknown): boolean {
  return error instanceof UnauthorizedError && error.status === 401;
}

/** No answer (offline, server down, timeout): the session may well be alive; ask again later. */
function retryRestoreWhenBackOnline(): void {
  cancelRefreshTimer();
  const retry = () => {
    cancelRefreshTimer();
    globalThis.removeEventListener?.('online', retry);
    if (useSessionStore.getState().status === 'unreachable') void restoreSession().catch(() => {});
  };
  globalThis.addEventListener?.('online', retry, { once: true });
  refreshTimer = setTimeout(retry, 30_000);
}

type RefreshOutcome = 'refreshed' | 'signedOut' | 'unreachable';

async function renewSession(): Promise<RefreshOutcome> {
  try {
    const session = await fetchRefreshedSession();
    establishSession(session);
    return 'refreshed';
  } catch (error) {
    if (isRefreshRefused(error)) {
      // Another caller may already have ended it (they shared this refresh).
      if (useSessionStore.getState().status !== 'signedOut') expireSession();
      return 'signedOut';
    }
    // Offline, or the server did not answer as it should (issue 13: coming back online must never
    // sign the user out): keep the session while its token lasts, else stay 'unreachable' (the
    // user's data stays on screen) and restore it once the server answers again.
    const state = useSessionStore.getState();
    if (state.session && tokenStillValid(state.session)) {
      cancelRefreshTimer();
      refreshTimer = setTimeout(() => void refreshCurrentSession(), 30_000);
    } else if (state.status !== 'signedOut') {
      state.markUnreachable();
      retryRestoreWhenBackOnline();
    }
    return 'unreachable';
  }
}

/**
 * Refreshes the signed-in session (timer, or a 401 from an API call). Only the refresh endpoint's
 * 401 ends the session: user data is cleared and the browser goes to the standalone login page,
 * keeping the page the user was on as the return location (platform.md §4). Without an answer the
 * user stays signed in (status 'unreachable' once the token has run out). Resolves true when a new
 * token is in place.
 */
export async function refreshCurrentSession(): Promise<boolean> {
  return (await renewSession()) === 'refreshed';
}

/**
 * The http client's refresh after a 401: true with a new token, false when signed out; a
 * ConnectionError when the server could not be asked, so the caller treats the request as made
 * without network (a save is kept on the device) rather than as refused.
 */
export async function refreshSessionForRequest(): Promise<boolean> {
  const outcome = await renewSession();
  if (outcome === 'unreachable') throw new ConnectionError();
  return outcome === 'refreshed';
}

/** An expired or unavailable session: clear user data, go to the standalone login page. */
export function expireSession(): void {
  const here = currentPath();
  dropSession();
  saveReturnLocation(here);
  // Without a session nothing can be saved: go without asking (a form's draft stays in the tab).
  navigateTo('/standalone/login', { replace: true, force: true });
}

export type SignInResult =
  | { kind: 'signedIn' }
  | { kind: 'newPasswordRequired'; email: string; challengeToken: string };

/** Navigation after sign-in (platform.md §4): the return location if allowed, else the role home. */
export function navigateAfterSignIn(session: Session): void {
  const role = roleOf(session.user);
  if (!role) return;
  const { path, denied } = postSignInDestination(readReturnLocation(), role);
  clearReturnLocation();
  if (denied) showErrorToast('default', t('AccessDeniedSignedIn'));
  navigateTo(path || roleHomePath[role], { state: { justSignedIn: true } });
}

function completeSignIn(session: Session): void {
  // Notices of the signed-out state ('Access denied. Please login.') are stale now, and an open
  // error toast of a kind would hide the post-sign-in access notice of the same kind.
  clearToasts();
  establishSession(session);
  const role = roleOf(session.user);
  if (role) applyThemeForSignIn(role);
  navigateAfterSignIn(session);
}

/** `captcha` only once the server answered 'CaptchaRequired' for the account. */
export async function signIn(email: string, password: string, captcha?: string): Promise<SignInResult> {
  const answer = await call(signInContract, {
    body: { email, password, ...(captcha ? { captcha } : {}) },
    skipSessionRefresh: true,
  });
  if (answer.status === 'NewPasswordRequired') {
    return { kind: 'newPasswordRequired', email: answer.email, challengeToken: answer.challengeToken };
  }
  completeSignIn(answer);
  return { kind: 'signedIn' };
}

export async function completeNewPassword(
  challengeToken: string,
  password: string,
  passwordConfirmation: string,
): Promise<void> {
  const session = await call(completeNewPasswordContract, {
    body: { challengeToken, password, passwordConfirmation },
    skipSessionRefresh: true,
  });
  completeSignIn(session);
}

export type CodeRequestResult = { isForcedToChangePassword: boolean; destination: string };

export function requestPasswordCode(email: string, captcha: string): Promise<CodeRequestResult> {
  return call(forgotPassword, { body: { email, captcha }, skipSessionRefresh: true });
}

/** Confirming a new password signs the user in at once. */
export async function confirmNewPassword(values: {
  email: string;
  code: string;
  newPassword: string;
  confirmPassword: string;
  captcha: string;
}): Promise<void> {
  const session = await call(confirmForgotPassword, { body: values, skipSessionRefresh: true });
  completeSignIn(session);
}

/** A new applicant's mailed code proves the address and signs in at once (issue 11). */
export async function confirmEmailWithCode(email: string, code: string): Promise<void> {
  completeSignIn(await call(confirmEmail, { body: { email, code }, skipSessionRefresh: true }));
}

/** The mailed confirmation link (`/confirm-email/:token`): proves the address and signs in. */
export async function confirmEmailWithLink(token: string): Promise<void> {
  completeSignIn(await call(confirmEmailByLink, { body: { token }, skipSessionRefresh: true }));
}

export function requestEmailConfirmationCode(
  email: string,
  captcha: string,
): Promise<{ destination: string }> {
  return call(resendEmailConfirmation, { body: { email, captcha }, skipSessionRefresh: true });
}

/** Sign-out (after the leave guard's question, if a page holds unsaved changes): ends the server session, clears user data and the return location, sets light. */
export async function signOut(): Promise<void> {
  // A page with unsaved changes asks first ("Leave this page?"); Stay keeps the session and the page.
  if (!(await mayLeave())) return;
  // This browser stops receiving the user's pushes (loaded now: push code stays out of the first load).
  await import('../../lib/push/push-sign-out.ts').then((push) => push.endPushSession()).catch(() => {});
  try {
    await call(signOutContract, { skipSessionRefresh: true });
  } catch {
    // The local session ends regardless; the server session expires on its own.
  }
  dropSession();
  clearReturnLocation();
  clearToasts();
  applyThemeForSignOut();
  // Signed out already: the pages of the session are gone, there is nothing to stay for.
  navigateTo('/', { force: true });
}
