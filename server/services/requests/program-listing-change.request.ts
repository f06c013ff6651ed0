/** ProgramListingChange: approving sets the program's positions count in the cycle. */
import { messages } from '../../../core/domain/messages.ts';
import { findProgramBrief, findProgramCyclePositions } from '../../db/repositories/requests.repository.ts';
import { conflict } from '../../errors.ts';
import { checkCycle, type RequestKindHandler } from './request-kind.ts';

export const programListingChangeRequest: RequestKindHandler<'ProgramListingChange'> = {
  async approve({ tx, row, payload }, deps) {
    const program = row.programId ? await findProgramBrief(tx, row.programId) : undefined;
    if (!program) throw conflict(messages.ProgramNotFound);
    await checkCycle(tx, program.specialtyId, payload.matchCycleId);
    const previous = await findProgramCyclePositions(tx, program.id, payload.matchCycleId);
    await deps.programs.joinCycle(tx, {
      programId: program.id,
      matchCycleId: payload.matchCycleId,
      positions: payload.positions,
    });
    return {
      result: { programId: program.id, matchCycleId: payload.matchCycleId, previousPositions: previous },
    };
  },
};
