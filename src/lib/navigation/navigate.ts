import { navigate as browserNavigate } from 'wouter/use-browser-location';
import { whenLeaveAllowed } from './leave-guard.ts';

/** History state we pass between pages. */
export type NavigationState = { justSignedIn?: boolean } | null;

export type NavigateOptions = {
  replace?: boolean;
  state?: NavigationState;
  /** Goes without asking even when a page holds unsaved changes (a redirect, the end of a session). */
  force?: boolean;
};

/**
 * Every in-app navigation: react-aria links (the RouterProvider of src/app/app.tsx) and services. When a
 * page holds unsaved changes (useLeaveGuard) it asks "Leave this page?" first, unless `force`.
 */
export function navigateTo(path: string, options: NavigateOptions = {}): void {
  whenLeaveAllowed(
    () => browserNavigate(path, { replace: options.replace ?? false, state: options.state ?? null }),
    { force: options.force ?? false },
  );
}

export function currentPath(): string {
  const { pathname, search } = globalThis.location;
  return `${pathname}${search}`;
}

/** The state of the current history entry (e.g. whether the user has just signed in). */
export function currentNavigationState(): NavigationState {
  const state: unknown = globalThis.history?.state;
  return state && typeof state === 'object' ? (state as NavigationState) : null;
}
