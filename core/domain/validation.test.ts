import { describe, expect, it } from 'vitest';
import {
  isValidEmail,
  isValidFax,
  isValidMoney,
  isValidPassword,
  isValidPhone,
  isValidZip,
} from './validation.ts';

describe('password rule', () => {
  it.each(['Matchline#2026', 'Abcdefg1!', 'Zz9_zzzz'])('accepts %s', (p) =>
    expect(isValidPassword(p)).toBe(true),
  );
  it.each([
    ['too short', 'Ab1!'],
    ['no upper', 'matchline#2026'],
    ['no lower', 'MATCHLINE#2026'],
    ['no digit', 'Matchline#'],
    ['no special', 'Matchline2026'],
    ['plus is not special', 'Matchline+2026'],
    ['minus is not special', 'Matchline-2026'],
    ['equal is not special', 'Matchline=2026'],
    ['whitespace', 'Match line#2026'],
  ])('rejects %s', (_why, p) => expect(isValidPassword(p)).toBe(false));
});

describe('email', () => {
  it('needs a local part, an @ and a dotted domain', () => {
    expect(isValidEmail('a@b.co')).toBe(true);
    expect(isValidEmail('a@b')).toBe(false);
    expect(isValidEmail('')).toBe(false);
    expect(isValidEmail('a b@c.de')).toBe(false);
  });
});

describe('phone and fax', () => {
  it('phone takes 7 to 20 characters with space, hyphen or parentheses', () => {
    expect(isValidPhone('415-555 0100')).toBe(true);
    expect(isValidPhone('+1 (415) 555-0100')).toBe(true);
    expect(isValidPhone('123456')).toBe(false);
    expect(isValidPhone('1'.repeat(21))).toBe(false);
    expect(isValidPhone('415-555-')).toBe(false);
  });
  it('fax takes only hyphens', () => {
    expect(isValidFax('415-555-0100')).toBe(true);
    expect(isValidFax('415 555 0100')).toBe(false);
  });
});

describe('zip and money', () => {
  it('zip allows letters, digits, hyphen, slash, space', () => {
    expect(isValidZip('K1A 0B1')).toBe(true);
    expect(isValidZip('94110-1234')).toBe(true);
    expect(isValidZip('941#0')).toBe(false);
  });
  it('money has at most 2 decimals and no leading zeros', () => {
    expect(isValidMoney('12.50')).toBe(true);
    expect(isValidMoney('012')).toBe(false);
    expect(isValidMoney('1.234')).toBe(false);
    expect(isValidMoney('-1')).toBe(false);
  });
});
