import type { TranslationKey } from '../../lib/i18n/en-gb.ts';
import type { LoginMode } from './auth-dialog-store.ts';
import type { AuthFormProps } from './auth-form-props.ts';
import { ConfirmEmailForm } from './confirm-email-form.tsx';
import { ForgotPasswordConfirmForm } from './forgot-password-confirm-form.tsx';
import { ForgotPasswordRequestForm } from './forgot-password-request-form.tsx';
import { LoginForm } from './login-form.tsx';

export const loginModeTitles: Record<LoginMode, TranslationKey> = {
  login: 'LoginTitle',
  forgotPasswordRequest: 'ForgotPasswordTitle',
  forgotPasswordConfirm: 'ChangePasswordTitle',
  confirmEmail: 'ConfirmEmailTitle',
};

/** The form of a login-dialog mode; the same forms serve the dialog and the standalone pages. */
export function AuthForms({ mode, ...props }: AuthFormProps & { mode: LoginMode }) {
  // The key remounts the form so each mode starts from the carried email.
  switch (mode) {
    case 'forgotPasswordRequest':
      return <ForgotPasswordRequestForm key={mode} {...props} />;
    case 'forgotPasswordConfirm':
      return <ForgotPasswordConfirmForm key={mode} {...props} />;
    case 'confirmEmail':
      return <ConfirmEmailForm key={mode} {...props} />;
    default:
      return <LoginForm key={mode} {...props} />;
  }
}
