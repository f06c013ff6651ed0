/**
 * Binds a route to its contract (core/contracts): authorizes by `contract.access`, validates
 * params/query/body with the contract's zod schemas, hands the typed input and the caller to the
 * handler, and passes the answer through `contract.response` so no stray field (a DB row) leaks.
 * Every contract registered here is listed by `registeredRoutes(app)` for the access-matrix test.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { Contract } from '../../core/contracts/http.ts';
import { messages } from '../../core/domain/messages.ts';
import type { RateLimitRule } from '../config.ts';
import { forbidden, unauthorized, ValidationFailure } from '../errors.ts';
import { decideRouteAccess } from '../policies/route-access.policy.ts';
import type { AuthContext } from '../services/auth/session.service.ts';
import type { IdempotencyService } from '../services/sync/idempotency.service.ts';
import { operationOf } from '../services/sync/idempotency.service.ts';
import type { ImpersonatedRequest } from '../services/users/audit-log.service.ts';
import { describeIssues, FieldMessages, fieldName, findUnstorableText } from '../validation-errors.ts';

type Out<S> = S extends z.ZodType ? z.output<S> : undefined;

export type RouteContext<C> =
  C extends Contract<infer B, infer Q, infer P, z.ZodType>
    ? {
        body: Out<B>;
        query: Out<Q>;
        params: Out<P>;
        /** The caller; null only on public routes called without a (valid) token. */
        auth: AuthContext | null;
        request: FastifyRequest;
        reply: FastifyReply;
      }
    : never;

/** A signed-in caller, for handlers of non-public routes (defineRoute already refused anonymous calls). */
export function signedIn(ctx: { auth: AuthContext | null }): AuthContext {
  if (!ctx.auth) throw unauthorized();
  return ctx.auth;
}

export type RouteHandler<C extends Contract> = (ctx: RouteContext<C>) => Promise<z.input<C['response']>>;

export type RouteOptions = {
  rateLimit?: RateLimitRule;
  /** Called with the raw input when validation refuses it (e.g. to log a refused password change). */
  onInvalidInput?: (input: {
    body: unknown;
    auth: AuthContext | null;
    description: Record<string, string[]>;
  }) => Promise<void>;
};

export type RegisteredRoute = { contract: Contract; options: RouteOptions };

type RouteSetup = {
  authenticate: (authorization: string | undefined) => Promise<AuthContext | null>;
  recordImpersonated: ((entry: ImpersonatedRequest) => Promise<void>) | null;
  idempotency: Pick<IdempotencyService, 'start' | 'finish'> | null;
  routes: RegisteredRoute[];
};

const setups = new WeakMap<FastifyInstance, RouteSetup>();

/**
 * Once per app, before any defineRoute: how bearer tokens are resolved, and where the requests made
 * with an impersonated session are recorded (every request, reads and refused ones included).
 */
export function configureRoutes(
  app: FastifyInstance,
  authenticate: RouteSetup['authenticate'],
  recordImpersonated: RouteSetup['recordImpersonated'] = null,
  idempotency: RouteSetup['idempotency'] = null,
): void {
  setups.set(app, { authenticate, recordImpersonated, idempotency, routes: [] });
}

/** The header the offline outbox sends with every queued write (its entry's client UUID). */
export const IDEMPOTENCY_HEADER = 'idempotency-key';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Requests that claimed an idempotency receipt, to complete it with their answer. */
const claims = new WeakMap<FastifyRequest, { userId: string; clientId: string }>();

/** Whether this request was answered from a receipt (no handler ran); null to run the handler. */
async function replayIfAnswered(
  setup: RouteSetup,
  contract: Contract,
  request: FastifyRequest,
  reply: FastifyReply,
  auth: AuthContext | null,
): Promise<boolean> {
  const header = request.headers[IDEMPOTENCY_HEADER];
  if (!setup.idempotency || contract.method === 'GET' || !auth || header === undefined) return false;
  const clientId = Array.isArray(header) ? header[0] : header;
  if (!clientId || !UUID.test(clientId)) {
    throw new ValidationFailure({ idempotencyKey: [messages.InvalidValue] });
  }
  const operation = operationOf(contract.method, request.url, request.body);
  const start = await setup.idempotency.start(auth.userId, clientId, operation);
  if (start.kind === 'run') {
    claims.set(request, { userId: auth.userId, clientId });
    return false;
  }
  reply.code(start.statusCode).header('idempotent-replayed', 'true');
  if (start.response === null || start.response === undefined) await reply.send();
  else await reply.type('application/json; charset=utf-8').send(JSON.stringify(start.response));
  return true;
}

/** An onSend hook completing the request's receipt with the answer about to leave. */
function idempotencyReceipt(setup: RouteSetup) {
  return async (request: FastifyRequest, reply: FastifyReply, payload: unknown) => {
    const claim = claims.get(request);
    if (!claim || !setup.idempotency) return payload;
    claims.delete(request);
    let response: unknown = null;
    if (typeof payload === 'string' && payload.length > 0) {
      try {
        response = JSON.parse(payload);
      } catch {
        response = null;
      }
    }
    // Only JSON (or empty) answers can be replayed; anything else releases the claim (status 500).
    const replayable = payload === undefined || payload === null || payload === '' || response !== null;
    try {
      await setup.idempotency.finish(
        claim.userId,
        claim.clientId,
        replayable ? reply.statusCode : 500,
        response,
      );
    } catch (error) {
      // The request took effect; its retry will run the handler again (ADR 0012's failure window).
      request.log.error({ err: error }, 'idempotency receipt write failed');
    }
    return payload;
  };
}

/** The caller of each request, once resolved, for the audit hook that runs as the answer is sent. */
const callers = new WeakMap<FastifyRequest, AuthContext | null>();

async function callerOf(setup: RouteSetup, request: FastifyRequest): Promise<AuthContext | null> {
  if (callers.has(request)) return callers.get(request) ?? null;
  // Refused before the handler ran (unparsable or too large body): resolve the token here.
  const authorization = request.headers.authorization;
  const auth = authorization ? await setup.authenticate(authorization) : null;
  callers.set(request, auth);
  return auth;
}

/** Route params as recorded: only when every value is storable text. */
function recordableParams(params: unknown): Record<string, unknown> | null {
  if (typeof params !== 'object' || params === null) return null;
  if (findUnstorableText([params]).length > 0) return null;
  return Object.fromEntries(
    Object.entries(params as Record<string, unknown>).map(([k, v]) => [k, String(v).slice(0, 200)]),
  );
}

/** Query values that are capabilities (an upload's state key, a signed link, a token) are not kept. */
const capabilityQueryKey = /^(key|link|token|signature|code|captcha)$/i;
function withoutCapabilities(query: Record<string, unknown> | null): Record<string, unknown> | null {
  if (!query) return null;
  return Object.fromEntries(
    Object.entries(query).map(([k, v]) => [k, capabilityQueryKey.test(k) ? '[hidden]' : v]),
  );
}

/** An onSend hook (awaited before the answer leaves, so the row exists when the client sees it). */
function impersonationAudit(setup: RouteSetup, contract: Contract) {
  return async (request: FastifyRequest, reply: FastifyReply, payload: unknown) => {
    const record = setup.recordImpersonated;
    if (!record) return payload;
    const auth = await callerOf(setup, request);
    if (!auth?.impersonatorId) return payload;
    try {
      await record({
        auth: { ...auth, impersonatorId: auth.impersonatorId },
        action: `${contract.method} ${contract.path}`,
        params: recordableParams(request.params),
        // What was read matters as much as what was changed (a page, a search, a file).
        query: withoutCapabilities(recordableParams(request.query)),
        statusCode: reply.statusCode,
      });
    } catch (error) {
      // The request already took effect (or was refused): report the lost row, keep the answer.
      request.log.error({ err: error }, 'audit log write failed');
    }
    return payload;
  };
}

export function registeredRoutes(app: FastifyInstance): readonly RegisteredRoute[] {
  return setups.get(app)?.routes ?? [];
}

function isEmptyBody(body: unknown): boolean {
  return (
    body === undefined ||
    body === null ||
    (typeof body === 'object' && !Array.isArray(body) && Object.keys(body).length === 0)
  );
}

/** Validates one part of the input; absent schemas accept only an absent (or empty) part. */
function parsePart(schema: z.ZodType | undefined, value: unknown, description: FieldMessages): unknown {
  if (!schema) {
    if (!isEmptyBody(value)) {
      if (typeof value === 'object' && value !== null && !Array.isArray(value)) {
        for (const key of Object.keys(value)) description.add(fieldName([key]), messages.UnknownField);
      } else {
        description.add('', messages.InvalidValue);
      }
    }
    return undefined;
  }
  const result = schema.safeParse(value ?? (schema.type === 'object' ? {} : value));
  if (result.success) return result.data;
  description.addAll(describeIssues(result.error.issues));
  return undefined;
}

export function defineRoute<C extends Contract>(
  app: FastifyInstance,
  contract: C,
  handler: RouteHandler<C>,
  options: RouteOptions = {},
): void {
  const setup = setups.get(app);
  if (!setup) throw new Error('configureRoutes(app, authenticate) must run before defineRoute');
  setup.routes.push({ contract, options });

  app.route({
    method: contract.method,
    url: contract.path,
    onSend: [impersonationAudit(setup, contract), idempotencyReceipt(setup)],
    ...(options.rateLimit
      ? { config: { rateLimit: { max: options.rateLimit.max, timeWindow: options.rateLimit.windowMs } } }
      : {}),
    handler: async (request, reply) => {
      const authorization = request.headers.authorization;
      const auth = authorization ? await setup.authenticate(authorization) : null;
      callers.set(request, auth);
      const decision = decideRouteAccess(contract.access, auth?.roles ?? null);
      if (decision === 'unauthenticated') throw unauthorized();
      if (decision === 'forbidden') throw forbidden();
      if (await replayIfAnswered(setup, contract, request, reply, auth)) return reply;

      // NUL bytes and lone surrogates: refused up front, whatever the schema, since no column can hold them.
      const unstorable = findUnstorableText([request.params, request.query, request.body]).map((path) =>
        path.replace(/^\d+\.?/, ''),
      );
      if (unstorable.length > 0) {
        throw new ValidationFailure(
          Object.fromEntries(unstorable.map((field) => [field, [messages.InvalidValue]])),
        );
      }

      const description = new FieldMessages();
      const params = parsePart(contract.params, request.params, description);
      const query = parsePart(contract.query, request.query, description);
      const body = parsePart(contract.body, request.body, description);
      if (description.size > 0) {
        const refused = description.toJSON();
        await options.onInvalidInput?.({ body: request.body, auth, description: refused });
        throw new ValidationFailure(refused);
      }

      const ctx = { body, query, params, auth, request, reply } as RouteContext<C>;
      const result = await handler(ctx);
      if (reply.sent) return reply;
      const answer = contract.response.safeParse(result);
      if (!answer.success) {
        // Our own answer broke the contract: a server bug, never the client's fault.
        throw new Error(
          `Response of ${contract.method} ${contract.path} does not match its contract: ${answer.error.message}`,
        );
      }
      return answer.data;
    },
  });
}
