import { Button } from 'react-aria-components';
import { useT } from '../../lib/i18n/i18n.ts';
import { Icon } from '../../ui/icon.tsx';
import { Link } from '../../ui/link.tsx';
import { NavBadge } from './nav-badge.tsx';
import type { NavEntry } from './navigation.ts';

type BottomBarProps = {
  destinations: NavEntry[];
  current: NavEntry | null;
  isMenuOpen: boolean;
  onOpenMenu: () => void;
};

/** The phone's bottom bar: the role's season destinations within a thumb's reach, and the menu. */
export function BottomBar({ destinations, current, isMenuOpen, onOpenMenu }: BottomBarProps) {
  const t = useT();
  const currentInMenu = current !== null && !destinations.includes(current);
  return (
    <nav className="bottom-bar" aria-label={t('QuickNavigation')}>
      <ul>
        {destinations.map((entry) => (
          <li key={entry.href}>
            <Link
              href={entry.href}
              className="bottom-bar-item"
              aria-current={entry === current ? 'page' : undefined}
            >
              <Icon name={entry.icon} />
              <span className="bottom-bar-label">{t(entry.label)}</span>
              <NavBadge entry={entry} />
            </Link>
          </li>
        ))}
        <li>
          <Button
            className="bottom-bar-item"
            onPress={onOpenMenu}
            aria-haspopup="dialog"
            aria-expanded={isMenuOpen}
            data-current={currentInMenu || undefined}
          >
            <Icon name="menu" />
            <span className="bottom-bar-label">{t('NavMenu')}</span>
          </Button>
        </li>
      </ul>
    </nav>
  );
}
