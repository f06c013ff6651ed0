import { z } from 'zod';
import { knownHonorTypes } from '../../domain/honor-types.ts';
import { defineContract } from '../http.ts';

export const state = z.object({
  id: z.number().int(),
  name: z.string(),
  shortName: z.string(),
  countryId: z.number().int(),
});
export const country = z.object({
  id: z.number().int(),
  isoCode: z.string(),
  name: z.string(),
  states: z.array(state),
});
export type Country = z.infer<typeof country>;
export type State = z.infer<typeof state>;

export const getAllCountries = defineContract({
  method: 'GET',
  path: '/api/countries/GetAll',
  access: 'public',
  query: z.strictObject({ states: z.enum(['true', 'false', '']).optional() }),
  response: z.array(country),
});

export const getCountry = defineContract({
  method: 'GET',
  path: '/api/countries/Get/:id',
  access: 'public',
  params: z.strictObject({ id: z.coerce.number().int().positive().max(1_000_000) }),
  response: country,
});

export const getCountryByIsoCode = defineContract({
  method: 'GET',
  path: '/api/countries/GetByIsoCode/:code',
  access: 'public',
  params: z.strictObject({ code: z.string().regex(/^[A-Za-z]{2}$/) }),
  response: country,
});

export const timeZone = z.object({
  abbreviation: z.string(),
  description: z.string(),
  baseUtcOffset: z.string(),
  gmtString: z.string(),
  dst: z.boolean(),
  winTz: z.string(),
  ianaTz: z.string(),
});
export type TimeZone = z.infer<typeof timeZone>;

export const getTimeZones = defineContract({
  method: 'GET',
  path: '/api/SfmTimeZones',
  access: 'public',
  response: z.array(timeZone),
});

export const honorType = z.object({
  id: z.number().int(),
  knownHonorTypeEnum: z.enum(knownHonorTypes),
  displayName: z.string(),
  items: z.array(z.object({ id: z.number().int(), value: z.string() })),
  isCustom: z.boolean(),
  isUnique: z.boolean(),
  isMandatory: z.boolean(),
});
export type HonorType = z.infer<typeof honorType>;

export const getHonorTypes = defineContract({
  method: 'GET',
  path: '/api/HonorTypes',
  access: 'public',
  response: z.array(honorType),
});
