import { z } from 'zod';
import { checkMatchCycleDateOrder, resultDateFields } from '../../domain/match-cycle-dates.ts';
import { resultSendingAudiences, resultSendingStatuses } from '../../domain/match-cycle-results.ts';
import { matchCycleStatuses } from '../../domain/match-cycle-status.ts';
import { messages } from '../../domain/messages.ts';
import { requiredText } from '../fields.ts';
import { defineContract } from '../http.ts';
import { listQuery, paged } from '../paging.ts';

const id = z.coerce.number().int().positive().max(2_147_483_647);

export const matchCycleYear = z.object({
  id: z.number().int(),
  code: z.string(),
  /** Specialties with an Active cycle in that year. */
  activeSpecialtyIds: z.array(z.number().int()),
});
export type MatchCycleYear = z.infer<typeof matchCycleYear>;

export const listMatchCycleYears = defineContract({
  method: 'GET',
  path: '/api/match-cycle-years',
  access: 'public',
  response: z.array(matchCycleYear),
});

export const getYearsBySpecialtyId = defineContract({
  method: 'GET',
  path: '/api/match-cycle-years/GetYearsBySpecialtyId/:specialtyId',
  access: 'public',
  params: z.strictObject({ specialtyId: id }),
  response: z.array(matchCycleYear),
});

/** A new season's year: its code is the year the season opens (registration in June). */
export const createMatchCycleYear = defineContract({
  method: 'POST',
  path: '/api/admin/match-cycle-years',
  access: ['Admin'],
  body: z.strictObject({ code: z.string().regex(/^(19|20|21)\d{2}$/, messages.MatchCycleYearCode) }),
  response: matchCycleYear,
});

/** Instants travel as ISO strings with an offset; the server keeps them as timestamptz. */
export const instantInput = z.iso.datetime({ offset: true, error: messages.InvalidDate });
const optionalInstant = instantInput.nullable().default(null);
const instantOutput = z.string().nullable();

const instantFields = [
  'effectiveDate',
  'registrationDate',
  'programsRankListDeadlineDate',
  'applicantsRankListDeadlineDate',
  'matchDate',
  'vacanciesPostedDate',
  'interviewSeasonStartDate',
  'applicationReviewStartDate',
  'earliestApplicationDeadlineDate',
  'earliestInterviewInviteDate',
  'latestInterviewDayDate',
  ...resultDateFields,
] as const;
export type MatchCycleInstantField = (typeof instantFields)[number];
export const matchCycleInstantFields: readonly MatchCycleInstantField[] = instantFields;

const instants = <S extends z.ZodType>(schema: S) =>
  Object.fromEntries(instantFields.map((field) => [field, schema])) as Record<MatchCycleInstantField, S>;

/** Fees in integer cents (the form converts the dollars typed to numbers before sending, business.md §5). */
const cents = z
  .number({ error: messages.InvalidAmount })
  .int(messages.InvalidAmount)
  .min(0, messages.InvalidAmount)
  .max(100_000_000, messages.InvalidAmount);
const limit = z
  .number({ error: messages.MustBeNumber })
  .int(messages.MustBeNumber)
  .min(0, messages.GreaterOrEqualZero)
  .max(10_000, messages.InvalidValue);
const instructions = z.string().max(20_000, messages.ExceededNumberOfCharacters).nullable().default(null);
const reference = (required: string) =>
  z.number({ error: required }).int(required).positive(required).max(2_147_483_647, required);

const matchCycleFields = z.strictObject({
  specialtyId: reference(messages.SelectSpecialty),
  matchCycleYearId: reference(messages.SelectMatchCycleYear),
  shortName: requiredText(50, messages.ShortNameIsRequired),
  matchName: requiredText(200, messages.MatchNameIsRequired),
  hasCas: z.boolean({ error: messages.InvalidValue }),
  lorInstructions: instructions,
  psInstructions: instructions,
  lorsCount: limit,
  maxInterviewCountPerDay: limit,
  maxInterviewCountPerMatchCycle: limit,
  maxSignalingPrograms: limit,
  registrationFeeCents: cents,
  programRegistrationFeeCents: cents,
  programAnnualMembershipFeeCents: cents,
  /** A plain date. */
  casDeadlineDate: z.iso.date({ error: messages.InvalidDate }).nullable().default(null),
  /** Month and year only (stored as the first of the month). */
  trainingStartDate: z
    .string()
    .regex(/^\d{4}-(0[1-9]|1[0-2])$/, messages.WrongDateFormat)
    .nullable()
    .default(null),
  ...instants(optionalInstant),
});

/** Create and update body: every field of business.md §3.1 but id, status and actions; dates in order. */
export const matchCycleInput = matchCycleFields.superRefine((value, ctx) => {
  for (const issue of checkMatchCycleDateOrder(value)) {
    ctx.addIssue({ code: 'custom', path: [issue.field], message: issue.message });
  }
});
export type MatchCycleInput = z.output<typeof matchCycleInput>;
/** What the form sends (dates optional, since the server defaults them to null). */
export type MatchCycleInputBody = z.input<typeof matchCycleInput>;

/** One audience's result sending (business.md §3.1, §4); the sending itself is run by a later job. */
export const resultSendingInfo = z.object({
  audience: z.enum(resultSendingAudiences),
  canRunManually: z.boolean(),
  plannedDate: z.string().nullable(),
  sentDate: z.string().nullable(),
  status: z.enum(resultSendingStatuses),
});

export const matchCycleDetails = z.object({
  id: z.number().int(),
  specialtyId: z.number().int(),
  specialtyName: z.string(),
  specialtyColor: z.string(),
  matchCycleYearId: z.number().int(),
  yearCode: z.string(),
  shortName: z.string(),
  matchName: z.string(),
  hasCas: z.boolean(),
  status: z.enum(matchCycleStatuses),
  /** Archived: the applicant and program user contexts only read (core/domain/match-cycle-access.ts). */
  isReadOnly: z.boolean(),
  /** What the admin may do now, computed on the server (the form shows only these buttons). */
  actions: z.object({ canEdit: z.boolean(), canActivate: z.boolean(), canArchive: z.boolean() }),
  lorInstructions: z.string().nullable(),
  psInstructions: z.string().nullable(),
  lorsCount: z.number().int(),
  maxInterviewCountPerDay: z.number().int(),
  maxInterviewCountPerMatchCycle: z.number().int(),
  maxSignalingPrograms: z.number().int(),
  registrationFeeCents: z.number().int(),
  programRegistrationFeeCents: z.number().int(),
  programAnnualMembershipFeeCents: z.number().int(),
  casDeadlineDate: z.string().nullable(),
  trainingStartDate: z.string().nullable(),
  ...instants(instantOutput),
  /** Applicant, MedicalSchool, Program and Society, in that order. */
  resultSendings: z.array(resultSendingInfo),
  createdDate: z.string(),
});
export type MatchCycleDetails = z.infer<typeof matchCycleDetails>;

export const matchCycleListItem = matchCycleDetails.pick({
  id: true,
  specialtyId: true,
  specialtyName: true,
  specialtyColor: true,
  matchCycleYearId: true,
  yearCode: true,
  shortName: true,
  matchName: true,
  status: true,
  isReadOnly: true,
  registrationDate: true,
  programsRankListDeadlineDate: true,
  applicantsRankListDeadlineDate: true,
  matchDate: true,
});
export type MatchCycleListItem = z.infer<typeof matchCycleListItem>;

/** Sort columns of the cycle lists; newest season first whatever the column. */
export const matchCycleSortColumns = ['specialty', 'shortName', 'matchName', 'status', 'matchDate'] as const;
export type MatchCycleSortColumn = (typeof matchCycleSortColumns)[number];

export const listAdminMatchCycles = defineContract({
  method: 'GET',
  path: '/api/admin/match-cycles',
  access: ['Admin'],
  query: z.strictObject({
    yearId: id.optional(),
    specialtyId: id.optional(),
    ...listQuery(matchCycleSortColumns),
  }),
  response: paged(matchCycleListItem),
});

/** A society user's view of the cycles of one of their specialties (read only). */
export const listSocietyMatchCycles = defineContract({
  method: 'GET',
  path: '/api/society/match-cycles',
  access: ['SocietyUser'],
  query: z.strictObject({
    specialtyId: id,
    yearId: id.optional(),
    ...listQuery(matchCycleSortColumns),
  }),
  response: paged(matchCycleListItem),
});

export const getAdminMatchCycle = defineContract({
  method: 'GET',
  path: '/api/admin/match-cycles/:id',
  access: ['Admin'],
  params: z.strictObject({ id }),
  response: matchCycleDetails,
});

export const createMatchCycle = defineContract({
  method: 'POST',
  path: '/api/admin/match-cycles',
  access: ['Admin'],
  body: matchCycleInput,
  response: matchCycleDetails,
});

export const updateMatchCycle = defineContract({
  method: 'PUT',
  path: '/api/admin/match-cycles/:id',
  access: ['Admin'],
  params: z.strictObject({ id }),
  body: matchCycleInput,
  response: matchCycleDetails,
});

export const changeMatchCycleStatus = defineContract({
  method: 'POST',
  path: '/api/admin/match-cycles/:id/status',
  access: ['Admin'],
  params: z.strictObject({ id }),
  body: z.strictObject({ status: z.enum(matchCycleStatuses) }),
  response: matchCycleDetails,
});

export const calendarEventTypes = [
  'Custom',
  'ApplicantRegistrationStart',
  'CasTarget',
  'ProgramsRankListDeadline',
  'ApplicantsRankListDeadline',
  'MatchDate',
  'VacanciesPosted',
  'PublicHoliday',
] as const;
export type CalendarEventType = (typeof calendarEventTypes)[number];

export const calendarEvent = z.object({
  /** Stable: `<cycleId>-<type>`, `custom-<id>`, or `holiday-<date>`. */
  id: z.string(),
  /** Null on public holidays and custom events, which belong to no cycle. */
  matchCycleId: z.number().int().nullable(),
  /** The custom event's id (admins edit it by this); null on the others. */
  customEventId: z.number().int().nullable(),
  type: z.enum(calendarEventTypes),
  title: z.string(),
  description: z.string().nullable(),
  /** An instant (ISO) or, when allDay, a plain date. */
  start: z.string(),
  /** Custom events may end (an instant); the others are moments. */
  end: z.string().nullable(),
  allDay: z.boolean(),
  /** Null on public holidays and on custom events meant for every specialty. */
  specialtyId: z.number().int().nullable(),
  specialtyName: z.string().nullable(),
  specialtyPrefixUrl: z.string().nullable(),
  specialtyType: z.string().nullable(),
  color: z.string(),
});
export type CalendarEvent = z.infer<typeof calendarEvent>;

export const calendarMonth = z.object({
  year: z.number().int(),
  month: z.number().int(),
  days: z.array(z.object({ date: z.string(), events: z.array(calendarEvent) })),
});
export type CalendarMonth = z.infer<typeof calendarMonth>;

/** A season (its year code) and one specialty, each optional: a feed per specialty is what most subscribe to. */
const calendarQuery = z.strictObject({
  year: z
    .string()
    .regex(/^\d{4}$/)
    .optional(),
  specialtyId: id.optional(),
});
export type CalendarFilter = z.output<typeof calendarQuery>;

export const getMatchCalendar = defineContract({
  method: 'GET',
  path: '/api/match-calendar',
  access: 'public',
  query: calendarQuery,
  response: z.array(calendarMonth),
});

export const getMatchCalendarFeed = defineContract({
  method: 'GET',
  path: '/api/match-calendar.ics',
  access: 'public',
  query: calendarQuery,
  response: z.string(),
});
