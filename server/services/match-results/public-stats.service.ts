import type { PublicStats } from '../../../core/contracts/match-results/public-stats.contract.ts';
import type { DbExecutor } from '../../db/client.ts';
import {
  countApplicationsByCycle,
  countMatchedByCycle,
  listCycleStats,
  listStatsSpecialties,
} from '../../db/repositories/public-stats.repository.ts';
import { notFound } from '../../errors.ts';

export type PublicStatsService = ReturnType<typeof createPublicStatsService>;

/** Public match statistics per specialty (`/data/:specialtyId?/:tab?`): totals only, no personal data. */
export function createPublicStatsService(deps: { db: DbExecutor }) {
  const { db } = deps;
  return {
    async stats(specialtyId: number | undefined): Promise<PublicStats> {
      const specialties = await listStatsSpecialties(db);
      if (specialtyId === undefined) return { specialties, specialty: null, cycles: [] };
      const specialty = specialties.find((s) => s.id === specialtyId);
      // A specialty without a current or past cycle has nothing public to show yet.
      if (!specialty) throw notFound();
      const rows = await listCycleStats(db, specialtyId);
      const ids = rows.map((row) => row.matchCycleId);
      const [applications, matched] = await Promise.all([
        countApplicationsByCycle(db, ids),
        countMatchedByCycle(db, ids),
      ]);
      return {
        specialties,
        specialty,
        cycles: rows.map((row) => {
          const matchedCount = matched.get(row.matchCycleId) ?? null;
          return {
            ...row,
            status: row.status,
            applicationsCount: applications.get(row.matchCycleId) ?? 0,
            matchedCount,
            fillRate:
              matchedCount === null || row.positionsCount === 0 ? null : matchedCount / row.positionsCount,
          };
        }),
      };
    },
  };
}
