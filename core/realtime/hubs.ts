/**
 * The real-time hubs of platform.md §7: names, the methods clients invoke and the events they
 * receive. One list for the server (server/realtime) and the client (src/lib/realtime). A hub
 * lives at `/hubs/{Name}Hub`.
 */

export const hubNames = [
  'AutomatedQa',
  'BugReports',
  'BulkPdfNotification',
  'FinalMerge',
  'ListItemsNotification',
  'LorUploadRequests',
  'MedicalSchoolFirstUserRegistrationRequests',
  'MedicalSchoolRegistrationRequests',
  'MeetingDashboard',
  'Meeting',
  'MenuCounts',
  'Notification',
  'PositionsCountRequest',
  'ProgramApplicationNotification',
  'ProgramRenameRequests',
  'ProgramRequest',
  'ProgramSchedulerNotification',
  'ProgramInvitationQueue',
  'ProgramApplicationNotes',
  'ProgramUserRegistrationRequest',
  'ApplicantSchedulerNotification',
  'MessageCenter',
  'InterviewSwap',
] as const;
export type HubName = (typeof hubNames)[number];

/** The path of a hub: every name ends with the suffix Hub (platform.md §7). */
export function hubPath(name: HubName): string {
  return `/hubs/${name}Hub`;
}

/** The hub a path names, or null. */
export function hubOfPath(path: string): HubName | null {
  const match = /^\/hubs\/([A-Za-z]+)Hub$/.exec(path);
  const name = match?.[1];
  return name && (hubNames as readonly string[]).includes(name) ? (name as HubName) : null;
}

/** Methods the client invokes, per hub (platform.md §7). Hubs not listed take only the group pair. */
export const hubMethods = {
  ProgramInvitationQueue: [
    'AddToGroup',
    'RemoveFromGroup',
    'Get',
    'Create',
    'Update',
    'Stop',
    'Start',
    'AddToQueue',
    'GetHistory',
  ],
  ProgramSchedulerNotification: ['AddToGroup', 'RemoveFromGroup'],
  ApplicantSchedulerNotification: ['AddToGroup', 'RemoveFromGroup'],
  ProgramApplicationNotes: ['AddToGroup', 'RemoveFromGroup'],
  ProgramApplicationNotification: ['AddToGroup', 'RemoveFromGroup'],
  MessageCenter: ['AddToGroup', 'RemoveFromGroup', 'GetSentMessagesHistory'],
  // JoinRoom, LeaveRoom and SendSignal are ours (ADR 0026): the video rooms' WebRTC signalling.
  Meeting: [
    'UpdateConnectionHealth',
    'GetMeetingDetails',
    'GetTimer',
    'UpdateTimer',
    'LogEvent',
    'JoinRoom',
    'LeaveRoom',
    'SendSignal',
  ],
  MeetingDashboard: ['GetInterviewDashboard'],
} as const satisfies Partial<Record<HubName, readonly string[]>>;

/** Events the server raises (platform.md §7). */
export const hubEvents = {
  statusChanged: 'StatusChanged',
  queueUpdated: 'QueueUpdated',
  queueHistoryUpdated: 'QueueHistoryUpdated',
  noteAdded: 'NoteAdded',
  noteUpdated: 'NoteUpdated',
  noteDeleted: 'NoteDeleted',
  programApplicationContextChanged: 'ProgramApplicationContextChanged',
  programApplicationAdded: 'ProgramApplicationAdded',
  updateMessageHistory: 'UpdateMessageHistory',
  newMeetingInvitation: 'NewMeetingInvitation',
  newInternalMessage: 'NewInternalMessage',
  newNotification: 'NewNotification',
  newBroadcastMessage: 'NewBroadcastMessage',
  menuCountersChanged: 'MenuCountersChanged',
  newItemNotify: 'NewItemNotify',
  updateConnectionHealth: 'UpdateConnectionHealth',
  updateMeetingTimer: 'UpdateMeetingTimer',
  stopMeeting: 'StopMeeting',
  interviewDashboardUpdate: 'InterviewDashboardUpdate',
  interviewDashboardTimerUpdate: 'InterviewDashboardTimerUpdate',
  // Ours (ADR 0026): the video rooms' presence and WebRTC signalling, on the Meeting hub.
  meetingParticipantJoined: 'MeetingParticipantJoined',
  meetingParticipantLeft: 'MeetingParticipantLeft',
  meetingSignal: 'MeetingSignal',
  // The interview scheduler (platform.md §7 Scheduler events; ProgramSchedulerNotification and
  // ApplicantSchedulerNotification hubs).
  applicantAcceptedInvitation: 'ApplicantAcceptedInvitation',
  applicantDeclinedInvitation: 'ApplicantDeclinedInvitation',
  cancelInvitation: 'CancelInvitation',
  programUserAddApplicants: 'ProgramUserAddApplicants',
  programUserBulkInvite: 'ProgramUserBulkInvite',
  programUserRemoveFromInterviewList: 'ProgramUserRemoveFromInterviewList',
  programUserAddToInterviewList: 'ProgramUserAddToInterviewList',
  invitationQueueSentInvitation: 'InvitationQueueSentInvitation',
  calendarUpdated: 'CalendarUpdated',
  interviewSchedulerContextChanged: 'InterviewSchedulerContextChanged',
  swapRequestCreated: 'SwapRequestCreated',
  swapRequestAcceptedOrCancelled: 'SwapRequestAcceptedOrCancelled',
  notifyBulkPdfMergeProgress: 'NotifyBulkPdfMergeProgress',
  bugReportStatusChanged: 'BugReportStatusChanged',
  qualityAssuranceStatusChanged: 'QualityAssuranceStatusChanged',
} as const;
export type HubEventName = (typeof hubEvents)[keyof typeof hubEvents];

/**
 * Groups a connection can be in. Every connection is put in its user's and its roles' groups
 * when it connects; the others are joined with AddToGroup, authorized per group.
 */
export const hubGroups = {
  user: (userId: string) => `user:${userId}`,
  role: (role: string) => `role:${role}`,
  program: (programId: number | string) => `program:${programId}`,
  matchCycle: (matchCycleCode: string) => `cycle:${matchCycleCode}`,
  entity: (kind: string, id: number | string) => `entity:${kind}:${id}`,
  // Joined by the meeting hubs' own methods, never with AddToGroup (ADR 0026).
  /** MeetingDashboard: who watches an interview time range's dashboard. */
  meetingDay: (timeRangeId: number) => `meeting-day:${timeRangeId}`,
  /** Meeting: the connections in a video room. */
  meetingRoom: (roomId: number) => `meeting-room:${roomId}`,
  /** Meeting: one connection in one room (signals reach a peer only inside the room they share). */
  meetingPeer: (roomId: number, connectionId: string) => `meeting-peer:${roomId}:${connectionId}`,
} as const;
