/*
 * The signed-in areas' part of the shell: one lazy chunk loaded with the first signed-in area (ADR
 * 0021), so the public home's first load carries none of it: the menus, the menus' counts and the
 * top bar's tools (the sync status, the live updates).
 */
export { SignedInBadge } from './signed-in-badges.tsx';
export { SignedInHeaderTools } from './signed-in-header-tools.tsx';
export { signedInNavigation } from './signed-in-navigation.ts';

// Bundling: this chunk's lazy parts need the bundler's preload helper, which lives in the texts' chunk
// (the first load's); reaching that chunk from here keeps it there. Otherwise the helper moves into a
// chunk of its own, one more file in the public home's first load.
import '../../lib/i18n/i18n.ts';
