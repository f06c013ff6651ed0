/** ProgramRegistration: approving creates the program, its positions in the cycle and its director. */
import { suggestCode } from '../../../core/domain/request-kinds.ts';
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
    // The program joins the cycle once its director is known: its fees are billed to them (ADR 0025).
    await deps.programs.joinCycle(
      tx,
      { programId: program.id, matchCycleId, positions },
      { userId: user.id, email: user.email },
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
