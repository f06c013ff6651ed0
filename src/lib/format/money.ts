/** Money in integer cents, US dollars (design.md §4.9). */
export type MoneyFormat = 'default' | 'en';

const amount = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/**
 * default: '$1,234.56'; en: 'USD 1,234.56'. A negative value shows a leading minus ('-$5.00').
 */
export function formatMoney(cents: number, format: MoneyFormat = 'default'): string {
  if (!Number.isFinite(cents)) return '';
  const whole = Math.round(cents);
  const sign = whole < 0 ? '-' : '';
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
