/**
 * The contracts of every API route, as `registerRoutes` binds them (the list the route-access test
 * walks through `registeredRoutes(app)`), read without a database: the routes are registered on a
 * bare Fastify instance with services that refuse to be called, since registering never calls one.
 */
import Fastify from 'fastify';
import type { Contract } from '../../core/contracts/http.ts';
import { loadConfig } from '../config.ts';
import { registeredRoutes } from '../routes/define-route.ts';
import { registerRoutes } from '../routes/routes.ts';
import type { Services } from '../services/services.ts';

/** A stand-in for any service: reading members works, calling anything throws. */
function unusableService(name: string): unknown {
  return new Proxy(() => undefined, {
    get: (_target, key) => (key === 'then' ? undefined : unusableService(`${name}.${String(key)}`)),
    apply: () => {
      throw new Error(`${name}() was called while only listing the routes`);
    },
  });
}

/**
 * The registered contracts under a production configuration (so the document describes what a
 * deployment serves, e.g. /api/docs for admins only), in registration order.
 */
export async function listRegisteredContracts(): Promise<Contract[]> {
  const app = Fastify({ logger: false });
  try {
    const config = loadConfig({
      NODE_ENV: 'production',
      // Placeholders so loadConfig does not create secrets on disk; no token is ever signed here.
      JWT_SECRET: 'openapi-listing-placeholder-secret-0123456789',
      ALTCHA_HMAC_KEY: 'openapi-listing-placeholder-secret-0123456789',
    });
    registerRoutes(app, unusableService('services') as Services, config);
    return registeredRoutes(app).map(({ contract }) => contract);
  } finally {
    await app.close();
  }
}
