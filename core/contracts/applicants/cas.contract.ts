/**
 * The central application (CAS) as assembled from the applicant's profile (business.md §2.2 cas and
 * summary; issue 5): personal information, contact, education, employment, examinations, publications,
 * hobbies, documents, personal statements and letters' statuses, with the completeness check
 * (core/domain/cas-completeness.ts) and a PDF of it. Applicants read their own; admins any applicant's
 * (admin-applicants.contract.ts). A program never reads it here; its photo rule is the photo policy's.
 */
import { z } from 'zod';
import { defineContract } from '../http.ts';

const labelled = z.object({ label: z.string(), value: z.string() });

export const casMissingItem = z.object({
  key: z.enum([
    'name',
    'dateOfBirth',
    'verifiedPhone',
    'address',
    'medicalSchool',
    'examNumber',
    'personalStatement',
    'letter',
  ]),
  label: z.string(),
  section: z.enum([
    'personalInfo',
    'contactInfo',
    'education',
    'examinations',
    'personalStatements',
    'letters',
  ]),
});

export const cas = z.object({
  applicantCode: z.string(),
  matchCycleCode: z.string().nullable(),
  matchCycleName: z.string().nullable(),
  personal: z.object({
    firstName: z.string(),
    middleName: z.string().nullable(),
    lastName: z.string(),
    email: z.string(),
    dateOfBirth: z.string().nullable(),
    gender: z.string().nullable(),
    citizenship: z.string().nullable(),
    /** Null when the viewer may not see it (applicant-photo policy) or there is none. */
    photoUrl: z.string().nullable(),
  }),
  addresses: z.array(labelled),
  phones: z.array(z.object({ number: z.string(), type: z.string(), isVerified: z.boolean() })),
  educations: z.array(
    z.object({
      type: z.string(),
      name: z.string(),
      from: z.string().nullable(),
      to: z.string().nullable(),
    }),
  ),
  employments: z.array(
    z.object({
      employer: z.string(),
      position: z.string(),
      from: z.string().nullable(),
      to: z.string().nullable(),
    }),
  ),
  examinations: z.array(labelled),
  publications: z.array(z.object({ type: z.string(), title: z.string() })),
  hobbiesAndInterests: z.string().nullable(),
  documents: z.array(z.object({ title: z.string(), documentType: z.string() })),
  personalStatements: z.array(z.object({ id: z.number().int(), title: z.string() })),
  letters: z.array(z.object({ writerName: z.string(), status: z.string() })),
  missing: z.array(casMissingItem),
  isComplete: z.boolean(),
});
export type Cas = z.infer<typeof cas>;

const casQuery = z.strictObject({ matchCycleCode: z.string().trim().min(1).max(64).optional() });

export const getCas = defineContract({
  method: 'GET',
  path: '/api/applicant/cas',
  access: ['Applicant'],
  query: casQuery,
  response: cas,
});

/** The same CAS as a PDF (application/pdf, not JSON). */
export const getCasPdf = defineContract({
  method: 'GET',
  path: '/api/applicant/cas/pdf',
  access: ['Applicant'],
  query: casQuery,
  response: z.unknown(),
});

/** Where the browser downloads the CAS PDF (the route needs the bearer token: fetched, not linked). */
export function casPdfPath(matchCycleCode: string | null): string {
  return matchCycleCode
    ? `/api/applicant/cas/pdf?matchCycleCode=${encodeURIComponent(matchCycleCode)}`
    : '/api/applicant/cas/pdf';
}
