import { lazyPage } from '../../../lib/lazy-page.ts';

/** Loaded on first visit so the public chunk stays small on a phone. */
export const LazyProgramComparePage = lazyPage(
  () => import('./program-compare-page.tsx'),
  'ProgramComparePage',
);
