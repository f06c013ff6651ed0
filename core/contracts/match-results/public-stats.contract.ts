import { z } from 'zod';
import { matchCycleStatuses } from '../../domain/match-cycle-status.ts';
import { defineContract } from '../http.ts';

const id = z.coerce.number().int().positive().max(2_147_483_647);

/** A specialty that has statistics to show (a current or past cycle). */
export const statsSpecialty = z.object({
  id: z.number().int(),
  name: z.string(),
  fullName: z.string(),
  type: z.string(),
});
export type StatsSpecialty = z.infer<typeof statsSpecialty>;

/** Counts of one cycle: no personal data, only totals. */
export const cycleStats = z.object({
  matchCycleId: z.number().int(),
  name: z.string(),
  yearCode: z.string(),
  status: z.enum(matchCycleStatuses),
  programsCount: z.number().int(),
  positionsCount: z.number().int(),
  applicantsCount: z.number().int(),
  applicationsCount: z.number().int(),
  /** Null until the cycle's results are stored (match results come with a later release). */
  matchedCount: z.number().int().nullable(),
  /** Matched / positions, 0..1; null with matchedCount. */
  fillRate: z.number().nullable(),
});
export type CycleStats = z.infer<typeof cycleStats>;

export const publicStats = z.object({
  specialties: z.array(statsSpecialty),
  /** The asked specialty; null when none was asked. */
  specialty: statsSpecialty.nullable(),
  /** Its current (Active) and past (Archived) cycles, newest first. */
  cycles: z.array(cycleStats),
});
export type PublicStats = z.infer<typeof publicStats>;

/** Public match statistics of `/data/:specialtyId?/:tab?`; cacheable for five minutes. */
export const getPublicStats = defineContract({
  method: 'GET',
  path: '/api/public/stats',
  access: 'public',
  query: z.strictObject({ specialtyId: id.optional() }),
  response: publicStats,
});
