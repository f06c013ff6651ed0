import { create } from 'zustand';
import {
  getSocietyContext,
  type SocietyContext,
  type SocietyContextMatchCycle,
  type SocietyContextSpecialty,
} from '../../../core/contracts/societies/society.contract.ts';
import { call } from '../../lib/http/http-client.ts';
import { readStored, writeStored } from '../../lib/storage/local-store.ts';

export type SocietySelection = { specialtyId: number | null; matchCycleId: number | null };

const none: SocietySelection = { specialtyId: null, matchCycleId: null };

/** Choosing a match cycle before a specialty (business.md §4): a programming error, not a user one. */
export class MatchCycleWithoutSpecialtyError extends Error {
  constructor() {
    super('A match cycle cannot be chosen without a specialty.');
    this.name = 'MatchCycleWithoutSpecialtyError';
  }
}

const storedId = (key: 'societySpecialtyId' | 'societyMatchCycleId'): number | null => {
  const text = readStored(key);
  return text !== null && /^\d+$/.test(text) ? Number(text) : null;
};

function store(selection: SocietySelection): void {
  writeStored('societySpecialtyId', selection.specialtyId === null ? null : String(selection.specialtyId));
  writeStored('societyMatchCycleId', selection.matchCycleId === null ? null : String(selection.matchCycleId));
}

/** The server lists Active cycles first (then Planned, then Archived), so the first is the running season. */
const firstCycleId = (specialty: SocietyContextSpecialty | undefined) =>
  specialty?.matchCycles[0]?.id ?? null;

/**
 * The start of business.md §4: the stored specialty and cycle when the context still holds them
 * (a stored cycle of another specialty gives way to the specialty's first); otherwise the first
 * specialty and its first match cycle.
 */
export function restoreSelection(context: SocietyContext, stored: SocietySelection): SocietySelection {
  const specialty = context.specialties.find((s) => s.id === stored.specialtyId) ?? context.specialties[0];
  if (!specialty) return none;
  const cycle = specialty.matchCycles.find((c) => c.id === stored.matchCycleId);
  return { specialtyId: specialty.id, matchCycleId: cycle?.id ?? firstCycleId(specialty) };
}

type SocietyContextState = SocietySelection & {
  context: SocietyContext | null;
  status: 'idle' | 'loading' | 'ready' | 'error';
  error: unknown;
  /** Loads the context once (again with force) and restores the selection. */
  load: (options?: { force?: boolean }) => Promise<void>;
  /** Puts a loaded context in place (tests, a refetch) and restores the selection from storage. */
  setContext: (context: SocietyContext) => void;
  /** Selects the specialty and its first match cycle, and stores the choice; null clears it. */
  chooseSpecialty: (specialtyId: number | null) => void;
  /** Selects a cycle of the chosen specialty and stores it; without a specialty it throws. */
  chooseMatchCycle: (matchCycleId: number) => void;
  /** Clears the selection and the stored choice. */
  clear: () => void;
  /** Forgets everything (sign-out). */
  reset: () => void;
};

export const useSocietyContextStore = create<SocietyContextState>((set, get) => ({
  ...none,
  context: null,
  status: 'idle',
  error: null,

  async load(options = {}) {
    const { status } = get();
    if (!options.force && (status === 'loading' || status === 'ready')) return;
    set({ status: 'loading', error: null });
    try {
      get().setContext(await call(getSocietyContext, {}));
    } catch (error) {
      set({ status: 'error', error });
      throw error;
    }
  },

  setContext(context) {
    const stored = {
      specialtyId: storedId('societySpecialtyId'),
      matchCycleId: storedId('societyMatchCycleId'),
    };
    set({ context, status: 'ready', error: null, ...restoreSelection(context, stored) });
  },

  chooseSpecialty(specialtyId) {
    if (specialtyId === null) {
      get().clear();
      return;
    }
    const specialty = get().context?.specialties.find((s) => s.id === specialtyId);
    if (!specialty) throw new Error(`Specialty ${specialtyId} is not in the society user context.`);
    const selection = { specialtyId, matchCycleId: firstCycleId(specialty) };
    store(selection);
    set(selection);
  },

  chooseMatchCycle(matchCycleId) {
    const { specialtyId, context } = get();
    if (specialtyId === null) throw new MatchCycleWithoutSpecialtyError();
    const specialty = context?.specialties.find((s) => s.id === specialtyId);
    if (!specialty?.matchCycles.some((c) => c.id === matchCycleId)) {
      throw new Error(`Match cycle ${matchCycleId} is not a cycle of specialty ${specialtyId}.`);
    }
    const selection = { specialtyId, matchCycleId };
    store(selection);
    set(selection);
  },

  clear() {
    store(none);
    set(none);
  },

  reset() {
    set({ ...none, context: null, status: 'idle', error: null });
  },
}));

/** The selected specialty and cycle as objects (null until chosen). */
export function useSelectedSociety(): {
  specialty: SocietyContextSpecialty | null;
  matchCycle: SocietyContextMatchCycle | null;
} {
  const context = useSocietyContextStore((s) => s.context);
  const specialtyId = useSocietyContextStore((s) => s.specialtyId);
  const matchCycleId = useSocietyContextStore((s) => s.matchCycleId);
  const specialty = context?.specialties.find((s) => s.id === specialtyId) ?? null;
  const matchCycle = specialty?.matchCycles.find((c) => c.id === matchCycleId) ?? null;
  return { specialty, matchCycle };
}
