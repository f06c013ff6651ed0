/** MedicalSchoolUserRegistration: approving invites the person as a user of the school. */
import { messages } from '../../../core/domain/messages.ts';
import { conflict } from '../../errors.ts';
import { inviteRequestedUser, type RequestKindHandler } from './request-kind.ts';

export const medicalSchoolUserRegistrationRequest: RequestKindHandler<'MedicalSchoolUserRegistration'> = {
  async approve(approval, deps) {
    const { medicalSchoolId, medicalSchoolName } = approval.row;
    if (!medicalSchoolId || !medicalSchoolName) throw conflict(messages.MedicalSchoolNotFound);
    return inviteRequestedUser(approval, deps, {
      roles: ['MedSchoolUser'],
      memberships: [{ kind: 'MedicalSchoolUser', medicalSchoolId }],
      reason: `as a medical school user of ${medicalSchoolName}`,
    });
  },
};
