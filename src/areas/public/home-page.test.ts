import { describe, expect, it } from 'vitest';
import type {
  CalendarEvent,
  CalendarMonth,
} from '../../../core/contracts/match-cycles/match-cycles.contract.ts';
import { upcomingEvents } from './upcoming-dates.tsx';

const event = (
  id: string,
  start: string,
  allDay = false,
  type: CalendarEvent['type'] = 'MatchDate',
): CalendarEvent =>
  // Only the fields the home page reads; the rest of the contract does not matter here.
  ({
    id,
    matchCycleId: 1,
    type,
    title: id,
    start,
    allDay,
    specialtyId: 1,
    specialtyName: 'OPH',
    specialtyPrefixUrl: 'oph',
    specialtyType: 'Fellowship',
    color: '#123456',
  }) as CalendarEvent;

describe('upcoming match dates on the home page', () => {
  it('keeps future season dates in time order, today’s all-day ones included, holidays left out', () => {
    const months: CalendarMonth[] = [
      {
        year: 2026,
        month: 1,
        days: [
          { date: '2026-01-10', events: [event('past', '2026-01-10T17:00:00Z')] },
          {
            date: '2026-01-15',
            events: [
              event('later-today', '2026-01-15T23:00:00Z'),
              event('today-all-day', '2026-01-15', true, 'CasTarget'),
              event('holiday', '2026-01-19', true, 'PublicHoliday'),
            ],
          },
        ],
      },
      {
        year: 2026,
        month: 2,
        days: [{ date: '2026-02-01', events: [event('next-month', '2026-02-01T17:00:00Z')] }],
      },
    ];
    // 10:00 Pacific on January 15.
    const now = new Date('2026-01-15T18:00:00Z');
    expect(upcomingEvents(months, now).map((e) => e.id)).toEqual([
      'today-all-day',
      'later-today',
      'next-month',
    ]);
  });
});
