import { useCallback, useEffect, useMemo, useSyncExternalStore } from 'react';
import { currentUserOf, useSessionStore } from '../../lib/session/session-store.ts';
import {
  pruneSavedPrograms,
  readSavedPrograms,
  removeSavedProgram,
  type SavedProgram,
  saveProgram,
  subscribeSavedPrograms,
} from './saved-programs.ts';

/** A change counter: snapshots must be stable between changes, the list is read on each change. */
let version = 0;
const bump = () => {
  version += 1;
};
subscribeSavedPrograms(bump);

export type SavedProgramsApi = {
  /** The cycle's saved programs still in date, newest first. */
  entries: SavedProgram[];
  isSaved: (programId: number) => boolean;
  save: (program: Omit<SavedProgram, 'savedAt' | 'expiresAt' | 'matchCycleCode'>) => void;
  remove: (programId: number) => void;
};

/** The signed-in applicant's saved programs of a cycle, kept on this device. */
export function useSavedPrograms(matchCycleCode: string, casDeadlineDate: string | null): SavedProgramsApi {
  const userId = useSessionStore((state) => currentUserOf(state)?.id ?? null);
  const current = useSyncExternalStore(subscribeSavedPrograms, () => version);
  useEffect(() => {
    if (userId) pruneSavedPrograms(userId);
  }, [userId]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: `current` changes whenever storage does
  const entries = useMemo(
    () =>
      userId ? readSavedPrograms(userId).filter((entry) => entry.matchCycleCode === matchCycleCode) : [],
    [userId, matchCycleCode, current],
  );
  const isSaved = useCallback(
    (programId: number) => entries.some((entry) => entry.programId === programId),
    [entries],
  );
  const save = useCallback<SavedProgramsApi['save']>(
    (program) => {
      if (userId) saveProgram(userId, { ...program, matchCycleCode }, { casDeadlineDate });
    },
    [userId, matchCycleCode, casDeadlineDate],
  );
  const remove = useCallback(
    (programId: number) => {
      if (userId) removeSavedProgram(userId, { programId, matchCycleCode });
    },
    [userId, matchCycleCode],
  );
  return { entries, isSaved, save, remove };
}
