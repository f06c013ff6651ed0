import { describe, expect, it } from 'vitest';
import {
  examTypeDisplayOrder,
  examTypeLabels,
  examTypes,
  isNotInFuture,
  isThreeDigitScore,
  isTwoDigitScore,
  isWholeNumberText,
  isYearNotInFuture,
} from './exams.ts';

describe('exam types', () => {
  it('labels every ExamType with the platform.md §3 text, in its order', () => {
    expect(examTypeDisplayOrder.map((type) => examTypeLabels[type])).toEqual([
      'USMLE',
      'COMLEX (NBOME)',
      'MCCQE (LMCC)',
      'Licensure',
      'Board Certification',
      'Board Certification Eligibility',
      'ECFMG',
    ]);
    expect([...examTypeDisplayOrder].sort()).toEqual([...examTypes].sort());
  });
});

describe('score and number checks', () => {
  it('three- and two-digit scores are exactly that many digits; empty passes', () => {
    expect(isThreeDigitScore('245')).toBe(true);
    expect(isThreeDigitScore('045')).toBe(true);
    expect(isThreeDigitScore('')).toBe(true);
    expect(['24', '2456', '24a', ' 245'].map(isThreeDigitScore)).toEqual([false, false, false, false]);
    expect(isTwoDigitScore('99')).toBe(true);
    expect(['9', '999', 'x9'].map(isTwoDigitScore)).toEqual([false, false, false]);
  });

  it('whole numbers are digits up to the bound', () => {
    expect(isWholeNumberText('3', 20)).toBe(true);
    expect(isWholeNumberText('', 20)).toBe(true);
    expect(isWholeNumberText('21', 20)).toBe(false);
    expect(isWholeNumberText('-1', 20)).toBe(false);
    expect(isWholeNumberText('1.5', 20)).toBe(false);
    expect(isWholeNumberText('two', 20)).toBe(false);
  });
});

describe('dates of things done', () => {
  it('may be today or earlier, not later; empty passes', () => {
    expect(isNotInFuture('2026-11-22', '2026-11-22')).toBe(true);
    expect(isNotInFuture('2026-11-21', '2026-11-22')).toBe(true);
    expect(isNotInFuture('2026-11-23', '2026-11-22')).toBe(false);
    expect(isNotInFuture(null, '2026-11-22')).toBe(true);
  });

  it('a certified year may be this year, not next year', () => {
    expect(isYearNotInFuture(2026, '2026-01-01')).toBe(true);
    expect(isYearNotInFuture(2027, '2026-12-31')).toBe(false);
    expect(isYearNotInFuture(null, '2026-12-31')).toBe(true);
  });
});
