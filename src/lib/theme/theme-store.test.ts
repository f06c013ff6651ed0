import { afterEach, describe, expect, it, vi } from 'vitest';
import { readStored, writeStored } from '../storage/local-store.ts';
import {
  applyThemeForSignIn,
  applyThemeForSignOut,
  initialTheme,
  recordBrowserThemeOnce,
  useThemeStore,
} from './theme-store.ts';

function prefersDark(dark: boolean) {
  vi.spyOn(window, 'matchMedia').mockImplementation(
    (query: string) => ({ matches: dark && query.includes('dark'), media: query }) as MediaQueryList,
  );
}

afterEach(() => {
  vi.restoreAllMocks();
  useThemeStore.getState().setTheme('light');
});

describe('theme rules (platform.md §9, §4, §6)', () => {
  it('starts from the stored choice, else the browser preference, else light', () => {
    expect(initialTheme('dark', false)).toBe('dark');
    expect(initialTheme('light', true)).toBe('light');
    expect(initialTheme(null, true)).toBe('dark');
    expect(initialTheme(null, false)).toBe('light');
    expect(initialTheme('purple', false)).toBe('light');
  });

  it('the toggle switches, is kept, and marks <html>', () => {
    useThemeStore.getState().setTheme('light');
    useThemeStore.getState().toggleTheme();
    expect(useThemeStore.getState().theme).toBe('dark');
    expect(readStored('theme')).toBe('dark');
    expect(document.documentElement.dataset.theme).toBe('dark');
  });

  it('admins start light; other roles keep their choice', () => {
    useThemeStore.getState().setTheme('dark');
    applyThemeForSignIn('Applicant');
    expect(useThemeStore.getState().theme).toBe('dark');
    applyThemeForSignIn('Admin');
    expect(useThemeStore.getState().theme).toBe('light');
  });

  it('sign-out sets the light theme', () => {
    useThemeStore.getState().setTheme('dark');
    applyThemeForSignOut();
    expect(useThemeStore.getState().theme).toBe('light');
  });

  it('records the browser default theme once', async () => {
    prefersDark(true);
    const sent: string[] = [];
    const send = async (theme: string) => {
      sent.push(theme);
    };
    expect(await recordBrowserThemeOnce(send)).toBe(true);
    expect(await recordBrowserThemeOnce(send)).toBe(false);
    expect(sent).toEqual(['dark']);
    expect(readStored('browserThemeLogged')).toBe('1');
  });

  it('tries again at the next start when recording failed', async () => {
    writeStored('browserThemeLogged', null);
    expect(await recordBrowserThemeOnce(() => Promise.reject(new Error('offline')))).toBe(false);
    expect(readStored('browserThemeLogged')).toBeNull();
  });

  it('forces light while impersonating without touching the stored choice', () => {
    useThemeStore.getState().setTheme('dark');
    useThemeStore.getState().forceTheme('light');
    expect(document.documentElement.dataset.theme).toBe('light');
    useThemeStore.getState().setTheme('dark');
    expect(document.documentElement.dataset.theme).toBe('light');
    expect(readStored('theme')).toBe('dark');
    useThemeStore.getState().forceTheme(null);
    expect(document.documentElement.dataset.theme).toBe('dark');
  });
});
