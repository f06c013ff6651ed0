import { describe, expect, it } from 'vitest';
import { escapeText, foldLine, formatUtc, writeICalendar } from './icalendar.ts';

// UTF-8 length, counted independently of the writer: each %XX of a URI encoding is one octet.
const octets = (line: string) => encodeURIComponent(line).replace(/%[0-9A-F]{2}/g, 'x').length;

describe('iCalendar writer', () => {
  it('escapes backslashes, semicolons, commas and new lines in text', () => {
    expect(escapeText('a\\b;c,d\ne\r\nf')).toBe('a\\\\b\\;c\\,d\\ne\\nf');
  });

  it('folds long lines at 75 octets with a leading space, and unfolds to the original', () => {
    const line = `SUMMARY:${'x'.repeat(200)}`;
    const folded = foldLine(line);
    const parts = folded.split('\r\n');
    expect(parts.length).toBe(3);
    for (const part of parts) expect(octets(part)).toBeLessThanOrEqual(75);
    expect(parts.slice(1).every((part) => part.startsWith(' '))).toBe(true);
    expect(folded.replace(/\r\n /g, '')).toBe(line);
    expect(foldLine('SHORT:line')).toBe('SHORT:line');
  });

  it('never splits a multi-byte character', () => {
    const line = `SUMMARY:${'é'.repeat(60)}${'😀'.repeat(20)}`;
    const parts = foldLine(line).split('\r\n');
    for (const part of parts) {
      expect(octets(part)).toBeLessThanOrEqual(75);
      expect(part).not.toContain('\uFFFD');
    }
    expect(foldLine(line).replace(/\r\n /g, '')).toBe(line);
  });

  it('writes a calendar with CRLF line endings, all-day and timed events', () => {
    const text = writeICalendar({
      name: 'Matchline match calendar',
      prodId: '-//Matchline//Match calendar//EN',
      stamp: new Date('2026-01-02T03:04:05Z'),
      events: [
        {
          uid: '1-MatchDate@matchline',
          summary: 'Ophthalmology 2026: Match Day',
          start: { instant: new Date('2027-01-28T17:00:00Z') },
        },
        { uid: '1-CasTarget@matchline', summary: 'A, b; c', start: { date: '2026-10-31' } },
      ],
    });
    expect(text.endsWith('\r\n')).toBe(true);
    expect(text.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
    const lines = text.split('\r\n');
    expect(lines.slice(0, 3)).toEqual([
      'BEGIN:VCALENDAR',
      'VERSION:2.0',
      'PRODID:-//Matchline//Match calendar//EN',
    ]);
    expect(lines).toContain('X-WR-CALNAME:Matchline match calendar');
    expect(lines).toContain('DTSTAMP:20260102T030405Z');
    expect(lines).toContain('DTSTART:20270128T170000Z');
    expect(lines).toContain('DTSTART;VALUE=DATE:20261031');
    expect(lines).toContain('DTEND;VALUE=DATE:20261101');
    expect(lines).toContain('SUMMARY:A\\, b\\; c');
    expect(lines.filter((l) => l === 'BEGIN:VEVENT')).toHaveLength(2);
    expect(lines.at(-2)).toBe('END:VCALENDAR');
  });

  it('ends a timed event when it has an end, and describes it', () => {
    const lines = writeICalendar({
      name: 'x',
      prodId: 'y',
      stamp: new Date('2026-01-02T03:04:05Z'),
      events: [
        {
          uid: 'custom-1@matchline',
          summary: 'Webinar',
          description: 'Line one\nline two',
          start: { instant: new Date('2026-09-02T01:00:00Z') },
          end: new Date('2026-09-02T02:30:00Z'),
        },
      ],
    }).split('\r\n');
    expect(lines).toContain('DTSTART:20260902T010000Z');
    expect(lines).toContain('DTEND:20260902T023000Z');
    expect(lines).toContain('DESCRIPTION:Line one\\nline two');
  });

  it('formats UTC instants', () => {
    expect(formatUtc(new Date('2026-03-09T07:08:09.123Z'))).toBe('20260309T070809Z');
  });
});
