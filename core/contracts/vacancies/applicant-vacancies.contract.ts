/**
 * The applicant's vacancies (business.md §2.2 vacancies/:tab/:vacancyId?; ADR 0025 decision 7):
 * Open vacancies with what the applicant did about each, saves, alert subscriptions, applications
 * with a cover note (the CAS forwarded as it is then), withdrawing, and answering an offer.
 */
import { z } from 'zod';
import { vacancyApplicationStatuses, vacancyPositionTypes } from '../../domain/vacancies.ts';
import { optionalTrimmedText } from '../fields.ts';
import { defineContract } from '../http.ts';
import { paged } from '../paging.ts';
import { vacancyDetail, vacancyFilterQuery, vacancyIdParams, vacancySummary } from './vacancies.contract.ts';

export const applicantVacancy = vacancySummary.extend({
  isSaved: z.boolean(),
  /** The applicant's application to it, if any. */
  applicationId: z.number().int().nullable(),
  applicationStatus: z.enum(vacancyApplicationStatuses).nullable(),
});
export type ApplicantVacancy = z.infer<typeof applicantVacancy>;

export const applicantVacancyDetail = vacancyDetail.extend({
  isSaved: z.boolean(),
  application: z
    .object({
      id: z.number().int(),
      status: z.enum(vacancyApplicationStatuses),
      coverNote: z.string().nullable(),
      createdAt: z.string(),
      offerExpiresAt: z.string().nullable(),
    })
    .nullable(),
});
export type ApplicantVacancyDetail = z.infer<typeof applicantVacancyDetail>;

export const listApplicantVacancies = defineContract({
  method: 'GET',
  path: '/api/applicant/vacancies',
  access: ['Applicant'],
  query: z.object({ ...vacancyFilterQuery, saved: z.enum(['true', 'false']).optional() }),
  response: paged(applicantVacancy),
});

/** Any vacancy the applicant saved or applied to, and any Open one. */
export const getApplicantVacancy = defineContract({
  method: 'GET',
  path: '/api/applicant/vacancies/:id',
  access: ['Applicant'],
  params: vacancyIdParams,
  response: applicantVacancyDetail,
});

export const saveVacancy = defineContract({
  method: 'PUT',
  path: '/api/applicant/vacancies/:id/save',
  access: ['Applicant'],
  params: vacancyIdParams,
  response: z.object({ isSaved: z.boolean() }),
});

export const unsaveVacancy = defineContract({
  method: 'DELETE',
  path: '/api/applicant/vacancies/:id/save',
  access: ['Applicant'],
  params: vacancyIdParams,
  response: z.object({ isSaved: z.boolean() }),
});

export const vacancyApplicationInput = z.strictObject({ coverNote: optionalTrimmedText(4000) });
export type VacancyApplicationInput = z.input<typeof vacancyApplicationInput>;

/** Applies to an Open vacancy; the CAS is forwarded as it is now. Applying twice is refused (409). */
export const applyToVacancy = defineContract({
  method: 'POST',
  path: '/api/applicant/vacancies/:id/application',
  access: ['Applicant'],
  params: vacancyIdParams,
  body: vacancyApplicationInput,
  response: applicantVacancyDetail,
});

export const appliedVacancy = applicantVacancy.extend({
  applicationId: z.number().int(),
  applicationStatus: z.enum(vacancyApplicationStatuses),
  appliedAt: z.string(),
  offerExpiresAt: z.string().nullable(),
});
export type AppliedVacancy = z.infer<typeof appliedVacancy>;

/** The applicant's applications, newest first (offers standing first). */
export const listAppliedVacancies = defineContract({
  method: 'GET',
  path: '/api/applicant/vacancy-applications',
  access: ['Applicant'],
  response: z.object({ items: z.array(appliedVacancy) }),
});

export const vacancyApplicationIdParams = z.object({ applicationId: z.coerce.number().int().positive() });

/** Withdraws an Applied or Offered application (an offer withdrawn goes to the next candidate). */
export const withdrawVacancyApplication = defineContract({
  method: 'POST',
  path: '/api/applicant/vacancy-applications/:applicationId/withdraw',
  access: ['Applicant'],
  params: vacancyApplicationIdParams,
  response: appliedVacancy,
});

/** Accepts a standing offer: one position is filled. */
export const acceptVacancyOffer = defineContract({
  method: 'POST',
  path: '/api/applicant/vacancy-applications/:applicationId/accept',
  access: ['Applicant'],
  params: vacancyApplicationIdParams,
  response: appliedVacancy,
});

/** Declines a standing offer: the next candidate is offered at once. */
export const declineVacancyOffer = defineContract({
  method: 'POST',
  path: '/api/applicant/vacancy-applications/:applicationId/decline',
  access: ['Applicant'],
  params: vacancyApplicationIdParams,
  response: appliedVacancy,
});

// ---------- alerts ----------

export const vacancySubscription = z.object({
  id: z.number().int(),
  specialtyId: z.number().int().nullable(),
  specialtyName: z.string().nullable(),
  positionType: z.enum(vacancyPositionTypes).nullable(),
  createdAt: z.string(),
});
export type VacancySubscription = z.infer<typeof vacancySubscription>;

export const listVacancySubscriptions = defineContract({
  method: 'GET',
  path: '/api/applicant/vacancy-subscriptions',
  access: ['Applicant'],
  response: z.object({ items: z.array(vacancySubscription) }),
});

export const vacancySubscriptionInput = z.strictObject({
  /** Every specialty when null. */
  specialtyId: z.number().int().positive().nullable(),
  /** Every position type when null. */
  positionType: z.enum(vacancyPositionTypes).nullable(),
});
export type VacancySubscriptionInput = z.input<typeof vacancySubscriptionInput>;

/** Subscribes to alerts; the same subscription twice answers the existing one. */
export const createVacancySubscription = defineContract({
  method: 'POST',
  path: '/api/applicant/vacancy-subscriptions',
  access: ['Applicant'],
  body: vacancySubscriptionInput,
  response: vacancySubscription,
});

export const deleteVacancySubscription = defineContract({
  method: 'DELETE',
  path: '/api/applicant/vacancy-subscriptions/:id',
  access: ['Applicant'],
  params: vacancyIdParams,
  response: z.object({ deleted: z.boolean() }),
});
