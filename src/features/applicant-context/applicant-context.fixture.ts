import type { ApplicantCycleRegistration } from '../../../core/contracts/applicants/applicant-context.contract.ts';

/** A registration as the context answers it (tests): an Active cycle, paid, without dates. */
export function registration(
  overrides: Partial<ApplicantCycleRegistration> = {},
): ApplicantCycleRegistration {
  return {
    matchCycleId: 1,
    matchCycleCode: 'OPH-2026',
    name: 'Ophthalmology Match 2027',
    specialtyId: 1,
    specialtyName: 'Ophthalmology',
    status: 'Active',
    hasCas: true,
    isReadOnly: false,
    isPaymentPending: false,
    invoiceId: null,
    amountDueCents: 0,
    registeredAt: '2026-07-01T16:00:00.000Z',
    dates: {
      registrationDate: null,
      casDeadlineDate: null,
      earliestApplicationDeadlineDate: null,
      applicantsRankListDeadlineDate: null,
      matchDate: null,
    },
    ...overrides,
  };
}
