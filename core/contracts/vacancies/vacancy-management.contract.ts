/**
 * Posting vacancies and offering them (business.md §2.3 vacancies, vacancies/:vacancyId?,
 * vacancies/edit/:id?; §2.5 and §2.6 vacancies; ADR 0025 decision 7). One set of routes for the three
 * roles that post: a program user for their programs, a society user for programs of their
 * specialties, an admin for any program; the service checks which vacancies each may touch.
 */
import { z } from 'zod';
import { messages } from '../../domain/messages.ts';
import { vacancyApplicationStatuses, vacancyPositionTypes, vacancyStatuses } from '../../domain/vacancies.ts';
import { cas } from '../applicants/cas.contract.ts';
import { optionalTrimmedText, requiredText } from '../fields.ts';
import { defineContract } from '../http.ts';
import { listQuery, paged } from '../paging.ts';
import { vacancyDetail, vacancyIdParams, vacancySummary } from './vacancies.contract.ts';

const posters = ['ProgramUser', 'SocietyUser', 'Admin'] as const;

export const managedVacancy = vacancySummary.extend({
  /** Applications not withdrawn. */
  applicationCount: z.number().int(),
  /** Applications still Applied (waiting for the program). */
  newCount: z.number().int(),
  offeredCount: z.number().int(),
  acceptedCount: z.number().int(),
});
export type ManagedVacancy = z.infer<typeof managedVacancy>;

export const managedVacancySortColumns = ['updatedAt', 'title', 'program', 'status', 'applications'] as const;

export const listManagedVacancies = defineContract({
  method: 'GET',
  path: '/api/managed-vacancies',
  access: [...posters],
  query: z.object({
    ...listQuery(managedVacancySortColumns),
    status: z.enum(vacancyStatuses).optional(),
  }),
  response: paged(managedVacancy),
});

export const postingProgram = z.object({
  id: z.number().int(),
  code: z.string(),
  name: z.string(),
  specialtyName: z.string(),
});

/** The programs the user may post for (an admin: those matching the search, 50 at most). */
export const listPostingPrograms = defineContract({
  method: 'GET',
  path: '/api/managed-vacancies/programs',
  access: [...posters],
  query: z.object({ search: z.string().trim().max(200).optional() }),
  response: z.object({ items: z.array(postingProgram) }),
});

export const managedVacancyDetail = vacancyDetail.extend({
  acceptedCount: z.number().int(),
  offeredCount: z.number().int(),
  applicationCount: z.number().int(),
});
export type ManagedVacancyDetail = z.infer<typeof managedVacancyDetail>;

export const getManagedVacancy = defineContract({
  method: 'GET',
  path: '/api/managed-vacancies/:id',
  access: [...posters],
  params: vacancyIdParams,
  response: managedVacancyDetail,
});

export const vacancyInput = z.strictObject({
  programId: z.number({ error: messages.FillAllRequired }).int().positive(),
  title: requiredText(200, messages.FillAllRequired),
  positionType: z.enum(vacancyPositionTypes, { error: messages.FillAllRequired }),
  positions: z
    .number({ error: messages.InvalidValue })
    .int(messages.InvalidValue)
    .min(1, messages.GreaterThanZero)
    .max(100, messages.InvalidValue),
  description: requiredText(8000, messages.FillAllRequired),
  startDate: z.iso.date({ error: messages.InvalidDate }).nullable().optional(),
  closesAt: z.iso.datetime({ offset: true, error: messages.InvalidDate }).nullable().optional(),
  contactEmail: optionalTrimmedText(254),
  offerHours: z
    .number({ error: messages.InvalidValue })
    .int(messages.InvalidValue)
    .min(1, messages.InvalidValue)
    .max(720, messages.InvalidValue),
});
export type VacancyInput = z.input<typeof vacancyInput>;

/** Creates a Draft. */
export const createVacancy = defineContract({
  method: 'POST',
  path: '/api/managed-vacancies',
  access: [...posters],
  body: vacancyInput,
  response: managedVacancyDetail,
});

/** Edits a Draft or Open vacancy (not below the positions already accepted; the program stays). */
export const updateVacancy = defineContract({
  method: 'PUT',
  path: '/api/managed-vacancies/:id',
  access: [...posters],
  params: vacancyIdParams,
  body: vacancyInput,
  response: managedVacancyDetail,
});

/** Draft → Open: public at once; subscribed applicants are told. */
export const postVacancy = defineContract({
  method: 'POST',
  path: '/api/managed-vacancies/:id/post',
  access: [...posters],
  params: vacancyIdParams,
  response: managedVacancyDetail,
});

/** Draft or Open → Closed: applications still in the running become NotSelected (told). */
export const closeVacancy = defineContract({
  method: 'POST',
  path: '/api/managed-vacancies/:id/close',
  access: [...posters],
  params: vacancyIdParams,
  response: managedVacancyDetail,
});

export const vacancyCandidate = z.object({
  id: z.number().int(),
  applicantId: z.number().int(),
  applicantCode: z.string(),
  name: z.string(),
  email: z.string(),
  status: z.enum(vacancyApplicationStatuses),
  coverNote: z.string().nullable(),
  candidateRank: z.number().int().nullable(),
  createdAt: z.string(),
  offeredAt: z.string().nullable(),
  offerExpiresAt: z.string().nullable(),
  answeredAt: z.string().nullable(),
});
export type VacancyCandidate = z.infer<typeof vacancyCandidate>;

export const vacancyCandidates = z.object({
  vacancy: managedVacancyDetail,
  /** In the program's order: ranked first (1 first), then unranked by date applied. */
  items: z.array(vacancyCandidate),
});
export type VacancyCandidates = z.infer<typeof vacancyCandidates>;

export const listVacancyCandidates = defineContract({
  method: 'GET',
  path: '/api/managed-vacancies/:id/applications',
  access: [...posters],
  params: vacancyIdParams,
  response: vacancyCandidates,
});

export const vacancyCandidateParams = z.object({
  id: z.coerce.number().int().positive(),
  applicationId: z.coerce.number().int().positive(),
});

/** One application with the CAS as it was forwarded. */
export const getVacancyCandidate = defineContract({
  method: 'GET',
  path: '/api/managed-vacancies/:id/applications/:applicationId',
  access: [...posters],
  params: vacancyCandidateParams,
  response: vacancyCandidate.extend({ cas: cas.nullable() }),
});

/** The program's order of candidates: the ids given get ranks 1, 2, …; the others none. */
export const orderVacancyCandidates = defineContract({
  method: 'PUT',
  path: '/api/managed-vacancies/:id/candidate-order',
  access: [...posters],
  params: vacancyIdParams,
  body: z.strictObject({ applicationIds: z.array(z.number().int().positive()).max(1000) }),
  response: vacancyCandidates,
});

/**
 * Offers free positions (positions − accepted − standing offers) to the next candidates in order,
 * or to the one given. Refused (409) when no position is free.
 */
export const offerVacancy = defineContract({
  method: 'POST',
  path: '/api/managed-vacancies/:id/offers',
  access: [...posters],
  params: vacancyIdParams,
  body: z.strictObject({ applicationId: z.number().int().positive().nullable().optional() }),
  response: vacancyCandidates,
});
