import { type ReactNode, Suspense, useEffect, useState } from 'react';
import { useLocation } from 'wouter';
import { useT } from '../lib/i18n/i18n.ts';
import { lazyPage } from '../lib/lazy-page.ts';
import { useSessionStore } from '../lib/session/session-store.ts';
import { PHONE_QUERY, useMediaQuery } from '../ui/use-media-query.ts';
import type { AreaId } from './areas.ts';
import { Footer } from './footer.tsx';
import { Header } from './header.tsx';
import { BottomBar } from './shell/bottom-bar.tsx';
import { isMainMenuOpen, useMainMenuStore, WIDE_QUERY } from './shell/main-menu-store.ts';
import { MenuDrawer } from './shell/menu-drawer.tsx';
import { NavLinks } from './shell/nav-links.tsx';
import { currentEntry, quickDestinations } from './shell/navigation.ts';
import { useAreaNavigation } from './shell/use-area-navigation.ts';
import './shell/shell.css';

/** The push subscription toast of the signed-in areas, loaded after sign-in only. */
const PushPrompt = lazyPage(() => import('../lib/push/push-prompt.tsx'), 'PushPrompt');

/**
 * The one shell of every area (platform.md §2 and §4 Layout): the top bar; on tablets and desktops the
 * side bar with the main menu, open from the break point up until the user toggles it; on phones the
 * bottom bar with the season's destinations and the menu drawer for the rest.
 */
export function AreaLayout({ area, children }: { area: AreaId; children: ReactNode }) {
  const t = useT();
  const [location] = useLocation();
  const isPhone = useMediaQuery(PHONE_QUERY);
  const isWide = useMediaQuery(WIDE_QUERY);
  const userChoice = useMainMenuStore((s) => s.userChoice);
  const toggle = useMainMenuStore((s) => s.toggle);
  const [isDrawerOpen, setDrawerOpen] = useState(false);
  const groups = useAreaNavigation(area);
  const current = currentEntry(groups, location);
  const isSideBarOpen = !isPhone && isMainMenuOpen(userChoice, isWide);
  const isSignedIn = useSessionStore((s) => s.status === 'signedIn');

  // A destination chosen in the drawer closes it.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the location change is the trigger.
  useEffect(() => setDrawerOpen(false), [location]);

  return (
    <div
      className="app-layout"
      data-area={area}
      data-side-bar={isSideBarOpen ? 'open' : 'closed'}
      data-bottom-bar={isPhone ? 'shown' : undefined}
    >
      <Header
        area={area}
        isPhone={isPhone}
        menu={{ isOpen: isSideBarOpen, toggle: () => toggle(isSideBarOpen) }}
      />
      <div className="app-body">
        {isSideBarOpen ? (
          <nav id="main-menu" aria-label={t('MainNavigation')} className="side-nav side-bar">
            <NavLinks groups={groups} current={current} />
          </nav>
        ) : null}
        <div className="app-content">
          <main id="main" className="app-main" tabIndex={-1}>
            {children}
          </main>
          <Footer />
        </div>
      </div>
      {isPhone ? (
        <>
          <BottomBar
            destinations={quickDestinations(groups)}
            current={current}
            isMenuOpen={isDrawerOpen}
            onOpenMenu={() => setDrawerOpen(true)}
          />
          <MenuDrawer isOpen={isDrawerOpen} onOpenChange={setDrawerOpen} groups={groups} current={current} />
        </>
      ) : null}
      {area !== 'public' && area !== 'blank' && isSignedIn ? (
        <Suspense fallback={null}>
          <PushPrompt />
        </Suspense>
      ) : null}
    </div>
  );
}
