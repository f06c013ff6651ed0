import { describe, expect, it } from 'vitest';
import { withNames } from './reason-text.ts';

describe('withNames', () => {
  const names = new Map([
    ['P-1', 'Mercy General'],
    ['P-10', 'Lakeside Medical'],
    ['ML-1000001', 'Ada Lovelace'],
  ]);

  it('replaces every whole code by its name', () => {
    expect(withNames('P-10 did not rank ML-1000001; P-1 would have taken you', names)).toBe(
      'Lakeside Medical did not rank Ada Lovelace; Mercy General would have taken you',
    );
  });

  it('leaves a sentence without codes as it is', () => {
    expect(withNames('the program did not rank you', names)).toBe('the program did not rank you');
  });

  it('never replaces a code inside a longer one it does not know', () => {
    expect(withNames('P-100 offered no positions', names)).toBe('P-100 offered no positions');
  });
});
