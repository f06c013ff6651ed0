import { useEffect } from 'react';
import { roleHomePath } from '../../../core/domain/roles.ts';
import { type LoginMode, useAuthDialogStore } from '../../features/auth/auth-dialog-store.ts';
import { AuthForms, loginModeTitles } from '../../features/auth/auth-forms.tsx';
import { useT } from '../../lib/i18n/i18n.ts';
import { navigateTo } from '../../lib/navigation/navigate.ts';
import { currentUserOf, roleOf, useSessionStore } from '../../lib/session/session-store.ts';
import { Page } from '../../ui/page.tsx';

const modePaths: Record<LoginMode, string> = {
  login: '/standalone/login',
  forgotPasswordRequest: '/standalone/forgot-password',
  forgotPasswordConfirm: '/standalone/reset-password',
  confirmEmail: '/standalone/confirm-email',
};

/** /standalone/login, /standalone/forgot-password, /standalone/reset-password: the dialog's forms as pages. */
export function StandaloneAuthPage({ mode }: { mode: LoginMode }) {
  const t = useT();
  const email = useAuthDialogStore((s) => s.email);
  const setMode = useAuthDialogStore((s) => s.setMode);
  const role = useSessionStore((s) => roleOf(currentUserOf(s)));

  useEffect(() => {
    // Someone already signed in has nothing to do here.
    if (role) navigateTo(roleHomePath[role], { replace: true });
  }, [role]);

  return (
    <Page title={t(loginModeTitles[mode])}>
      <div className="card auth-card">
        <AuthForms
          mode={mode}
          email={email}
          onModeChange={(next, nextEmail) => {
            setMode(next, nextEmail);
            navigateTo(modePaths[next]);
          }}
          onDone={() => {}}
        />
      </div>
    </Page>
  );
}
