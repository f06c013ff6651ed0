import { describe, expect, it } from 'vitest';
import { applicationFeeCents, invoiceNumber, refundableCents } from './invoices.ts';

describe('application fees', () => {
  it('Flat bills the fee for every application', () => {
    expect([1, 10, 11, 35].map((n) => applicationFeeCents(2_500, 'Flat', n))).toEqual([
      2_500, 2_500, 2_500, 2_500,
    ]);
  });

  it('Incremental adds a quarter of the fee for every full ten already sent, in whole cents', () => {
    expect([1, 10, 11, 20, 21, 31].map((n) => applicationFeeCents(2_500, 'Incremental', n))).toEqual([
      2_500, 2_500, 3_125, 3_125, 3_750, 4_375,
    ]);
    // 999 × 1 / 4 = 249.75: cents stay whole.
    expect(applicationFeeCents(999, 'Incremental', 11)).toBe(1_248);
  });

  it('a free cycle bills nothing', () => {
    expect(applicationFeeCents(0, 'Incremental', 40)).toBe(0);
  });
});

it('refunds never go below zero and invoices read as INV- and six digits', () => {
  expect(refundableCents(5_000, 1_250)).toBe(3_750);
  expect(refundableCents(5_000, 6_000)).toBe(0);
  expect(invoiceNumber(42)).toBe('INV-000042');
});
