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
  theme: Theme;
  setTheme: (theme: Theme) => void;
  toggleTheme: () => void;
};

export const useThemeStore = create<ThemeState>((set, get) => ({
  theme: initialTheme(readStored('theme'), browserPrefersDark()),
  setTheme: (theme) => {
    writeStored('theme', theme);
    apply(theme);
    set({ theme });
  },
  toggleTheme: () => get().setTheme(get().theme === 'dark' ? 'light' : 'dark'),
}));

/** Puts the current theme on <html> (called once at start; later changes apply themselves). */
export function applyCurrentTheme(): void {
  apply(useThemeStore.getState().theme);
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
