import { describe, expect, it } from 'vitest';
import { roles } from '../../core/domain/roles.ts';
import { medicalSchoolActions } from './medical-school-actions.policy.ts';

describe('medical school actions', () => {
  it('lets admins edit and switch a school without open participation either way', () => {
    for (const isActive of [true, false]) {
      expect(medicalSchoolActions(['Admin'], { isActive, hasOpenParticipation: false })).toEqual({
        canEdit: true,
        canSwitchActivationStatus: true,
      });
    }
  });

  it('refuses to deactivate a school whose applicants are in an open cycle, but allows activating one', () => {
    expect(medicalSchoolActions(['Admin'], { isActive: true, hasOpenParticipation: true })).toEqual({
      canEdit: true,
      canSwitchActivationStatus: false,
    });
    expect(
      medicalSchoolActions(['Admin'], { isActive: false, hasOpenParticipation: true })
        .canSwitchActivationStatus,
    ).toBe(true);
  });

  it('gives no action to any other role', () => {
    for (const role of roles.filter((r) => r !== 'Admin')) {
      expect(medicalSchoolActions([role], { isActive: true, hasOpenParticipation: false })).toEqual({
        canEdit: false,
        canSwitchActivationStatus: false,
      });
    }
  });
});
