import { z } from 'zod';
import { defineContract } from '../http.ts';
import { paged, pageQueryFields } from '../paging.ts';

export const institutionListItem = z.object({
  id: z.number().int(),
  name: z.string(),
  city: z.string(),
  stateId: z.number().int().nullable(),
  stateShortName: z.string().nullable(),
  countryId: z.number().int().nullable(),
});
export type InstitutionListItem = z.infer<typeof institutionListItem>;

/** Institutions whose name or city contains the search, by name: the program form's picker. */
export const searchInstitutions = defineContract({
  method: 'GET',
  path: '/api/admin/institutions',
  access: ['Admin'],
  query: z.strictObject({ ...pageQueryFields, search: z.string().trim().max(200).optional() }),
  response: paged(institutionListItem),
});
