/** ProgramRename: approving gives the program its new name. */
import { messages } from '../../../core/domain/messages.ts';
import { renameProgramRow } from '../../db/repositories/requests.repository.ts';
import { conflict } from '../../errors.ts';
import type { RequestKindHandler } from './request-kind.ts';

export const programRenameRequest: RequestKindHandler<'ProgramRename'> = {
  async approve({ tx, row, payload }, deps) {
    if (!row.programId || !(await renameProgramRow(tx, row.programId, payload.newName, deps.clock.now()))) {
      throw conflict(messages.ProgramNotFound);
    }
    return { result: { programId: row.programId, previousName: row.programName } };
  },
};
