import { z } from 'zod';
import { defineContract } from '../http.ts';

/**
 * The API's OpenAPI 3.1 document, generated from every registered contract (docs/openapi.json is
 * its committed copy). Admins only in production; the server opens it to everyone in development.
 */
export const getApiDocument = defineContract({
  method: 'GET',
  path: '/api/docs',
  access: ['Admin'],
  response: z.looseObject({
    openapi: z.string(),
    info: z.looseObject({ title: z.string(), version: z.string() }),
    paths: z.record(z.string(), z.unknown()),
  }),
});

/** The same document as a plain HTML page (operations grouped by domain); no script, no CDN. */
export const getApiDocsPage = defineContract({
  method: 'GET',
  path: '/api/docs/',
  access: ['Admin'],
  /** An HTML page, not JSON. */
  response: z.unknown(),
});
