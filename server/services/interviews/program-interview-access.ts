/**
 * Which program an interview route acts on: a program user's own program (any other is 404, so
 * nobody learns it exists), or, for reads, any program to an administrator.
 */
import { messages } from '../../../core/domain/messages.ts';
import type { Role } from '../../../core/domain/roles.ts';
import type { DbExecutor } from '../../db/client.ts';
import { findProgramInCycleByCodes } from '../../db/repositories/interviews.repository.ts';
import { findProgramInCycle, type ProgramInCycle } from '../../db/repositories/program-user.repository.ts';
import { conflict, notFound } from '../../errors.ts';

export type InterviewCaller = { userId: string; roles: readonly Role[] };
export type ProgramWhere = { matchCycleCode: string; programCode: string };

/** The program the caller acts on, `asAdmin` when an administrator reads another's program. */
export async function programOfCaller(
  db: DbExecutor,
  caller: InterviewCaller,
  where: ProgramWhere,
  mode: 'read' | 'write',
): Promise<ProgramInCycle & { asAdmin: boolean }> {
  const own = caller.roles.includes('ProgramUser')
    ? await findProgramInCycle(db, caller.userId, where.programCode, where.matchCycleCode)
    : undefined;
  const found =
    own ??
    (mode === 'read' && caller.roles.includes('Admin')
      ? await findProgramInCycleByCodes(db, where.programCode, where.matchCycleCode)
      : undefined);
  if (!found) throw notFound();
  if (!found.takesPart) throw conflict(messages.ProgramNotInMatchCycle);
  return { ...found, asAdmin: own === undefined };
}
