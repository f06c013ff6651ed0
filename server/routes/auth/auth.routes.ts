import type { FastifyInstance, FastifyReply } from 'fastify';
import {
  changePassword,
  completeNewPassword,
  confirmForgotPassword,
  currentUser,
  forgotPassword,
  refreshSession,
  signIn,
  signOut,
} from '../../../core/contracts/auth/auth.contract.ts';
import type { Config } from '../../config.ts';
import type { IssuedSession } from '../../services/auth/session.service.ts';
import type { Services } from '../../services/services.ts';
import { defineRoute, signedIn } from '../define-route.ts';
import { clearRefreshCookie, readRefreshCookie, setRefreshCookie } from './refresh-cookie.ts';

/** A string field of a body that failed validation, if it is one. */
function field(body: unknown, name: string): string | null {
  if (typeof body !== 'object' || body === null) return null;
  const value = (body as Record<string, unknown>)[name];
  return typeof value === 'string' && value.length > 0 && value.length <= 4096 ? value : null;
}

/** The refused fields as one line for the password change log. */
function describeRefusal(description: Record<string, string[]>): string {
  return Object.entries(description)
    .map(([name, list]) => `${name}: ${list.join(' ')}`)
    .join('; ')
    .slice(0, 1000);
}

export function registerAuthRoutes(app: FastifyInstance, services: Services, config: Config): void {
  const secure = config.secureCookies;
  const { signIn: signInRule, passwordReset: passwordResetRule } = config.rateLimits;

  /** Sets the cookie and answers the session; the refresh token never appears in a body. */
  const answerSession = (reply: FastifyReply, issued: IssuedSession) => {
    setRefreshCookie(reply, issued.refreshToken, issued.refreshExpiresAt, secure);
    return issued.session;
  };

  defineRoute(
    app,
    signIn,
    async ({ body, reply, request }) => {
      const result = await services.signIn.signIn(body.email, body.password, {
        ip: request.ip,
        captcha: body.captcha,
      });
      if (result.status === 'NewPasswordRequired') return result;
      return answerSession(reply, result.issued);
    },
    { rateLimit: signInRule },
  );

  defineRoute(
    app,
    completeNewPassword,
    async ({ body, reply }) =>
      answerSession(reply, await services.signIn.completeNewPassword(body.challengeToken, body.password)),
    {
      rateLimit: signInRule,
      onInvalidInput: async ({ body, description }) => {
        const token = field(body, 'challengeToken');
        if (token) await services.signIn.recordRefusedNewPassword(token, describeRefusal(description));
      },
    },
  );

  defineRoute(
    app,
    forgotPassword,
    async ({ body, request }) => services.passwordReset.request(body.email, body.captcha, request.ip),
    { rateLimit: passwordResetRule },
  );

  defineRoute(
    app,
    confirmForgotPassword,
    async ({ body, reply, request }) =>
      answerSession(
        reply,
        await services.passwordReset.confirm(body.email, body.code, body.newPassword, {
          captcha: body.captcha,
          ip: request.ip,
        }),
      ),
    {
      rateLimit: passwordResetRule,
      onInvalidInput: async ({ body, description }) => {
        const email = field(body, 'email');
        if (email) await services.passwordReset.recordRefused(email, describeRefusal(description));
      },
    },
  );

  defineRoute(app, refreshSession, async ({ request, reply }) => {
    try {
      return answerSession(reply, await services.sessions.refresh(readRefreshCookie(request)));
    } catch (error) {
      // A dead cookie is useless: drop it so the browser stops sending it.
      clearRefreshCookie(reply, secure);
      throw error;
    }
  });

  defineRoute(app, signOut, async ({ request, reply, auth }) => {
    const refreshToken = readRefreshCookie(request);
    await services.sessions.signOut({
      ...(refreshToken ? { refreshToken } : {}),
      ...(auth ? { sessionId: auth.sessionId } : {}),
    });
    clearRefreshCookie(reply, secure);
    return { ok: true as const };
  });

  defineRoute(
    app,
    changePassword,
    async (ctx) => {
      await services.passwordChange.change(signedIn(ctx), ctx.body.oldPassword, ctx.body.newPassword);
      return { ok: true as const };
    },
    {
      rateLimit: signInRule,
      onInvalidInput: async ({ auth, description }) => {
        if (auth) await services.passwordChange.recordRefused(auth, describeRefusal(description));
      },
    },
  );

  defineRoute(app, currentUser, async (ctx) => services.account.profile(signedIn(ctx)));
}
