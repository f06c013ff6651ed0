import { create } from 'zustand';
import type { Session, UserProfile } from '../../../core/contracts/auth/auth.contract.ts';
import { type Role, resolvePrimaryRole } from '../../../core/domain/roles.ts';
import { readStored, storageKeys, writeStored } from '../storage/local-store.ts';

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
  /**
   * The profile of the user last signed in on this device (no token), kept in localStorage until
   * sign-out, so that a start without a connection opens their area with what the device holds.
   */
  deviceUser: UserProfile | null;
  setSession: (session: Session) => void;
  clearSession: () => void;
  markUnreachable: () => void;
};

function storedDeviceUser(): UserProfile | null {
  try {
    const stored = readStored(storageKeys.deviceUser);
    const user = stored ? (JSON.parse(stored) as UserProfile) : null;
    return user && typeof user.id === 'string' && Array.isArray(user.roles) ? user : null;
  } catch {
    return null;
  }
}

export const useSessionStore = create<SessionState>((set) => ({
  status: 'restoring',
  session: null,
  deviceUser: storedDeviceUser(),
  setSession: (session) => {
    writeStored(storageKeys.deviceUser, JSON.stringify(session.user));
    set({ session, status: 'signedIn', deviceUser: session.user });
  },
  clearSession: () => {
    writeStored(storageKeys.deviceUser, null);
    set({ session: null, status: 'signedOut', deviceUser: null });
  },
  markUnreachable: () => set({ session: null, status: 'unreachable' }),
}));

/**
 * Whose data the app shows: the signed-in user, or, while the server cannot be reached at start,
 * the user last signed in on this device (their cached copies and queued edits; nothing is sent
 * until the session is restored).
 */
export function currentUserOf(
  state: Pick<SessionState, 'status' | 'session' | 'deviceUser'>,
): UserProfile | null {
  if (state.session) return state.session.user;
  return state.status === 'unreachable' ? state.deviceUser : null;
}

export function useCurrentUser(): UserProfile | null {
  return useSessionStore(currentUserOf);
}

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
  return roleOf(currentUserOf(useSessionStore.getState()));
}

/**
 * expiresAt as epoch milliseconds. The contract says "an integer"; values below 10^12
 * are taken as seconds (JWT `exp` style) so either server convention works.
 */
export function expiresAtMs(session: Pick<Session, 'expiresAt'>): number {
  return session.expiresAt < 1e12 ? session.expiresAt * 1000 : session.expiresAt;
}

/**
 * How long the bearer token lives, measured on the server's clock: its JWT `exp - iat`. The
 * device's clock may be far off the server's (a phone set by hand), so the client times refreshes
 * from when it received the token, not from `expiresAt`. Without readable claims: `expiresAt`
 * against the device clock.
 */
export function tokenLifetimeMs(session: Pick<Session, 'idToken' | 'expiresAt'>, now = Date.now()): number {
  const payload = session.idToken.split('.')[1];
  if (payload) {
    try {
      const claims = JSON.parse(atob(payload.replace(/-/g, '+').replace(/_/g, '/'))) as {
        iat?: unknown;
        exp?: unknown;
      };
      if (typeof claims.iat === 'number' && typeof claims.exp === 'number' && claims.exp > claims.iat) {
        return (claims.exp - claims.iat) * 1000;
      }
    } catch {
      // Not a JWT we can read: fall back to the absolute expiry.
    }
  }
  return expiresAtMs(session) - now;
}
