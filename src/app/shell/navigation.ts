import { normalizePath } from '../../../core/domain/routes.ts';
import type { TranslationKey } from '../../lib/i18n/en-gb.ts';
import type { ShellPlaces } from '../../lib/navigation/shell-places.ts';
import type { IconName } from '../../ui/icon.tsx';
import type { AreaId } from '../areas.ts';

/** One destination of the main menu; `quick`: one of the phone's bottom-bar destinations. */
export type NavEntry = {
  href: string;
  label: TranslationKey;
  icon: IconName;
  quick?: boolean;
  /** Current only at its own address: an area's root ('/', '/medical-school') holds every other page. */
  exact?: boolean;
  /** A count shown beside the entry: pending requests of the admin queues, unread messages or notifications. */
  badge?: NavBadgeKind;
};

export type NavBadgeKind = 'pendingRequests' | 'unreadMessages' | 'unreadNotifications';

export type NavGroup = { label: TranslationKey | null; entries: NavEntry[] };

/** The bottom bar holds at most this many destinations, plus the menu for the rest. */
export const QUICK_DESTINATIONS = 4;

/** The public area's menu: in everyone's first load, unlike the signed-in areas' (signed-in-navigation.ts). */
export const publicNavigation: NavGroup[] = [
  {
    label: null,
    entries: [
      { href: '/', label: 'NavHome', icon: 'home', quick: true, exact: true },
      { href: '/specialties', label: 'PageSpecialties', icon: 'grid', quick: true },
      { href: '/match-calendar', label: 'PageMatchCalendar', icon: 'calendar', quick: true },
      { href: '/data', label: 'PageData', icon: 'chart', quick: true },
      { href: '/about', label: 'PageAbout', icon: 'info' },
      { href: '/medical-school-info', label: 'PageMedicalSchoolInfo', icon: 'building' },
    ],
  },
];

/** Builds a signed-in area's menu; loaded with the first signed-in area (signed-in-navigation.ts). */
export type SignedInNavigation = (
  area: Exclude<AreaId, 'public' | 'blank'>,
  path: string,
  remembered: ShellPlaces,
) => NavGroup[];

/**
 * The main menu of an area at an address: the places the address names win over the remembered ones.
 * A signed-in area's menu is empty until its builder has loaded.
 */
export function areaNavigation(
  area: AreaId,
  path: string,
  remembered: ShellPlaces,
  signedIn: SignedInNavigation | null,
): NavGroup[] {
  if (area === 'blank') return [];
  if (area === 'public') return publicNavigation;
  return signedIn ? signedIn(area, path, remembered) : [];
}

/** The bottom bar's destinations: the quick entries, in menu order, at most QUICK_DESTINATIONS. */
export function quickDestinations(groups: NavGroup[]): NavEntry[] {
  return groups
    .flatMap((g) => g.entries)
    .filter((e) => e.quick)
    .slice(0, QUICK_DESTINATIONS);
}

/**
 * The entry an address belongs to: the exact one, else the longest entry the address lies under
 * (a program page under Programs); an area's root entry matches only exactly.
 */
export function currentEntry(groups: NavGroup[], path: string): NavEntry | null {
  const p = normalizePath(path);
  let best: NavEntry | null = null;
  for (const entry of groups.flatMap((g) => g.entries)) {
    if (entry.href === p) return entry;
    if (!entry.exact && p.startsWith(`${entry.href}/`) && (!best || entry.href.length > best.href.length)) {
      best = entry;
    }
  }
  return best;
}
