import type { LoginMode } from './auth-dialog-store.ts';

/** What each login-dialog form gets, in the dialog and on the standalone pages. */
export type AuthFormProps = {
  email: string;
  onModeChange: (mode: LoginMode, email?: string) => void;
  /** The flow ended (signed in, or handed over to Complete Registration). */
  onDone: () => void;
};
