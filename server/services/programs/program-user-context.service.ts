import type {
  ProgramUserContext,
  ProgramUserCycle,
} from '../../../core/contracts/programs/program-user.contract.ts';
import { matchCycleAccess } from '../../../core/domain/match-cycle-access.ts';
import type { Clock } from '../../clock.ts';
import type { DbExecutor } from '../../db/client.ts';
import { listCyclesOfPrograms, listProgramsOfUser } from '../../db/repositories/program-user.repository.ts';
import { findUserById } from '../../db/repositories/users.repository.ts';
import { notFound } from '../../errors.ts';

export type ProgramUserContextService = ReturnType<typeof createProgramUserContextService>;

/**
 * The program user's context (business.md §2.3, §4): their programs and each program's cycles, with
 * the read-only flag an archived cycle sets. Three statements whatever the user belongs to.
 */
export function createProgramUserContextService(deps: { db: DbExecutor; clock: Clock }) {
  const { db, clock } = deps;
  return {
    async context(userId: string): Promise<ProgramUserContext> {
      const [user, programs] = await Promise.all([findUserById(db, userId), listProgramsOfUser(db, userId)]);
      if (!user) throw notFound();
      const cycles = await listCyclesOfPrograms(
        db,
        programs.map((p) => p.id),
      );
      const now = clock.now();
      const cyclesByProgram = new Map<number, ProgramUserCycle[]>();
      for (const row of cycles) {
        const list = cyclesByProgram.get(row.programId) ?? [];
        list.push({
          matchCycleId: row.matchCycleId,
          matchCycleCode: row.matchCycleCode,
          name: row.name,
          status: row.status,
          isReadOnly: matchCycleAccess(row, now).isReadOnly,
          positions: row.positions,
          matchDate: row.matchDate?.toISOString() ?? null,
        });
        cyclesByProgram.set(row.programId, list);
      }
      return {
        email: user.email,
        fullName: `${user.firstName} ${user.lastName}`.trim(),
        programs: programs.map((p) => ({ ...p, cycles: cyclesByProgram.get(p.id) ?? [] })),
      };
    },
  };
}
