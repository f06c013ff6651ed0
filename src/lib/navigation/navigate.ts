import { navigate as browserNavigate } from 'wouter/use-browser-location';

/** History state we pass between pages. */
export type NavigationState = { justSignedIn?: boolean } | null;

/** Navigation outside React components (services, error handling). */
export function navigateTo(path: string, options: { replace?: boolean; state?: NavigationState } = {}): void {
  browserNavigate(path, { replace: options.replace ?? false, state: options.state ?? null });
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
