import { describe, expect, it } from 'vitest';
import {
  allSpecialtiesColor,
  type CalendarCycle,
  customEvent,
  cycleEvents,
  groupCalendar,
  pacificDateOf,
  seasonWindow,
  withPublicHolidays,
} from './match-calendar.ts';

const cycle = (id: number, name: string, dates: Partial<CalendarCycle> = {}): CalendarCycle => ({
  id,
  yearCode: '2026',
  specialtyId: id * 10,
  specialtyName: name,
  specialtyPrefixUrl: name.toLowerCase(),
  specialtyType: 'Residency',
  color: '#A4CEF8',
  casDeadlineDate: null,
  registrationDate: null,
  programsRankListDeadlineDate: null,
  applicantsRankListDeadlineDate: null,
  matchDate: null,
  vacanciesPostedDate: null,
  ...dates,
});

describe('match calendar', () => {
  it('uses Pacific dates: 02:00 UTC is still the previous day in California', () => {
    expect(pacificDateOf(new Date('2027-02-01T02:00:00Z'))).toBe('2027-01-31');
    expect(pacificDateOf(new Date('2026-07-01T12:00:00Z'))).toBe('2026-07-01');
  });

  it('derives one event per date set, with stable ids and titles', () => {
    const events = cycleEvents(
      cycle(3, 'Ophthalmology', {
        registrationDate: new Date('2026-06-01T16:00:00Z'),
        matchDate: new Date('2027-01-28T17:00:00Z'),
        casDeadlineDate: '2026-10-31',
      }),
    );
    expect(events.map((e) => [e.id, e.type, e.allDay])).toEqual([
      ['3-ApplicantRegistrationStart', 'ApplicantRegistrationStart', false],
      ['3-MatchDate', 'MatchDate', false],
      ['3-CasTarget', 'CasTarget', true],
    ]);
    expect(events[1]).toMatchObject({
      title: 'Ophthalmology 2026: Match Day',
      start: '2027-01-28T17:00:00.000Z',
      specialtyName: 'Ophthalmology',
      specialtyPrefixUrl: 'ophthalmology',
      color: '#A4CEF8',
      matchCycleId: 3,
    });
  });

  it('groups by year and month, then by day, in order', () => {
    const events = [
      ...cycleEvents(cycle(1, 'Urology', { matchDate: new Date('2027-01-28T17:00:00Z') })),
      ...cycleEvents(
        cycle(2, 'Anesthesiology', {
          matchDate: new Date('2027-01-28T18:00:00Z'),
          registrationDate: new Date('2026-06-02T06:30:00Z'),
          casDeadlineDate: '2026-06-01',
        }),
      ),
    ];
    const months = groupCalendar(events);
    expect(months.map((m) => [m.year, m.month])).toEqual([
      [2026, 6],
      [2027, 1],
    ]);
    // 06:30 UTC on 2 June is 23:30 on 1 June in Pacific time: the same day as the CAS date.
    expect(months[0]!.days).toHaveLength(1);
    expect(months[0]!.days[0]!.date).toBe('2026-06-01');
    expect(months[0]!.days[0]!.events.map((e) => e.type)).toEqual([
      'CasTarget',
      'ApplicantRegistrationStart',
    ]);
    expect(months[1]!.days[0]!.events.map((e) => e.id)).toEqual(['1-MatchDate', '2-MatchDate']);
  });

  it('adds the public holidays of the months that have events, and only those', () => {
    const events = withPublicHolidays(
      cycleEvents(cycle(1, 'Urology', { matchDate: new Date('2027-01-28T17:00:00Z') })),
    );
    expect(events.filter((e) => e.type === 'PublicHoliday').map((e) => [e.id, e.title])).toEqual([
      ['holiday-2027-01-01', "New Year's Day"],
      ['holiday-2027-01-18', 'Birthday of Martin Luther King, Jr.'],
    ]);
    expect(withPublicHolidays([])).toEqual([]);
  });

  it('shows custom events with their specialty colour, or the all-specialties colour', () => {
    const base = {
      id: 7,
      title: 'Program director webinar',
      description: 'Online',
      startsAt: new Date('2026-09-02T01:00:00Z'),
      endsAt: new Date('2026-09-02T02:00:00Z'),
      specialtyId: null,
      specialtyName: null,
      specialtyPrefixUrl: null,
      specialtyType: null,
      color: null,
    };
    const all = customEvent(base);
    expect(all).toMatchObject({
      id: 'custom-7',
      customEventId: 7,
      matchCycleId: null,
      type: 'Custom',
      start: '2026-09-02T01:00:00.000Z',
      end: '2026-09-02T02:00:00.000Z',
      allDay: false,
      color: allSpecialtiesColor,
    });
    const own = customEvent({ ...base, specialtyId: 3, specialtyName: 'Urology', color: '#123456' });
    expect(own.color).toBe('#123456');
    // 01:00 UTC on 2 September is the evening of 1 September in California.
    expect(groupCalendar([all])[0]!.days[0]!.date).toBe('2026-09-01');
  });

  it('covers the whole Pacific months of a season, or its calendar year when it has no events', () => {
    const events = [
      ...cycleEvents(cycle(1, 'Urology', { registrationDate: new Date('2026-06-01T16:00:00Z') })),
      ...cycleEvents(cycle(2, 'Urology', { matchDate: new Date('2027-01-28T17:00:00Z') })),
    ];
    expect(seasonWindow(events, '2026')).toEqual({
      from: new Date('2026-06-01T07:00:00Z'),
      to: new Date('2027-02-01T08:00:00Z'),
    });
    expect(seasonWindow([], '2030')).toEqual({
      from: new Date('2030-01-01T08:00:00Z'),
      to: new Date('2031-01-01T08:00:00Z'),
    });
  });
});
