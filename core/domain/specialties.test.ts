import { describe, expect, it } from 'vitest';
import {
  defaultSpecialtyColor,
  formatSpecialtyName,
  isSpecialtyColor,
  isSpecialtyUrlPrefix,
  specialtyColorPalette,
} from './specialties.ts';

describe('specialties', () => {
  it('has the 18-colour palette with the default first', () => {
    expect(specialtyColorPalette).toHaveLength(18);
    expect(new Set(specialtyColorPalette).size).toBe(18);
    expect(specialtyColorPalette[0]).toBe(defaultSpecialtyColor);
    expect(specialtyColorPalette.every(isSpecialtyColor)).toBe(true);
  });

  it('checks colours and URL prefixes', () => {
    expect(isSpecialtyColor('#a4cef8')).toBe(true);
    expect(isSpecialtyColor('#A4CEF')).toBe(false);
    expect(isSpecialtyColor('red')).toBe(false);
    expect(isSpecialtyUrlPrefix('oph')).toBe(true);
    expect(isSpecialtyUrlPrefix('plastic-surgery_2')).toBe(true);
    expect(isSpecialtyUrlPrefix('-oph')).toBe(false);
    expect(isSpecialtyUrlPrefix('a b')).toBe(false);
    expect(isSpecialtyUrlPrefix('a%20b')).toBe(false);
    expect(isSpecialtyUrlPrefix('a/b')).toBe(false);
  });

  it('formats names in the three formats', () => {
    const parts = {
      programSpecialtyName: 'Ophthalmology',
      specialtyType: 'Fellowship',
      subspecialtyName: 'Retina',
    };
    expect(formatSpecialtyName(parts, 'spec tp sub')).toBe('Ophthalmology Fellowship Retina');
    expect(formatSpecialtyName(parts, 'spec - sub')).toBe('Ophthalmology - Retina');
    expect(formatSpecialtyName(parts, 'spec tp - sub')).toBe('Ophthalmology Fellowship - Retina');
    expect(
      formatSpecialtyName({ programSpecialtyName: 'Neurology', specialtyType: 'Residency' }, 'spec tp - sub'),
    ).toBe('Neurology Residency');
  });
});
