/**
 * Interview-day meetings (platform.md §3, issue 17, ADR 0026): the meeting roles, an attendee's
 * connection health and presence, a room's timer, the meeting log levels, and our own lists (what
 * an attendee is doing, the events the server logs). Each list is a column's type and its CHECK.
 */

/** Meeting roles (platform.md §3). ProgramUserAsApplicant: a program user trying the applicant's view. */
export const meetingRoles = ['ProgramUser', 'ProgramUserAsApplicant', 'Applicant'] as const;
export type MeetingRole = (typeof meetingRoles)[number];

/** Attendee connection health (platform.md §3), measured by the browser from WebRTC statistics. */
export const connectionHealths = ['Unstable', 'Weak', 'Good'] as const;
export type ConnectionHealth = (typeof connectionHealths)[number];

/** Room user status (platform.md §3): whether the attendee has a live Meeting hub connection. */
export const roomUserStatuses = ['Online', 'Offline'] as const;
export type RoomUserStatus = (typeof roomUserStatuses)[number];

/** Interview room timer status (platform.md §3). Stopped ends the room's meeting for everyone. */
export const roomTimerStatuses = ['Initial', 'Running', 'Paused', 'Stopped'] as const;
export type RoomTimerStatus = (typeof roomTimerStatuses)[number];

/** Meeting log levels (platform.md §3) with their numbers; OFF logs nothing. */
export const meetingLogLevels = { DEBUG: 0, INFO: 1, WARN: 2, ERROR: 3, OFF: 4 } as const;
export type MeetingLogLevelName = keyof typeof meetingLogLevels;
/** The levels an event can carry (OFF is a setting, never an event's level). */
export const meetingEventLevels = [0, 1, 2, 3] as const;
export type MeetingEventLevel = (typeof meetingEventLevels)[number];

/** The most people in one video room: every pair has its own connection (a mesh). */
export const maxRoomParticipants = 6;

/** Events the server itself logs for the admin's control panel (LogEvent adds the clients' own). */
export const meetingServerEvents = [
  'Joined',
  'Left',
  'Disconnected',
  'Invited',
  'Moved',
  'HealthChanged',
  'TimerStarted',
  'TimerPaused',
  'TimerReset',
  'MeetingStopped',
  'RoomCreated',
  'RoomRenamed',
  'RoomRemoved',
  'FeedbackSent',
] as const;
export type MeetingServerEvent = (typeof meetingServerEvents)[number];

/** Ratings of the video-conference feedback form: 1 (bad) to 5 (excellent). */
export const feedbackRatings = [1, 2, 3, 4, 5] as const;
