/**
 * Open house tours (issue 15, business.md §1): a program schedules tours of its cycle, applicants
 * find them and register up to the tour's capacity, and are reminded a day before. Times travel as
 * ISO instants with the tour's IANA zone, so clients show the viewer's zone and Pacific time.
 */
import { z } from 'zod';
import { messages } from '../../domain/messages.ts';
import { defineContract } from '../http.ts';
import {
  applicantCycleIdParams,
  applicantCycleParams,
  programCycleIdParams,
  programCycleParams,
} from './interviews.contract.ts';

const instant = z.iso.datetime({ offset: true, error: messages.InvalidDate });
const optionalText = (max: number) =>
  z.string().trim().max(max, messages.ExceededNumberOfCharacters).optional().nullable();

export const openHouseTour = z.object({
  id: z.number().int(),
  programCode: z.string(),
  programName: z.string(),
  title: z.string(),
  description: z.string().nullable(),
  startsAt: z.string(),
  endsAt: z.string(),
  timeZone: z.string(),
  location: z.string().nullable(),
  videoLink: z.string().nullable(),
  capacity: z.number().int(),
  /** Registrations not cancelled. */
  registeredCount: z.number().int(),
  isCancelled: z.boolean(),
  isPassed: z.boolean(),
});
export type OpenHouseTour = z.infer<typeof openHouseTour>;

export const openHouseTourInput = z
  .strictObject({
    title: z.string().trim().min(1, messages.FillAllRequired).max(200, messages.ExceededNumberOfCharacters),
    description: optionalText(4000),
    startsAt: instant,
    endsAt: instant,
    timeZone: z.string().trim().min(1).max(64),
    location: optionalText(300),
    videoLink: z
      .union([z.url({ protocol: /^https?$/, error: messages.InvalidValue }).max(2000), z.literal('')])
      .optional()
      .nullable(),
    capacity: z
      .number({ error: messages.InvalidValue })
      .int(messages.InvalidValue)
      .min(1, messages.GreaterThanZero)
      .max(1000, messages.InvalidValue),
  })
  .refine((tour) => tour.endsAt > tour.startsAt, { message: messages.StartBeforeEnd, path: ['endsAt'] })
  .refine((tour) => Boolean(tour.location?.trim() || tour.videoLink?.trim()), {
    message: messages.OpenHouseWhereRequired,
    path: ['location'],
  });
export type OpenHouseTourInput = z.input<typeof openHouseTourInput>;

// ---------- the program's tours ----------

export const programOpenHouseTours = z.object({
  programCode: z.string(),
  programName: z.string(),
  isReadOnly: z.boolean(),
  /** Upcoming tours first (soonest first), then passed and cancelled ones (latest first). */
  tours: z.array(openHouseTour),
});
export type ProgramOpenHouseTours = z.infer<typeof programOpenHouseTours>;

export const listProgramOpenHouseTours = defineContract({
  method: 'GET',
  path: '/api/program-user/:matchCycleCode/:programCode/open-house-tours',
  access: ['ProgramUser'],
  params: programCycleParams,
  response: programOpenHouseTours,
});

export const createOpenHouseTour = defineContract({
  method: 'POST',
  path: '/api/program-user/:matchCycleCode/:programCode/open-house-tours',
  access: ['ProgramUser'],
  params: programCycleParams,
  body: openHouseTourInput,
  response: openHouseTour,
});

/** Refused (409) for a cancelled or passed tour, or a capacity below the registrations. */
export const updateOpenHouseTour = defineContract({
  method: 'PUT',
  path: '/api/program-user/:matchCycleCode/:programCode/open-house-tours/:id',
  access: ['ProgramUser'],
  params: programCycleIdParams,
  body: openHouseTourInput,
  response: openHouseTour,
});

/** Cancels the tour; every registered applicant is told. */
export const cancelOpenHouseTour = defineContract({
  method: 'POST',
  path: '/api/program-user/:matchCycleCode/:programCode/open-house-tours/:id/cancel',
  access: ['ProgramUser'],
  params: programCycleIdParams,
  response: openHouseTour,
});

export const openHouseRegistrant = z.object({
  applicantId: z.number().int(),
  applicantCode: z.string(),
  name: z.string(),
  email: z.string(),
  registeredAt: z.string(),
});

export const openHouseTourRegistrations = z.object({
  tour: openHouseTour,
  registrations: z.array(openHouseRegistrant),
});
export type OpenHouseTourRegistrations = z.infer<typeof openHouseTourRegistrations>;

export const getOpenHouseTourRegistrations = defineContract({
  method: 'GET',
  path: '/api/program-user/:matchCycleCode/:programCode/open-house-tours/:id',
  access: ['ProgramUser'],
  params: programCycleIdParams,
  response: openHouseTourRegistrations,
});

// ---------- the applicant's side ----------

export const applicantOpenHouseTour = openHouseTour.extend({
  isRegistered: z.boolean(),
  /** A program the applicant applied to or saved. */
  isMyProgram: z.boolean(),
});
export type ApplicantOpenHouseTour = z.infer<typeof applicantOpenHouseTour>;

export const applicantOpenHouseTours = z.object({
  matchCycleCode: z.string(),
  /** Programs of the cycle with upcoming tours: the applicant's (applied or saved) first, then by name. */
  programs: z.array(z.object({ programCode: z.string(), programName: z.string(), isMyProgram: z.boolean() })),
  /** Upcoming tours open to registration (of `programCode` when given): my programs first, soonest first. */
  tours: z.array(applicantOpenHouseTour),
  /** The tours the applicant registered for, soonest first (passed and cancelled ones too). */
  registrations: z.array(applicantOpenHouseTour),
});
export type ApplicantOpenHouseTours = z.infer<typeof applicantOpenHouseTours>;

export const listApplicantOpenHouseTours = defineContract({
  method: 'GET',
  path: '/api/applicant/:matchCycleCode/open-house-tours',
  access: ['Applicant'],
  params: applicantCycleParams,
  query: z.strictObject({ programCode: z.string().trim().min(1).max(64).optional() }),
  response: applicantOpenHouseTours,
});

/** Takes a seat (409 in words when the tour is full, cancelled or passed). */
export const registerForOpenHouseTour = defineContract({
  method: 'POST',
  path: '/api/applicant/:matchCycleCode/open-house-tours/:id/registration',
  access: ['Applicant'],
  params: applicantCycleIdParams,
  response: applicantOpenHouseTour,
});

export const cancelOpenHouseRegistration = defineContract({
  method: 'DELETE',
  path: '/api/applicant/:matchCycleCode/open-house-tours/:id/registration',
  access: ['Applicant'],
  params: applicantCycleIdParams,
  response: applicantOpenHouseTour,
});
