import type { FastifyInstance } from 'fastify';
import {
  confirmEmail,
  confirmEmailByLink,
  resendEmailConfirmation,
} from '../../../core/contracts/auth/email-confirmation.contract.ts';
import type { Config } from '../../config.ts';
import type { Services } from '../../services/services.ts';
import { defineRoute } from '../define-route.ts';
import { setRefreshCookie } from './refresh-cookie.ts';

/** Email confirmation of a new applicant: by code or link (signs in), and resending the code. */
export function registerEmailConfirmationRoutes(
  app: FastifyInstance,
  services: Services,
  config: Config,
): void {
  const { passwordReset: codeRule } = config.rateLimits;
  const signedIn = (
    reply: Parameters<typeof setRefreshCookie>[0],
    issued: Awaited<ReturnType<typeof services.emailConfirmation.confirmByLink>>,
  ) => {
    setRefreshCookie(reply, issued.refreshToken, issued.refreshExpiresAt, config.secureCookies);
    return issued.session;
  };

  defineRoute(
    app,
    confirmEmail,
    async ({ body, reply }) =>
      signedIn(reply, await services.emailConfirmation.confirmByCode(body.email, body.code)),
    { rateLimit: codeRule },
  );

  defineRoute(
    app,
    confirmEmailByLink,
    async ({ body, reply }) => signedIn(reply, await services.emailConfirmation.confirmByLink(body.token)),
    { rateLimit: codeRule },
  );

  defineRoute(
    app,
    resendEmailConfirmation,
    async ({ body, request }) => services.emailConfirmation.resend(body.email, body.captcha, request.ip),
    { rateLimit: codeRule },
  );
}
