import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';

/** A 6-digit code, uniformly random. */
export function generateVerificationCode(): string {
  return String(randomInt(0, 1_000_000)).padStart(6, '0');
}

/**
 * Codes are stored as an HMAC bound to the user: a leaked table row can be neither reversed
 * by trying the million codes without the secret nor replayed for another user.
 */
export function hashVerificationCode(secret: string, userId: string, code: string): string {
  return createHmac('sha256', secret).update(`${userId}:${code}`).digest('hex');
}

export function verificationCodeMatches(
  secret: string,
  userId: string,
  code: string,
  storedHash: string,
): boolean {
  const actual = Buffer.from(hashVerificationCode(secret, userId, code), 'hex');
  const expected = Buffer.from(storedHash, 'hex');
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

const LOWER = 'abcdefghijkmnopqrstuvwxyz';
const UPPER = 'ABCDEFGHJKLMNPQRSTUVWXYZ';
const DIGITS = '23456789';
const SPECIALS = '!@#%&*?';

/** A temporary password that satisfies the password rule (upper, lower, digit, special, 12 long). */
export function generateTemporaryPassword(): string {
  const pick = (set: string) => set[randomInt(0, set.length)]!;
  const all = LOWER + UPPER + DIGITS + SPECIALS;
  const chars = [pick(UPPER), pick(LOWER), pick(DIGITS), pick(SPECIALS)];
  while (chars.length < 12) chars.push(pick(all));
  for (let i = chars.length - 1; i > 0; i--) {
    const j = randomInt(0, i + 1);
    [chars[i], chars[j]] = [chars[j]!, chars[i]!];
  }
  return chars.join('');
}

/** 'applicant@matchline.test' → 'a***@m***.test': enough to recognise, not to harvest. */
export function maskEmail(email: string): string {
  const [local = '', domain = ''] = email.split('@');
  const dot = domain.lastIndexOf('.');
  const host = dot > 0 ? domain.slice(0, dot) : domain;
  const tld = dot > 0 ? domain.slice(dot) : '';
  return `${local.slice(0, 1)}***@${host.slice(0, 1)}***${tld}`;
}
