import { fireEvent, render, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { cycleEvents, groupCalendar, withPublicHolidays } from '../../../core/domain/match-calendar.ts';
import { testCustomEvent } from './calendar-test-events.ts';
import { MatchCalendarView } from './match-calendar-view.tsx';

const months = groupCalendar(
  withPublicHolidays([
    ...cycleEvents({
      id: 3,
      yearCode: '2026',
      specialtyId: 4,
      specialtyName: 'Ophthalmology',
      specialtyPrefixUrl: 'ophthalmology',
      specialtyType: 'Fellowship',
      color: '#123456',
      casDeadlineDate: '2026-10-31',
      registrationDate: new Date('2026-06-01T16:00:00Z'),
      programsRankListDeadlineDate: null,
      applicantsRankListDeadlineDate: null,
      matchDate: new Date('2027-01-28T17:00:00Z'),
      vacanciesPostedDate: null,
    }),
    testCustomEvent(9, '2026-10-31T17:00:00Z', {
      title: 'Program directors meeting',
      description: 'Online',
      endsAt: '2026-10-31T18:30:00Z',
    }),
  ]),
);

function Calendar({ start = 0 }: { start?: number }) {
  const [index, setIndex] = useState(start);
  return <MatchCalendarView months={months} monthIndex={index} onMonthChange={setIndex} />;
}

describe('match calendar view', () => {
  it('shows one month by day, each event with its time in PT, type and specialty colour', () => {
    render(<Calendar start={1} />);
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe('October 2026');
    const days = screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent);
    // Columbus Day (12 October) is shown with the month's events.
    expect(days).toEqual(['Monday, October 12', 'Saturday, October 31']);
    const day = screen.getAllByRole('listitem').find((li) => li.textContent?.startsWith('Saturday'))!;
    const events = within(day).getAllByRole('listitem');
    expect(events.map((e) => e.querySelector('.calendar-event-type')?.textContent)).toEqual([
      'CAS target date',
      'Event',
    ]);
    expect(events[0]!.textContent).toContain('All day');
    expect(events[0]!.style.borderInlineStartColor).toBe('rgb(18, 52, 86)');
    expect(events[1]!.textContent).toContain('10:00 AM PT – 11:30 AM PT');
    expect(events[1]!.textContent).toContain('All specialties');
    expect(events[1]!.textContent).toContain('Online');
  });

  it('moves between months, and stops at the first and the last', () => {
    render(<Calendar />);
    const previous = screen.getByRole('button', { name: 'Previous month' });
    const next = screen.getByRole('button', { name: 'Next month' });
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe('June 2026');
    expect(previous.hasAttribute('disabled') || previous.getAttribute('aria-disabled') === 'true').toBe(true);
    fireEvent.click(next);
    fireEvent.click(next);
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe('January 2027');
    expect(screen.getByText('Ophthalmology 2026: Match Day')).toBeTruthy();
    expect(next.hasAttribute('disabled') || next.getAttribute('aria-disabled') === 'true').toBe(true);
  });

  it('says so when the season has no events', () => {
    render(<MatchCalendarView months={[]} monthIndex={-1} onMonthChange={() => {}} />);
    expect(screen.getByText('No events in this season.')).toBeTruthy();
  });
});
