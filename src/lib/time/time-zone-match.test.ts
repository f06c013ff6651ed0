import { describe, expect, it } from 'vitest';
import type { TimeZone } from '../../../core/contracts/reference-data/reference-data.contract.ts';
import { demoTimeZones } from '../../../mocks/demo-data.ts';
import { matchTimeZone, parseUtcOffset, zoneFacts } from './time-zone-match.ts';

const only = (...ianas: string[]): TimeZone[] => demoTimeZones.filter((z) => ianas.includes(z.ianaTz));

describe('browser time zone fallback (platform.md §9)', () => {
  it('reads offsets', () => {
    expect(parseUtcOffset('-08:00:00')).toBe(-480);
    expect(parseUtcOffset('+05:30:00')).toBe(330);
    expect(parseUtcOffset('(GMT-03:30)')).toBe(-210);
  });

  it('knows the standard offset and DST of a zone', () => {
    expect(zoneFacts('America/Los_Angeles', 2026)).toEqual({ offsetMinutes: -480, dst: true });
    expect(zoneFacts('America/Phoenix', 2026)).toEqual({ offsetMinutes: -420, dst: false });
    expect(zoneFacts('Australia/Sydney', 2026)).toEqual({ offsetMinutes: 600, dst: true });
  });

  it('takes the same zone when the list has it', () => {
    expect(matchTimeZone(demoTimeZones, 'America/Chicago')?.ianaTz).toBe('America/Chicago');
  });

  it('else a zone with the same offset and DST state', () => {
    // Vancouver: -08:00 with DST → Pacific.
    expect(matchTimeZone(demoTimeZones, 'America/Vancouver', 2026)?.ianaTz).toBe('America/Los_Angeles');
    // Edmonton: -07:00 with DST → Mountain, not Arizona.
    expect(matchTimeZone(demoTimeZones, 'America/Edmonton', 2026)?.ianaTz).toBe('America/Denver');
    // Hermosillo: -07:00 without DST → Arizona.
    expect(matchTimeZone(demoTimeZones, 'America/Hermosillo', 2026)?.ianaTz).toBe('America/Phoenix');
  });

  it('else a zone with the same offset', () => {
    // Regina: -06:00 without DST; only Central (with DST) has -06:00.
    expect(matchTimeZone(demoTimeZones, 'America/Regina', 2026)?.ianaTz).toBe('America/Chicago');
  });

  it('else America/New_York, else the first', () => {
    expect(matchTimeZone(demoTimeZones, 'Asia/Tokyo', 2026)?.ianaTz).toBe('America/New_York');
    expect(matchTimeZone(only('Pacific/Honolulu', 'Etc/UTC'), 'Asia/Tokyo', 2026)?.ianaTz).toBe(
      'Pacific/Honolulu',
    );
    expect(matchTimeZone([], 'Asia/Tokyo')).toBeNull();
  });

  it('an unknown browser zone falls back too', () => {
    expect(matchTimeZone(demoTimeZones, 'Not/AZone', 2026)?.ianaTz).toBe('America/New_York');
  });
});
