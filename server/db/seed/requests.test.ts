import { describe, expect, it } from 'vitest';
import { requestPayloadSchemas } from '../../../core/contracts/requests/requests.contract.ts';
import { requestKinds } from '../../../core/domain/request-kinds.ts';
import { demoRequester, requestSeeds } from './requests.ts';

describe('demo requests', () => {
  const seeds = requestSeeds(
    {
      specialtyId: 1,
      cycleId: 2,
      programId: 3,
      medicalSchoolId: 4,
      programUser: demoRequester('u1', { email: 'p@x.test', firstName: 'P', lastName: 'U' }),
      societyUser: demoRequester('u2', { email: 's@x.test', firstName: 'S', lastName: 'U' }),
    },
    'Demo Program',
  );

  it('cover every kind', () => {
    expect(new Set(seeds.map((s) => s.kind))).toEqual(new Set(requestKinds));
  });

  it('carry payloads an approval accepts', () => {
    for (const seed of seeds) {
      const parsed = requestPayloadSchemas[seed.kind].safeParse(seed.payload);
      expect(parsed.success, `${seed.kind}: ${parsed.error?.message}`).toBe(true);
    }
  });
});
