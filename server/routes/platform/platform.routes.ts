import type { FastifyInstance } from 'fastify';
import {
  listAdminBugReports,
  sendBugReport,
  updateBugReportStatus,
} from '../../../core/contracts/platform/bug-reports.contract.ts';
import { captchaChallenge, sendContactMessage } from '../../../core/contracts/platform/contact.contract.ts';
import { logClientError, logClientInfo } from '../../../core/contracts/platform/log.contract.ts';
import { health } from '../../../core/contracts/platform/system.contract.ts';
import type { Config } from '../../config.ts';
import type { Services } from '../../services/services.ts';
import { defineRoute, signedIn } from '../define-route.ts';

export function registerPlatformRoutes(app: FastifyInstance, services: Services, config: Config): void {
  const limits = config.rateLimits;

  defineRoute(app, health, async ({ reply }) => {
    const report = await services.health.check();
    if (report.status !== 'ok') reply.status(503);
    return report;
  });

  defineRoute(app, captchaChallenge, async () => services.captcha.challenge(), { rateLimit: limits.captcha });

  defineRoute(
    app,
    sendContactMessage,
    async ({ body, request }) => {
      await services.contact.send(body, request.ip);
      return { ok: true as const };
    },
    { rateLimit: limits.contact },
  );

  defineRoute(
    app,
    logClientError,
    async ({ body, auth }) => ({ id: await services.clientLog.error(body, auth?.userId ?? null) }),
    { rateLimit: limits.clientLog },
  );

  defineRoute(
    app,
    logClientInfo,
    async ({ query, auth }) => {
      await services.clientLog.info(query.info, auth?.userId ?? null);
      return { ok: true as const };
    },
    { rateLimit: limits.clientLog },
  );

  defineRoute(
    app,
    sendBugReport,
    async ({ body, auth }) => services.bugReports.submit(body, auth?.userId ?? null),
    {
      rateLimit: limits.clientLog,
    },
  );

  // quality-assurance/bug-reports (ADR 0027)
  defineRoute(app, listAdminBugReports, async ({ query }) => services.bugReports.list(query));
  defineRoute(app, updateBugReportStatus, async (ctx) =>
    services.bugReports.move(signedIn(ctx).userId, ctx.params.id, ctx.body),
  );
}
