import {
  Button,
  Header,
  Menu,
  MenuItem,
  MenuSection,
  MenuTrigger,
  Popover,
  Separator,
} from 'react-aria-components';
import { roleLabelKeys } from '../features/account/role-labels.ts';
import { signOut } from '../features/auth/auth.service.ts';
import { useAuthDialogStore } from '../features/auth/auth-dialog-store.ts';
import { useBugReportDialog } from '../features/bug-reports/bug-report-store.ts';
import { formatName } from '../lib/format/names.ts';
import { useT } from '../lib/i18n/i18n.ts';
import { currentUserOf, roleOf, useSessionStore } from '../lib/session/session-store.ts';
import { Button as AppButton } from '../ui/button.tsx';

export function UserMenu() {
  const t = useT();
  const user = useSessionStore((s) => currentUserOf(s));
  const status = useSessionStore((s) => s.status);
  const openLogin = useAuthDialogStore((s) => s.openLogin);
  const openBugReport = useBugReportDialog((s) => s.open);

  if (!user) {
    return (
      <AppButton onPress={() => openLogin('login')} isDisabled={status === 'restoring'}>
        {t('SignIn')}
      </AppButton>
    );
  }
  const role = roleOf(user);
  const name = formatName(user, 'short');
  return (
    <MenuTrigger>
      <Button className="btn btn-ghost user-button">
        <span className="avatar" aria-hidden="true">
          {(user.firstName[0] ?? '') + (user.lastName[0] ?? '')}
        </span>
        <span className="user-name">{name}</span>
      </Button>
      <Popover className="popover" placement="bottom end">
        <Menu
          className="menu"
          aria-label={t('UserMenu')}
          onAction={(key) => {
            if (key === 'sign-out') void signOut();
            if (key === 'report-bug')
              openBugReport({ source: 'Undefined', errorDate: new Date().toISOString() });
          }}
        >
          <MenuSection>
            <Header className="menu-header">
              <span className="menu-header-name">{t('SignedInAs', { name })}</span>
              <span className="menu-header-detail">
                {user.email}
                {role ? ` · ${t(roleLabelKeys[role])}` : ''}
              </span>
            </Header>
            <MenuItem id="report-bug" className="menu-item">
              {t('ReportBugMenu')}
            </MenuItem>
          </MenuSection>
          <Separator className="menu-separator" />
          <MenuItem id="sign-out" className="menu-item">
            {t('SignOut')}
          </MenuItem>
        </Menu>
      </Popover>
    </MenuTrigger>
  );
}
