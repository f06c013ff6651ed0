/**
 * The caller's bulk PDF merge as the progress toast shows it (platform.md §5): the latest progress
 * (from the request, the hub or a fetch) and whether the user dismissed the toast. Once dismissed it
 * stays hidden, whatever progress arrives, until a new request resets it.
 */
import { create } from 'zustand';
import type { MergeProgress } from '../../../core/contracts/pdf-merges/pdf-merges.contract.ts';

type MergeProgressState = {
  progress: MergeProgress | null;
  dismissed: boolean;
};

export const useMergeProgressStore = create<MergeProgressState>(() => ({ progress: null, dismissed: false }));

/** A new request: shown again even if the last one was dismissed. */
export function mergeRequested(progress: MergeProgress): void {
  useMergeProgressStore.setState({ progress, dismissed: false });
}

/** Progress of the current request (an older request's late event is ignored). */
export function mergeProgressed(progress: MergeProgress): void {
  const current = useMergeProgressStore.getState().progress;
  if (current && progress.id < current.id) return;
  if (current && progress.id > current.id) {
    useMergeProgressStore.setState({ progress, dismissed: false });
    return;
  }
  useMergeProgressStore.setState({ progress });
}

export function dismissMergeProgress(): void {
  useMergeProgressStore.setState({ dismissed: true });
}

/** For tests and sign-out. */
export function resetMergeProgress(): void {
  useMergeProgressStore.setState({ progress: null, dismissed: false });
}
