import type { FastifyInstance } from 'fastify';
import { listMailOutbox } from '../../../core/contracts/platform/system.contract.ts';
import type { Services } from '../../services/services.ts';
import { defineRoute } from '../define-route.ts';

export function registerMailOutboxRoutes(app: FastifyInstance, services: Services): void {
  defineRoute(app, listMailOutbox, async ({ query }) => services.mailOutbox.list(query));
}
