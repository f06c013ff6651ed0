import type { FastifyInstance } from 'fastify';
import {
  createCustomCalendarEvent,
  deleteCustomCalendarEvent,
  getCustomCalendarEvent,
  listCustomCalendarEvents,
  updateCustomCalendarEvent,
} from '../../../core/contracts/match-cycles/match-calendar-events.contract.ts';
import {
  changeMatchCycleStatus,
  createMatchCycle,
  createMatchCycleYear,
  getAdminMatchCycle,
  getMatchCalendar,
  getMatchCalendarFeed,
  getYearsBySpecialtyId,
  listAdminMatchCycles,
  listMatchCycleYears,
  listSocietyMatchCycles,
  updateMatchCycle,
} from '../../../core/contracts/match-cycles/match-cycles.contract.ts';
import type { Services } from '../../services/services.ts';
import { defineRoute, signedIn } from '../define-route.ts';

/**
 * Match cycle years (public), the admin's match cycles, a society user's cycles, the public match
 * calendar with its feed, and the admin's custom calendar events.
 */
export function registerMatchCycleRoutes(app: FastifyInstance, services: Services): void {
  const cycles = services.matchCycles;
  const calendar = services.matchCalendar;
  defineRoute(app, listMatchCycleYears, async () => cycles.years());
  defineRoute(app, getYearsBySpecialtyId, async ({ params }) => cycles.yearsOfSpecialty(params.specialtyId));
  defineRoute(app, createMatchCycleYear, async ({ body }) => cycles.createYear(body.code));
  defineRoute(app, listAdminMatchCycles, async ({ query }) => cycles.list(query));
  defineRoute(app, listSocietyMatchCycles, async (ctx) =>
    cycles.listForSociety(signedIn(ctx).userId, ctx.query),
  );
  defineRoute(app, getAdminMatchCycle, async ({ params }) => cycles.details(params.id));
  defineRoute(app, createMatchCycle, async ({ body }) => cycles.create(body));
  defineRoute(app, updateMatchCycle, async ({ params, body }) => cycles.update(params.id, body));
  defineRoute(app, changeMatchCycleStatus, async ({ params, body }) =>
    cycles.changeStatus(params.id, body.status),
  );
  defineRoute(app, getMatchCalendar, async ({ query }) => calendar.calendar(query));
  defineRoute(app, getMatchCalendarFeed, async ({ query, reply }) => {
    // A subscribable feed: calendar apps poll it, so let caches keep it for a few minutes.
    reply
      .type('text/calendar; charset=utf-8')
      .header('content-disposition', 'inline; filename="matchline-match-calendar.ics"')
      .header('cache-control', 'public, max-age=300');
    return calendar.feed(query);
  });

  const events = services.matchCalendarEvents;
  defineRoute(app, listCustomCalendarEvents, async ({ query }) => events.list(query));
  defineRoute(app, getCustomCalendarEvent, async ({ params }) => events.get(params.id));
  defineRoute(app, createCustomCalendarEvent, async (ctx) => events.create(ctx.body, signedIn(ctx).userId));
  defineRoute(app, updateCustomCalendarEvent, async ({ params, body }) => events.update(params.id, body));
  defineRoute(app, deleteCustomCalendarEvent, async ({ params }) => events.remove(params.id));
}
