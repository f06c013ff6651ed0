import type {
  CustomCalendarEvent,
  CustomCalendarEventInput,
} from '../../../core/contracts/match-cycles/match-calendar-events.contract.ts';
import { pageWindow } from '../../../core/contracts/paging.ts';
import { messages } from '../../../core/domain/messages.ts';
import type { DbExecutor } from '../../db/client.ts';
import {
  type CustomEventListFilter,
  type CustomEventRow,
  deleteCustomEvent,
  findCustomEvent,
  insertCustomEvent,
  listCustomEvents,
  updateCustomEvent,
} from '../../db/repositories/match-calendar-events.repository.ts';
import { specialtyExists } from '../../db/repositories/match-cycles.repository.ts';
import { notFound, ValidationFailure } from '../../errors.ts';

export type MatchCalendarEventService = ReturnType<typeof createMatchCalendarEventService>;

function toEvent(row: CustomEventRow): CustomCalendarEvent {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    startsAt: row.startsAt.toISOString(),
    endsAt: row.endsAt ? row.endsAt.toISOString() : null,
    specialtyId: row.specialtyId,
    specialtyName: row.specialtyName,
  };
}

function toValues(input: CustomCalendarEventInput) {
  return {
    title: input.title,
    description: input.description,
    startsAt: new Date(input.startsAt),
    endsAt: input.endsAt ? new Date(input.endsAt) : null,
    specialtyId: input.specialtyId,
  };
}

/** The admin's custom match calendar events (event type Custom); the calendar service shows them. */
export function createMatchCalendarEventService(deps: { db: DbExecutor }) {
  const { db } = deps;

  async function get(id: number): Promise<CustomCalendarEvent> {
    const row = await findCustomEvent(db, id);
    if (!row) throw notFound();
    return toEvent(row);
  }

  async function checkSpecialty(input: CustomCalendarEventInput): Promise<void> {
    if (input.specialtyId !== null && !(await specialtyExists(db, input.specialtyId))) {
      throw new ValidationFailure({ specialtyId: [messages.SpecialtyNotFound] });
    }
  }

  return {
    async list(
      query: Omit<CustomEventListFilter, 'limit' | 'offset'> & { page: number; pageSize: number },
    ): Promise<{ items: CustomCalendarEvent[]; total: number }> {
      const { page, pageSize, ...filter } = query;
      const { items, total } = await listCustomEvents(db, { ...filter, ...pageWindow({ page, pageSize }) });
      return { items: items.map(toEvent), total };
    },

    get,

    async create(input: CustomCalendarEventInput, createdByUserId: string): Promise<CustomCalendarEvent> {
      await checkSpecialty(input);
      return get(await insertCustomEvent(db, { ...toValues(input), createdByUserId }));
    },

    async update(id: number, input: CustomCalendarEventInput): Promise<CustomCalendarEvent> {
      await checkSpecialty(input);
      if (!(await updateCustomEvent(db, id, toValues(input)))) throw notFound();
      return get(id);
    },

    async remove(id: number): Promise<{ ok: true }> {
      if (!(await deleteCustomEvent(db, id))) throw notFound();
      return { ok: true };
    },
  };
}
