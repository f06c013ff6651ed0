import { useEffect, useMemo } from 'react';
import { useLocation } from 'wouter';
import { create } from 'zustand';
import { placesInPath, placesOf, useShellPlaces } from '../../lib/navigation/shell-places.ts';
import { currentUserOf, useSessionStore } from '../../lib/session/session-store.ts';
import type { AreaId } from '../areas.ts';
import { areaNavigation, type NavGroup, type SignedInNavigation } from './navigation.ts';

type SignedInShell = typeof import('./signed-in-shell.ts');

/** The signed-in shell's parts once loaded: the menus' builder, their counts, the top bar's tools. */
export const useSignedInShell = create<{
  build: SignedInNavigation | null;
  Badge: SignedInShell['SignedInBadge'] | null;
  HeaderTools: SignedInShell['SignedInHeaderTools'] | null;
}>(() => ({ build: null, Badge: null, HeaderTools: null }));

let loading: Promise<void> | null = null;

/** Loads the signed-in areas' shell once; the router starts it with a signed-in area's chunk. */
export function loadSignedInNavigation(): Promise<void> {
  loading ??= import('./signed-in-shell.ts').then(
    (m) =>
      useSignedInShell.setState({
        build: m.signedInNavigation,
        Badge: m.SignedInBadge,
        HeaderTools: m.SignedInHeaderTools,
      }),
    (error: unknown) => {
      loading = null;
      throw error;
    },
  );
  return loading;
}

/** The area's main menu for the current address, remembering the cycle or program the address names. */
export function useAreaNavigation(area: AreaId): NavGroup[] {
  const [location] = useLocation();
  const userId = useSessionStore((s) => currentUserOf(s)?.id ?? null);
  const inMemory = useShellPlaces((s) => (userId ? s.byUser[userId] : undefined));
  // Read from the device only until the first remember puts the user's places in memory.
  const places = useMemo(() => inMemory ?? placesOf({ byUser: {} }, userId), [inMemory, userId]);
  const remember = useShellPlaces((s) => s.remember);
  const build = useSignedInShell((s) => s.build);
  useEffect(() => {
    const named = placesInPath(location);
    if (userId && (named.applicantCycleCode || named.program || named.medicalSchoolCode))
      remember(userId, named);
  }, [location, userId, remember]);
  useEffect(() => {
    if (area !== 'public' && area !== 'blank' && !build) {
      loadSignedInNavigation().catch(() => {
        // Offline without the chunk: the area's own page says so; the menu stays empty.
      });
    }
  }, [area, build]);
  return areaNavigation(area, location, places, build);
}
