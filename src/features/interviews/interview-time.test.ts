import { describe, expect, it } from 'vitest';
import { formatInterviewDate, formatInterviewTime, interviewDateIn } from './interview-time.ts';

describe('interview times', () => {
  it("writes a range in the viewer's zone and in Pacific time", () => {
    const text = formatInterviewTime('2026-12-01T17:00:00Z', '2026-12-01T18:00:00Z', {
      viewerZone: 'America/New_York',
      locale: 'en-gb',
    });
    expect(text.viewer).toBe('12/01/2026 12:00 PM – 1:00 PM GMT-5');
    expect(text.pacific).toBe('12/01/2026 9:00 AM – 10:00 AM PT');
  });

  it('writes the Pacific line alone for a viewer in Pacific time, and Russian clocks', () => {
    expect(
      formatInterviewTime('2026-12-01T17:00:00Z', null, {
        viewerZone: 'America/Los_Angeles',
        locale: 'en-gb',
      }),
    ).toEqual({ viewer: '12/01/2026 9:00 AM PT', pacific: null });
    const ru = formatInterviewTime('2026-12-01T06:00:00Z', '2026-12-01T07:30:00Z', {
      viewerZone: 'Europe/Moscow',
      locale: 'ru',
    });
    expect(ru.viewer).toMatch(/^01\.12\.2026 09:00 – 10:30 /);
    expect(ru.pacific).toBe('30.11.2026 22:00 – 23:30 PT');
  });

  it("finds a moment's date in a zone and names its weekday", () => {
    expect(interviewDateIn('2026-12-01T06:00:00Z', 'America/Los_Angeles')).toBe('2026-11-30');
    expect(formatInterviewDate('2026-12-01', 'en-gb')).toBe('Tuesday, 12/01/2026');
  });
});
