/**
 * Builds the Fastify instance: tests drive it with `app.inject`, server/main.ts makes it listen.
 * Order matters: error handling and security hooks first, then the routes (bound to contracts),
 * then the static client with its SPA fallback.
 */
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import fastifyCookie from '@fastify/cookie';
import Fastify, { type FastifyInstance, type FastifyReply } from 'fastify';
import { type Clock, systemClock } from './clock.ts';
import type { Config } from './config.ts';
import type { Database } from './db/client.ts';
import { type LogDestination, loggerOptions } from './logger.ts';
import { frameworkErrorBody, registerErrorHandling } from './plugins/errors.plugin.ts';
import { registerRateLimits } from './plugins/rate-limit.plugin.ts';
import { registerSecurity } from './plugins/security.plugin.ts';
import { registerStatic } from './plugins/static.plugin.ts';
import type { HubTimings } from './realtime/hub-connection.ts';
import { registerHubRoutes } from './realtime/hub-routes.ts';
import { createHubServer } from './realtime/hub-server.ts';
import { registerRoutes } from './routes/routes.ts';
import { createSmtpTransport, type MailTransport } from './services/mail/mail-transport.ts';
import { createServices, type ServiceDeps, type Services } from './services/services.ts';

/** JSON bodies above 1 MiB are refused with 413 before they are parsed. */
export const BODY_LIMIT = 1024 * 1024;

export type BuildAppOptions = {
  config: Config;
  database: Database;
  clock?: Clock;
  /** Where mail goes; default: SMTP when SMTP_URL is set, else none (outbox + log). */
  mailer?: MailTransport | null;
  /** Log lines go here instead of stdout (tests capture them). */
  logStream?: LogDestination;
  /** Outgoing HTTP for reCAPTCHA verification (tests inject a fake). */
  fetch?: typeof fetch;
  /** Push transports (tests: a local fake push service's agent, a fake FCM). */
  push?: ServiceDeps['push'];
  /** The real-time hubs' intervals (tests shorten them); defaults mirror ASP.NET SignalR's. */
  hubTimings?: Partial<HubTimings>;
};

const version: string = (() => {
  try {
    const pkg = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as {
      version?: string;
    };
    return pkg.version ?? '0.0.0';
  } catch {
    return '0.0.0';
  }
})();

const servicesByApp = new WeakMap<FastifyInstance, Services>();

/** The services behind an app (tests wait on mail delivery through it). */
export function servicesOf(app: FastifyInstance): Services {
  const services = servicesByApp.get(app);
  if (!services) throw new Error('not an app built by buildApp');
  return services;
}

export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const { config, database } = options;
  const app = Fastify({
    logger: loggerOptions(config, options.logStream),
    trustProxy: config.trustProxy,
    bodyLimit: BODY_LIMIT,
    onProtoPoisoning: 'error',
    onConstructorPoisoning: 'error',
    genReqId: () => randomUUID(),
    // Our own ids only: a client-chosen id would let anyone write into the logs' correlation field.
    requestIdHeader: false,
    return503OnClosing: true,
    frameworkErrors: (error, _request, reply) => {
      const { status, body } = frameworkErrorBody(error);
      // The option's reply type is generic over route schemas we do not use.
      (reply as FastifyReply).status(status).send(body);
    },
  });
  // JSON only: any other body type is answered 415 instead of reaching a handler as a string.
  app.removeContentTypeParser('text/plain');
  // An empty body labelled JSON (some clients send the header on a bodiless POST) is no body;
  // everything else goes through Fastify's hardened parser (__proto__ / constructor refused).
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    if (text === '') {
      done(null, undefined);
      return;
    }
    // biome-ignore lint/nursery/noFloatingPromises: Fastify's default JSON parser is the callback kind (it answers through `done`, returns nothing); only its union type admits a promise.
    parseJson(request, text, done);
  });

  registerErrorHandling(app);
  await registerSecurity(app, config);
  await app.register(fastifyCookie);
  await registerRateLimits(app);

  const mailTransport =
    options.mailer !== undefined
      ? options.mailer
      : config.smtpUrl
        ? createSmtpTransport(config.smtpUrl)
        : null;
  // The real-time hubs (server/realtime): created first, since services raise events through them.
  const hubServer = createHubServer({
    config,
    log: app.log,
    clock: options.clock ?? systemClock,
    ...(options.hubTimings ? { timings: options.hubTimings } : {}),
  });
  const services = createServices({
    config,
    database,
    clock: options.clock ?? systemClock,
    log: app.log,
    mailTransport,
    version,
    hubEvents: hubServer.events,
    ...(options.fetch ? { fetch: options.fetch } : {}),
    ...(options.push ? { push: options.push } : {}),
  });
  servicesByApp.set(app, services);
  hubServer.bind(services);
  await hubServer.start();

  registerRoutes(app, services, config);
  // On close every hub client gets Close with allowReconnect before the sockets go.
  await registerHubRoutes(app, hubServer, config);
  await registerStatic(app, config);

  // While closing, answers in flight end their keep-alive connection: otherwise a client's idle
  // socket would hold the shutdown until its keep-alive timeout.
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
  });
  app.addHook('onSend', async (_request, reply, payload) => {
    if (closing) reply.header('connection', 'close');
    return payload;
  });
  app.addHook('onClose', async () => {
    // Clients were told to reconnect (the WebSocket plugin's preClose); the backplane goes.
    await hubServer.close();
    // The job in hand finishes (or, if the process dies first, is taken again after a restart).
    await services.jobs.stop();
    // Notifications already accepted hand on their mail, SMS and pushes; then mails and SMS finish.
    await services.notify.idle();
    await services.mail.idle();
    await services.sms.idle();
    mailTransport?.close();
  });
  return app;
}
