/**
 * Interview-day meetings (issue 17, ADR 0026): the meeting dashboard of an interview time range,
 * its video rooms, attendees, room timers and connection health, the video-conference feedback and
 * the admin's control panel. The live part travels on the Meeting and MeetingDashboard hubs (the
 * argument and answer shapes of their methods are here too); rooms, moves, feedback and the admin's
 * reads are HTTP routes. Instants are ISO strings; `serverNow` lets a client run a timer on the
 * server's clock.
 */
import { z } from 'zod';
import { interviewTypes } from '../../domain/interviews.ts';
import {
  connectionHealths,
  feedbackRatings,
  meetingRoles,
  roomTimerStatuses,
  roomUserStatuses,
} from '../../domain/meetings.ts';
import { messages } from '../../domain/messages.ts';
import { defineContract, okResponse } from '../http.ts';
import { paged, pageQueryFields } from '../paging.ts';

const id = z.coerce
  .number({ error: messages.InvalidValue })
  .int(messages.InvalidValue)
  .positive(messages.InvalidValue);
export const timeRangeParams = z.strictObject({ timeRangeId: id });
export const roomParams = z.strictObject({ timeRangeId: id, roomId: id });

// ---------- shapes ----------

export const roomTimer = z.object({
  roomId: z.number().int(),
  status: z.enum(roomTimerStatuses),
  durationSeconds: z.number().int(),
  /** Milliseconds run until `serverNow` (the current run included). */
  elapsedMs: z.number().int(),
  /** The current run's start while Running, else null. */
  startedAt: z.string().nullable(),
  serverNow: z.string(),
});
export type RoomTimer = z.infer<typeof roomTimer>;

export const meetingAttendee = z.object({
  userId: z.string(),
  name: z.string(),
  meetingRole: z.enum(meetingRoles),
  /** Applicants: their applicant and application (to open beside the video). */
  applicantId: z.number().int().nullable(),
  applicationId: z.number().int().nullable(),
  /** Where they are: a room, or null for the waiting room (or not arrived yet). */
  roomId: z.number().int().nullable(),
  /** A room they were invited to and have not entered yet. */
  invitedRoomId: z.number().int().nullable(),
  status: z.enum(roomUserStatuses),
  connectionHealth: z.enum(connectionHealths).nullable(),
  /** Null: never connected to this meeting. */
  joinedAt: z.string().nullable(),
  lastSeenAt: z.string().nullable(),
});
export type MeetingAttendee = z.infer<typeof meetingAttendee>;

export const meetingRoom = z.object({
  id: z.number().int(),
  name: z.string(),
  position: z.number().int(),
  timer: roomTimer,
  /** Attendees in the room now (online), by user id. */
  participantUserIds: z.array(z.string()),
});
export type MeetingRoom = z.infer<typeof meetingRoom>;

export const meetingTimeRange = z.object({
  id: z.number().int(),
  interviewDayId: z.number().int(),
  programId: z.number().int(),
  programCode: z.string(),
  programName: z.string(),
  matchCycleCode: z.string(),
  date: z.string(),
  timeZone: z.string(),
  startsAt: z.string(),
  endsAt: z.string(),
  interviewType: z.enum(interviewTypes),
  roomName: z.string().nullable(),
  /** The day is today in the program's zone (the rooms are open), or the range is under way. */
  isLive: z.boolean(),
});
export type MeetingTimeRange = z.infer<typeof meetingTimeRange>;

/** GetInterviewDashboard's answer: program users of the program and admins. */
export const interviewDashboard = z.object({
  timeRange: meetingTimeRange,
  rooms: z.array(meetingRoom),
  /** Program users who joined, and every applicant with an accepted interview in the range (joined or not). */
  attendees: z.array(meetingAttendee),
  serverNow: z.string(),
});
export type InterviewDashboard = z.infer<typeof interviewDashboard>;

/** GetMeetingDetails' answer: what the caller needs for their own view of the meeting. */
export const meetingDetails = z.object({
  timeRange: meetingTimeRange,
  meetingRole: z.enum(meetingRoles),
  me: meetingAttendee,
  /** Program users: every room; applicants: the room they are in or invited to. */
  rooms: z.array(meetingRoom),
  /** The client's log level (platform.md §9 'Meeting log level'): events below it are not sent. */
  logLevel: z.number().int().min(0).max(4),
  maxParticipants: z.number().int(),
  serverNow: z.string(),
});
export type MeetingDetails = z.infer<typeof meetingDetails>;

/** One person in a video room, as JoinRoom answers and MeetingParticipantJoined tells. */
export const roomParticipant = z.object({
  connectionId: z.string(),
  userId: z.string(),
  name: z.string(),
  meetingRole: z.enum(meetingRoles),
  connectionHealth: z.enum(connectionHealths).nullable(),
});
export type RoomParticipant = z.infer<typeof roomParticipant>;

export const joinRoomResult = z.object({
  roomId: z.number().int(),
  /** My own connection id (peers address their signals to it). */
  connectionId: z.string(),
  /** The others already in the room: the newcomer sends each an offer. */
  participants: z.array(roomParticipant),
  timer: roomTimer,
});
export type JoinRoomResult = z.infer<typeof joinRoomResult>;

// ---------- hub arguments (Meeting and MeetingDashboard) ----------

/** `JoinRoom(timeRangeId, roomId)`; `LeaveRoom(timeRangeId, roomId)`. */
export const hubTimeRangeId = id;
export const hubRoomId = id;

/** The signalling messages of a WebRTC mesh, relayed as they are to one connection in the same room. */
export const rtcSignal = z.discriminatedUnion('type', [
  z.strictObject({ type: z.literal('offer'), sdp: z.string().max(100_000) }),
  z.strictObject({ type: z.literal('answer'), sdp: z.string().max(100_000) }),
  z.strictObject({
    type: z.literal('candidate'),
    candidate: z
      .strictObject({
        candidate: z.string().max(2000),
        sdpMid: z.string().max(100).nullable().optional(),
        sdpMLineIndex: z.number().int().min(0).max(100).nullable().optional(),
        usernameFragment: z.string().max(200).nullable().optional(),
      })
      .nullable(),
  }),
]);
export type RtcSignal = z.infer<typeof rtcSignal>;

/** `SendSignal(roomId, toConnectionId, signal)`. */
export const hubConnectionId = z.string().min(1).max(200);

/** `UpdateConnectionHealth(timeRangeId, health)`. */
export const hubConnectionHealth = z.enum(connectionHealths);

/** `UpdateTimer(roomId, {status, durationSeconds?})`: program users only. */
export const timerUpdate = z.strictObject({
  status: z.enum(roomTimerStatuses),
  durationSeconds: z.number().int().min(60).max(14_400).optional(),
});
export type TimerUpdate = z.infer<typeof timerUpdate>;

/** `LogEvent(timeRangeId, {level, event, message?, details?})`. */
export const meetingLogEntry = z.strictObject({
  level: z.number().int().min(0).max(3),
  event: z.string().trim().min(1).max(100),
  message: z.string().max(2000).optional().nullable(),
  roomId: z.number().int().positive().optional().nullable(),
  details: z.record(z.string(), z.unknown()).optional().nullable(),
});
export type MeetingLogEntry = z.infer<typeof meetingLogEntry>;

// ---------- hub events (payloads) ----------

/** NewMeetingInvitation on the Notification hub, to the invited applicant. */
export const meetingInvitationEvent = z.object({
  timeRangeId: z.number().int(),
  roomId: z.number().int(),
  roomName: z.string(),
  programName: z.string(),
});
export type MeetingInvitationEvent = z.infer<typeof meetingInvitationEvent>;

/** Meeting hub, to the room: UpdateConnectionHealth. */
export const connectionHealthEvent = z.object({
  timeRangeId: z.number().int(),
  roomId: z.number().int().nullable(),
  userId: z.string(),
  connectionHealth: z.enum(connectionHealths),
});
/** Meeting hub, to the room: UpdateMeetingTimer (the timer) and StopMeeting ({timeRangeId, roomId}). */
export const meetingTimerEvent = z.object({ timeRangeId: z.number().int(), timer: roomTimer });
export const stopMeetingEvent = z.object({ timeRangeId: z.number().int(), roomId: z.number().int() });
/** Meeting hub, to the room: MeetingParticipantJoined / MeetingParticipantLeft. */
export const participantJoinedEvent = z.object({ roomId: z.number().int(), participant: roomParticipant });
export const participantLeftEvent = z.object({
  roomId: z.number().int(),
  connectionId: z.string(),
  userId: z.string(),
});
/** Meeting hub, to one connection: MeetingSignal. */
export const meetingSignalEvent = z.object({
  roomId: z.number().int(),
  fromConnectionId: z.string(),
  fromUserId: z.string(),
  signal: rtcSignal,
});
export type MeetingSignalEvent = z.infer<typeof meetingSignalEvent>;
/** MeetingDashboard hub, to the day's watchers: InterviewDashboardUpdate (refetch) and InterviewDashboardTimerUpdate. */
export const dashboardUpdateEvent = z.object({ timeRangeId: z.number().int() });
export const dashboardTimerEvent = z.object({ timeRangeId: z.number().int(), timer: roomTimer });

// ---------- HTTP: the caller's meetings, ICE servers ----------

export const myMeeting = meetingTimeRange.extend({
  meetingRole: z.enum(meetingRoles),
});
export type MyMeeting = z.infer<typeof myMeeting>;

/** The caller's video interview ranges from today on (program users: their programs'; applicants: accepted ones). */
export const listMyMeetings = defineContract({
  method: 'GET',
  path: '/api/meetings',
  access: ['Applicant', 'ProgramUser'],
  response: z.object({ items: z.array(myMeeting) }),
});

export const iceServer = z.object({
  urls: z.array(z.string()),
  username: z.string().optional(),
  credential: z.string().optional(),
});
/** STUN and TURN servers for the browser; TURN credentials are short-lived (coturn's use-auth-secret). */
export const getIceServers = defineContract({
  method: 'GET',
  path: '/api/meetings/ice-servers',
  access: ['Applicant', 'ProgramUser'],
  response: z.object({ iceServers: z.array(iceServer), expiresAt: z.string().nullable() }),
});

// ---------- HTTP: rooms and moves (program users of the range's program) ----------

export const roomInput = z.strictObject({
  name: z.string().trim().min(1, messages.FillAllRequired).max(100, messages.ExceededNumberOfCharacters),
  durationMinutes: z
    .number({ error: messages.InvalidValue })
    .int(messages.InvalidValue)
    .min(1, messages.GreaterThanZero)
    .max(240, messages.InvalidValue)
    .optional(),
});
export type RoomInput = z.input<typeof roomInput>;

export const createMeetingRoom = defineContract({
  method: 'POST',
  path: '/api/meetings/:timeRangeId/rooms',
  access: ['ProgramUser'],
  params: timeRangeParams,
  body: roomInput,
  response: meetingRoom,
});

export const updateMeetingRoom = defineContract({
  method: 'PUT',
  path: '/api/meetings/:timeRangeId/rooms/:roomId',
  access: ['ProgramUser'],
  params: roomParams,
  body: roomInput,
  response: meetingRoom,
});

/** Removes a room; whoever is in it goes back to the waiting room. */
export const deleteMeetingRoom = defineContract({
  method: 'DELETE',
  path: '/api/meetings/:timeRangeId/rooms/:roomId',
  access: ['ProgramUser'],
  params: roomParams,
  response: okResponse,
});

/**
 * Moves an applicant: `roomId` invites them to that room (NewMeetingInvitation, the toast), null sends
 * them back to the waiting room.
 */
export const moveMeetingAttendee = defineContract({
  method: 'POST',
  path: '/api/meetings/:timeRangeId/moves',
  access: ['ProgramUser'],
  params: timeRangeParams,
  body: z.strictObject({ userId: z.uuid({ error: messages.InvalidValue }), roomId: id.nullable() }),
  response: meetingAttendee,
});

// ---------- HTTP: video-conference feedback ----------

const rating = z
  .number({ error: messages.InvalidValue })
  .int(messages.InvalidValue)
  .refine((value) => (feedbackRatings as readonly number[]).includes(value), messages.InvalidValue);

export const feedbackProblems = ['NoAudio', 'NoVideo', 'Echo', 'Frozen', 'Dropped', 'ScreenShare'] as const;

export const videoFeedbackInput = z.strictObject({
  /** Made on the device when the form opens: a resend stores it once. */
  clientId: z.uuid({ error: messages.InvalidValue }),
  timeRangeId: id,
  roomId: id.nullable().optional(),
  overallRating: rating,
  audioRating: rating.nullable().optional(),
  videoRating: rating.nullable().optional(),
  problems: z.array(z.enum(feedbackProblems)).max(feedbackProblems.length).default([]),
  comment: z.string().trim().max(4000, messages.ExceededNumberOfCharacters).optional().nullable(),
});
export type VideoFeedbackInput = z.input<typeof videoFeedbackInput>;

export const videoFeedback = z.object({
  id: z.number().int(),
  userId: z.string(),
  userName: z.string(),
  meetingRole: z.enum(meetingRoles),
  timeRangeId: z.number().int().nullable(),
  roomId: z.number().int().nullable(),
  programName: z.string().nullable(),
  startsAt: z.string().nullable(),
  overallRating: z.number().int(),
  audioRating: z.number().int().nullable(),
  videoRating: z.number().int().nullable(),
  problems: z.array(z.string()),
  comment: z.string().nullable(),
  createdAt: z.string(),
});
export type VideoFeedback = z.infer<typeof videoFeedback>;

/** Only someone who attended the range's meeting may send feedback on it. */
export const sendVideoFeedback = defineContract({
  method: 'POST',
  path: '/api/meetings/feedback',
  access: ['Applicant', 'ProgramUser'],
  body: videoFeedbackInput,
  response: z.object({ id: z.number().int() }),
});

// ---------- HTTP: the admin's quality-assurance tabs ----------

export const liveMeetingRange = z.object({
  timeRange: meetingTimeRange,
  rooms: z.array(meetingRoom),
  attendeeCount: z.number().int(),
  onlineCount: z.number().int(),
  waitingCount: z.number().int(),
  /** Online attendees by health (those not measured yet are not counted). */
  health: z.object({ Good: z.number().int(), Weak: z.number().int(), Unstable: z.number().int() }),
  lastEventAt: z.string().nullable(),
});
export type LiveMeetingRange = z.infer<typeof liveMeetingRange>;

/** interview-control-panel: every video interview range of today (in its program's zone) or under way. */
export const listLiveMeetings = defineContract({
  method: 'GET',
  path: '/api/admin/meetings/live',
  access: ['Admin'],
  response: z.object({ items: z.array(liveMeetingRange), serverNow: z.string() }),
});

export const meetingEvent = z.object({
  id: z.number().int(),
  timeRangeId: z.number().int(),
  roomId: z.number().int().nullable(),
  userId: z.string().nullable(),
  userName: z.string().nullable(),
  level: z.number().int(),
  event: z.string(),
  message: z.string().nullable(),
  details: z.record(z.string(), z.unknown()).nullable(),
  createdAt: z.string(),
});
export type MeetingEvent = z.infer<typeof meetingEvent>;

/** A range's logged events, newest first; `level` keeps that level and above. */
export const listMeetingEvents = defineContract({
  method: 'GET',
  path: '/api/admin/meetings/:timeRangeId/events',
  access: ['Admin'],
  params: timeRangeParams,
  query: z.strictObject({ ...pageQueryFields, level: z.coerce.number().int().min(0).max(3).default(0) }),
  response: paged(meetingEvent),
});

/** video-conference-feedback: newest first, with the average overall rating of the filtered set. */
export const listVideoFeedback = defineContract({
  method: 'GET',
  path: '/api/admin/meetings/feedback',
  access: ['Admin'],
  query: z.strictObject({
    ...pageQueryFields,
    meetingRole: z.enum(meetingRoles).optional(),
    maxRating: z.coerce.number().int().min(1).max(5).optional(),
  }),
  response: paged(videoFeedback).extend({ averageRating: z.number().nullable() }),
});
