/**
 * Sessions: a row per sign-in, a 15-minute bearer token bound to it, and a rotating refresh token
 * (HttpOnly cookie) that is spent on every use. Presenting a spent refresh token again means it was
 * copied: the whole session is revoked — except within REFRESH_REUSE_GRACE_MS of its use while its
 * successor is unused (a retry after a lost answer), which gets that same successor again. See
 * docs/adr/0002-sessions-and-tokens.md.
 */
import type { Session } from '../../../core/contracts/auth/auth.contract.ts';
import { uploadContentUrl } from '../../../core/contracts/uploads/uploads.contract.ts';
import { messages } from '../../../core/domain/messages.ts';
import { type Role, resolvePrimaryRole } from '../../../core/domain/roles.ts';
import { addMs, type Clock } from '../../clock.ts';
import { type DbExecutor, withTransaction } from '../../db/client.ts';
import { findAvatarUploadIdOfUser } from '../../db/repositories/applicant-documents.repository.ts';
import {
  findRefreshTokenByHash,
  insertRefreshToken,
  markRefreshTokenUsed,
  spendSessionRefreshTokens,
} from '../../db/repositories/refresh-tokens.repository.ts';
import {
  findSessionById,
  findSessionState,
  hasLiveImpersonation,
  insertSession,
  revokeSession,
  revokeSessionsImpersonatedBy,
  revokeUserSessions,
  touchSession,
} from '../../db/repositories/sessions.repository.ts';
import { findUserById, type UserRow } from '../../db/repositories/users.repository.ts';
import { conflict, forbiddenResource, unauthorized } from '../../errors.ts';
import { rolesOf, toUserProfile } from './profile.ts';
import { randomToken, sha256, type TokenService } from './tokens.ts';

/** A refresh token dies after this much inactivity (it is replaced on every refresh). */
export const REFRESH_IDLE_TTL_MS = 12 * 60 * 60_000;
/** No session lives longer than this, however active. */
export const SESSION_ABSOLUTE_TTL_MS = 7 * 24 * 60 * 60_000;
/**
 * A refresh token spent this recently may come back once more (a retry after a lost answer, a
 * phone changing networks): it gets the same successor again, as long as that successor is unused.
 */
export const REFRESH_REUSE_GRACE_MS = 30_000;

/** Who is calling, resolved from the bearer token and checked against the session row. */
export type AuthContext = {
  userId: string;
  email: string;
  roles: Role[];
  /** The role that drives the UI (platform.md §6 precedence). */
  role: Role;
  sessionId: string;
  impersonatorId: string | null;
};

export type IssuedSession = { session: Session; refreshToken: string; refreshExpiresAt: Date };

export type SessionService = ReturnType<typeof createSessionService>;

export function createSessionService(deps: { db: DbExecutor; tokens: TokenService; clock: Clock }) {
  const { db, tokens, clock } = deps;

  /**
   * A new bearer token and the session answer; a new refresh token row unless `refresh` names one
   * already stored (the successor handed out again within the grace window).
   */
  async function issue(
    user: UserRow,
    sessionId: string,
    absoluteExpiresAt: Date,
    impersonatedBy: string | null,
    tx: DbExecutor,
    refresh: { token: string; existingExpiresAt?: Date } = { token: randomToken() },
  ): Promise<IssuedSession> {
    const now = clock.now();
    const avatarUploadId = await findAvatarUploadIdOfUser(tx, user.id);
    const profile = toUserProfile(user, avatarUploadId ? uploadContentUrl(avatarUploadId) : null);
    const refreshToken = refresh.token;
    let refreshExpiresAt = refresh.existingExpiresAt;
    if (!refreshExpiresAt) {
      const idleExpiry = addMs(now, REFRESH_IDLE_TTL_MS);
      refreshExpiresAt = idleExpiry < absoluteExpiresAt ? idleExpiry : absoluteExpiresAt;
      await insertRefreshToken(tx, {
        sessionId,
        tokenHash: sha256(refreshToken),
        now,
        expiresAt: refreshExpiresAt,
      });
    }
    const access = await tokens.signAccessToken(
      {
        userId: user.id,
        email: user.email,
        roles: profile.roles,
        sessionId,
        impersonatorId: impersonatedBy,
      },
      absoluteExpiresAt,
    );
    const impersonator = impersonatedBy ? await findUserById(tx, impersonatedBy) : undefined;
    return {
      session: {
        status: 'Success',
        idToken: access.token,
        expiresAt: access.expiresAt.getTime(),
        user: profile,
        impersonatedByEmail: impersonator?.email ?? null,
        sessionExpiresAt: absoluteExpiresAt.getTime(),
      },
      refreshToken,
      refreshExpiresAt,
    };
  }

  /** An impersonation lives only while its admin is an active admin. */
  async function isCurrentAdmin(userId: string): Promise<boolean> {
    const admin = await findUserById(db, userId);
    return Boolean(admin?.isActive && admin.roles.includes('Admin'));
  }

  async function endSession(sessionId: string, reason: string, tx: DbExecutor = db) {
    const now = clock.now();
    await revokeSession(tx, sessionId, reason, now);
    await spendSessionRefreshTokens(tx, sessionId, now);
  }

  return {
    /**
     * Opens a session for a user whose credentials were checked (or whom an admin impersonates:
     * then with the admin, the admin's own session as parent and a shorter lifetime). Throws
     * NoRoleError without roles.
     */
    async start(
      user: UserRow,
      options: { impersonatedBy?: string; parentSessionId?: string; lifetimeMs?: number } = {},
    ): Promise<IssuedSession> {
      toUserProfile(user);
      const now = clock.now();
      return withTransaction(db, async (tx) => {
        const row = await insertSession(tx, {
          userId: user.id,
          impersonatedBy: options.impersonatedBy ?? null,
          parentSessionId: options.parentSessionId ?? null,
          now,
          absoluteExpiresAt: addMs(now, options.lifetimeMs ?? SESSION_ABSOLUTE_TTL_MS),
        });
        return issue(user, row.id, row.absoluteExpiresAt, row.impersonatedBy, tx);
      });
    },

    /** Exchanges a refresh token for a new one and a new bearer token. */
    async refresh(refreshToken: string | undefined): Promise<IssuedSession> {
      const expired = () => unauthorized(messages.SessionExpired);
      if (!refreshToken) throw expired();
      const now = clock.now();
      const token = await findRefreshTokenByHash(db, sha256(refreshToken));
      if (!token) throw expired();
      const successor = tokens.refreshSuccessor(refreshToken);
      /** A spent token: its unused successor again within the grace window, else the session ends. */
      const reused = async (usedAt: Date) => {
        const next = await findRefreshTokenByHash(db, sha256(successor));
        const graceful =
          now.getTime() - usedAt.getTime() <= REFRESH_REUSE_GRACE_MS &&
          next !== undefined &&
          !next.usedAt &&
          next.expiresAt > now;
        const session = graceful ? await findSessionById(db, token.sessionId) : undefined;
        const user = session ? await findUserById(db, session.userId) : undefined;
        if (
          !session ||
          session.revokedAt ||
          session.absoluteExpiresAt <= now ||
          !user?.isActive ||
          rolesOf(user).length === 0 ||
          (session.impersonatedBy && !(await isCurrentAdmin(session.impersonatedBy)))
        ) {
          await endSession(token.sessionId, 'refresh-token-reuse');
          throw expired();
        }
        return issue(user, session.id, session.absoluteExpiresAt, session.impersonatedBy, db, {
          token: successor,
          existingExpiresAt: next!.expiresAt,
        });
      };
      if (token.usedAt) return reused(token.usedAt);
      if (token.expiresAt <= now) throw expired();
      const session = await findSessionById(db, token.sessionId);
      if (!session || session.revokedAt || session.absoluteExpiresAt <= now) throw expired();
      const user = await findUserById(db, session.userId);
      if (!user?.isActive || rolesOf(user).length === 0) {
        await endSession(session.id, 'user-disabled');
        throw expired();
      }
      if (session.impersonatedBy && !(await isCurrentAdmin(session.impersonatedBy))) {
        await endSession(session.id, 'impersonator-disabled');
        throw expired();
      }
      const rotated = await withTransaction(db, async (tx) => {
        if (!(await markRefreshTokenUsed(tx, token.id, now))) return null;
        await touchSession(tx, session.id, now);
        return issue(user, session.id, session.absoluteExpiresAt, session.impersonatedBy, tx, {
          token: successor,
        });
      });
      // Spent between our read and our write: a concurrent use of the same token, which gets the
      // same successor (or ends the session, as any reuse outside the grace window does).
      if (!rotated) return reused(now);
      return rotated;
    },

    /**
     * Puts a live session back in use with a new refresh token (an admin's session, when the
     * impersonation it started ends). 401 'Cannot retrieve a new session…' when it is gone.
     */
    async resume(sessionId: string, userId: string): Promise<IssuedSession> {
      const now = clock.now();
      const session = await findSessionById(db, sessionId);
      if (!session || session.userId !== userId || session.revokedAt || session.absoluteExpiresAt <= now) {
        throw unauthorized(messages.SessionExpired);
      }
      const user = await findUserById(db, session.userId);
      if (!user?.isActive || rolesOf(user).length === 0) throw unauthorized(messages.SessionExpired);
      return withTransaction(db, async (tx) => {
        await touchSession(tx, session.id, now);
        return issue(user, session.id, session.absoluteExpiresAt, session.impersonatedBy, tx);
      });
    },

    /** The session row behind a bearer (the impersonation's parent). */
    find(sessionId: string) {
      return findSessionById(db, sessionId);
    },

    /** Revokes one session and spends its refresh tokens. */
    end(sessionId: string, reason: string): Promise<void> {
      return endSession(sessionId, reason);
    },

    /**
     * Refuses (409) a change of the user's password or email while an admin impersonates them, and
     * any such change from an impersonated session itself (403).
     */
    async assertCredentialsChangeable(userId: string, caller?: AuthContext): Promise<void> {
      if (caller?.impersonatorId) throw forbiddenResource(messages.ImpersonatedSessionCannotChange);
      if (await hasLiveImpersonation(db, userId, clock.now())) {
        throw conflict(messages.UserBeingImpersonated);
      }
    },

    /** Ends every session an admin opened as someone else (the admin was deactivated). */
    async revokeImpersonationsBy(adminId: string, reason: string): Promise<void> {
      await revokeSessionsImpersonatedBy(db, adminId, reason, clock.now());
    },

    /** Ends the session named by the refresh token and/or the bearer's session id. */
    async signOut(options: { refreshToken?: string; sessionId?: string }): Promise<void> {
      const sessionIds = new Set<string>();
      if (options.sessionId) sessionIds.add(options.sessionId);
      if (options.refreshToken) {
        const token = await findRefreshTokenByHash(db, sha256(options.refreshToken));
        if (token) sessionIds.add(token.sessionId);
      }
      for (const id of sessionIds) await endSession(id, 'sign-out');
    },

    /** Revokes every session of a user but `keepSessionId` (after a password change). */
    async revokeOtherSessions(userId: string, reason: string, keepSessionId?: string): Promise<void> {
      await revokeUserSessions(db, userId, reason, clock.now(), keepSessionId);
    },

    /** The caller behind an `Authorization: Bearer` header, or null when absent or no longer valid. */
    async authenticate(authorization: string | undefined): Promise<AuthContext | null> {
      const match = authorization?.match(/^Bearer ([A-Za-z0-9._~+/=-]{1,4096})$/);
      if (!match) return null;
      const claims = await tokens.verifyAccessToken(match[1]!);
      if (!claims || claims.roles.length === 0) return null;
      const state = await findSessionState(db, claims.sessionId);
      const now = clock.now();
      if (!state || state.revokedAt || state.absoluteExpiresAt <= now || !state.userIsActive) return null;
      if (state.userId !== claims.userId) return null;
      return { ...claims, role: resolvePrimaryRole(claims.roles) };
    },
  };
}
