import { create } from 'zustand';

/** Login dialog modes (business.md §4). */
export type LoginMode = 'login' | 'forgotPasswordRequest' | 'forgotPasswordConfirm' | 'confirmEmail';

export type NewPasswordChallenge = { email: string; challengeToken: string };

type AuthDialogState = {
  loginOpen: boolean;
  mode: LoginMode;
  /** The email typed so far, carried between modes. */
  email: string;
  /** A new-password challenge opens the Complete Registration modal. */
  challenge: NewPasswordChallenge | null;
  openLogin: (mode?: LoginMode, email?: string) => void;
  closeLogin: () => void;
  setMode: (mode: LoginMode, email?: string) => void;
  startCompleteRegistration: (challenge: NewPasswordChallenge) => void;
  endCompleteRegistration: () => void;
};

export const useAuthDialogStore = create<AuthDialogState>((set) => ({
  loginOpen: false,
  mode: 'login',
  email: '',
  challenge: null,
  openLogin: (mode = 'login', email) => set((s) => ({ loginOpen: true, mode, email: email ?? s.email })),
  closeLogin: () => set({ loginOpen: false, mode: 'login' }),
  setMode: (mode, email) => set((s) => ({ mode, email: email ?? s.email })),
  startCompleteRegistration: (challenge) => set({ challenge, loginOpen: false }),
  endCompleteRegistration: () => set({ challenge: null }),
}));
