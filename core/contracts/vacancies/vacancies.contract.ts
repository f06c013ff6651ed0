/**
 * Vacancies (business.md §2.1 /vacancies, §2.2, §2.3, §2.5, §2.6; ADR 0025 decision 7): positions
 * still open after the match or during the year. Anyone browses the Open ones; applicants save them,
 * subscribe to alerts and apply (applicant-vacancies.contract.ts); programs, societies (for programs of
 * their specialties) and admins post them and offer (vacancy-management.contract.ts).
 */
import { z } from 'zod';
import { messages } from '../../domain/messages.ts';
import { vacancyPositionTypes, vacancyStatuses } from '../../domain/vacancies.ts';
import { defineContract } from '../http.ts';
import { listQuery, paged } from '../paging.ts';

export const vacancySummary = z.object({
  id: z.number().int(),
  title: z.string(),
  programId: z.number().int(),
  programCode: z.string(),
  programName: z.string(),
  specialtyId: z.number().int(),
  specialtyName: z.string(),
  positionType: z.enum(vacancyPositionTypes),
  positions: z.number().int(),
  city: z.string().nullable(),
  stateName: z.string().nullable(),
  startDate: z.string().nullable(),
  closesAt: z.string().nullable(),
  status: z.enum(vacancyStatuses),
  postedAt: z.string().nullable(),
});
export type VacancySummary = z.infer<typeof vacancySummary>;

export const vacancyDetail = vacancySummary.extend({
  description: z.string(),
  contactEmail: z.string().nullable(),
  offerHours: z.number().int(),
});
export type VacancyDetail = z.infer<typeof vacancyDetail>;

const optionalId = z.coerce.number().int().positive().optional();

/** The filters of every vacancy list that browses Open vacancies. */
export const vacancyFilterQuery = {
  ...listQuery(['postedAt', 'title', 'program', 'startDate']),
  specialtyId: optionalId,
  stateId: optionalId,
  positionType: z.enum(vacancyPositionTypes).optional(),
};

export const vacancyIdParams = z.object({ id: z.coerce.number().int().positive() });

export const listPublicVacancies = defineContract({
  method: 'GET',
  path: '/api/vacancies',
  access: 'public',
  query: z.object(vacancyFilterQuery),
  response: paged(vacancySummary),
});

/** An Open vacancy (any other answers 404). */
export const getPublicVacancy = defineContract({
  method: 'GET',
  path: '/api/vacancies/:id',
  access: 'public',
  params: vacancyIdParams,
  response: vacancyDetail,
});

export const coverNote = z.string().trim().max(4000, messages.ExceededNumberOfCharacters);
