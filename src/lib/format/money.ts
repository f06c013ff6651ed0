import { type Locale, localeTags, useLocaleStore } from '../i18n/i18n.ts';

/** Money in integer cents, US dollars (design.md §4.9). */
export type MoneyFormat = 'default' | 'en';

const amount = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** Another locale's US-dollar formats, made once: symbol for default, code for en. */
const localFormats = new Map<string, Intl.NumberFormat>();
function localFormat(locale: Locale, format: MoneyFormat): Intl.NumberFormat {
  const id = `${locale}:${format}`;
  let formatter = localFormats.get(id);
  if (!formatter) {
    formatter = new Intl.NumberFormat(localeTags[locale], {
      style: 'currency',
      currency: 'USD',
      currencyDisplay: format === 'en' ? 'code' : 'symbol',
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
    });
    localFormats.set(id, formatter);
  }
  return formatter;
}

/**
 * Always US dollars, written the locale's way. en-gb (the spec's format) default: '$1,234.56'; en:
 * 'USD 1,234.56'. ru (Intl's ru-RU, no-break spaces): '1 234,56 $'; en: '1 234,56 USD'. A negative
 * value shows a leading minus ('-$5.00', ru '-5,00 $').
 */
export function formatMoney(
  cents: number,
  format: MoneyFormat = 'default',
  locale: Locale = useLocaleStore.getState().locale,
): string {
  if (!Number.isFinite(cents)) return '';
  const whole = Math.round(cents);
  const sign = whole < 0 ? '-' : '';
  if (locale !== 'en-gb') return `${sign}${localFormat(locale, format).format(Math.abs(whole) / 100)}`;
  const text = amount.format(Math.abs(whole) / 100);
  return format === 'en' ? `${sign}USD ${text}` : `${sign}$${text}`;
}

/** '12.5' → 1250 cents; null for text that is not an amount with up to 2 decimals. */
export function parseMoneyToCents(value: string): number | null {
  const match = /^\s*(-)?(\d+)(?:\.(\d{1,2}))?\s*$/.exec(value);
  if (!match) return null;
  const cents = Number(match[2]) * 100 + Number((match[3] ?? '').padEnd(2, '0'));
  return match[1] ? -cents : cents;
}
