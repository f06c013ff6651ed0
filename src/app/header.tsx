import { Button } from 'react-aria-components';
import { useT } from '../lib/i18n/i18n.ts';
import { Icon } from '../ui/icon.tsx';
import { Link } from '../ui/link.tsx';
import type { AreaId } from './areas.ts';
import { LocaleSwitch } from './locale-switch.tsx';
import { useSignedInShell } from './shell/use-area-navigation.ts';
import { useFullScreen } from './shell/use-full-screen.ts';
import { ThemeToggle } from './theme-toggle.tsx';
import { UserMenu } from './user-menu.tsx';

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
  const HeaderTools = useSignedInShell((s) => s.HeaderTools);
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
        {/* The signed-in areas' tools (the sync status, the live updates) load with their shell. */}
        {HeaderTools && area !== 'public' && area !== 'blank' ? <HeaderTools area={area} /> : null}
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
