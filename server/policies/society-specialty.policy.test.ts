import { describe, expect, it } from 'vitest';
import { messages } from '../../core/domain/messages.ts';
import { AppError } from '../errors.ts';
import { assertSocietySpecialty, maySeeSpecialty } from './society-specialty.policy.ts';

describe('society specialty policy', () => {
  it('lets a society user see their own specialties only', () => {
    expect(maySeeSpecialty([3, 5], 5)).toBe(true);
    expect(maySeeSpecialty([3, 5], 4)).toBe(false);
    expect(maySeeSpecialty([], 4)).toBe(false);
  });

  it('refuses another specialty with the resource-level 403', () => {
    expect(() => assertSocietySpecialty([3], 3)).not.toThrow();
    try {
      assertSocietySpecialty([3], 4);
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(AppError);
      expect((error as AppError).statusCode).toBe(403);
      expect((error as AppError).message).toBe(messages.ResourceAccessDenied);
    }
  });
});
