/** Calendar events for the client tests (a custom event is the shortest to describe). */
import type { CalendarEvent } from '../../../core/contracts/match-cycles/match-cycles.contract.ts';
import { customEvent } from '../../../core/domain/match-calendar.ts';

export function testCustomEvent(
  id: number,
  startsAt: string,
  more: { title?: string; endsAt?: string; description?: string } = {},
): CalendarEvent {
  return customEvent({
    id,
    title: more.title ?? `Event ${id}`,
    description: more.description ?? null,
    startsAt: new Date(startsAt),
    endsAt: more.endsAt ? new Date(more.endsAt) : null,
    specialtyId: null,
    specialtyName: null,
    specialtyPrefixUrl: null,
    specialtyType: null,
    color: null,
  });
}
