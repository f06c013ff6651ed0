/** ProgramUserRegistration: approving (Accepted) invites the person as a user of the program. */
import { messages } from '../../../core/domain/messages.ts';
import { conflict } from '../../errors.ts';
import { inviteRequestedUser, type RequestKindHandler } from './request-kind.ts';

export const programUserRegistrationRequest: RequestKindHandler<'ProgramUserRegistration'> = {
  async approve(approval, deps) {
    const { programId, programName } = approval.row;
    if (!programId || !programName) throw conflict(messages.ProgramNotFound);
    return inviteRequestedUser(approval, deps, {
      roles: ['ProgramUser'],
      memberships: [{ kind: 'ProgramUser', programId, isDirector: false }],
      reason: `as a program user of ${programName}`,
    });
  },
};
