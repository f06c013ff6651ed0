/** A phone as a plain string or an object with a number (platform.md §3). */
export type PhoneInput =
  | string
  | { number: string; extension?: string | null; ext?: string | null }
  | null
  | undefined;

/**
 * North American numbers of 10 digits (or 11 starting with 1) show as '(415) 555-0100'
 * ('+1 (415) 555-0100'); other numbers show as typed. An extension is added as ' ext. 12'.
 */
export function formatPhone(phone: PhoneInput): string {
  if (!phone) return '';
  const raw = typeof phone === 'string' ? phone : phone.number;
  const extension = typeof phone === 'string' ? null : (phone.extension ?? phone.ext ?? null);
  const digits = raw.replace(/\D/g, '');
  let text = raw.trim();
  if (digits.length === 10 && !raw.trim().startsWith('+')) {
    text = `(${digits.slice(0, 3)}) ${digits.slice(3, 6)}-${digits.slice(6)}`;
  } else if (digits.length === 11 && digits.startsWith('1')) {
    text = `+1 (${digits.slice(1, 4)}) ${digits.slice(4, 7)}-${digits.slice(7)}`;
  }
  const ext = extension?.trim();
  return ext ? `${text} ext. ${ext}` : text;
}
