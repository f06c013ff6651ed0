import { describe, expect, it } from 'vitest';
import { isValidPassword } from '../../../core/domain/validation.ts';
import {
  generateTemporaryPassword,
  generateVerificationCode,
  hashVerificationCode,
  maskEmail,
  verificationCodeMatches,
} from './verification-code.ts';

describe('verification codes', () => {
  it('are six digits', () => {
    for (let i = 0; i < 200; i++) expect(generateVerificationCode()).toMatch(/^\d{6}$/);
  });

  it('are stored as a keyed hash bound to the user', () => {
    const hash = hashVerificationCode('secret', 'user-1', '123456');
    expect(hash).not.toContain('123456');
    expect(verificationCodeMatches('secret', 'user-1', '123456', hash)).toBe(true);
    expect(verificationCodeMatches('secret', 'user-1', '123457', hash)).toBe(false);
    expect(verificationCodeMatches('secret', 'user-2', '123456', hash)).toBe(false);
    expect(verificationCodeMatches('other', 'user-1', '123456', hash)).toBe(false);
    expect(verificationCodeMatches('secret', 'user-1', '123456', 'not-hex')).toBe(false);
  });
});

describe('temporary passwords', () => {
  it('satisfy the password rule and differ every time', () => {
    const seen = new Set<string>();
    for (let i = 0; i < 200; i++) {
      const password = generateTemporaryPassword();
      expect(isValidPassword(password), password).toBe(true);
      seen.add(password);
    }
    expect(seen.size).toBe(200);
  });
});

describe('maskEmail', () => {
  it('keeps enough to recognise the address', () => {
    expect(maskEmail('applicant@matchline.test')).toBe('a***@m***.test');
    expect(maskEmail('x@example.co.uk')).toBe('x***@e***.uk');
    expect(maskEmail('odd@localhost')).toBe('o***@l***');
  });
});
