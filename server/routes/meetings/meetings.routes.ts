import type { FastifyInstance } from 'fastify';
import {
  createMeetingRoom,
  deleteMeetingRoom,
  getIceServers,
  listLiveMeetings,
  listMeetingEvents,
  listMyMeetings,
  listVideoFeedback,
  moveMeetingAttendee,
  sendVideoFeedback,
  updateMeetingRoom,
} from '../../../core/contracts/meetings/meetings.contract.ts';
import type { Services } from '../../services/services.ts';
import { defineRoute, signedIn } from '../define-route.ts';

/** Interview-day meetings (issue 17): the caller's meetings, ICE servers, rooms, moves, feedback, the admin's reads. */
export function registerMeetingRoutes(app: FastifyInstance, services: Services): void {
  const meetings = services.meetings;
  defineRoute(app, listMyMeetings, async (ctx) => meetings.listMyMeetings(signedIn(ctx)));
  defineRoute(app, getIceServers, async (ctx) => meetings.iceServers(signedIn(ctx)));
  defineRoute(app, createMeetingRoom, async (ctx) =>
    meetings.createRoom(signedIn(ctx), ctx.params.timeRangeId, ctx.body),
  );
  defineRoute(app, updateMeetingRoom, async (ctx) =>
    meetings.updateRoom(signedIn(ctx), ctx.params, ctx.body),
  );
  defineRoute(app, deleteMeetingRoom, async (ctx) => {
    await meetings.deleteRoom(signedIn(ctx), ctx.params);
    return { ok: true as const };
  });
  defineRoute(app, moveMeetingAttendee, async (ctx) =>
    meetings.moveAttendee(signedIn(ctx), ctx.params.timeRangeId, ctx.body),
  );
  defineRoute(app, sendVideoFeedback, async (ctx) => meetings.sendFeedback(signedIn(ctx), ctx.body));
  defineRoute(app, listLiveMeetings, async () => meetings.listLiveMeetings());
  defineRoute(app, listMeetingEvents, async (ctx) =>
    meetings.listMeetingEvents(ctx.params.timeRangeId, ctx.query),
  );
  defineRoute(app, listVideoFeedback, async (ctx) => meetings.listVideoFeedback(ctx.query));
}
