import { lazy } from 'react';

/** Loaded on first visit so the public chunk stays small on a phone. */
export const LazyProgramComparePage = lazy(async () => ({
  default: (await import('./program-compare-page.tsx')).ProgramComparePage,
}));
