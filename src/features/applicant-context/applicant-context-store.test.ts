import { describe, expect, it } from 'vitest';
import type { ApplicantContext } from '../../../core/contracts/applicants/applicant-context.contract.ts';
import { registration } from './applicant-context.fixture.ts';
import { pickCycle } from './applicant-context-store.ts';
import { matchCycleCodeOf } from './use-applicant-cycle.ts';

const context: ApplicantContext = {
  applicantId: 1,
  applicantCode: 'ML-100001',
  firstName: 'Demo',
  lastName: 'Applicant',
  registrations: [
    registration({ matchCycleCode: 'OPH-2026' }),
    registration({ matchCycleCode: 'OPH-2025', status: 'Archived', isReadOnly: true }),
  ],
};

describe('the applicant cycle context', () => {
  it("reads the cycle code of applicant paths, not the profile's or the landing's", () => {
    expect(matchCycleCodeOf('/applicant/OPH-2026/home')).toBe('OPH-2026');
    expect(matchCycleCodeOf('/applicant/GS%202026/programs/directory')).toBe('GS 2026');
    expect(matchCycleCodeOf('/applicant/profile/contact-info')).toBeNull();
    expect(matchCycleCodeOf('/applicant/landing/verify-phone/3')).toBeNull();
    expect(matchCycleCodeOf('/applicant/register-for-match-cycle')).toBeNull();
    expect(matchCycleCodeOf('/admin/OPH-2026')).toBeNull();
  });

  it('picks the named registration, else the first (Active first from the server), else none', () => {
    expect(pickCycle(context, 'OPH-2025')?.isReadOnly).toBe(true);
    expect(pickCycle(context, 'NOT-MINE')?.matchCycleCode).toBe('OPH-2026');
    expect(pickCycle(context, null)?.matchCycleCode).toBe('OPH-2026');
    expect(pickCycle({ ...context, registrations: [] }, 'OPH-2026')).toBeNull();
    expect(pickCycle(null, 'OPH-2026')).toBeNull();
  });
});
