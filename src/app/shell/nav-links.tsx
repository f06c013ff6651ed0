import { useT } from '../../lib/i18n/i18n.ts';
import { Icon } from '../../ui/icon.tsx';
import { Link } from '../../ui/link.tsx';
import { NavBadge } from './nav-badge.tsx';
import type { NavEntry, NavGroup } from './navigation.ts';

/** The main menu's groups of links, in the side bar and in the phone's menu drawer. */
export function NavLinks({ groups, current }: { groups: NavGroup[]; current: NavEntry | null }) {
  const t = useT();
  return groups.map((group, index) => {
    const labelId = group.label ? `nav-group-${group.label}` : undefined;
    return (
      <div className="nav-group" key={group.label ?? `group-${index}`}>
        {group.label ? (
          <p className="nav-group-label" id={labelId}>
            {t(group.label)}
          </p>
        ) : null}
        <ul aria-labelledby={labelId}>
          {group.entries.map((entry) => (
            <li key={entry.href}>
              <Link
                href={entry.href}
                className="nav-link"
                aria-current={entry === current ? 'page' : undefined}
              >
                <Icon name={entry.icon} />
                <span className="nav-link-label">{t(entry.label)}</span>
                <NavBadge entry={entry} />
              </Link>
            </li>
          ))}
        </ul>
      </div>
    );
  });
}
