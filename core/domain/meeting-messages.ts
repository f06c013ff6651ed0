/**
 * What the server says about interview-day meetings (issue 17, ADR 0026): refusals it answers in
 * words on the Meeting hubs and the meeting routes. The client shows them as the server wrote them
 * (like core/domain/season-messages.ts), so they stay out of everyone's first load. Ours, not the spec's.
 */
export const meetingMessages = {
  RoomFull: 'This room is full: a video call holds at most {max} people.',
  NotAVideoMeeting: 'This interview is not held as a Matchline video conference, so it has no meeting rooms.',
  AdminsDoNotJoin: 'Administrators can watch the interview dashboard but cannot join a meeting room.',
  RoomNotInvited:
    'You can only join the room you were invited to. Wait in the waiting room for an invitation.',
  RoomNameTaken: 'This interview already has a room with this name.',
  TimerTransitionRefused: 'The timer cannot go from {from} to {to}.',
  NotInRoom: 'Join the room before sending it anything.',
  NotAnApplicantOfRange: 'Only an applicant interviewing in this time range can be moved between rooms.',
  FeedbackNotAttended: 'Only someone who took part in this interview can send feedback about it.',
} as const;
