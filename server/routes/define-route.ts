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
import {
  describeIssues,
  FieldMessages,
  fieldName,
  findUnstorableText,
} from '../plugins/validation-errors.ts';
import { decideRouteAccess } from '../policies/route-access.policy.ts';
import type { AuthContext } from '../services/auth/session.service.ts';
import { forbidden, unauthorized, ValidationFailure } from '../services/errors.ts';

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
  routes: RegisteredRoute[];
};

const setups = new WeakMap<FastifyInstance, RouteSetup>();

/** Once per app, before any defineRoute: how bearer tokens are resolved. */
export function configureRoutes(app: FastifyInstance, authenticate: RouteSetup['authenticate']): void {
  setups.set(app, { authenticate, routes: [] });
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
    ...(options.rateLimit
      ? { config: { rateLimit: { max: options.rateLimit.max, timeWindow: options.rateLimit.windowMs } } }
      : {}),
    handler: async (request, reply) => {
      const authorization = request.headers.authorization;
      const auth = authorization ? await setup.authenticate(authorization) : null;
      const decision = decideRouteAccess(contract.access, auth?.roles ?? null);
      if (decision === 'unauthenticated') throw unauthorized();
      if (decision === 'forbidden') throw forbidden();

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
