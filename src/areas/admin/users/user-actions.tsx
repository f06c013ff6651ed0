import { type ReactNode, useState } from 'react';
import { Button as AriaButton, Menu, MenuItem, MenuTrigger, Popover } from 'react-aria-components';
import {
  type AdminUserListItem,
  activateUser,
  changeUserEmail,
  changeUserPassword,
  deactivateUser,
  recoverUserPassword,
} from '../../../../core/contracts/users/admin-users.contract.ts';
import { startImpersonation } from '../../../features/impersonation/impersonation.service.ts';
import { handleError } from '../../../lib/errors/error-handler.ts';
import { call } from '../../../lib/http/http-client.ts';
import { useT } from '../../../lib/i18n/i18n.ts';
import { showSuccess } from '../../../lib/notify/toast-service.ts';
import { confirm } from '../../../ui/confirm-dialog.tsx';
import { UserActionModal } from './user-action-modal.tsx';
import {
  type EmailValues,
  type PasswordValues,
  validateEmailChange,
  validatePasswordChange,
} from './user-forms-validation.ts';

export type ActionTarget = Pick<AdminUserListItem, 'id' | 'email' | 'fullName' | 'isActive' | 'roles'>;

type ActionKey = 'deactivate' | 'activate' | 'password' | 'recovery' | 'email' | 'impersonate';

/** What an admin may do to a user (platform.md §4 "Admin user actions"); admins are never impersonated. */
export function actionsFor(user: ActionTarget): ActionKey[] {
  const canImpersonate = user.isActive && !user.roles.includes('Admin');
  return [
    user.isActive ? 'deactivate' : 'activate',
    'password',
    'recovery',
    'email',
    ...(canImpersonate ? (['impersonate'] as const) : []),
  ];
}

const labels = {
  deactivate: 'UsersDeactivate',
  activate: 'UsersActivate',
  password: 'UsersChangePassword',
  recovery: 'UsersSendRecovery',
  email: 'UsersChangeEmail',
  impersonate: 'UsersImpersonate',
} as const;

/** The actions menu of one row (react-aria Menu: arrow keys, Enter, Escape). */
export function UserActionsMenu({
  user,
  onAction,
}: {
  user: ActionTarget;
  onAction: (key: ActionKey) => void;
}) {
  const t = useT();
  return (
    <MenuTrigger>
      <AriaButton className="btn btn-secondary" aria-label={t('UsersActionsOf', { name: user.fullName })}>
        {t('UsersActionsButton')} <span aria-hidden="true">▾</span>
      </AriaButton>
      <Popover className="popover" placement="bottom end">
        <Menu
          className="menu"
          aria-label={t('UsersActionsOf', { name: user.fullName })}
          onAction={(key) => onAction(key as ActionKey)}
        >
          {actionsFor(user).map((key) => (
            <MenuItem key={key} id={key} className="menu-item">
              {t(labels[key])}
            </MenuItem>
          ))}
        </Menu>
      </Popover>
    </MenuTrigger>
  );
}

type OpenForm = { kind: 'password' | 'email'; user: ActionTarget } | null;

/**
 * Runs the actions of the menu: confirmations and toasts with the spec's texts, the password and
 * email forms, impersonation. `onChanged` reloads the list after a change.
 */
export function useUserActions(onChanged: () => void): {
  run: (user: ActionTarget, key: ActionKey) => Promise<void>;
  dialogs: ReactNode;
} {
  const t = useT();
  const [form, setForm] = useState<OpenForm>(null);

  const run = async (user: ActionTarget, key: ActionKey) => {
    try {
      switch (key) {
        case 'deactivate':
        case 'activate': {
          const deactivate = key === 'deactivate';
          const agreed = await confirm({
            message: t(deactivate ? 'ConfirmDeactivateUser' : 'ConfirmActivateUser'),
          });
          if (!agreed) return;
          await call(deactivate ? deactivateUser : activateUser, { body: { email: user.email } });
          showSuccess(t(deactivate ? 'UserDeactivated' : 'UserActivated'));
          onChanged();
          return;
        }
        case 'recovery':
          await call(recoverUserPassword, { body: { email: user.email } });
          showSuccess(t('SentPasswordRecovery'));
          return;
        case 'impersonate':
          await startImpersonation(user.email);
          return;
        default:
          setForm({ kind: key, user });
      }
    } catch (error) {
      handleError(error, { context: `admin user action ${key}` });
    }
  };

  const close = () => setForm(null);
  const target = form?.user;
  const dialogs = (
    <>
      <UserActionModal<PasswordValues>
        isOpen={form?.kind === 'password'}
        onClose={close}
        title={t('UsersChangePasswordTitle', { email: target?.email ?? '' })}
        fields={[
          { name: 'password', label: 'UsersNewPassword', type: 'password', autoComplete: 'new-password' },
          {
            name: 'passwordConfirmation',
            label: 'UsersPasswordConfirmation',
            type: 'password',
            autoComplete: 'new-password',
          },
        ]}
        initial={{ password: '', passwordConfirmation: '' }}
        draftKey={null}
        validate={validatePasswordChange}
        context="admin change password"
        submit={async (values) => {
          await call(changeUserPassword, { body: { email: target?.email ?? '', ...values } });
          showSuccess(t('UsersPasswordChanged'));
        }}
      />
      <UserActionModal<EmailValues>
        isOpen={form?.kind === 'email'}
        onClose={close}
        title={t('UsersChangeEmailTitle', { email: target?.email ?? '' })}
        fields={[
          { name: 'newEmail', label: 'UsersNewEmail', type: 'email', autoComplete: 'off' },
          {
            name: 'newEmailConfirmation',
            label: 'UsersNewEmailConfirmation',
            type: 'email',
            autoComplete: 'off',
          },
        ]}
        initial={{ newEmail: '', newEmailConfirmation: '' }}
        draftKey={target ? `admin-user-email:${target.id}` : null}
        validate={validateEmailChange}
        context="admin change email"
        submit={async (values) => {
          await call(changeUserEmail, { body: { currentEmail: target?.email ?? '', ...values } });
          showSuccess(t('UsersEmailChanged'));
          onChanged();
        }}
      />
    </>
  );
  return { run, dialogs };
}
