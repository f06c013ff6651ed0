import type { FastifyInstance } from 'fastify';
import type { Contract } from '../../../core/contracts/http.ts';
import { getApiDocsPage, getApiDocument } from '../../../core/contracts/platform/api-docs.contract.ts';
import type { Config } from '../../config.ts';
import { renderApiDocsPage } from '../../openapi/api-docs-page.ts';
import { apiDocumentOf } from '../../openapi/api-document.ts';
import type { OpenApiDocument } from '../../openapi/openapi.ts';
import { defineRoute, registeredRoutes } from '../define-route.ts';

/**
 * GET /api/docs (the OpenAPI document of this app's routes) and /api/docs/ (the same as an HTML page):
 * admins only in production, everyone in development (config.apiDocsForEveryone).
 */
export function registerApiDocsRoutes(app: FastifyInstance, config: Config): void {
  const open = <C extends Contract>(contract: C): C =>
    config.apiDocsForEveryone ? { ...contract, access: 'public' } : contract;

  // Built on first request, once every route is registered; docs/openapi.json is its committed copy.
  let document: Promise<OpenApiDocument> | undefined;
  const documentOfApp = () => {
    document ??= apiDocumentOf(registeredRoutes(app).map(({ contract }) => contract));
    return document;
  };

  defineRoute(app, open(getApiDocument), async () => documentOfApp());

  defineRoute(app, open(getApiDocsPage), async ({ reply }) => {
    const html = renderApiDocsPage(await documentOfApp());
    return reply.type('text/html; charset=utf-8').send(html);
  });
}
