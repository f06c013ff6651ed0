import { useCallback } from 'react';
import { create } from 'zustand';
import { formatMessage, message, messages } from '../../../core/domain/messages.ts';
import type { AppError } from '../errors/app-errors.ts';
import { readStored, writeStored } from '../storage/local-store.ts';
import type { TranslationKey } from './en-gb.ts';
import { commonTexts } from './texts/common.en-gb.ts';

export const locales = ['en-gb', 'ru'] as const;
export type Locale = (typeof locales)[number];

/** BCP 47 tags for Intl and react-aria. */
export const localeTags: Record<Locale, string> = { 'en-gb': 'en-GB', ru: 'ru-RU' };

type Dictionary = Partial<Record<string, string>>;

/**
 * The parts of the interface texts besides the common one: one per area chunk, the signed-in part
 * every signed-in area loads, and the parts of pages loaded on their own (scripts/i18n-parts.mjs
 * pageParts: the invoice payment page's, loaded with the page).
 */
export const textParts = [
  'signed-in',
  'admin',
  'applicant',
  'blank',
  'dev',
  'medical-school',
  'program-user',
  'public',
  'society-user',
  'invoice-payment',
] as const;
export type TextPart = (typeof textParts)[number];

const partLoaders: Record<TextPart, Record<Locale, () => Promise<Dictionary>>> = {
  'signed-in': {
    'en-gb': async () => (await import('./texts/signed-in.en-gb.ts')).signedInTexts,
    ru: async () => (await import('./texts/signed-in.ru.ts')).signedInTexts,
  },
  admin: {
    'en-gb': async () => (await import('./texts/admin.en-gb.ts')).adminTexts,
    ru: async () => (await import('./texts/admin.ru.ts')).adminTexts,
  },
  applicant: {
    'en-gb': async () => (await import('./texts/applicant.en-gb.ts')).applicantTexts,
    ru: async () => (await import('./texts/applicant.ru.ts')).applicantTexts,
  },
  blank: {
    'en-gb': async () => (await import('./texts/blank.en-gb.ts')).blankTexts,
    ru: async () => (await import('./texts/blank.ru.ts')).blankTexts,
  },
  dev: {
    'en-gb': async () => (await import('./texts/dev.en-gb.ts')).devTexts,
    ru: async () => (await import('./texts/dev.ru.ts')).devTexts,
  },
  'medical-school': {
    'en-gb': async () => (await import('./texts/medical-school.en-gb.ts')).medicalSchoolTexts,
    ru: async () => (await import('./texts/medical-school.ru.ts')).medicalSchoolTexts,
  },
  'program-user': {
    'en-gb': async () => (await import('./texts/program-user.en-gb.ts')).programUserTexts,
    ru: async () => (await import('./texts/program-user.ru.ts')).programUserTexts,
  },
  public: {
    'en-gb': async () => (await import('./texts/public.en-gb.ts')).publicTexts,
    ru: async () => (await import('./texts/public.ru.ts')).publicTexts,
  },
  'society-user': {
    'en-gb': async () => (await import('./texts/society-user.en-gb.ts')).societyUserTexts,
    ru: async () => (await import('./texts/society-user.ru.ts')).societyUserTexts,
  },
  'invoice-payment': {
    'en-gb': async () => (await import('./texts/invoice-payment.en-gb.ts')).invoicePaymentTexts,
    ru: async () => (await import('./texts/invoice-payment.ru.ts')).invoicePaymentTexts,
  },
};
const commonLoaders: Record<Exclude<Locale, 'en-gb'>, () => Promise<Dictionary>> = {
  ru: async () => (await import('./texts/common.ru.ts')).commonTexts,
};

/**
 * English is built in for the spec's messages and the common texts (every key falls back to it); an
 * area's texts load with the area, and another locale loads when first chosen: the public home carries
 * neither the other areas' texts nor a catalogue most visitors never read.
 */
const english: Dictionary = { ...messages, ...commonTexts };
const dictionaries: Partial<Record<Locale, Dictionary>> = { 'en-gb': english };
/** The parts loaded so far, per locale. */
const loadedParts: Record<Locale, Set<TextPart>> = { 'en-gb': new Set(), ru: new Set() };

const commonLoads: Partial<Record<Locale, Promise<void>>> = {};

/** Another locale's common texts, once (the dictionary exists from then on). */
function loadCommon(locale: Exclude<Locale, 'en-gb'>): Promise<void> {
  commonLoads[locale] ??= commonLoaders[locale]().then((texts) => {
    dictionaries[locale] = { ...texts, ...dictionaries[locale] };
  });
  return commonLoads[locale];
}

async function loadPart(locale: Locale, part: TextPart): Promise<void> {
  if (loadedParts[locale].has(part)) return;
  const [texts] = await Promise.all([
    partLoaders[part][locale](),
    locale === 'en-gb' ? undefined : loadCommon(locale),
  ]);
  // In place: the English dictionary is also every locale's fallback.
  const dictionary = dictionaries[locale] ?? {};
  Object.assign(dictionary, texts);
  dictionaries[locale] = dictionary;
  loadedParts[locale].add(part);
}

/** An area's texts, in English and in the chosen locale (called before the area's chunk renders). */
export async function loadTexts(part: TextPart): Promise<void> {
  const locale = useLocaleStore.getState().locale;
  await Promise.all([loadPart('en-gb', part), locale === 'en-gb' ? undefined : loadPart(locale, part)]);
}

/** Makes a locale's catalogue available (at once for en-gb and anything already loaded). */
export async function loadLocale(locale: Locale): Promise<void> {
  if (locale === 'en-gb') return;
  await loadCommon(locale);
  // The parts of the areas opened so far (also one that loaded meanwhile).
  let missing = [...loadedParts['en-gb']].filter((part) => !loadedParts[locale].has(part));
  while (missing.length) {
    await Promise.all(missing.map((part) => loadPart(locale, part)));
    missing = [...loadedParts['en-gb']].filter((part) => !loadedParts[locale].has(part));
  }
}

/** Every area's English texts (tests render any page without its area's loader); other locales as chosen. */
export async function loadAllTexts(): Promise<void> {
  await Promise.all(textParts.map((part) => loadPart('en-gb', part)));
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
  const template = dictionaries[locale]?.[key] ?? english[key];
  if (template === undefined) {
    onMissingKey(key, message('MissingDictionaryKey', { key }));
    return key;
  }
  return formatMessage(template, values);
}

/** The locale's texts are there for every part loaded so far. */
function isLoaded(locale: Locale): boolean {
  return (
    Boolean(dictionaries[locale]) && [...loadedParts['en-gb']].every((part) => loadedParts[locale].has(part))
  );
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
    if (locale === 'en-gb' || isLoaded(locale)) {
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
