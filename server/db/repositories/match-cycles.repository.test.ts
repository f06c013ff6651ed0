import { expect, it } from 'vitest';
import { createMatchCycleYear, createSpecialty } from '../../test-support/factories.ts';
import { describeEachDatabase } from '../../test-support/test-app.ts';
import type { DbExecutor } from '../client.ts';
import { insertMatchCycle, updateMatchCycle } from './match-cycles.repository.ts';

describeEachDatabase('match cycles repository', (ctx) => {
  it('reports a unique-key clash (a cycle added meanwhile) instead of throwing', async () => {
    const db: DbExecutor = ctx.database.db;
    const specialty = await createSpecialty(db, {
      name: 'Clash',
      fullName: 'Clash',
      type: 'Residency',
      urlPrefix: 'clash',
    });
    const year = await createMatchCycleYear(db, { code: '2150' });
    const values = {
      specialtyId: specialty!.id,
      matchCycleYearId: year.id,
      shortName: 'CL-1',
      matchName: 'Clash',
    };
    const first = await insertMatchCycle(db, values);
    expect(first).toEqual(expect.any(Number));
    expect(await insertMatchCycle(db, { ...values, shortName: 'CL-2' })).toBeUndefined();

    const other = await createMatchCycleYear(db, { code: '2151' });
    const second = await insertMatchCycle(db, { ...values, matchCycleYearId: other.id, shortName: 'CL-2' });
    expect(second).toEqual(expect.any(Number));
    expect(await updateMatchCycle(db, second!, { shortName: 'CL-1' })).toBe(false);
    expect(await updateMatchCycle(db, second!, { shortName: 'CL-3' })).toBe(true);
    // A real error still surfaces.
    await expect(
      insertMatchCycle(db, { ...values, specialtyId: 999_999, shortName: 'CL-9' }),
    ).rejects.toThrow();
  });
});
