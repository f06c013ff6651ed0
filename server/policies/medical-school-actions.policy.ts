import type { MedicalSchoolActions } from '../../core/contracts/medical-schools/medical-schools.contract.ts';
import type { Role } from '../../core/domain/roles.ts';

export type MedicalSchoolState = {
  isActive: boolean;
  /** One of its applicants takes part in a match cycle that is not archived. */
  hasOpenParticipation: boolean;
};

/**
 * business.md §3.5 actions, decided here and sent with every school. Admins edit any school. A school
 * whose applicants take part in a Planned or Active cycle cannot be deactivated (they would lose their
 * school mid-season); activating is always allowed.
 */
export function medicalSchoolActions(
  roles: readonly Role[],
  school: MedicalSchoolState,
): MedicalSchoolActions {
  const isAdmin = roles.includes('Admin');
  return {
    canEdit: isAdmin,
    canSwitchActivationStatus: isAdmin && (!school.isActive || !school.hasOpenParticipation),
  };
}
