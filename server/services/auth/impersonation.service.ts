/**
 * Impersonation (platform.md §4, §6): a current admin — signed in as themselves, never inside
 * another impersonation — opens a session as an active non-admin user. The new session remembers
 * the admin and the admin's own session (its parent) and lives IMPERSONATION_SESSION_MINUTES;
 * ending it revokes it and resumes the parent, so the admin is back without signing in again.
 */
import type { ImpersonationSession } from '../../../core/contracts/users/impersonation.contract.ts';
import { messages } from '../../../core/domain/messages.ts';
import type { Clock } from '../../clock.ts';
import { type DbExecutor, withTransaction } from '../../db/client.ts';
import { spendSessionRefreshTokens } from '../../db/repositories/refresh-tokens.repository.ts';
import { expireEndedImpersonations } from '../../db/repositories/sessions.repository.ts';
import { findUserByEmail, findUserById } from '../../db/repositories/users.repository.ts';
import { conflict, forbiddenResource, notFound, unauthorized } from '../../errors.ts';
import type { AuditLogService } from '../users/audit-log.service.ts';
import { rolesOf } from './profile.ts';
import type { AuthContext, IssuedSession, SessionService } from './session.service.ts';

export type ImpersonationService = ReturnType<typeof createImpersonationService>;

const notAuthorized = () => forbiddenResource(messages.CannotImpersonate);

export function createImpersonationService(deps: {
  db: DbExecutor;
  clock: Clock;
  sessions: SessionService;
  audit: AuditLogService;
  lifetimeMinutes: number;
}) {
  const { db, sessions, audit } = deps;
  return {
    async start(
      caller: AuthContext,
      email: string,
    ): Promise<{ issued: IssuedSession; session: ImpersonationSession }> {
      // Never nested, and only a current admin (platform.md §6).
      if (caller.impersonatorId) throw notAuthorized();
      const admin = await findUserById(db, caller.userId);
      if (!admin?.isActive || !admin.roles.includes('Admin')) throw notAuthorized();
      const target = await findUserByEmail(db, email);
      if (!target) throw notFound(messages.UserNotFound);
      if (
        target.id === admin.id ||
        target.roles.includes('Admin') ||
        !target.isActive ||
        rolesOf(target).length === 0
      ) {
        throw notAuthorized();
      }
      const issued = await sessions.start(target, {
        impersonatedBy: admin.id,
        parentSessionId: caller.sessionId,
        lifetimeMs: deps.lifetimeMinutes * 60_000,
      });
      await audit.record({
        actorUserId: target.id,
        impersonatorUserId: admin.id,
        action: 'ImpersonationStarted',
        details: { email: target.email, impersonatorEmail: admin.email },
      });
      const { session } = issued;
      return {
        issued,
        session: {
          ...session,
          accessToken: session.idToken,
          impersonatedByEmail: admin.email,
          sessionExpiresAt: session.sessionExpiresAt ?? session.expiresAt,
        },
      };
    },

    /** Ends the caller's impersonated session and resumes the admin's (401 when that one is gone). */
    async end(caller: AuthContext): Promise<IssuedSession> {
      if (!caller.impersonatorId) throw conflict(messages.NotImpersonating);
      const current = await sessions.find(caller.sessionId);
      await sessions.end(caller.sessionId, 'impersonation-ended');
      await audit.record({
        actorUserId: caller.userId,
        impersonatorUserId: caller.impersonatorId,
        action: 'ImpersonationEnded',
        details: { email: caller.email },
      });
      if (!current?.parentSessionId) throw unauthorized(messages.SessionExpired);
      return sessions.resume(current.parentSessionId, caller.impersonatorId);
    },

    /**
     * The job schedule's audit of impersonations that ran out on their own (the admin closed the tab,
     * or just let it end): each is marked ended at its end and recorded once, 'ImpersonationExpired'.
     */
    async recordExpired(): Promise<number> {
      const now = deps.clock.now();
      return withTransaction(db, async (tx) => {
        const expired = await expireEndedImpersonations(tx, now);
        for (const session of expired) {
          await spendSessionRefreshTokens(tx, session.id, now);
          await audit.record(
            {
              actorUserId: session.userId,
              impersonatorUserId: session.impersonatedBy,
              action: 'ImpersonationExpired',
              details: { sessionId: session.id, expiredAt: session.absoluteExpiresAt.toISOString() },
            },
            tx,
          );
        }
        return expired.length;
      });
    },
  };
}
