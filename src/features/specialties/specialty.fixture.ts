import type { PublicSpecialty } from '../../../core/contracts/specialties/specialties.contract.ts';

/** A specialty as the public specialty routes answer it (tests): OPH, a fellowship with a CAS. */
export function publicSpecialty(overrides: Partial<PublicSpecialty> = {}): PublicSpecialty {
  return {
    id: 4,
    name: 'OPH',
    fullName: 'Ophthalmology',
    type: 'Fellowship',
    urlPrefix: 'oph',
    color: '#123456',
    hasCas: true,
    hasAllSubspecialties: false,
    subspecialtyLabel: null,
    subspecialties: [],
    hasActiveCycle: true,
    ...overrides,
  };
}
