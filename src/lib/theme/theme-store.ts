import { create } from 'zustand';
import type { Role } from '../../../core/domain/roles.ts';
import { readStored, writeStored } from '../storage/local-store.ts';

export type Theme = 'light' | 'dark';

export function browserPrefersDark(): boolean {
  try {
    return globalThis.matchMedia?.('(prefers-color-scheme: dark)').matches ?? false;
  } catch {
    return false;
  }
}

/** platform.md §9: the stored choice, else the browser preference, else light. */
export function initialTheme(stored: string | null, prefersDark: boolean): Theme {
  if (stored === 'light' || stored === 'dark') return stored;
  return prefersDark ? 'dark' : 'light';
}

function apply(theme: Theme): void {
  const root = globalThis.document?.documentElement;
  if (!root) return;
  root.dataset.theme = theme;
  root.style.colorScheme = theme;
}

type ThemeState = {
  /** The user's choice (stored). */
  theme: Theme;
  /** Shown instead of the choice while set (light while impersonating, platform.md §4); never stored. */
  forced: Theme | null;
  setTheme: (theme: Theme) => void;
  toggleTheme: () => void;
  forceTheme: (theme: Theme | null) => void;
};

export const useThemeStore = create<ThemeState>((set, get) => ({
  theme: initialTheme(readStored('theme'), browserPrefersDark()),
  forced: null,
  setTheme: (theme) => {
    writeStored('theme', theme);
    apply(get().forced ?? theme);
    set({ theme });
  },
  toggleTheme: () => get().setTheme(get().theme === 'dark' ? 'light' : 'dark'),
  forceTheme: (forced) => {
    apply(forced ?? get().theme);
    set({ forced });
  },
}));

/** The theme on screen: the forced one, else the user's choice. */
export function effectiveTheme(state: Pick<ThemeState, 'theme' | 'forced'>): Theme {
  return state.forced ?? state.theme;
}

/** Puts the current theme on <html> (called once at start; later changes apply themselves). */
export function applyCurrentTheme(): void {
  apply(effectiveTheme(useThemeStore.getState()));
}

/** Admins start light (platform.md §6); other roles keep their choice. */
export function applyThemeForSignIn(role: Role): void {
  if (role === 'Admin') useThemeStore.getState().setTheme('light');
}

/** Sign-out sets the light theme (platform.md §4). */
export function applyThemeForSignOut(): void {
  useThemeStore.getState().setTheme('light');
}

/**
 * Records the browser's default theme once per browser (platform.md §4 "App start"):
 * sends it with `send`, then keeps a flag so it is never sent again.
 */
export async function recordBrowserThemeOnce(send: (theme: Theme) => Promise<unknown>): Promise<boolean> {
  if (readStored('browserThemeLogged') === '1') return false;
  const theme: Theme = browserPrefersDark() ? 'dark' : 'light';
  try {
    await send(theme);
    writeStored('browserThemeLogged', '1');
    return true;
  } catch {
    // Not recorded: try again at the next start.
    return false;
  }
}
