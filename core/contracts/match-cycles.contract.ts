import { z } from 'zod';
import { checkMatchCycleDateOrder, resultDateFields } from '../domain/match-cycle-dates.ts';
import { messages } from '../domain/messages.ts';
import { defineContract } from './http.ts';

export const matchCycleStatuses = ['Planned', 'Active', 'Archived'] as const;
export type MatchCycleStatus = (typeof matchCycleStatuses)[number];

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
const instantInput = z.iso.datetime({ offset: true }).nullable().default(null);
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

const cents = z.number().int().min(0).max(100_000_000);
const limit = z.number().int().min(0).max(10_000);
const text = (max: number) => z.string().trim().min(1).max(max);
const instructions = z.string().max(20_000).nullable().default(null);

const matchCycleFields = z.strictObject({
  specialtyId: z.number().int().positive().max(2_147_483_647),
  matchCycleYearId: z.number().int().positive().max(2_147_483_647),
  shortName: text(50),
  matchName: text(200),
  hasCas: z.boolean(),
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
  casDeadlineDate: z.iso.date().nullable().default(null),
  /** Month and year only (stored as the first of the month). */
  trainingStartDate: z
    .string()
    .regex(/^\d{4}-(0[1-9]|1[0-2])$/)
    .nullable()
    .default(null),
  ...instants(instantInput),
});

/** Create and update body: every field of business.md §3.1 but id, status and actions; dates in order. */
export const matchCycleInput = matchCycleFields.superRefine((value, ctx) => {
  for (const issue of checkMatchCycleDateOrder(value)) {
    ctx.addIssue({ code: 'custom', path: [issue.field], message: issue.message });
  }
});
export type MatchCycleInput = z.output<typeof matchCycleInput>;

export const matchCycleDetails = z.object({
  id: z.number().int(),
  specialtyId: z.number().int(),
  specialtyName: z.string(),
  matchCycleYearId: z.number().int(),
  yearCode: z.string(),
  shortName: z.string(),
  matchName: z.string(),
  hasCas: z.boolean(),
  status: z.enum(matchCycleStatuses),
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
  createdDate: z.string(),
});
export type MatchCycleDetails = z.infer<typeof matchCycleDetails>;

export const matchCycleListItem = matchCycleDetails.pick({
  id: true,
  specialtyId: true,
  specialtyName: true,
  matchCycleYearId: true,
  yearCode: true,
  shortName: true,
  matchName: true,
  status: true,
  registrationDate: true,
  programsRankListDeadlineDate: true,
  applicantsRankListDeadlineDate: true,
  matchDate: true,
});
export type MatchCycleListItem = z.infer<typeof matchCycleListItem>;

export const listAdminMatchCycles = defineContract({
  method: 'GET',
  path: '/api/admin/match-cycles',
  access: ['Admin'],
  query: z.strictObject({
    yearId: id.optional(),
    page: z.coerce.number().int().min(1).max(100_000).default(1),
    pageSize: z.coerce.number().int().min(1).max(100).default(20),
  }),
  response: z.object({ items: z.array(matchCycleListItem), total: z.number().int() }),
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
  /** Stable: `<cycleId>-<type>`, or `holiday-<date>`. */
  id: z.string(),
  /** Null on public holidays, which belong to no cycle (nor specialty). */
  matchCycleId: z.number().int().nullable(),
  type: z.enum(calendarEventTypes),
  title: z.string(),
  /** An instant (ISO) or, when allDay, a plain date. */
  start: z.string(),
  allDay: z.boolean(),
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
