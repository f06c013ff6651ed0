import type { NavEntry } from './navigation.ts';
import { useSignedInShell } from './use-area-navigation.ts';

/** The count shown beside a menu entry, if the entry has one (it loads with the signed-in shell). */
export function NavBadge({ entry }: { entry: NavEntry }) {
  const Badge = useSignedInShell((s) => s.Badge);
  return entry.badge && Badge ? <Badge badge={entry.badge} /> : null;
}
