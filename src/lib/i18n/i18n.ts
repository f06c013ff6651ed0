import { useCallback } from 'react';
import { create } from 'zustand';
import { formatMessage, message } from '../../../core/domain/messages.ts';
import type { AppError } from '../errors/app-errors.ts';
import { readStored, writeStored } from '../storage/local-store.ts';
import { enGb, type TranslationKey } from './en-gb.ts';

export const locales = ['en-gb', 'ru'] as const;
export type Locale = (typeof locales)[number];

/** BCP 47 tags for Intl and react-aria. */
export const localeTags: Record<Locale, string> = { 'en-gb': 'en-GB', ru: 'ru-RU' };

type Dictionary = Partial<Record<string, string>>;

/**
 * en-gb is built in (every key falls back to it); other locales load when first chosen, so the
 * public home does not carry a catalogue most visitors never read.
 */
const dictionaries: Partial<Record<Locale, Dictionary>> = { 'en-gb': enGb };
const loaders: Record<Exclude<Locale, 'en-gb'>, () => Promise<Dictionary>> = {
  ru: async () => (await import('./ru.ts')).ru,
};

/** Makes a locale's catalogue available (at once for en-gb and anything already loaded). */
export async function loadLocale(locale: Locale): Promise<void> {
  if (locale === 'en-gb' || dictionaries[locale]) return;
  dictionaries[locale] = await loaders[locale]();
}

export type TranslationValues = Record<string, string | number>;

let onMissingKey: (key: string, text: string) => void = (_key, text) => console.error(text);

/** Where missing-key reports go (the client logger once the app has started). */
export function setMissingKeyReporter(reporter: (key: string, text: string) => void): void {
  onMissingKey = reporter;
}

/**
 * Looks a key up in the locale, then in en-gb. A key in neither is reported as
 * 'Element with key {key} was not found in dictionary' and the key itself is shown.
 */
export function translate(locale: Locale, key: string, values?: TranslationValues): string {
  const template = dictionaries[locale]?.[key] ?? enGb[key as TranslationKey];
  if (template === undefined) {
    onMissingKey(key, message('MissingDictionaryKey', { key }));
    return key;
  }
  return formatMessage(template, values);
}

function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (locales as readonly string[]).includes(value);
}

function initialLocale(): Locale {
  const stored = readStored('locale');
  return isLocale(stored) ? stored : 'en-gb';
}

type LocaleState = { locale: Locale; setLocale: (locale: Locale) => Promise<void> };

export const useLocaleStore = create<LocaleState>((set) => ({
  locale: initialLocale(),
  /** Switches once the locale's catalogue is there (a chunk to fetch the first time). */
  setLocale: (locale) => {
    writeStored('locale', locale);
    // A loaded catalogue switches at once (synchronously), like before lazy locales.
    if (dictionaries[locale]) {
      set({ locale });
      return Promise.resolve();
    }
    return loadLocale(locale).then(() => set({ locale }));
  },
}));

/** Translation outside React (services, toasts). */
export function t(key: TranslationKey, values?: TranslationValues): string {
  return translate(useLocaleStore.getState().locale, key, values);
}

/** A translation function that re-renders its component when the locale changes. */
export function useT(): (key: TranslationKey, values?: TranslationValues) => string {
  const locale = useLocaleStore((s) => s.locale);
  return useCallback((key, values) => translate(locale, key, values), [locale]);
}

/** The text of a typed error in the current locale, or the server's own text. */
export function errorText(error: AppError, locale: Locale = useLocaleStore.getState().locale): string {
  if (!error.messageKey) return error.message;
  const text = translate(locale, error.messageKey, error.messageValues);
  return error.detail ? `${text} ${error.detail}` : text;
}
