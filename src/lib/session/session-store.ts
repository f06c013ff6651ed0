import { create } from 'zustand';
import type { Session, UserProfile } from '../../../core/contracts/auth.contract.ts';
import { type Role, resolvePrimaryRole } from '../../../core/domain/roles.ts';

/**
 * 'restoring' until the start-up refresh has answered, so guards wait instead of bouncing
 * a signed-in user to the login page on reload; 'unreachable' when the server could not be
 * asked (offline): the user may well be signed in, so nobody is sent to the login page.
 */
export type SessionStatus = 'restoring' | 'signedIn' | 'signedOut' | 'unreachable';

type SessionState = {
  status: SessionStatus;
  /** Kept only in memory: the refresh token lives in an HttpOnly cookie. */
  session: Session | null;
  setSession: (session: Session) => void;
  clearSession: () => void;
  markUnreachable: () => void;
};

export const useSessionStore = create<SessionState>((set) => ({
  status: 'restoring',
  session: null,
  setSession: (session) => set({ session, status: 'signedIn' }),
  clearSession: () => set({ session: null, status: 'signedOut' }),
  markUnreachable: () => set({ session: null, status: 'unreachable' }),
}));

export function currentSession(): Session | null {
  return useSessionStore.getState().session;
}

export function currentIdToken(): string | null {
  return useSessionStore.getState().session?.idToken ?? null;
}

export function roleOf(user: UserProfile | null | undefined): Role | null {
  if (!user) return null;
  return user.role ?? resolvePrimaryRole(user.roles);
}

export function currentRole(): Role | null {
  return roleOf(useSessionStore.getState().session?.user);
}

/**
 * expiresAt as epoch milliseconds. The contract says "an integer"; values below 10^12
 * are taken as seconds (JWT `exp` style) so either server convention works.
 */
export function expiresAtMs(session: Pick<Session, 'expiresAt'>): number {
  return session.expiresAt < 1e12 ? session.expiresAt * 1000 : session.expiresAt;
}
