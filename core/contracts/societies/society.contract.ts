import { z } from 'zod';
import { matchCycleStatuses } from '../../domain/match-cycle-status.ts';
import { messages } from '../../domain/messages.ts';
import { specialtyTypes } from '../../domain/specialties.ts';
import { requiredText } from '../fields.ts';
import { defineContract } from '../http.ts';
import { listQuery, paged } from '../paging.ts';
import { programListFields } from '../programs/program-fields.ts';

const id = z.coerce.number().int().positive().max(2_147_483_647);

/** A match cycle as the society user context lists it (business.md §3.3). */
export const societyContextMatchCycle = z.object({
  id: z.number().int(),
  name: z.string(),
  status: z.enum(matchCycleStatuses),
  /** isMatchResultAvailable: the results are released to the Society audience (the release gate rule). */
  hasMatchResults: z.boolean(),
});
export type SocietyContextMatchCycle = z.infer<typeof societyContextMatchCycle>;

export const societyContextSpecialty = z.object({
  id: z.number().int(),
  name: z.string(),
  specialtyFullName: z.string(),
  type: z.enum(specialtyTypes),
  hasCas: z.boolean(),
  hasAllSubspecialties: z.boolean(),
  subspecialtyLabel: z.string().nullable(),
  subspecialties: z.array(z.object({ id: z.number().int(), name: z.string() })),
  actions: z.object({ canRequestProgramRegistration: z.boolean(), canManagePayments: z.boolean() }),
  /** Active, then Planned, then Archived, newest season first within each: the first is the default. */
  matchCycles: z.array(societyContextMatchCycle),
});
export type SocietyContextSpecialty = z.infer<typeof societyContextSpecialty>;

/** Society user context (business.md §3.3): email, fullName, specialties. */
export const societyContext = z.object({
  email: z.string(),
  fullName: z.string(),
  specialties: z.array(societyContextSpecialty),
});
export type SocietyContext = z.infer<typeof societyContext>;

/** 'Society users: get context' (business.md §7). */
export const getSocietyContext = defineContract({
  method: 'GET',
  path: '/api/society-users/context',
  access: ['SocietyUser'],
  response: societyContext,
});

const specialtyAndCycle = {
  specialtyId: id,
  matchCycleId: id.optional(),
};

export const societySummary = z.object({
  specialtyId: z.number().int(),
  /** Null when no cycle was asked for (a specialty without cycles). */
  matchCycleId: z.number().int().nullable(),
  programsCount: z.number().int(),
  activeProgramsCount: z.number().int(),
  /** Programs taking part in the cycle (with positions in it). */
  participatingProgramsCount: z.number().int(),
  totalPositions: z.number().int(),
  registeredApplicantsCount: z.number().int(),
  pendingRequestsCount: z.number().int(),
});
export type SocietySummary = z.infer<typeof societySummary>;

export const getSocietySummary = defineContract({
  method: 'GET',
  path: '/api/society/summary',
  access: ['SocietyUser'],
  query: z.strictObject(specialtyAndCycle),
  response: societySummary,
});

export const societyProgramSortColumns = ['name', 'code', 'city', 'positions', 'isActive'] as const;

export const societyProgramListItem = z.object({
  ...programListFields,
  isActive: z.boolean(),
  /** Positions in the asked cycle; null when the program does not take part in it (or no cycle was asked). */
  positions: z.number().int().nullable(),
  directorNames: z.array(z.string()),
});
export type SocietyProgramListItem = z.infer<typeof societyProgramListItem>;

export const listSocietyPrograms = defineContract({
  method: 'GET',
  path: '/api/society/programs',
  access: ['SocietyUser'],
  query: z.strictObject({
    ...specialtyAndCycle,
    /** 'true': only the programs taking part in the cycle. */
    participating: z.enum(['true', 'false']).optional(),
    ...listQuery(societyProgramSortColumns),
  }),
  response: paged(societyProgramListItem),
});

export const societyProgramDetails = z.object({
  id: z.number().int(),
  code: z.string(),
  name: z.string(),
  specialtyId: z.number().int(),
  specialtyName: z.string(),
  subspecialtyName: z.string().nullable(),
  institutionName: z.string().nullable(),
  addressLine: z.string().nullable(),
  city: z.string().nullable(),
  stateName: z.string().nullable(),
  countryName: z.string().nullable(),
  zip: z.string().nullable(),
  phone: z.string().nullable(),
  fax: z.string().nullable(),
  website: z.string().nullable(),
  description: z.string().nullable(),
  isActive: z.boolean(),
  createdDate: z.string(),
  /** Every cycle of the program's specialty it takes part in, newest first. */
  positions: z.array(
    z.object({
      matchCycleId: z.number().int(),
      matchCycleName: z.string(),
      yearCode: z.string(),
      status: z.enum(matchCycleStatuses),
      positions: z.number().int(),
    }),
  ),
  /** Directors first, then by name. */
  users: z.array(
    z.object({
      userId: z.string(),
      fullName: z.string(),
      email: z.string(),
      isDirector: z.boolean(),
      isActive: z.boolean(),
    }),
  ),
});
export type SocietyProgramDetails = z.infer<typeof societyProgramDetails>;

export const getSocietyProgram = defineContract({
  method: 'GET',
  path: '/api/society/programs/:id',
  access: ['SocietyUser'],
  params: z.strictObject({ id }),
  response: societyProgramDetails,
});

export const societyProfile = z.object({
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
});
export type SocietyProfile = z.infer<typeof societyProfile>;

export const societyProfileInput = z.strictObject({
  firstName: requiredText(100, messages.FirstNameIsRequired),
  lastName: requiredText(100, messages.LastNameIsRequired),
});
export type SocietyProfileInput = z.output<typeof societyProfileInput>;

export const getSocietyProfile = defineContract({
  method: 'GET',
  path: '/api/society/profile',
  access: ['SocietyUser'],
  response: societyProfile,
});

export const updateSocietyProfile = defineContract({
  method: 'PUT',
  path: '/api/society/profile',
  access: ['SocietyUser'],
  body: societyProfileInput,
  response: societyProfile,
});
