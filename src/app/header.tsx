import { Suspense } from 'react';
import { Button } from 'react-aria-components';
import { useT } from '../lib/i18n/i18n.ts';
import { lazyPage } from '../lib/lazy-page.ts';
import { Icon } from '../ui/icon.tsx';
import { Link } from '../ui/link.tsx';
import type { AreaId } from './areas.ts';
import { LocaleSwitch } from './locale-switch.tsx';
import { useFullScreen } from './shell/use-full-screen.ts';
import { ThemeToggle } from './theme-toggle.tsx';
import { UserMenu } from './user-menu.tsx';

// The signed-in areas' tools (the sync status, the live updates): out of the public home's first load.
const SignedInHeaderTools = lazyPage(
  () => import('./shell/signed-in-header-tools.tsx'),
  'SignedInHeaderTools',
);

type HeaderProps = {
  area: AreaId;
  isPhone: boolean;
  /** The side bar's toggle (tablets and desktops). */
  menu: { isOpen: boolean; toggle: () => void };
};

/**
 * The top bar: the main menu's toggle, the name, and the tools. On phones it keeps one line (at most
 * 64 px): the language and the theme move into the menu drawer, the destinations into the bottom bar.
 */
export function Header({ area, isPhone, menu }: HeaderProps) {
  const t = useT();
  const fullScreen = useFullScreen();
  return (
    <header className="app-header">
      <a className="skip-link" href="#main">
        {t('SkipToContent')}
      </a>
      {isPhone ? null : (
        <Button
          className="icon-button menu-toggle"
          aria-label={t('MainMenu')}
          aria-expanded={menu.isOpen}
          aria-controls={menu.isOpen ? 'main-menu' : undefined}
          onPress={menu.toggle}
        >
          <Icon name="sidebar" />
        </Button>
      )}
      <Link href="/" className="brand">
        <span className="brand-mark" aria-hidden="true" />
        {t('ProductName')}
      </Link>
      <div className="header-tools">
        {area !== 'public' && area !== 'blank' ? (
          <Suspense fallback={null}>
            <SignedInHeaderTools area={area} />
          </Suspense>
        ) : null}
        {isPhone ? null : (
          <>
            <LocaleSwitch />
            <ThemeToggle />
            {fullScreen.isAvailable ? (
              <Button
                className="icon-button"
                aria-label={t(fullScreen.isOn ? 'ExitFullScreen' : 'FullScreen')}
                onPress={fullScreen.toggle}
              >
                <Icon name={fullScreen.isOn ? 'collapse' : 'expand'} />
              </Button>
            ) : null}
          </>
        )}
        <UserMenu />
      </div>
    </header>
  );
}
