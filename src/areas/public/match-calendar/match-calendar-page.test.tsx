import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Route } from 'wouter';
import {
  getMatchCalendar,
  listMatchCycleYears,
} from '../../../../core/contracts/match-cycles/match-cycles.contract.ts';
import { listSpecialties } from '../../../../core/contracts/specialties/specialties.contract.ts';
import { groupCalendar } from '../../../../core/domain/match-calendar.ts';
import { handleContract } from '../../../../mocks/contract-handler.ts';
import { server } from '../../../../mocks/node-server.ts';
import { testCustomEvent } from '../../../features/match-calendar/calendar-test-events.ts';
import { expectNoAxeViolations } from '../../../test-support/axe.ts';
import { renderAt } from '../../../test-support/render-at.tsx';
import { MatchCalendarPage } from './match-calendar-page.tsx';

const months = groupCalendar([
  testCustomEvent(1, '2099-09-15T17:00:00Z', { title: 'Webinar: how the match works' }),
]);

function open(path: string) {
  return renderAt(path, <Route path="/match-calendar" component={MatchCalendarPage} />);
}

describe('public match calendar (/match-calendar)', () => {
  it('asks for the default season and the chosen specialty, shows the month, the feed and JSON-LD events', async () => {
    const asked: string[] = [];
    server.use(
      handleContract(listMatchCycleYears, () => [
        { id: 1, code: '2098', activeSpecialtyIds: [] },
        { id: 2, code: '2099', activeSpecialtyIds: [7] },
        { id: 3, code: '2100', activeSpecialtyIds: [] },
      ]),
      handleContract(listSpecialties, () => []),
      handleContract(getMatchCalendar, ({ request }) => {
        asked.push(new URL(request.url).search);
        return months;
      }),
    );
    const { container } = open('/match-calendar?specialtyId=7');
    expect(await screen.findByText('Webinar: how the match works')).toBeTruthy();
    expect(asked.at(-1)).toBe('?year=2099&specialtyId=7');
    expect(screen.getByRole('heading', { level: 2, name: 'September 2099' })).toBeTruthy();
    const feed = screen.getByRole('textbox', { name: 'Calendar address (iCalendar)' }) as HTMLInputElement;
    expect(feed.value).toBe(`${window.location.origin}/api/match-calendar.ics?specialtyId=7`);
    expect(screen.getByRole('link', { name: 'Open in my calendar app' }).getAttribute('href')).toMatch(
      /^webcal:\/\//,
    );
    await waitFor(() => expect(document.title).toBe('Match calendar | Matchline'));
    const script = document.querySelector('script[type="application/ld+json"]');
    expect(JSON.parse(script!.textContent!)['@graph'][0]).toMatchObject({
      '@type': 'Event',
      name: 'Webinar: how the match works',
    });

    // WCAG 2.1 A/AA in jsdom (colour contrast needs layout: the e2e run checks it).
    await expectNoAxeViolations(container);
  });
});
