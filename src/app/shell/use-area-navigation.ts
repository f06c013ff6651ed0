import { useEffect, useMemo } from 'react';
import { useLocation } from 'wouter';
import { placesOf, useShellPlaces } from '../../lib/navigation/shell-places.ts';
import { currentUserOf, useSessionStore } from '../../lib/session/session-store.ts';
import type { AreaId } from '../areas.ts';
import { areaNavigation, type NavGroup, placesInPath } from './navigation.ts';

/** The area's main menu for the current address, remembering the cycle or program the address names. */
export function useAreaNavigation(area: AreaId): NavGroup[] {
  const [location] = useLocation();
  const userId = useSessionStore((s) => currentUserOf(s)?.id ?? null);
  const inMemory = useShellPlaces((s) => (userId ? s.byUser[userId] : undefined));
  // Read from the device only until the first remember puts the user's places in memory.
  const places = useMemo(() => inMemory ?? placesOf({ byUser: {} }, userId), [inMemory, userId]);
  const remember = useShellPlaces((s) => s.remember);
  useEffect(() => {
    const named = placesInPath(location);
    if (userId && (named.applicantCycleCode || named.program)) remember(userId, named);
  }, [location, userId, remember]);
  return areaNavigation(area, location, places);
}
