import type { FastifyInstance } from 'fastify';
import {
  activateUser,
  changeUserEmail,
  changeUserPassword,
  createAdminUser,
  deactivateUser,
  getAdminUser,
  listAdminUsers,
  listAuditLog,
  recoverUserPassword,
} from '../../../core/contracts/users/admin-users.contract.ts';
import { endImpersonation, impersonateUser } from '../../../core/contracts/users/impersonation.contract.ts';
import type { Config } from '../../config.ts';
import type { Services } from '../../services/services.ts';
import { clearRefreshCookie, setRefreshCookie } from '../auth/refresh-cookie.ts';
import { defineRoute, signedIn } from '../define-route.ts';

/** Admin user lists and actions, the audit log, and impersonation (start as admin, end as the user). */
export function registerAdminUserRoutes(app: FastifyInstance, services: Services, config: Config): void {
  const users = services.adminUsers;
  const ok = { ok: true as const };
  defineRoute(app, listAdminUsers, async ({ query }) => users.list(query));
  defineRoute(app, getAdminUser, async ({ params }) => users.details(params.id));
  defineRoute(app, deactivateUser, async (ctx) => {
    await users.deactivate(signedIn(ctx), ctx.body.email);
    return ok;
  });
  defineRoute(app, activateUser, async (ctx) => {
    await users.activate(signedIn(ctx), ctx.body.email);
    return ok;
  });
  defineRoute(app, changeUserPassword, async (ctx) => {
    await users.changePassword(signedIn(ctx), ctx.body.email, ctx.body.password);
    return ok;
  });
  defineRoute(app, recoverUserPassword, async (ctx) => users.recoverPassword(signedIn(ctx), ctx.body.email));
  defineRoute(app, changeUserEmail, async (ctx) => {
    await users.changeEmail(signedIn(ctx), ctx.body.currentEmail, ctx.body.newEmail);
    return ok;
  });
  defineRoute(app, createAdminUser, async (ctx) => users.createAdmin(signedIn(ctx), ctx.body));
  defineRoute(app, listAuditLog, async ({ query }) => services.auditLog.list(query));

  // The browser's refresh cookie follows the session in use: the user's while impersonating, the
  // admin's again afterwards (the admin's session row stays valid as the parent meanwhile).
  defineRoute(app, impersonateUser, async (ctx) => {
    const { issued, session } = await services.impersonation.start(signedIn(ctx), ctx.body.email);
    setRefreshCookie(ctx.reply, issued.refreshToken, issued.refreshExpiresAt, config.secureCookies);
    return session;
  });
  defineRoute(app, endImpersonation, async (ctx) => {
    let issued: Awaited<ReturnType<typeof services.impersonation.end>>;
    try {
      issued = await services.impersonation.end(signedIn(ctx));
    } catch (error) {
      // The impersonation is over either way (its admin session may be gone): drop its dead cookie.
      if (ctx.auth?.impersonatorId) clearRefreshCookie(ctx.reply, config.secureCookies);
      throw error;
    }
    setRefreshCookie(ctx.reply, issued.refreshToken, issued.refreshExpiresAt, config.secureCookies);
    return issued.session;
  });
}
