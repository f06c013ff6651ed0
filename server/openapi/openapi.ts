/**
 * The OpenAPI 3.1 document of the API, built from the contracts of the registered routes: paths
 * (':id' → '{id}'), parameters, request and answer schemas (zod's own JSON Schema output, draft
 * 2020-12 as OpenAPI 3.1 uses), the bearer scheme, and who may call each route (x-access, x-roles).
 * `npm run openapi` writes it to docs/openapi.json; a test fails when that copy drifts; /api/docs serves it.
 */
import { z } from 'zod';
import {
  type Access,
  type Contract,
  serverErrorBody,
  validationErrorBody,
} from '../../core/contracts/http.ts';
import { roles } from '../../core/domain/roles.ts';
import type { ContractOrigin } from './contract-modules.ts';

type JsonSchema = Record<string, unknown>;

export type OpenApiOperation = {
  operationId: string;
  tags: string[];
  summary: string;
  security: Record<string, string[]>[];
  'x-access': 'public' | 'authenticated' | 'roles';
  'x-roles': string[];
  parameters?: JsonSchema[];
  requestBody?: JsonSchema;
  responses: Record<string, JsonSchema>;
};

export type OpenApiDocument = {
  openapi: '3.1.0';
  info: { title: string; version: string; description: string };
  tags: { name: string }[];
  paths: Record<string, Record<string, OpenApiOperation>>;
  components: {
    securitySchemes: Record<string, JsonSchema>;
    schemas: Record<string, JsonSchema>;
    responses: Record<string, JsonSchema>;
  };
};

export type OpenApiOptions = {
  /** Where each contract is declared (tag and operationId); see loadContractOrigins. */
  origins: ReadonlyMap<Contract, ContractOrigin>;
  version: string;
};

const methodOrder = ['get', 'post', 'put', 'patch', 'delete'];

/** zod → JSON Schema (draft 2020-12); what JSON cannot say (a transform's output, a date) is left open. */
function jsonSchema(schema: z.ZodType, io: 'input' | 'output'): JsonSchema {
  const { $schema: _dialect, ...rest } = z.toJSONSchema(schema, {
    target: 'draft-2020-12',
    io,
    unrepresentable: 'any',
  }) as JsonSchema;
  return rest;
}

/** The properties of an object schema (params, query), with whether each is required. */
function objectFields(schema: z.ZodType): { name: string; schema: JsonSchema; required: boolean }[] {
  const json = jsonSchema(schema, 'input');
  const properties = (json.properties ?? {}) as Record<string, JsonSchema>;
  const required = new Set((json.required ?? []) as string[]);
  return Object.entries(properties).map(([name, property]) => ({
    name,
    schema: property,
    required: required.has(name),
  }));
}

/** '/api/x/:id/:part?' → '/api/x/{id}/{part}', and the names of its segments. */
function openApiPath(path: string): { path: string; names: string[] } {
  const names: string[] = [];
  const converted = path.replace(/:(\w+)\??/g, (_whole, name: string) => {
    names.push(name);
    return `{${name}}`;
  });
  return { path: converted, names };
}

function accessOf(access: Access): Pick<OpenApiOperation, 'security' | 'x-access' | 'x-roles'> {
  if (access === 'public') {
    // Anyone; a token, when sent, still identifies the caller (e.g. the client log).
    return { security: [{}, { bearer: [] }], 'x-access': 'public', 'x-roles': [...roles] };
  }
  if (access === 'authenticated') {
    return { security: [{ bearer: [] }], 'x-access': 'authenticated', 'x-roles': [...roles] };
  }
  return { security: [{ bearer: [] }], 'x-access': 'roles', 'x-roles': [...access] };
}

/** Whether a body may be left out (defineRoute reads a missing object body as `{}`). */
function bodyIsOptional(body: z.ZodType): boolean {
  return body.safeParse(undefined).success || (body.type === 'object' && body.safeParse({}).success);
}

/** The error answers, described once under components.responses. */
const errorResponses = {
  ValidationError: { description: 'The input was refused: messages per field.', schema: 'ValidationError' },
  Unauthorized: { description: 'No valid token.', schema: 'ServerError' },
  Forbidden: { description: 'The caller has none of the roles in x-roles.', schema: 'ServerError' },
  Error: { description: 'Any other error: ErrorCode and Message.', schema: 'ServerError' },
} as const;

const errorResponse = (name: keyof typeof errorResponses): JsonSchema => ({
  $ref: `#/components/responses/${name}`,
});

function operationFor(
  contract: Contract,
  origin: ContractOrigin | undefined,
  names: string[],
): OpenApiOperation {
  const label = `${contract.method} ${contract.path}`;
  const parameters: JsonSchema[] = [];
  const pathFields = contract.params ? objectFields(contract.params) : [];
  for (const name of names) {
    const field = pathFields.find((f) => f.name === name);
    parameters.push({ name, in: 'path', required: true, schema: field?.schema ?? { type: 'string' } });
  }
  if (contract.query) {
    for (const field of objectFields(contract.query)) {
      parameters.push({ name: field.name, in: 'query', required: field.required, schema: field.schema });
    }
  }

  const responseSchema = jsonSchema(contract.response, 'output');
  const responses: Record<string, JsonSchema> = {
    200:
      Object.keys(responseSchema).length === 0
        ? { description: 'Not JSON (a file or a page): the contract does not describe the bytes.' }
        : { description: 'OK', content: { 'application/json': { schema: responseSchema } } },
  };
  if (contract.params || contract.query || contract.body) {
    responses[400] = errorResponse('ValidationError');
  }
  if (contract.access !== 'public') {
    responses[401] = errorResponse('Unauthorized');
  }
  if (Array.isArray(contract.access)) {
    responses[403] = errorResponse('Forbidden');
  }
  responses.default = errorResponse('Error');

  return {
    operationId: origin ? `${origin.domain}.${origin.name}` : label,
    tags: [origin?.domain ?? 'other'],
    summary: label,
    ...accessOf(contract.access),
    ...(parameters.length > 0 ? { parameters } : {}),
    ...(contract.body
      ? {
          requestBody: {
            required: !bodyIsOptional(contract.body),
            content: { 'application/json': { schema: jsonSchema(contract.body, 'input') } },
          },
        }
      : {}),
    responses,
  };
}

/** The document for these contracts; paths sorted, so the output only changes when a contract does. */
export function buildOpenApiDocument(
  contracts: readonly Contract[],
  options: OpenApiOptions,
): OpenApiDocument {
  const paths: OpenApiDocument['paths'] = {};
  const tags = new Set<string>();
  const sorted = [...contracts].sort(
    (a, b) =>
      (a.path < b.path ? -1 : a.path > b.path ? 1 : 0) ||
      methodOrder.indexOf(a.method.toLowerCase()) - methodOrder.indexOf(b.method.toLowerCase()),
  );
  // A route may bind a copy of its contract (e.g. with another access): then its method and path tell.
  const byRoute = new Map([...options.origins].map(([c, origin]) => [`${c.method} ${c.path}`, origin]));
  for (const contract of sorted) {
    const { path, names } = openApiPath(contract.path);
    const origin = options.origins.get(contract) ?? byRoute.get(`${contract.method} ${contract.path}`);
    const operation = operationFor(contract, origin, names);
    tags.add(operation.tags[0]!);
    paths[path] ??= {};
    paths[path][contract.method.toLowerCase()] = operation;
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'Matchline API',
      version: options.version,
      description:
        'Generated from core/contracts (npm run openapi). Errors: 400 {message, description} with ' +
        'per-field messages; otherwise {error: {ErrorCode, Message}}. x-roles lists the roles the ' +
        "route's role guard lets through; resource policies may still refuse a particular resource.",
    },
    tags: [...tags].sort().map((name) => ({ name })),
    paths,
    components: {
      securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
      schemas: {
        ValidationError: jsonSchema(validationErrorBody, 'output'),
        ServerError: jsonSchema(serverErrorBody, 'output'),
      },
      responses: Object.fromEntries(
        Object.entries(errorResponses).map(([name, { description, schema }]) => [
          name,
          {
            description,
            content: { 'application/json': { schema: { $ref: `#/components/schemas/${schema}` } } },
          },
        ]),
      ),
    },
  };
}

/** The committed form of the document: two-space JSON and a final newline. */
export function serializeOpenApiDocument(document: OpenApiDocument): string {
  return `${JSON.stringify(document, null, 2)}\n`;
}
