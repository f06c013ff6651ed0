import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import { bearer, type TestContext } from './test-app.ts';

/** Injects a request as `token`'s user; without a token the default caller, null: anonymous. */
export type RouteCall = (options: InjectOptions, token?: string | null) => Promise<LightMyRequestResponse>;

/** `defaultToken` is read at each call: route tests sign their users in within beforeAll. */
export function routeCaller(ctx: TestContext, defaultToken: () => string | null): RouteCall {
  return (options, token = defaultToken()) =>
    ctx.app.inject({ ...options, ...(token ? { headers: bearer(token) } : {}) });
}

/** Every route answers 401 to an anonymous call and the role guard's 403 to each of `refused`. */
export async function expectRoleGuarded(
  call: RouteCall,
  routes: readonly InjectOptions[],
  refused: readonly string[],
): Promise<void> {
  for (const route of routes) {
    const label = `${route.method} ${route.url}`;
    expect((await call(route, null)).statusCode, label).toBe(401);
    for (const token of refused) {
      const answer = await call(route, token);
      expect(answer.statusCode, label).toBe(403);
      expect(answer.json().error.ErrorCode).toBe('Forbidden');
    }
  }
}

let tags = 0;
/** A suffix no other test of the run uses (tests share one database): for names, codes and prefixes. */
export function uniqueTag(separator = ''): string {
  tags += 1;
  return `${Date.now().toString(36)}${separator}${tags}`;
}
