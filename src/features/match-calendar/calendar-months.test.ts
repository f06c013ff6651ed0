import { describe, expect, it } from 'vitest';
import { groupCalendar } from '../../../core/domain/match-calendar.ts';
import {
  calendarStructuredData,
  feedUrl,
  openingMonthIndex,
  upcomingEvents,
  webcalUrl,
} from './calendar-months.ts';
import { testCustomEvent } from './calendar-test-events.ts';

const event = (id: number, startsAt: string) => testCustomEvent(id, startsAt);

const months = groupCalendar([
  event(1, '2026-06-10T16:00:00Z'),
  event(2, '2026-09-02T01:00:00Z'),
  event(3, '2027-01-28T17:00:00Z'),
]);

describe('calendar months', () => {
  it('opens the asked month, else the current or next Pacific month, else the last', () => {
    expect(months.map((m) => `${m.year}-${m.month}`)).toEqual(['2026-6', '2026-9', '2027-1']);
    expect(openingMonthIndex(months, new Date('2026-07-01T12:00:00Z'), '2026-06')).toBe(0);
    expect(openingMonthIndex(months, new Date('2026-07-01T12:00:00Z'))).toBe(1);
    // 03:00 UTC on 1 September is still 31 August in California: September is next.
    expect(openingMonthIndex(months, new Date('2026-09-01T03:00:00Z'))).toBe(1);
    expect(openingMonthIndex(months, new Date('2027-03-01T12:00:00Z'))).toBe(2);
    expect(openingMonthIndex([], new Date())).toBe(-1);
  });

  it('describes the upcoming events as schema.org Events', () => {
    const upcoming = upcomingEvents(months, new Date('2026-09-01T12:00:00Z'));
    expect(upcoming.map((e) => e.id)).toEqual(['custom-2', 'custom-3']);
    const data = calendarStructuredData(upcoming, 'https://match.example/match-calendar') as {
      '@graph': Record<string, unknown>[];
    };
    expect(data['@graph'][0]).toMatchObject({
      '@type': 'Event',
      name: 'Event 2',
      startDate: '2026-09-02T01:00:00.000Z',
      location: { '@type': 'VirtualLocation', url: 'https://match.example/match-calendar' },
    });
    expect(upcomingEvents(months, new Date('2026-01-01T00:00:00Z'), 2)).toHaveLength(2);
  });

  it('builds the feed address per specialty, and its webcal form', () => {
    expect(feedUrl('https://match.example', null)).toBe('https://match.example/api/match-calendar.ics');
    expect(feedUrl('https://match.example', 7)).toBe(
      'https://match.example/api/match-calendar.ics?specialtyId=7',
    );
    expect(webcalUrl('https://match.example/api/match-calendar.ics')).toBe(
      'webcal://match.example/api/match-calendar.ics',
    );
  });
});
