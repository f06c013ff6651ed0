import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { signIn } from '../../core/contracts/auth/auth.contract.ts';
import { defineContract } from '../../core/contracts/http.ts';
import { listMailOutbox } from '../../core/contracts/platform/system.contract.ts';
import { roles } from '../../core/domain/roles.ts';
import { renderApiDocsPage } from './api-docs-page.ts';
import { generateOpenApiDocument, openApiFile } from './api-document.ts';
import { buildOpenApiDocument, serializeOpenApiDocument } from './openapi.ts';
import { listRegisteredContracts } from './registered-contracts.ts';

describe('OpenAPI document', () => {
  it('docs/openapi.json is the document of the current contracts', async () => {
    const generated = serializeOpenApiDocument(await generateOpenApiDocument());
    const committed = readFileSync(openApiFile, 'utf8');
    expect(
      generated === committed,
      'docs/openapi.json is out of date with core/contracts: run `npm run openapi` and commit it',
    ).toBe(true);
  });

  it('has one operation per registered route, each tagged with its domain and uniquely named', async () => {
    const contracts = await listRegisteredContracts();
    const document = await generateOpenApiDocument();
    const operations = Object.values(document.paths).flatMap((methods) => Object.values(methods));
    expect(operations).toHaveLength(contracts.length);
    expect(operations.filter((o) => o.tags[0] === 'other').map((o) => o.summary)).toEqual([]);
    const ids = operations.map((o) => o.operationId);
    expect(new Set(ids).size).toBe(ids.length);
    expect(document.tags.map((t) => t.name)).toEqual(
      expect.arrayContaining(['auth', 'platform', 'rank-lists']),
    );
  });

  it('describes a route: path, parameters, body, answer, security and roles', async () => {
    const document = await generateOpenApiDocument();
    const mailOutbox = document.paths['/api/admin/mail-outbox']?.get;
    expect(mailOutbox).toMatchObject({
      operationId: 'platform.listMailOutbox',
      tags: ['platform'],
      security: [{ bearer: [] }],
      'x-access': 'roles',
      'x-roles': ['Admin'],
    });
    expect(mailOutbox?.parameters?.map((p) => [p.name, p.in, p.required])).toEqual([
      ['to', 'query', false],
      ['page', 'query', false],
      ['pageSize', 'query', false],
    ]);
    expect(Object.keys(mailOutbox?.responses ?? {})).toEqual(['200', '400', '401', '403', 'default']);

    const signInOperation = document.paths[signIn.path]?.post;
    expect(signInOperation?.['x-access']).toBe('public');
    expect(signInOperation?.security).toEqual([{}, { bearer: [] }]);
    expect(signInOperation?.requestBody).toMatchObject({
      required: true,
      content: { 'application/json': { schema: { type: 'object' } } },
    });
    expect(listMailOutbox.access).toEqual(['Admin']);
  });

  it("turns ':param' segments into '{param}' path parameters with their schema", () => {
    const contract = defineContract({
      method: 'PUT',
      path: '/api/things/:thingId/parts/:part',
      access: 'authenticated',
      params: z.strictObject({ thingId: z.coerce.number().int(), part: z.enum(['a', 'b']) }),
      body: z.strictObject({ note: z.string().max(10).optional() }),
      response: z.object({ ok: z.literal(true) }),
    });
    const document = buildOpenApiDocument([contract], { origins: new Map(), version: '1.0.0' });
    const operation = document.paths['/api/things/{thingId}/parts/{part}']?.put;
    expect(operation?.parameters).toEqual([
      {
        name: 'thingId',
        in: 'path',
        required: true,
        schema: { type: 'integer', maximum: 9007199254740991, minimum: -9007199254740991 },
      },
      { name: 'part', in: 'path', required: true, schema: { type: 'string', enum: ['a', 'b'] } },
    ]);
    expect(operation?.requestBody).toMatchObject({ required: false });
    expect(operation?.['x-roles']).toEqual([...roles]);
    expect(operation?.responses[200]).toEqual({
      description: 'OK',
      content: {
        'application/json': {
          schema: {
            type: 'object',
            properties: { ok: { type: 'boolean', const: true } },
            required: ['ok'],
            additionalProperties: false,
          },
        },
      },
    });
  });

  it('renders the page without script, grouped by domain', async () => {
    const html = renderApiDocsPage(await generateOpenApiDocument());
    expect(html).toContain('<h2>auth</h2>');
    expect(html).toContain('<code>/api/admin/mail-outbox</code>');
    expect(html).not.toMatch(/<script/i);
  });
});
