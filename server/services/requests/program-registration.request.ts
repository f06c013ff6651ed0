/** ProgramRegistration: approving creates the program, its positions in the cycle and its director. */
import { suggestCode } from '../../../core/domain/request-kinds.ts';
import { upsertPositions } from '../../db/repositories/programs.repository.ts';
import { checkCycle, type RequestKindHandler } from './request-kind.ts';

export const programRegistrationRequest: RequestKindHandler<'ProgramRegistration'> = {
  suggestsCode: true,

  async approve({ tx, row, payload, adminUserId }, deps) {
    await checkCycle(tx, payload.specialtyId, payload.matchCycleId);
    const { matchCycleId, positions, directorFirstName, directorLastName, directorEmail, code, ...fields } =
      payload;
    const program = await deps.programs.create(
      { ...fields, code: code ?? suggestCode(payload.name, row.id), description: null, isActive: true },
      tx,
    );
    await upsertPositions(tx, { programId: program.id, matchCycleId, positions });
    // An existing account is only invited: it becomes the director when its owner accepts (issue 11).
    const { user, created, pending } = await deps.invitedUsers.invite(
      {
        email: directorEmail,
        firstName: directorFirstName,
        lastName: directorLastName,
        roles: ['ProgramUser'],
        memberships: [{ kind: 'ProgramUser', programId: program.id, isDirector: true }],
        reason: `as the program director of ${program.name}`,
        invitedByUserId: adminUserId,
      },
      tx,
    );
    return {
      result: {
        programId: program.id,
        programCode: program.code,
        directorUserId: user.id,
        directorCreated: created,
        directorInvitationPending: pending,
      },
      programId: program.id,
    };
  },
};
