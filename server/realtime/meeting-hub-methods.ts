/**
 * The Meeting and MeetingDashboard hubs' methods (issue 17, ADR 0026; docs/topics/meetings.md).
 * Arguments are parsed with the meetings contract's shapes (a wrong one is a binding failure); the
 * meeting service decides. The connection's groups are the hub's part: JoinRoom puts it in
 * `meetingRoom(roomId)` and `meetingPeer(roomId, connectionId)` (out of any other room's), LeaveRoom
 * takes it out, GetInterviewDashboard puts it in `meetingDay(timeRangeId)`; SendSignal needs the
 * sender in the room on this connection. A Meeting connection's end takes its attendees offline.
 */
import {
  hubConnectionHealth,
  hubConnectionId,
  hubRoomId,
  hubTimeRangeId,
  meetingLogEntry,
  rtcSignal,
  timerUpdate,
} from '../../core/contracts/meetings/meetings.contract.ts';
import { meetingMessages } from '../../core/domain/meeting-messages.ts';
import { hubEvents, hubGroups } from '../../core/realtime/hubs.ts';
import type { MeetingService } from '../services/meetings/meeting.service.ts';
import type { HubEvent } from '../services/realtime/hub-events.ts';
import type { HubConnection } from './hub-connection.ts';
import { argumentOf, HubError, type HubMethodRegistry } from './hub-methods.ts';
import type { HubLifetimeManager } from './lifetime-manager.ts';

const timeRangeIdOf = (value: unknown) =>
  argumentOf(hubTimeRangeId, value, 'The time range id is not valid.');
const roomIdOf = (value: unknown) => argumentOf(hubRoomId, value, 'The room id is not valid.');

const roomGroupPrefix = hubGroups.meetingRoom(0).replace(/0$/, '');
const peerGroupPrefix = hubGroups.meetingPeer(0, '').replace(/0:$/, '');

/** Takes the connection out of every room (and peer) group it is in. */
function leaveRooms(connection: HubConnection, leave: (group: string) => void): void {
  for (const group of [...connection.groups]) {
    if (group.startsWith(roomGroupPrefix) || group.startsWith(peerGroupPrefix)) leave(group);
  }
}

export type MeetingHubHooks = {
  lifetime: Pick<HubLifetimeManager, 'inGroup' | 'leave'>;
  onDisconnected(listener: (connection: HubConnection) => void | Promise<void>): void;
  onDelivered(listener: (event: HubEvent) => void): void;
};

/**
 * The room's groups follow the service's events on every node: a connection told it left its room
 * (moved to the waiting room, another connection of its user joined) or whose meeting was stopped or
 * room removed leaves the room's groups, so it can no longer signal into it nor hear it.
 */
function followRoomEvents(event: HubEvent, lifetime: MeetingHubHooks['lifetime']): void {
  if (event.hub !== 'Meeting') return;
  const payload = event.args[0] as { roomId?: unknown; connectionId?: unknown } | undefined;
  if (typeof payload?.roomId !== 'number') return;
  const roomId = payload.roomId;
  const leaving =
    event.target === hubEvents.meetingParticipantLeft && typeof payload.connectionId === 'string'
      ? lifetime.inGroup('Meeting', hubGroups.meetingPeer(roomId, payload.connectionId))
      : event.target === hubEvents.stopMeeting
        ? lifetime.inGroup('Meeting', hubGroups.meetingRoom(roomId))
        : [];
  for (const connection of leaving) {
    lifetime.leave(connection, hubGroups.meetingRoom(roomId));
    lifetime.leave(connection, hubGroups.meetingPeer(roomId, connection.connectionId));
  }
}

export function registerMeetingHubMethods(
  registry: HubMethodRegistry,
  meetings: () => MeetingService,
  hooks: MeetingHubHooks,
): void {
  hooks.onDelivered((event) => followRoomEvents(event, hooks.lifetime));
  // Program users and applicants take part; admins only watch (GetTimer, the dashboard). The
  // service checks the range: the program's users, the applicants interviewing in it.
  const participants = ['ProgramUser', 'Applicant'] as const;
  const watchers = ['ProgramUser', 'Applicant', 'Admin'] as const;

  registry.register('Meeting', 'GetMeetingDetails', {
    arity: 1,
    access: participants,
    handler: (context, [timeRangeId]) =>
      meetings().getMeetingDetails(context.auth, timeRangeIdOf(timeRangeId), context.connection.connectionId),
  });

  registry.register('Meeting', 'JoinRoom', {
    arity: 2,
    access: participants,
    async handler(context, args) {
      const connectionId = context.connection.connectionId;
      const joined = await meetings().joinRoom(context.auth, {
        timeRangeId: timeRangeIdOf(args[0]),
        roomId: roomIdOf(args[1]),
        connectionId,
      });
      leaveRooms(context.connection, context.leaveGroup);
      context.joinGroup(hubGroups.meetingRoom(joined.roomId));
      context.joinGroup(hubGroups.meetingPeer(joined.roomId, connectionId));
      const { previousRoomId: _previous, ...answer } = joined;
      return answer;
    },
  });

  registry.register('Meeting', 'LeaveRoom', {
    arity: 2,
    access: participants,
    async handler(context, args) {
      const roomId = roomIdOf(args[1]);
      await meetings().leaveRoom(context.auth, {
        timeRangeId: timeRangeIdOf(args[0]),
        roomId,
        connectionId: context.connection.connectionId,
      });
      context.leaveGroup(hubGroups.meetingRoom(roomId));
      context.leaveGroup(hubGroups.meetingPeer(roomId, context.connection.connectionId));
    },
  });

  registry.register('Meeting', 'SendSignal', {
    arity: 3,
    access: participants,
    handler(context, args) {
      const roomId = roomIdOf(args[0]);
      const toConnectionId = argumentOf(hubConnectionId, args[1], 'The connection id is not valid.');
      const signal = argumentOf(rtcSignal, args[2], 'The signal is not valid.');
      if (!context.connection.groups.has(hubGroups.meetingRoom(roomId))) {
        throw new HubError(meetingMessages.NotInRoom);
      }
      meetings().relaySignal({
        roomId,
        fromConnectionId: context.connection.connectionId,
        fromUserId: context.auth.userId,
        toConnectionId,
        signal,
      });
    },
  });

  registry.register('Meeting', 'UpdateConnectionHealth', {
    arity: 2,
    access: participants,
    handler: (context, args) =>
      meetings().updateConnectionHealth(
        context.auth,
        timeRangeIdOf(args[0]),
        argumentOf(hubConnectionHealth, args[1], 'The connection health is not valid.'),
      ),
  });

  registry.register('Meeting', 'GetTimer', {
    arity: 1,
    access: watchers,
    handler: (context, [roomId]) => meetings().getTimer(context.auth, roomIdOf(roomId)),
  });

  registry.register('Meeting', 'UpdateTimer', {
    arity: 2,
    access: ['ProgramUser'],
    handler: (context, args) =>
      meetings().updateTimer(
        context.auth,
        roomIdOf(args[0]),
        argumentOf(timerUpdate, args[1], 'The timer update is not valid.'),
      ),
  });

  registry.register('Meeting', 'LogEvent', {
    arity: 2,
    access: participants,
    handler: (context, args) =>
      meetings().logEvent(
        context.auth,
        timeRangeIdOf(args[0]),
        argumentOf(meetingLogEntry, args[1], 'The log entry is not valid.'),
        context.connection.connectionId,
      ),
  });

  registry.register('MeetingDashboard', 'GetInterviewDashboard', {
    arity: 1,
    access: ['ProgramUser', 'Admin'],
    async handler(context, [value]) {
      const timeRangeId = timeRangeIdOf(value);
      const dashboard = await meetings().getInterviewDashboard(context.auth, timeRangeId);
      context.joinGroup(hubGroups.meetingDay(timeRangeId));
      return dashboard;
    },
  });

  hooks.onDisconnected((connection) => {
    if (connection.hub === 'Meeting') return meetings().connectionClosed(connection.connectionId);
  });
}
