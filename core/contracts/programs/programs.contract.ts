import { z } from 'zod';
import { messages } from '../../domain/messages.ts';
import { isValidUrlSegment } from '../../domain/validation.ts';
import {
  addressFields,
  addressOutput,
  booleanQuery,
  faxField,
  idParam,
  optionalField,
  phoneField,
  referenceId,
  websiteField,
} from '../catalogue-fields.ts';
import { emailField, requiredText } from '../fields.ts';
import { defineContract, okResponse } from '../http.ts';
import { listQuery, paged } from '../paging.ts';
import { programListFields } from './program-fields.ts';

const id = idParam;

/** A program code appears in program user URLs (/program-user/:matchCycleCode/:programCode). */
export const programCodeField = requiredText(30, messages.CodeIsRequired).refine(
  isValidUrlSegment,
  messages.InvalidCode,
);

/** A new institution typed in the program form; its state and country are the program's. */
export const newInstitutionInput = z.strictObject({
  name: requiredText(200, messages.InstitutionNameIsRequired),
  city: requiredText(100, messages.CityIsRequired),
});

/**
 * Create and update body (business.md §2.6 programs): the institution is either picked
 * (institutionId) or created by name and city (newInstitution), never both.
 */
export const programInput = z.strictObject({
  code: programCodeField,
  name: requiredText(200, messages.NameIsRequired),
  specialtyId: z.number({ error: messages.SelectSpecialty }).int().positive().max(2_147_483_647),
  subspecialtyId: referenceId.nullable().default(null),
  institutionId: referenceId.nullable().default(null),
  newInstitution: newInstitutionInput.nullable().default(null),
  ...addressFields,
  phone: phoneField,
  fax: faxField,
  website: websiteField,
  description: optionalField(20_000),
  isActive: z.boolean().default(true),
});
export type ProgramInput = z.output<typeof programInput>;

export const programDetails = z.object({
  id: z.number().int(),
  code: z.string(),
  name: z.string(),
  specialtyId: z.number().int(),
  specialtyName: z.string(),
  subspecialtyId: z.number().int().nullable(),
  subspecialtyName: z.string().nullable(),
  institutionId: z.number().int().nullable(),
  institutionName: z.string().nullable(),
  ...addressOutput,
  phone: z.string().nullable(),
  fax: z.string().nullable(),
  website: z.string().nullable(),
  description: z.string().nullable(),
  isActive: z.boolean(),
  createdDate: z.string(),
});
export type ProgramDetails = z.infer<typeof programDetails>;

export const programListItem = programDetails
  .pick({
    id: true,
    code: true,
    name: true,
    specialtyId: true,
    specialtyName: true,
    subspecialtyName: true,
    institutionName: true,
    city: true,
    stateName: true,
    stateShortName: true,
    isActive: true,
    createdDate: true,
  })
  .extend({
    /** Positions in the cycle the list is filtered by (matchCycleId); null without that filter. */
    positions: z.number().int().nullable(),
  });
export type ProgramListItem = z.infer<typeof programListItem>;

export const programSortColumns = ['name', 'code', 'specialty', 'state', 'createdAt'] as const;
export type ProgramSortColumn = (typeof programSortColumns)[number];

export const programListQuery = z.strictObject({
  ...listQuery(programSortColumns),
  specialtyId: id.optional(),
  subspecialtyId: id.optional(),
  stateId: id.optional(),
  isActive: booleanQuery.optional(),
  /** Programs taking part in this cycle. */
  matchCycleId: id.optional(),
});
export type ProgramListQuery = z.output<typeof programListQuery>;

export const listAdminPrograms = defineContract({
  method: 'GET',
  path: '/api/admin/programs',
  access: ['Admin'],
  query: programListQuery,
  response: paged(programListItem),
});

export const getAdminProgram = defineContract({
  method: 'GET',
  path: '/api/admin/programs/:id',
  access: ['Admin'],
  params: z.strictObject({ id }),
  response: programDetails,
});

export const createProgram = defineContract({
  method: 'POST',
  path: '/api/admin/programs',
  access: ['Admin'],
  body: programInput,
  response: programDetails,
});

export const updateProgram = defineContract({
  method: 'PUT',
  path: '/api/admin/programs/:id',
  access: ['Admin'],
  params: z.strictObject({ id }),
  body: programInput,
  response: programDetails,
});

// ---------- positions per cycle ----------

export const programPosition = z.object({
  matchCycleId: z.number().int(),
  shortName: z.string(),
  matchName: z.string(),
  yearCode: z.string(),
  status: z.string(),
  positions: z.number().int(),
  /** Archived cycles are read-only (business.md §4). */
  isReadOnly: z.boolean(),
});
export type ProgramPosition = z.infer<typeof programPosition>;

export const programPositions = z.object({
  items: z.array(programPosition),
  /** Cycles of the program's specialty it could still join (not archived, not joined yet). */
  availableCycles: z.array(
    z.object({ id: z.number().int(), shortName: z.string(), matchName: z.string(), yearCode: z.string() }),
  ),
});
export type ProgramPositions = z.infer<typeof programPositions>;

export const listProgramPositions = defineContract({
  method: 'GET',
  path: '/api/admin/programs/:id/positions',
  access: ['Admin'],
  params: z.strictObject({ id }),
  response: programPositions,
});

/** Adds the program to the cycle or changes its positions. */
export const setProgramPositions = defineContract({
  method: 'PUT',
  path: '/api/admin/programs/:id/positions/:matchCycleId',
  access: ['Admin'],
  params: z.strictObject({ id, matchCycleId: id }),
  body: z.strictObject({
    positions: z
      .number({ error: messages.MustBeNumber })
      .int(messages.MustBeNumber)
      .min(0, messages.GreaterOrEqualZero)
      .max(10_000, messages.InvalidValue),
  }),
  response: programPositions,
});

export const removeProgramPositions = defineContract({
  method: 'DELETE',
  path: '/api/admin/programs/:id/positions/:matchCycleId',
  access: ['Admin'],
  params: z.strictObject({ id, matchCycleId: id }),
  response: programPositions,
});

// ---------- program users and directors ----------

const userId = z.uuid();

export const programUser = z.object({
  userId: z.string(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  isDirector: z.boolean(),
  isActive: z.boolean(),
  status: z.string(),
});
export type ProgramUser = z.infer<typeof programUser>;

export const listProgramUsers = defineContract({
  method: 'GET',
  path: '/api/admin/programs/:id/users',
  access: ['Admin'],
  params: z.strictObject({ id }),
  query: z.strictObject(listQuery(['name', 'email'])),
  response: paged(programUser),
});

/** An invitation mailed to an existing account: nothing is granted until its owner accepts. */
export const programUserInvitation = z.object({
  email: z.string(),
  isDirector: z.boolean(),
  pending: z.literal(true),
  expiresAt: z.string(),
});
export type ProgramUserInvitation = z.infer<typeof programUserInvitation>;

/**
 * An existing account (any role) is invited to the program (issue 11): it is mailed an invitation and
 * becomes a user of the program, with the ProgramUser role, only when its owner accepts it.
 */
export const attachProgramUser = defineContract({
  method: 'POST',
  path: '/api/admin/programs/:id/users/attach',
  access: ['Admin'],
  params: z.strictObject({ id }),
  body: z.strictObject({ email: emailField, isDirector: z.boolean().default(false) }),
  response: programUserInvitation,
});

export const createProgramUserInput = z.strictObject({
  email: emailField,
  firstName: requiredText(100, messages.FirstNameIsRequired),
  lastName: requiredText(100, messages.LastNameIsRequired),
  isDirector: z.boolean().default(false),
});
export type CreateProgramUserInput = z.output<typeof createProgramUserInput>;

/** A new account: mailed a temporary password, must choose its own at first sign-in. */
export const createProgramUser = defineContract({
  method: 'POST',
  path: '/api/admin/programs/:id/users',
  access: ['Admin'],
  params: z.strictObject({ id }),
  body: createProgramUserInput,
  response: programUser,
});

export const updateProgramUser = defineContract({
  method: 'PUT',
  path: '/api/admin/programs/:id/users/:userId',
  access: ['Admin'],
  params: z.strictObject({ id, userId }),
  body: z.strictObject({ isDirector: z.boolean() }),
  response: programUser,
});

export const detachProgramUser = defineContract({
  method: 'DELETE',
  path: '/api/admin/programs/:id/users/:userId',
  access: ['Admin'],
  params: z.strictObject({ id, userId }),
  response: okResponse,
});

// ---------- public ----------

export const publicProgram = z.object({
  ...programListFields,
  specialtyId: z.number().int(),
  specialtyName: z.string(),
  stateShortName: z.string().nullable(),
  website: z.string().nullable(),
});
export type PublicProgram = z.infer<typeof publicProgram>;

/** Public directory of a specialty's active programs (also used by the society area). */
export const listSpecialtyPrograms = defineContract({
  method: 'GET',
  path: '/api/specialties/:id/programs',
  access: 'public',
  params: z.strictObject({ id }),
  query: z.strictObject({ ...listQuery(['name', 'state']), stateId: id.optional() }),
  response: paged(publicProgram),
});

export const comparedProgram = publicProgram.extend({
  phone: z.string().nullable(),
  description: z.string().nullable(),
  /** Positions in the specialty's current cycle (the newest Active one), null when it takes no part. */
  positions: z.number().int().nullable(),
  currentCycleName: z.string().nullable(),
});
export type ComparedProgram = z.infer<typeof comparedProgram>;

/** `?ids=1,2,3`: 2 to 4 distinct program ids. */
export const compareIdsField = z
  .string()
  .max(100)
  .transform((value, ctx) => {
    const ids = [...new Set(value.split(',').map((part) => Number(part.trim())))];
    if (
      ids.some((n) => !Number.isInteger(n) || n <= 0 || n > 2_147_483_647) ||
      ids.length < 2 ||
      ids.length > 4
    ) {
      ctx.addIssue({ code: 'custom', message: messages.CompareProgramsCount });
      return z.NEVER;
    }
    return ids;
  });

export const comparePrograms = defineContract({
  method: 'GET',
  path: '/api/programs/compare',
  access: 'public',
  query: z.strictObject({ ids: compareIdsField }),
  response: z.array(comparedProgram),
});
