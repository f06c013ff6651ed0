import type { FastifyInstance } from 'fastify';
import type { Config } from '../config.ts';
import type { Services } from '../services/services.ts';
import { registerMailOutboxRoutes } from './admin/mail-outbox.routes.ts';
import { registerAuthRoutes } from './auth/auth.routes.ts';
import { configureRoutes } from './define-route.ts';
import { registerMatchCycleRoutes } from './match-cycles/match-cycles.routes.ts';
import { registerPlatformRoutes } from './platform/platform.routes.ts';
import { registerReferenceDataRoutes } from './reference-data/reference-data.routes.ts';

/** Every API route of the app; each module binds its contracts through defineRoute. */
export function registerRoutes(app: FastifyInstance, services: Services, config: Config): void {
  configureRoutes(app, (authorization) => services.sessions.authenticate(authorization));
  registerAuthRoutes(app, services, config);
  registerPlatformRoutes(app, services, config);
  registerReferenceDataRoutes(app, services);
  registerMailOutboxRoutes(app, services);
  registerMatchCycleRoutes(app, services);
}
