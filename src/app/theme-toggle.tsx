import { Switch } from 'react-aria-components';
import { useT } from '../lib/i18n/i18n.ts';
import { effectiveTheme, useThemeStore } from '../lib/theme/theme-store.ts';

export function ThemeToggle() {
  const t = useT();
  const theme = useThemeStore(effectiveTheme);
  const forced = useThemeStore((s) => s.forced !== null);
  const setTheme = useThemeStore((s) => s.setTheme);
  return (
    <Switch
      className="switch"
      isSelected={theme === 'dark'}
      // Light is forced while an admin impersonates a user.
      isDisabled={forced}
      onChange={(dark) => setTheme(dark ? 'dark' : 'light')}
    >
      <span className="switch-track" aria-hidden="true">
        <span className="switch-thumb" />
      </span>
      <span className="switch-label">{t('DarkTheme')}</span>
    </Switch>
  );
}
