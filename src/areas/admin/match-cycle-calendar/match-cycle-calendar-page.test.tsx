import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { Route } from 'wouter';
import {
  type CustomCalendarEvent,
  deleteCustomCalendarEvent,
  getCustomCalendarEvent,
  listCustomCalendarEvents,
  updateCustomCalendarEvent,
} from '../../../../core/contracts/match-cycles/match-calendar-events.contract.ts';
import {
  getMatchCalendar,
  listMatchCycleYears,
} from '../../../../core/contracts/match-cycles/match-cycles.contract.ts';
import { listSpecialties } from '../../../../core/contracts/specialties/specialties.contract.ts';
import { messages } from '../../../../core/domain/messages.ts';
import { handleContract, validationErrorResponse } from '../../../../mocks/contract-handler.ts';
import { server } from '../../../../mocks/node-server.ts';
import { clearToasts } from '../../../lib/notify/toast-service.ts';
import { expectNoAxeViolations } from '../../../test-support/axe.ts';
import { renderAt } from '../../../test-support/render-at.tsx';
import { ConfirmHost } from '../../../ui/confirm-dialog.tsx';
import { MatchCycleCalendarPage } from './match-cycle-calendar-page.tsx';

afterEach(() => act(() => clearToasts()));

const event: CustomCalendarEvent = {
  id: 5,
  title: 'Webinar',
  description: null,
  startsAt: '2026-09-15T17:00:00.000Z',
  endsAt: '2026-09-15T18:00:00.000Z',
  specialtyId: null,
  specialtyName: null,
};

function open() {
  return renderAt(
    '/admin/match-cycle-calendar',
    <Route path="/admin/match-cycle-calendar" component={MatchCycleCalendarPage} />,
    { hosts: <ConfirmHost /> },
  );
}

describe('admin match cycle calendar', { timeout: 30_000 }, () => {
  it('edits a custom event, keeping what was typed when refused, then deletes it after confirmation', async () => {
    const sent: unknown[] = [];
    let deleted = 0;
    let refuse = true;
    server.use(
      handleContract(listMatchCycleYears, () => []),
      handleContract(listSpecialties, () => []),
      handleContract(getMatchCalendar, () => []),
      handleContract(listCustomCalendarEvents, () => ({
        items: deleted ? [] : [event],
        total: deleted ? 0 : 1,
      })),
      handleContract(getCustomCalendarEvent, () => event),
      handleContract(updateCustomCalendarEvent, ({ body }) => {
        sent.push(body);
        if (refuse) {
          refuse = false;
          return validationErrorResponse({ endsAt: [messages.StartBeforeEnd] });
        }
        return { ...event, ...(body as object) } as CustomCalendarEvent;
      }),
      handleContract(deleteCustomCalendarEvent, () => {
        deleted += 1;
        return { ok: true as const };
      }),
    );
    const { container } = open();
    const table = await screen.findByRole('grid', { name: 'Custom events' });
    await within(table).findByText('Webinar');
    await expectNoAxeViolations(container);

    fireEvent.click(within(table).getByRole('button', { name: 'Edit Webinar' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit event' });
    const title = within(dialog).getByRole('textbox', { name: 'Title' }) as HTMLInputElement;
    fireEvent.change(title, { target: { value: 'Webinar, moved' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText(messages.StartBeforeEnd)).toBeTruthy();
    expect(title.value).toBe('Webinar, moved');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Edit event' })).toBeNull());
    expect(sent[1]).toEqual({
      title: 'Webinar, moved',
      description: null,
      startsAt: '2026-09-15T17:00:00.000Z',
      endsAt: '2026-09-15T18:00:00.000Z',
      specialtyId: null,
    });

    fireEvent.click(within(table).getByRole('button', { name: 'Delete Webinar' }));
    const confirmation = await screen.findByRole('alertdialog', { name: 'Confirmation' });
    expect(confirmation.textContent).toContain('Delete the event Webinar?');
    fireEvent.click(within(confirmation).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(deleted).toBe(1));
    await waitFor(() => expect(within(table).queryByText('Webinar')).toBeNull());
  });
});
