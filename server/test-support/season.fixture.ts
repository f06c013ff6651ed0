/** Season test data for route tests: a specialty with one cycle per status, and one open for ranking. */
import { eq } from 'drizzle-orm';
import type { MatchCycleStatus } from '../../core/domain/match-cycle-status.ts';
import type { DbExecutor } from '../db/client.ts';
import { matchCycles } from '../db/schema.ts';
import {
  createMatchCycle,
  createProgram,
  createProgramMatchCycle,
  createSpecialty,
  createSubspecialty,
  ensureYear,
} from './factories.ts';

export type CatalogueFixture = {
  specialtyId: number;
  subspecialtyId: number;
  cycles: { planned: number; active: number; archived: number };
  tag: string;
};

let count = 0;

export async function createCatalogueFixture(db: DbExecutor): Promise<CatalogueFixture> {
  count += 1;
  const tag = `${Date.now().toString(36)}${count}`;
  const { id: specialtyId } = await createSpecialty(db, {
    name: `Specialty ${tag}`,
    fullName: `Specialty ${tag} fellowship`,
    type: 'Fellowship',
    urlPrefix: `sp-${tag}`,
  });
  const sub = await createSubspecialty(db, { specialtyId, name: `Sub ${tag}` });
  const cycle = async (status: MatchCycleStatus, offset: number) => {
    const code = String(4000 + count * 3 + offset);
    const row = await createMatchCycle(db, {
      specialtyId,
      matchCycleYearId: await ensureYear(db, code),
      shortName: `${tag}-${status}`,
      matchName: `Match ${tag} ${status}`,
      status,
    });
    return row.id;
  };
  const archived = await cycle('Archived', 0);
  const active = await cycle('Active', 1);
  const planned = await cycle('Planned', 2);
  return { specialtyId, subspecialtyId: sub.id, cycles: { planned, active, archived }, tag };
}

/** Reference data ids: countries by ISO numeric code, states as country * 1000 + code. */
export const US = 840;
export const CALIFORNIA = 840_006;
export const CANADA = 124;
export const ONTARIO = 124_035;
export const FRANCE = 250;

export type RankingCycleFixture = CatalogueFixture & {
  /** The Active cycle's code (`matchCycleCode` in applicant and program user paths), and the Archived one's. */
  code: string;
  archivedCode: string;
  /** Programs taking part in the Active cycle (2 positions each), in creation order. */
  programIds: number[];
};

/**
 * A catalogue whose Active cycle is open for ranking (applicants' deadline far ahead) with `count`
 * programs in it, named `${label} ${tag} program ${i}` and coded `${codePrefix}-${tag}-${i}`.
 */
export async function createRankingCycleFixture(
  db: DbExecutor,
  programsOf: { count: number; codePrefix: string; label: string },
): Promise<RankingCycleFixture> {
  const f = await createCatalogueFixture(db);
  await db
    .update(matchCycles)
    .set({ applicantsRankListDeadlineDate: new Date('2099-01-15T05:00:00Z') })
    .where(eq(matchCycles.id, f.cycles.active));
  const programIds: number[] = [];
  for (let i = 0; i < programsOf.count; i += 1) {
    const program = await createProgram(db, {
      code: `${programsOf.codePrefix}-${f.tag}-${i}`,
      name: `${programsOf.label} ${f.tag} program ${i}`,
      specialtyId: f.specialtyId,
    });
    programIds.push(program.id);
  }
  for (const programId of programIds) {
    await createProgramMatchCycle(db, { programId, matchCycleId: f.cycles.active, positions: 2 });
  }
  return { ...f, code: `${f.tag}-Active`, archivedCode: `${f.tag}-Archived`, programIds };
}
