import { beforeAll, describe, expect, it } from 'vitest';
import type { Country } from '../../../core/contracts/reference-data/reference-data.contract.ts';
import { loadLocale } from '../i18n/i18n.ts';
import { CountriesNotLoadedError, formatAddress } from './address.ts';
import {
  formatBuildDate,
  formatDate,
  formatDateTime,
  formatMonthYear,
  formatPlainDate,
  formatTime,
} from './dates.ts';
import { formatDuration } from './duration.ts';
import { formatFileSize, parseFileSize } from './file-size.ts';
import { formatMoney, parseMoneyToCents } from './money.ts';
import { formatName, UNKNOWN_NAME } from './names.ts';
import { ordinal } from './ordinal.ts';
import { formatPhone } from './phone.ts';

describe('names (platform.md §9 presets)', () => {
  const jane = {
    salutation: 'Dr.',
    firstName: 'Jane',
    middleName: 'Amelia',
    lastName: 'Doe',
    credentials: [{ label: 'MD', value: 'MD' }, 'PhD'],
    title: 'Program Director',
  };
  it('default is "salutation first middle last, credentials"', () => {
    expect(formatName(jane)).toBe('Dr. Jane Amelia Doe, MD, PhD');
  });
  it('full adds the title', () => {
    expect(formatName(jane, 'full')).toBe('Dr. Jane Amelia Doe, MD, PhD, Program Director');
  });
  it('short is first and last', () => {
    expect(formatName(jane, 'short')).toBe('Jane Doe');
  });
  it('lexical is "last, first"', () => {
    expect(formatName(jane, 'lexical')).toBe('Doe, Jane');
  });
  it('a middle initial gets a dot; missing parts are skipped', () => {
    expect(formatName({ firstName: 'Li', middleInitial: 'q', lastName: 'Wei' })).toBe('Li Q. Wei');
    expect(formatName({ lastName: 'Doe' }, 'lexical')).toBe('Doe');
  });
  it("falls back to 'Unknown Name'", () => {
    expect(formatName(null)).toBe(UNKNOWN_NAME);
    expect(formatName({ firstName: '  ', lastName: '' })).toBe('Unknown Name');
  });
});

describe('money in US dollars from integer cents', () => {
  it('formats with thousands separators and 2 decimals', () => {
    expect(formatMoney(123456)).toBe('$1,234.56');
    expect(formatMoney(5)).toBe('$0.05');
    expect(formatMoney(0)).toBe('$0.00');
  });
  it('a negative value shows a leading minus', () => {
    expect(formatMoney(-500)).toBe('-$5.00');
    expect(formatMoney(-123456, 'en')).toBe('-USD 1,234.56');
  });
  it('parses typed amounts into cents', () => {
    expect(parseMoneyToCents('12.5')).toBe(1250);
    expect(parseMoneyToCents('0.07')).toBe(7);
    expect(parseMoneyToCents('1.234')).toBeNull();
  });
});

describe('dates in Pacific time with PT', () => {
  it('summer (PDT) and winter (PST) convert correctly', () => {
    expect(formatDateTime('2025-06-18T21:05:00Z')).toBe('06/18/2025 2:05 PM PT');
    expect(formatDateTime('2026-01-15T08:30:00Z')).toBe('01/15/2026 12:30 AM PT');
  });
  it('the Pacific date can differ from the UTC date', () => {
    expect(formatDate('2026-03-01T07:59:00Z')).toBe('02/28/2026');
    expect(formatTime('2026-03-01T07:59:00Z')).toBe('11:59 PM PT');
  });
  it('Today, Yesterday and Tomorrow are computed in Pacific time', () => {
    const now = '2026-03-10T20:00:00Z'; // 1:00 PM PDT on 03/10
    expect(formatDate('2026-03-10T08:00:00Z', { aliases: true, now })).toBe('Today');
    expect(formatDate('2026-03-10T06:30:00Z', { aliases: true, now })).toBe('Yesterday');
    expect(formatDateTime('2026-03-11T18:00:00Z', { aliases: true, now })).toBe('Tomorrow 11:00 AM PT');
    expect(formatDate('2026-03-12T18:00:00Z', { aliases: true, now })).toBe('03/12/2026');
  });
  it('plain dates and month-year dates have no zone', () => {
    expect(formatPlainDate('2027-01-28')).toBe('01/28/2027');
    expect(formatMonthYear('2027-07-01')).toBe('July 2027');
  });
  it('the footer build stamp is month/day/year - time', () => {
    expect(formatBuildDate('2025-06-18T16:30:00Z')).toBe('06/18/2025 - 9:30 AM PT');
  });
});

describe('Russian formats (issue 13): dd.MM.yyyy, 24-hour, Pacific time with PT, US dollars the ru-RU way', () => {
  beforeAll(() => loadLocale('ru'));
  const nbsp = '\u00a0';
  it('money keeps US dollars in ru-RU digits, with a leading minus', () => {
    expect(formatMoney(123456, 'default', 'ru')).toBe(`1${nbsp}234,56${nbsp}$`);
    expect(formatMoney(5, 'default', 'ru')).toBe(`0,05${nbsp}$`);
    expect(formatMoney(-500, 'default', 'ru')).toBe(`-5,00${nbsp}$`);
    expect(formatMoney(-123456, 'en', 'ru')).toBe(`-1${nbsp}234,56${nbsp}USD`);
    expect(formatMoney(Number.NaN, 'default', 'ru')).toBe('');
  });
  it('dates and times in Pacific time, 24-hour, with PT', () => {
    expect(formatDateTime('2025-06-18T21:05:00Z', { locale: 'ru' })).toBe('18.06.2025 14:05 PT');
    expect(formatDateTime('2026-01-15T08:30:00Z', { locale: 'ru' })).toBe('15.01.2026 00:30 PT');
    expect(formatDate('2026-03-01T07:59:00Z', { locale: 'ru' })).toBe('28.02.2026');
    expect(formatTime('2026-03-01T07:59:00Z', 'ru')).toBe('23:59 PT');
    expect(formatTime('2026-03-01T17:05:00Z', 'ru')).toBe('09:05 PT');
  });
  it('Сегодня, Вчера and Завтра from the catalogue, computed in Pacific time', () => {
    const now = '2026-03-10T20:00:00Z';
    expect(formatDate('2026-03-10T08:00:00Z', { aliases: true, now, locale: 'ru' })).toBe('Сегодня');
    expect(formatDate('2026-03-10T06:30:00Z', { aliases: true, now, locale: 'ru' })).toBe('Вчера');
    expect(formatDateTime('2026-03-11T18:00:00Z', { aliases: true, now, locale: 'ru' })).toBe(
      'Завтра 11:00 PT',
    );
    expect(formatDate('2026-03-12T18:00:00Z', { aliases: true, now, locale: 'ru' })).toBe('12.03.2026');
  });
  it('plain dates, month-year dates and the build stamp', () => {
    expect(formatPlainDate('2027-01-28', 'ru')).toBe('28.01.2027');
    expect(formatMonthYear('2027-07-01', 'ru')).toBe('Июль 2027');
    expect(formatMonthYear('2027-03-01', 'ru')).toBe('Март 2027');
    expect(formatBuildDate('2025-06-18T16:30:00Z', 'ru')).toBe('18.06.2025 - 09:30 PT');
  });
  it('an explicit en-gb keeps the spec formats', () => {
    expect(formatMoney(123456, 'default', 'en-gb')).toBe('$1,234.56');
    expect(formatDateTime('2025-06-18T21:05:00Z', { locale: 'en-gb' })).toBe('06/18/2025 2:05 PM PT');
    expect(
      formatDate('2026-03-10T08:00:00Z', { aliases: true, now: '2026-03-10T20:00:00Z', locale: 'en-gb' }),
    ).toBe('Today');
    expect(formatMonthYear('2027-07-01', 'en-gb')).toBe('July 2027');
  });
});

describe('file sizes (decimal kB, MB, GB)', () => {
  it('formats', () => {
    expect(formatFileSize(1500)).toBe('1.5 kB');
    expect(formatFileSize(999)).toBe('1 kB');
    expect(formatFileSize(2_500_000)).toBe('2.5 MB');
    expect(formatFileSize(1_234_567_890)).toBe('1.23 GB');
  });
  it('parses a number, a digit string in bytes, or digits with kB, MB or GB', () => {
    expect(parseFileSize(2048)).toBe(2048);
    expect(parseFileSize('2048')).toBe(2048);
    expect(parseFileSize('5kB')).toBe(5000);
    expect(parseFileSize('10 MB')).toBe(10_000_000);
    expect(parseFileSize('1GB')).toBe(1_000_000_000);
    expect(parseFileSize('1.5 MB')).toBe(1_500_000);
  });
  it('empty or null gives no value', () => {
    expect(parseFileSize('')).toBeNull();
    expect(parseFileSize(null)).toBeNull();
    expect(parseFileSize(undefined)).toBeNull();
  });
  it.each(['ten MB', '5 TB', '5 kb', '-5', 'MB'])("'%s' raises 'Wrong file size format.'", (value) => {
    expect(() => parseFileSize(value)).toThrow('Wrong file size format.');
  });
});

describe('phones', () => {
  it('formats North American numbers and keeps others as typed', () => {
    expect(formatPhone('4155550100')).toBe('(415) 555-0100');
    expect(formatPhone('1-415-555-0100')).toBe('+1 (415) 555-0100');
    expect(formatPhone('+44 20 7946 0958')).toBe('+44 20 7946 0958');
  });
  it('accepts a string or an object with a number and an extension', () => {
    expect(formatPhone({ number: '415 555 0100', extension: '12' })).toBe('(415) 555-0100 ext. 12');
    expect(formatPhone(null)).toBe('');
  });
});

describe('ordinals', () => {
  it.each([
    [1, '1st'],
    [2, '2nd'],
    [3, '3rd'],
    [4, '4th'],
    [11, '11th'],
    [12, '12th'],
    [13, '13th'],
    [21, '21st'],
    [22, '22nd'],
    [101, '101st'],
    [111, '111th'],
    [112, '112th'],
  ])('%i → %s', (n, text) => expect(ordinal(n)).toBe(text));
});

describe('durations', () => {
  const seconds = 1 * 86_400 + 2 * 3600 + 5 * 60 + 7;
  it('short uses d, h, m', () => expect(formatDuration(seconds, 'short')).toBe('1d 2h 5m'));
  it('long uses d, h, m, s', () => expect(formatDuration(seconds, 'long')).toBe('1d 2h 5m 7s'));
  it('zero parts are left out', () => {
    expect(formatDuration(3600)).toBe('1h');
    expect(formatDuration(0)).toBe('0m');
    expect(formatDuration(0, 'long')).toBe('0s');
  });
});

describe('addresses need the country list', () => {
  const countries: Country[] = [
    {
      id: 1,
      isoCode: 'US',
      name: 'United States',
      states: [{ id: 5, name: 'California', shortName: 'CA', countryId: 1 }],
    },
    { id: 3, isoCode: 'GB', name: 'United Kingdom', states: [] },
  ];
  it('formats US addresses with the state short name', () => {
    expect(
      formatAddress(
        {
          addressLine: '500 Parnassus Ave',
          addressLine2: 'Suite 2',
          city: 'San Francisco',
          stateId: 5,
          zip: '94143',
          countryId: 1,
        },
        countries,
      ),
    ).toBe('500 Parnassus Ave, Suite 2, San Francisco, CA 94143, United States');
  });
  it('uses the typed state name elsewhere', () => {
    expect(
      formatAddress(
        {
          addressLine: '1 Strand',
          city: 'London',
          stateName: 'Greater London',
          zip: 'WC2N 5HR',
          countryId: 3,
        },
        countries,
      ),
    ).toBe('1 Strand, London, Greater London WC2N 5HR, United Kingdom');
  });
  it('raises an error without countries', () => {
    expect(() => formatAddress({ city: 'X' }, [])).toThrow(CountriesNotLoadedError);
  });
});
