import { useT } from '../../lib/i18n/i18n.ts';
import { ModalDialog } from '../../ui/modal-dialog.tsx';
import { useAuthDialogStore } from './auth-dialog-store.ts';
import { AuthForms, loginModeTitles } from './auth-forms.tsx';

/** The login dialog in its three modes: login, forgot-password request, 'Change Password'. */
export function LoginDialog() {
  const t = useT();
  const { loginOpen, mode, email, closeLogin, setMode } = useAuthDialogStore();
  return (
    <ModalDialog
      isOpen={loginOpen}
      onOpenChange={(open) => {
        if (!open) closeLogin();
      }}
      title={t(loginModeTitles[mode])}
      size="small"
    >
      <AuthForms mode={mode} email={email} onModeChange={setMode} onDone={closeLogin} />
    </ModalDialog>
  );
}
