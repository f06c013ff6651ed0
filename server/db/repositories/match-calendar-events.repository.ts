/** Custom events of the match calendar (business.md §3.2, event type Custom). */
import { and, asc, eq, gte, isNull, lt, or, sql } from 'drizzle-orm';
import type { SelectedFields } from 'drizzle-orm/pg-core';
import type { CalendarCustomEvent } from '../../../core/domain/match-calendar.ts';
import type { DbExecutor } from '../client.ts';
import { matchCalendarEvents, specialties } from '../schema.ts';
import { ascending, pageOf, type SortColumns, searchAny, sortOrder } from './paging.ts';

/** An event with its specialty's name (the calendar's shape without the specialty's other fields). */
export type CustomEventRow = Pick<
  CalendarCustomEvent,
  'id' | 'title' | 'description' | 'startsAt' | 'endsAt' | 'specialtyId' | 'specialtyName'
>;

export type CustomEventValues = Omit<CustomEventRow, 'id' | 'specialtyName'>;

const columns = {
  id: matchCalendarEvents.id,
  title: matchCalendarEvents.title,
  description: matchCalendarEvents.description,
  startsAt: matchCalendarEvents.startsAt,
  endsAt: matchCalendarEvents.endsAt,
  specialtyId: matchCalendarEvents.specialtyId,
  specialtyName: specialties.name,
};

const withSpecialty = <T extends SelectedFields>(db: DbExecutor, fields: T) =>
  db
    .select(fields)
    .from(matchCalendarEvents)
    .leftJoin(specialties, eq(specialties.id, matchCalendarEvents.specialtyId));

export type CustomEventListFilter = {
  specialtyId?: number | undefined;
  search?: string | undefined;
  sort: 'startsAt' | 'title';
  direction: 'asc' | 'desc';
  limit: number;
  offset: number;
};

const customEventSorts: SortColumns<CustomEventListFilter['sort']> = {
  startsAt: matchCalendarEvents.startsAt,
  title: sql`lower(${matchCalendarEvents.title})`,
};

/** One page of the admin's list and its total: two statements. */
export async function listCustomEvents(
  db: DbExecutor,
  filter: CustomEventListFilter,
): Promise<{ items: CustomEventRow[]; total: number }> {
  const where = and(
    filter.specialtyId ? eq(matchCalendarEvents.specialtyId, filter.specialtyId) : undefined,
    searchAny(filter.search, [matchCalendarEvents.title, matchCalendarEvents.description]),
  );
  const { limit, offset } = pageOf(filter);
  const [items, [count]] = await Promise.all([
    withSpecialty(db, columns)
      .where(where)
      .orderBy(
        ...sortOrder(customEventSorts, filter.sort, filter.direction, ascending(matchCalendarEvents.id)),
      )
      .limit(limit)
      .offset(offset),
    db.select({ total: sql<number>`count(*)::int` }).from(matchCalendarEvents).where(where),
  ]);
  return { items, total: count?.total ?? 0 };
}

export async function findCustomEvent(db: DbExecutor, id: number): Promise<CustomEventRow | undefined> {
  const [row] = await withSpecialty(db, columns).where(eq(matchCalendarEvents.id, id)).limit(1);
  return row;
}

export async function insertCustomEvent(
  db: DbExecutor,
  values: CustomEventValues & { createdByUserId: string | null },
): Promise<number> {
  const [row] = await db.insert(matchCalendarEvents).values(values).returning({ id: matchCalendarEvents.id });
  return row!.id;
}

/** False when there is no such event. */
export async function updateCustomEvent(
  db: DbExecutor,
  id: number,
  values: CustomEventValues,
): Promise<boolean> {
  const rows = await db
    .update(matchCalendarEvents)
    .set(values)
    .where(eq(matchCalendarEvents.id, id))
    .returning({ id: matchCalendarEvents.id });
  return rows.length > 0;
}

/** False when there is no such event. */
export async function deleteCustomEvent(db: DbExecutor, id: number): Promise<boolean> {
  const rows = await db
    .delete(matchCalendarEvents)
    .where(eq(matchCalendarEvents.id, id))
    .returning({ id: matchCalendarEvents.id });
  return rows.length > 0;
}

/**
 * The custom events the calendar shows: of one specialty plus those for every specialty (or all, without
 * a specialty), starting within [from, to) when given. One statement.
 */
export async function listCalendarCustomEvents(
  db: DbExecutor,
  filter: { specialtyId?: number | undefined; from?: Date; to?: Date },
): Promise<CalendarCustomEvent[]> {
  return withSpecialty(db, {
    ...columns,
    specialtyPrefixUrl: specialties.urlPrefix,
    specialtyType: specialties.type,
    color: specialties.color,
  })
    .where(
      and(
        filter.specialtyId
          ? or(
              eq(matchCalendarEvents.specialtyId, filter.specialtyId),
              isNull(matchCalendarEvents.specialtyId),
            )
          : undefined,
        filter.from ? gte(matchCalendarEvents.startsAt, filter.from) : undefined,
        filter.to ? lt(matchCalendarEvents.startsAt, filter.to) : undefined,
      ),
    )
    .orderBy(asc(matchCalendarEvents.startsAt), asc(matchCalendarEvents.id));
}

/** Whether an event with this title already starts at this instant (the demo seed adds each once). */
export async function customEventExists(db: DbExecutor, title: string, startsAt: Date): Promise<boolean> {
  const [row] = await db
    .select({ id: matchCalendarEvents.id })
    .from(matchCalendarEvents)
    .where(and(eq(matchCalendarEvents.title, title), eq(matchCalendarEvents.startsAt, startsAt)))
    .limit(1);
  return row !== undefined;
}
