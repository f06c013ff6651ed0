import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { messages } from '../../../core/domain/messages.ts';
import { readStored } from '../storage/local-store.ts';
import { loadLocale, setMissingKeyReporter, t, textParts, translate, useLocaleStore, useT } from './i18n.ts';

afterEach(async () => {
  await useLocaleStore.getState().setLocale('en-gb');
  setMissingKeyReporter(() => {});
});

/** Every part's texts in a locale, read from the catalogue files. */
async function catalogue(locale: 'en-gb' | 'ru'): Promise<Record<string, string>> {
  const files = await Promise.all(
    ['common', ...textParts].map((part) => import(`./texts/${part}.${locale}.ts`)),
  );
  return Object.assign({}, ...files.map((file) => Object.values(file)[0]));
}

describe('message catalogue', () => {
  it('en-gb holds every spec message word for word', () => {
    for (const [key, text] of Object.entries(messages)) expect(translate('en-gb', key)).toBe(text);
  });

  it('ru translates only keys that exist in en-gb', async () => {
    const english = { ...messages, ...(await catalogue('en-gb')) };
    for (const key of Object.keys(await catalogue('ru'))) expect(key in english, key).toBe(true);
  });
});

describe('loading a locale', () => {
  it('Russian comes as its own chunk: English until it is loaded, switched only once it is', async () => {
    expect(translate('ru', 'SignIn')).toBe('Sign in');
    const switching = useLocaleStore.getState().setLocale('ru');
    expect(useLocaleStore.getState().locale).toBe('en-gb');
    await switching;
    expect(useLocaleStore.getState().locale).toBe('ru');
    expect(translate('ru', 'SignIn')).toBe('Войти');
  });
});

describe('lookup with fallback', () => {
  beforeAll(() => loadLocale('ru'));

  it('uses the locale, then en-gb per key', () => {
    expect(translate('ru', 'SignIn')).toBe('Войти');
    expect(translate('ru', 'Codebase')).not.toBe(translate('en-gb', 'Codebase'));
    // A locale that has not loaded yet (or a key it lacks) reads the en-gb text: see 'loading a locale'.
  });

  it('fills placeholders', () => {
    expect(translate('en-gb', 'SignedInAs', { name: 'Jane Doe' })).toBe('Signed in as Jane Doe');
  });

  it("a missing key is reported as 'Element with key {key} was not found in dictionary' and shown as the key", () => {
    const reporter = vi.fn();
    setMissingKeyReporter(reporter);
    expect(translate('ru', 'NoSuchKey')).toBe('NoSuchKey');
    expect(reporter).toHaveBeenCalledWith(
      'NoSuchKey',
      'Element with key NoSuchKey was not found in dictionary',
    );
  });

  it('the locale switch is kept', async () => {
    await useLocaleStore.getState().setLocale('ru');
    expect(readStored('locale')).toBe('ru');
    expect(t('SignOut')).toBe('Выйти');
  });
});

function Label() {
  const tr = useT();
  return <p>{tr('ContactUsLink')}</p>;
}

describe('switching the locale re-renders', () => {
  it('shows the Russian text after the switch', async () => {
    render(<Label />);
    expect(screen.getByText('Contact Us')).toBeTruthy();
    await act(() => useLocaleStore.getState().setLocale('ru'));
    expect(screen.getByText('Связаться с нами')).toBeTruthy();
  });
});
