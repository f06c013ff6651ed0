import { afterEach, describe, expect, it } from 'vitest';
import {
  getSocietyContext,
  type SocietyContext,
} from '../../../core/contracts/societies/society.contract.ts';
import { handleContract, serverErrorResponse } from '../../../mocks/contract-handler.ts';
import { server } from '../../../mocks/node-server.ts';
import { readStored, writeStored } from '../../lib/storage/local-store.ts';
import {
  MatchCycleWithoutSpecialtyError,
  restoreSelection,
  useSocietyContextStore,
} from './society-context-store.ts';

const cycle = (id: number, status: 'Active' | 'Archived' = 'Active') => ({
  id,
  name: `Cycle ${id}`,
  status,
  hasMatchResults: false,
});

const specialty = (id: number, cycleIds: number[]) => ({
  id,
  name: `S${id}`,
  specialtyFullName: `Specialty ${id}`,
  type: 'Fellowship' as const,
  hasCas: false,
  hasAllSubspecialties: false,
  subspecialtyLabel: null,
  subspecialties: [],
  actions: { canRequestProgramRegistration: false, canManagePayments: false },
  matchCycles: cycleIds.map((c, i) => cycle(c, i === 0 ? 'Active' : 'Archived')),
});

const context: SocietyContext = {
  email: 'society@matchline.test',
  fullName: 'Sofia Society',
  specialties: [specialty(1, [11, 12]), specialty(2, [21, 22]), specialty(3, [])],
};

const state = () => useSocietyContextStore.getState();
const selection = () => ({ specialtyId: state().specialtyId, matchCycleId: state().matchCycleId });

afterEach(() => state().reset());

describe('society user context (business.md §4)', () => {
  it('restores the stored specialty and match cycle', () => {
    writeStored('societySpecialtyId', '2');
    writeStored('societyMatchCycleId', '22');
    state().setContext(context);
    expect(selection()).toEqual({ specialtyId: 2, matchCycleId: 22 });
  });

  it('otherwise picks the first specialty and its first match cycle', () => {
    state().setContext(context);
    expect(selection()).toEqual({ specialtyId: 1, matchCycleId: 11 });
    // A stored specialty the user no longer oversees, and a cycle of another specialty, give way.
    expect(restoreSelection(context, { specialtyId: 99, matchCycleId: 22 })).toEqual({
      specialtyId: 1,
      matchCycleId: 11,
    });
    expect(restoreSelection(context, { specialtyId: 2, matchCycleId: 11 })).toEqual({
      specialtyId: 2,
      matchCycleId: 21,
    });
    expect(restoreSelection({ ...context, specialties: [] }, { specialtyId: 1, matchCycleId: 11 })).toEqual({
      specialtyId: null,
      matchCycleId: null,
    });
  });

  it('choosing a specialty selects its first match cycle and stores the choice', () => {
    state().setContext(context);
    state().chooseSpecialty(2);
    expect(selection()).toEqual({ specialtyId: 2, matchCycleId: 21 });
    expect(readStored('societySpecialtyId')).toBe('2');
    expect(readStored('societyMatchCycleId')).toBe('21');
    state().chooseMatchCycle(22);
    expect(readStored('societyMatchCycleId')).toBe('22');
    // A specialty without cycles: no cycle selected, none stored.
    state().chooseSpecialty(3);
    expect(selection()).toEqual({ specialtyId: 3, matchCycleId: null });
    expect(readStored('societyMatchCycleId')).toBeNull();
  });

  it('clearing removes the stored choice', () => {
    state().setContext(context);
    state().chooseSpecialty(2);
    state().clear();
    expect(selection()).toEqual({ specialtyId: null, matchCycleId: null });
    expect(readStored('societySpecialtyId')).toBeNull();
    expect(readStored('societyMatchCycleId')).toBeNull();
    state().chooseSpecialty(1);
    state().chooseSpecialty(null);
    expect(readStored('societySpecialtyId')).toBeNull();
  });

  it('choosing a match cycle without a specialty is an error, and so is a cycle of another specialty', () => {
    state().setContext(context);
    state().clear();
    expect(() => state().chooseMatchCycle(11)).toThrow(MatchCycleWithoutSpecialtyError);
    state().chooseSpecialty(1);
    expect(() => state().chooseMatchCycle(21)).toThrow();
    expect(selection()).toEqual({ specialtyId: 1, matchCycleId: 11 });
  });

  it('loads the context from the server once, and keeps the error when it fails', async () => {
    let calls = 0;
    server.use(
      handleContract(getSocietyContext, () => {
        calls += 1;
        return context;
      }),
    );
    await state().load();
    await state().load();
    expect(calls).toBe(1);
    expect(state().status).toBe('ready');
    expect(state().context?.fullName).toBe('Sofia Society');

    state().reset();
    server.use(handleContract(getSocietyContext, () => serverErrorResponse(500, 'Error', 'Boom')));
    await expect(state().load()).rejects.toBeTruthy();
    expect(state().status).toBe('error');
  });
});
