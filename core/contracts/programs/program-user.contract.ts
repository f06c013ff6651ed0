/**
 * The program user's context: the programs they belong to and, for each, the match cycles it takes
 * part in with what their status means there (an archived cycle is read-only, business.md §4).
 */
import { z } from 'zod';
import { matchCycleStatuses } from '../../domain/match-cycle-status.ts';
import { defineContract } from '../http.ts';

export const programUserCycle = z.object({
  matchCycleId: z.number().int(),
  /** The cycle's short name as program-user routes carry it (`/program-user/:matchCycleCode/:programCode`). */
  matchCycleCode: z.string(),
  name: z.string(),
  status: z.enum(matchCycleStatuses),
  /** Archived cycles are read-only for the program (matchCycleAccess). */
  isReadOnly: z.boolean(),
  positions: z.number().int(),
  matchDate: z.string().nullable(),
});
export type ProgramUserCycle = z.infer<typeof programUserCycle>;

export const programUserProgram = z.object({
  id: z.number().int(),
  code: z.string(),
  name: z.string(),
  specialtyId: z.number().int(),
  specialtyName: z.string(),
  isActive: z.boolean(),
  /** Program directors certify rank lists (issue 6); other program users may edit. */
  isDirector: z.boolean(),
  /** Active first, then Planned, then Archived; newest season first within each. */
  cycles: z.array(programUserCycle),
});
export type ProgramUserProgram = z.infer<typeof programUserProgram>;

export const programUserContext = z.object({
  email: z.string(),
  fullName: z.string(),
  /** By program name. */
  programs: z.array(programUserProgram),
});
export type ProgramUserContext = z.infer<typeof programUserContext>;

export const getProgramUserContext = defineContract({
  method: 'GET',
  path: '/api/program-user/context',
  access: ['ProgramUser'],
  response: programUserContext,
});
