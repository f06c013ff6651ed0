/**
 * The applicant's programs directory (business.md §2.2 `programs/:tab`): the programs of a match cycle
 * with search, filters and paging, per-state counts for the map, applicant-facing program pages, the
 * programs the applicant applied to, and favorites (kept on the server, idempotent PUT/DELETE so an
 * offline retry is safe). Every route is the applicant's own; another applicant's data never shows.
 */
import { z } from 'zod';
import { applicationStatuses } from '../../domain/applicant-restrictions.ts';
import { messages } from '../../domain/messages.ts';
import { defineContract } from '../http.ts';
import { listQuery, paged } from '../paging.ts';
import { programListFields } from './program-fields.ts';

const id = z.coerce.number().int().positive().max(2_147_483_647);

/** The cycle's short name as routes carry it (e.g. `OPH-2026`). */
const matchCycleCode = z.string().trim().min(1).max(64);

const cycleParams = z.strictObject({ matchCycleCode });

export const directoryProgramSortColumns = ['name', 'institution', 'city', 'state', 'positions'] as const;
export type DirectoryProgramSort = (typeof directoryProgramSortColumns)[number];

/** Where the applicant stands with a program: applied (with the status), signaled, favorite. */
const applicantMarks = {
  /** Null when the applicant has no application to the program in this cycle. */
  applicationStatus: z.enum(applicationStatuses).nullable(),
  isSignaled: z.boolean(),
  isFavorite: z.boolean(),
};

export const directoryProgramListItem = z.object({
  ...programListFields,
  /** Two-letter state code (the map places the program by it). */
  stateCode: z.string().nullable(),
  /** Positions offered in this cycle. */
  positions: z.number().int(),
  ...applicantMarks,
});
export type DirectoryProgramListItem = z.infer<typeof directoryProgramListItem>;

const flag = z.enum(['true', 'false']).optional();

export const directoryFilterFields = {
  subspecialtyId: id.optional(),
  stateId: id.optional(),
  /** At least this many positions in the cycle. */
  minPositions: z.coerce
    .number({ message: messages.MustBeNumber })
    .int(messages.MustBeNumber)
    .min(1, messages.GreaterThanZero)
    .max(10_000)
    .optional(),
  /** Words looked up in the program description. */
  keywords: z.string().trim().max(200, messages.ExceededNumberOfCharacters).optional(),
  /** 'true': only the applicant's favorites (the favorites tab). */
  favorites: flag,
};

export const listDirectoryPrograms = defineContract({
  method: 'GET',
  path: '/api/applicant/:matchCycleCode/directory/programs',
  access: ['Applicant'],
  params: cycleParams,
  query: z.strictObject({ ...directoryFilterFields, ...listQuery(directoryProgramSortColumns) }),
  response: paged(directoryProgramListItem),
});

export const directoryOptions = z.object({
  matchCycleCode: z.string(),
  matchCycleName: z.string(),
  /** Date only (business.md §3.1); saved programs are kept until it at the latest. */
  casDeadlineDate: z.string().nullable(),
  specialtyName: z.string(),
  /** The specialty's own name for its subspecialties ('Focus'), when it has one. */
  subspecialtyLabel: z.string().nullable(),
  subspecialties: z.array(z.object({ id: z.number().int(), name: z.string() })),
});
export type DirectoryOptions = z.infer<typeof directoryOptions>;

/** What the directory's filters offer for the cycle: its specialty's subspecialties. */
export const getDirectoryOptions = defineContract({
  method: 'GET',
  path: '/api/applicant/:matchCycleCode/directory/options',
  access: ['Applicant'],
  params: cycleParams,
  response: directoryOptions,
});

export const directoryStateCount = z.object({
  stateId: z.number().int(),
  stateCode: z.string(),
  stateName: z.string(),
  /** ISO 3166 numeric code of the state's country (840: the United States, drawn on the map). */
  countryId: z.number().int(),
  programsCount: z.number().int(),
});
export type DirectoryStateCount = z.infer<typeof directoryStateCount>;

/** The map: how many of the cycle's programs each state has (states without programs are left out). */
export const listDirectoryStates = defineContract({
  method: 'GET',
  path: '/api/applicant/:matchCycleCode/directory/states',
  access: ['Applicant'],
  params: cycleParams,
  response: z.object({ items: z.array(directoryStateCount) }),
});

/** A program as an applicant sees it: public facts, no internal fields (status, users' emails, dates). */
export const directoryProgramDetails = z.object({
  id: z.number().int(),
  code: z.string(),
  name: z.string(),
  matchCycleCode: z.string(),
  specialtyName: z.string(),
  subspecialtyName: z.string().nullable(),
  institutionName: z.string().nullable(),
  addressLine: z.string().nullable(),
  city: z.string().nullable(),
  stateCode: z.string().nullable(),
  stateName: z.string().nullable(),
  countryName: z.string().nullable(),
  zip: z.string().nullable(),
  phone: z.string().nullable(),
  website: z.string().nullable(),
  description: z.string().nullable(),
  positions: z.number().int(),
  /** Program directors' names, by last name. */
  directors: z.array(z.string()),
  ...applicantMarks,
});
export type DirectoryProgramDetails = z.infer<typeof directoryProgramDetails>;

export const getDirectoryProgram = defineContract({
  method: 'GET',
  path: '/api/applicant/:matchCycleCode/directory/programs/:programId',
  access: ['Applicant'],
  params: z.strictObject({ matchCycleCode, programId: id }),
  response: directoryProgramDetails,
});

export const appliedProgramSortColumns = ['name', 'status', 'updated'] as const;

export const appliedProgram = z.object({
  applicationId: z.number().int(),
  programId: z.number().int(),
  programCode: z.string(),
  programName: z.string(),
  institutionName: z.string().nullable(),
  city: z.string().nullable(),
  stateName: z.string().nullable(),
  status: z.enum(applicationStatuses),
  isSignaled: z.boolean(),
  updatedDate: z.string(),
});
export type AppliedProgram = z.infer<typeof appliedProgram>;

/** The applied tab: the applicant's applications of the cycle (the APPLY slice writes them). */
export const listAppliedPrograms = defineContract({
  method: 'GET',
  path: '/api/applicant/:matchCycleCode/directory/applied',
  access: ['Applicant'],
  params: cycleParams,
  query: z.strictObject(listQuery(appliedProgramSortColumns)),
  response: paged(appliedProgram),
});

export const favoriteState = z.object({ programId: z.number().int(), isFavorite: z.boolean() });
export type FavoriteState = z.infer<typeof favoriteState>;

const favoriteParams = z.strictObject({ programId: id });

export const getFavorite = defineContract({
  method: 'GET',
  path: '/api/applicant/favorites/:programId',
  access: ['Applicant'],
  params: favoriteParams,
  response: favoriteState,
});

/** Marks a favorite; repeating it changes nothing (an offline retry is safe). */
export const putFavorite = defineContract({
  method: 'PUT',
  path: '/api/applicant/favorites/:programId',
  access: ['Applicant'],
  params: favoriteParams,
  response: favoriteState,
});

/** Removes a favorite; removing one that is not there answers the same. */
export const deleteFavorite = defineContract({
  method: 'DELETE',
  path: '/api/applicant/favorites/:programId',
  access: ['Applicant'],
  params: favoriteParams,
  response: favoriteState,
});
