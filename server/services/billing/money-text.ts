/** Money as the server writes it in mails and receipts: US dollars, two decimals ('$1,234.50', '-$5.00'). */
const amount = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

export function formatCents(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  return `${sign}$${amount.format(Math.abs(Math.trunc(cents)) / 100)}`;
}
