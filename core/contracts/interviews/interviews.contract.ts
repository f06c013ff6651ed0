/**
 * Interviews (issue 15): the program's interview days and time ranges, its invitations, and the
 * applicant's answers. Times travel as ISO instants; a day carries its IANA zone so clients show
 * the viewer's zone and Pacific time. The preference window, swap and queue contracts sit beside
 * this file and reuse its shapes.
 */
import { z } from 'zod';
import {
  interviewTypes,
  invitationCancelRefusals,
  invitationSendRefusals,
  invitationStatuses,
} from '../../domain/interviews.ts';
import { messages } from '../../domain/messages.ts';
import { defineContract } from '../http.ts';
import { listQuery, paged } from '../paging.ts';

const matchCycleCode = z.string().trim().min(1).max(64);
const programCode = z.string().trim().min(1).max(64);
export const programCycleParams = z.strictObject({ matchCycleCode, programCode });
export const applicantCycleParams = z.strictObject({ matchCycleCode });
const idParam = z.coerce.number().int().positive().max(2_147_483_647);
export const programCycleIdParams = z.strictObject({ matchCycleCode, programCode, id: idParam });
export const applicantCycleIdParams = z.strictObject({ matchCycleCode, id: idParam });

const positiveId = z
  .number({ error: messages.InvalidValue })
  .int(messages.InvalidValue)
  .positive(messages.InvalidValue)
  .max(2_147_483_647, messages.InvalidValue);
const instant = z.iso.datetime({ offset: true, error: messages.InvalidDate });
const plainDate = z.iso.date({ error: messages.InvalidValue });
const optionalText = (max: number) =>
  z.string().trim().max(max, messages.ExceededNumberOfCharacters).optional().nullable();

// ---------- interview days and time ranges (program) ----------

export const interviewTimeRange = z.object({
  id: z.number().int(),
  startsAt: z.string(),
  endsAt: z.string(),
  isPublic: z.boolean(),
  capacity: z.number().int(),
  /** Accepted invitations in this range. */
  booked: z.number().int(),
  interviewerUserIds: z.array(z.string()),
  roomName: z.string().nullable(),
});
export type InterviewTimeRange = z.infer<typeof interviewTimeRange>;

export const interviewDay = z.object({
  id: z.number().int(),
  date: z.string(),
  timeZone: z.string(),
  interviewType: z.enum(interviewTypes),
  location: z.string().nullable(),
  videoLink: z.string().nullable(),
  notes: z.string().nullable(),
  isPassed: z.boolean(),
  timeRanges: z.array(interviewTimeRange),
});
export type InterviewDay = z.infer<typeof interviewDay>;

export const interviewTimeRangeInput = z
  .strictObject({
    /** Present to keep (and change) an existing range; absent for a new one. */
    id: positiveId.optional(),
    startsAt: instant,
    endsAt: instant,
    isPublic: z.boolean().default(true),
    capacity: z.number({ error: messages.InvalidValue }).int().min(1, messages.GreaterThanZero).max(200),
    interviewerUserIds: z.array(z.uuid()).max(50).default([]),
    roomName: optionalText(120),
  })
  .refine((range) => range.endsAt > range.startsAt, {
    message: messages.StartBeforeEnd,
    path: ['endsAt'],
  });

export const interviewDayInput = z.strictObject({
  date: plainDate,
  timeZone: z.string().trim().min(1).max(64),
  interviewType: z.enum(interviewTypes),
  location: optionalText(300),
  videoLink: optionalText(2000),
  notes: optionalText(2000),
  timeRanges: z.array(interviewTimeRangeInput).min(1).max(48),
});
export type InterviewDayInput = z.input<typeof interviewDayInput>;

/** The program's season of interviews: its days (oldest first), the cycle's limits and dates. */
export const programInterviewSeason = z.object({
  matchCycleCode: z.string(),
  /** The program's id: its hub group (`program:<id>`) and the invitation queue's key. */
  programId: z.number().int(),
  programCode: z.string(),
  programName: z.string(),
  isReadOnly: z.boolean(),
  interviewSeasonStartDate: z.string().nullable(),
  latestInterviewDayDate: z.string().nullable(),
  maxInterviewCountPerDay: z.number().int(),
  maxInterviewCountPerMatchCycle: z.number().int(),
  /** Free seats in public ranges of days still ahead, minus Pending invitations without a date. */
  freeSlots: z.number().int(),
  days: z.array(interviewDay),
});
export type ProgramInterviewSeason = z.infer<typeof programInterviewSeason>;

export const getProgramInterviewSeason = defineContract({
  method: 'GET',
  path: '/api/program-user/:matchCycleCode/:programCode/interview-days',
  access: ['ProgramUser', 'Admin'],
  params: programCycleParams,
  response: programInterviewSeason,
});

export const createInterviewDay = defineContract({
  method: 'POST',
  path: '/api/program-user/:matchCycleCode/:programCode/interview-days',
  access: ['ProgramUser'],
  params: programCycleParams,
  body: interviewDayInput,
  response: interviewDay,
});

export const updateInterviewDay = defineContract({
  method: 'PUT',
  path: '/api/program-user/:matchCycleCode/:programCode/interview-days/:id',
  access: ['ProgramUser'],
  params: programCycleIdParams,
  body: interviewDayInput,
  response: interviewDay,
});

/** Refused (409) while a range of the day holds an accepted or pending invitation. */
export const deleteInterviewDay = defineContract({
  method: 'DELETE',
  path: '/api/program-user/:matchCycleCode/:programCode/interview-days/:id',
  access: ['ProgramUser'],
  params: programCycleIdParams,
  response: z.object({ ok: z.literal(true) }),
});

// ---------- invitations (program) ----------

export const invitationSummary = z.object({
  id: z.number().int(),
  applicationId: z.number().int(),
  applicantId: z.number().int(),
  applicantCode: z.string(),
  applicantName: z.string(),
  status: z.enum(invitationStatuses),
  createdAt: z.string(),
  respondBy: z.string().nullable(),
  respondedAt: z.string().nullable(),
  /** The accepted (or assigned) range, with its day. */
  timeRangeId: z.number().int().nullable(),
  startsAt: z.string().nullable(),
  endsAt: z.string().nullable(),
  timeZone: z.string().nullable(),
  interviewType: z.enum(interviewTypes).nullable(),
  preferenceWindowId: z.number().int().nullable(),
  isWaitlisted: z.boolean(),
  /** Why the program could not cancel it now; None when it can. */
  cancelRefusal: z.enum(invitationCancelRefusals),
});
export type InvitationSummary = z.infer<typeof invitationSummary>;

export const listProgramInvitations = defineContract({
  method: 'GET',
  path: '/api/program-user/:matchCycleCode/:programCode/invitations',
  access: ['ProgramUser', 'Admin'],
  params: programCycleParams,
  query: z.strictObject({
    ...listQuery(['createdAt', 'applicantName', 'status', 'startsAt'] as const),
    status: z.enum(invitationStatuses).optional(),
  }),
  response: paged(invitationSummary),
});

export const sendInvitationsInput = z.strictObject({
  applicationIds: z.array(positiveId).min(1).max(500),
  message: optionalText(2000),
  /** The answer is due by then; null for no deadline. */
  respondBy: instant.optional().nullable(),
  /** Invite into an open preference window (invitees rank dates instead of picking a slot). */
  preferenceWindowId: positiveId.optional().nullable(),
});
export type SendInvitationsInput = z.input<typeof sendInvitationsInput>;

/** One result per application asked: sent (refusal None, with the invitation) or refused with its reason. */
export const sendInvitationsResult = z.object({
  results: z.array(
    z.object({
      applicationId: z.number().int(),
      refusal: z.enum(invitationSendRefusals),
      invitationId: z.number().int().nullable(),
    }),
  ),
});
export type SendInvitationsResult = z.infer<typeof sendInvitationsResult>;

export const sendInvitations = defineContract({
  method: 'POST',
  path: '/api/program-user/:matchCycleCode/:programCode/invitations',
  access: ['ProgramUser'],
  params: programCycleParams,
  body: sendInvitationsInput,
  response: sendInvitationsResult,
});

/** Cancels a Pending or Accepted invitation; refused (409) with the cancel refusal's text. */
export const cancelInvitation = defineContract({
  method: 'POST',
  path: '/api/program-user/:matchCycleCode/:programCode/invitations/:id/cancel',
  access: ['ProgramUser'],
  params: programCycleIdParams,
  body: z.strictObject({ reason: optionalText(1000) }),
  response: invitationSummary,
});

// ---------- the applicant's side ----------

export const applicantInvitation = z.object({
  id: z.number().int(),
  programId: z.number().int(),
  programCode: z.string(),
  programName: z.string(),
  status: z.enum(invitationStatuses),
  message: z.string().nullable(),
  createdAt: z.string(),
  respondBy: z.string().nullable(),
  interviewType: z.enum(interviewTypes).nullable(),
  /** The accepted range (Accepted), else null. */
  timeRangeId: z.number().int().nullable(),
  startsAt: z.string().nullable(),
  endsAt: z.string().nullable(),
  timeZone: z.string().nullable(),
  location: z.string().nullable(),
  /** Shown only once accepted. */
  videoLink: z.string().nullable(),
  /** In a preference window: rank dates until it closes instead of picking one. */
  preferenceWindow: z.object({ id: z.number().int(), closesAt: z.string(), status: z.string() }).nullable(),
  isWaitlisted: z.boolean(),
  /** The applicant may still cancel an accepted interview (until its day starts). */
  canCancel: z.boolean(),
});
export type ApplicantInvitation = z.infer<typeof applicantInvitation>;

/** A range the applicant may pick: free seats, public, ahead, and no other interview that day. */
export const offeredTimeRange = z.object({
  id: z.number().int(),
  date: z.string(),
  startsAt: z.string(),
  endsAt: z.string(),
  timeZone: z.string(),
  interviewType: z.enum(interviewTypes),
  freeSeats: z.number().int(),
  /** Why the applicant cannot take it (another interview that day), or null. */
  conflict: z.string().nullable(),
});
export type OfferedTimeRange = z.infer<typeof offeredTimeRange>;

export const applicantInterviewSchedule = z.object({
  matchCycleCode: z.string(),
  maxInterviewCountPerMatchCycle: z.number().int(),
  acceptedCount: z.number().int(),
  invitations: z.array(applicantInvitation),
});
export type ApplicantInterviewSchedule = z.infer<typeof applicantInterviewSchedule>;

export const getApplicantInterviewSchedule = defineContract({
  method: 'GET',
  path: '/api/applicant/:matchCycleCode/interviews',
  access: ['Applicant'],
  params: applicantCycleParams,
  response: applicantInterviewSchedule,
});

export const applicantInvitationDetails = z.object({
  invitation: applicantInvitation,
  offeredTimeRanges: z.array(offeredTimeRange),
});
export type ApplicantInvitationDetails = z.infer<typeof applicantInvitationDetails>;

export const getApplicantInvitation = defineContract({
  method: 'GET',
  path: '/api/applicant/:matchCycleCode/interviews/:id',
  access: ['Applicant'],
  params: applicantCycleIdParams,
  response: applicantInvitationDetails,
});

/** Takes a seat in a range: refused (409, in words) when full, hidden, passed, or another interview is that day. */
export const acceptInvitation = defineContract({
  method: 'POST',
  path: '/api/applicant/:matchCycleCode/interviews/:id/accept',
  access: ['Applicant'],
  params: applicantCycleIdParams,
  body: z.strictObject({ timeRangeId: positiveId }),
  response: applicantInvitation,
});

export const declineInvitation = defineContract({
  method: 'POST',
  path: '/api/applicant/:matchCycleCode/interviews/:id/decline',
  access: ['Applicant'],
  params: applicantCycleIdParams,
  body: z.strictObject({ reason: optionalText(1000) }),
  response: applicantInvitation,
});

/** An accepted interview given up before its day: the seat is freed (and offered to the waitlist). */
export const cancelAcceptedInterview = defineContract({
  method: 'POST',
  path: '/api/applicant/:matchCycleCode/interviews/:id/cancel',
  access: ['Applicant'],
  params: applicantCycleIdParams,
  body: z.strictObject({ reason: optionalText(1000) }),
  response: applicantInvitation,
});

// ---------- calendar feed ----------

/** The caller's private iCalendar feed URL (made on first ask); `rotate` makes a new one and kills the old. */
export const calendarFeed = z.object({ url: z.string() });

export const getCalendarFeed = defineContract({
  method: 'POST',
  path: '/api/me/calendar-feed',
  access: ['Applicant', 'ProgramUser'],
  body: z.strictObject({ rotate: z.boolean().default(false) }),
  response: calendarFeed,
});

/**
 * The feed itself: public (the token authorizes), text/calendar. `token` is the URL's last part
 * (`<token>.ics`); an unknown token is 404.
 */
export const getCalendarFeedFile = defineContract({
  method: 'GET',
  path: '/api/calendar/:token',
  access: 'public',
  params: z.strictObject({ token: z.string().max(100) }),
  response: z.string(),
});

export { instant as interviewInstant, plainDate as interviewDate, positiveId as interviewId };
