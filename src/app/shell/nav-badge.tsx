import { Suspense } from 'react';
import { lazyPage } from '../../lib/lazy-page.ts';
import type { NavEntry } from './navigation.ts';

// The counts load with the signed-in menus that show them: their queries stay out of everyone's first load.
const SignedInBadge = lazyPage(() => import('./signed-in-badges.tsx'), 'SignedInBadge');

/** The count shown beside a menu entry, if the entry has one. */
export function NavBadge({ entry }: { entry: NavEntry }) {
  if (!entry.badge) return null;
  return (
    <Suspense fallback={null}>
      <SignedInBadge badge={entry.badge} />
    </Suspense>
  );
}
