import type { FastifyInstance } from 'fastify';
import {
  createPersonalStatement,
  deletePersonalStatement,
  getPersonalStatement,
  listPersonalStatements,
  updatePersonalStatement,
} from '../../../core/contracts/applicants/personal-statements.contract.ts';
import type { Config } from '../../config.ts';
import type { Services } from '../../services/services.ts';
import { defineRoute, signedIn } from '../define-route.ts';

/** Personal statements of the signed-in applicant (profile and in-cycle pages share them). */
export function registerPersonalStatementRoutes(
  app: FastifyInstance,
  services: Services,
  _config: Config,
): void {
  const statements = services.personalStatements;
  defineRoute(app, listPersonalStatements, async (ctx) =>
    statements.list(signedIn(ctx).userId, ctx.query.matchCycleCode),
  );
  defineRoute(app, getPersonalStatement, async (ctx) => statements.get(signedIn(ctx).userId, ctx.params.id));
  defineRoute(app, createPersonalStatement, async (ctx) => statements.create(signedIn(ctx).userId, ctx.body));
  defineRoute(app, updatePersonalStatement, async (ctx) =>
    statements.update(signedIn(ctx).userId, ctx.params.id, ctx.body),
  );
  defineRoute(app, deletePersonalStatement, async (ctx) =>
    statements.remove(signedIn(ctx).userId, ctx.params.id),
  );
}
