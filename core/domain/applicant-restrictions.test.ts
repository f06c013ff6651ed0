import { describe, expect, it } from 'vitest';
import { applicantDeclineReason } from './applicant-restrictions.ts';

const active = { name: 'OPH-2026', status: 'Active' };

describe('applicant action restrictions (platform.md §6)', () => {
  it('allows an active, editable cycle with a live application', () => {
    expect(
      applicantDeclineReason({ cycle: active, application: { name: 'A', status: 'Published' } }),
    ).toBeNull();
  });

  it('names each decline reason with the cycle or application name', () => {
    expect(applicantDeclineReason({ cycle: null })).toBe('Match cycle is not selected.');
    expect(applicantDeclineReason({ cycle: { ...active, status: 'Archived' } })).toBe(
      'Match cycle OPH-2026 is archived.',
    );
    expect(applicantDeclineReason({ cycle: { ...active, status: 'Planned' } })).toBe(
      'Match cycle OPH-2026 is Planned.',
    );
    expect(applicantDeclineReason({ cycle: { ...active, isEditable: false } })).toBe(
      'Match cycle OPH-2026 is locked for updates.',
    );
    expect(
      applicantDeclineReason({ cycle: active, application: { name: 'Eye U', status: 'Withdrawn' } }),
    ).toBe('Application Eye U is withdrawn.');
    expect(
      applicantDeclineReason({ cycle: active, application: { name: 'Eye U', status: 'MatchCanceled' } }),
    ).toBe('Application Eye U is canceled.');
  });

  it('blocks a pending payment only when the optional rule is asked for', () => {
    const input = {
      cycle: active,
      application: { name: 'Eye U', status: 'PendingPayment' },
      isPaymentPending: true,
    };
    expect(applicantDeclineReason(input)).toBeNull();
    expect(applicantDeclineReason(input, { blockWhilePaymentPending: true })).toBe(
      'Application Eye U awaiting payment.',
    );
  });

  it('checks the cycle before the application', () => {
    expect(
      applicantDeclineReason({
        cycle: { ...active, status: 'Archived' },
        application: { name: 'Eye U', status: 'Withdrawn' },
      }),
    ).toBe('Match cycle OPH-2026 is archived.');
  });
});
