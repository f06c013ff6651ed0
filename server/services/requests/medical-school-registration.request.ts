/** MedicalSchoolRegistration: approving creates the school; its first user then asks to join. */
import { suggestCode } from '../../../core/domain/request-kinds.ts';
import type { RequestKindHandler } from './request-kind.ts';

export const medicalSchoolRegistrationRequest: RequestKindHandler<'MedicalSchoolRegistration'> = {
  suggestsCode: true,

  async approve({ tx, row, payload }, deps) {
    const school = await deps.medicalSchools.create(
      { ...payload, code: payload.code ?? suggestCode(payload.name, row.id), isActive: true },
      ['Admin'],
      tx,
    );
    return {
      result: { medicalSchoolId: school.id, medicalSchoolCode: school.code },
      medicalSchoolId: school.id,
    };
  },

  approvalMailLines: (publicUrl) => [
    '',
    `The school's first user can ask for an account at ${publicUrl}/registration/medical-school-user-request`,
  ],
};
