import type { RegistrationOptions } from '../core/contracts/requests/requests.contract.ts';

type OptionSpecialty = RegistrationOptions['specialties'][number];

/** The registration forms' options in client tests: one specialty (Ophthalmology, its 2027 match) to adjust. */
export function ophthalmologyOptions(overrides: Partial<OptionSpecialty> = {}): RegistrationOptions {
  return {
    specialties: [
      {
        id: 1,
        name: 'Ophthalmology',
        fullName: 'Ophthalmology residency',
        type: 'Residency',
        subspecialties: [],
        matchCycles: [{ id: 9, name: 'Ophthalmology Match 2027', yearCode: '2026' }],
        ...overrides,
      },
    ],
  };
}
