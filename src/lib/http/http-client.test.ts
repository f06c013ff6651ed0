import { delay, HttpResponse, http } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { currentUser } from '../../../core/contracts/auth/auth.contract.ts';
import {
  getAllCountries,
  getCountry,
} from '../../../core/contracts/reference-data/reference-data.contract.ts';
import { serverErrorResponse, validationErrorResponse } from '../../../mocks/contract-handler.ts';
import { demoSession, demoUser } from '../../../mocks/demo-data.ts';
import { server } from '../../../mocks/node-server.ts';
import {
  CancelledError,
  ConnectionError,
  InternalServerError,
  NotFoundError,
  ServerError,
  TooManyRequestsError,
  UnauthorizedError,
  UnexpectedServerError,
  ValidationError,
} from '../errors/app-errors.ts';
import { useSessionStore } from '../session/session-store.ts';
import { call, configureHttp } from './http-client.ts';
import { mapErrorResponse, parseRetryAfter } from './map-http-error.ts';

const countries = '*/api/countries/GetAll';

function answer(response: Response | (() => Response | Promise<Response>)) {
  server.use(http.get(countries, typeof response === 'function' ? response : () => response));
}

async function failure(): Promise<unknown> {
  try {
    await call(getAllCountries, { query: { states: 'true' } });
  } catch (error) {
    return error;
  }
  throw new Error('The call did not fail.');
}

afterEach(() => {
  useSessionStore.getState().clearSession();
  configureHttp({ refreshSession: null });
});

describe('response mapping of platform.md §8', () => {
  it('no response (network error) → connection error', async () => {
    answer(() => HttpResponse.error());
    const error = await failure();
    expect(error).toBeInstanceOf(ConnectionError);
    expect((error as Error).message).toBe('Could not connect to server. Please try again.');
  });

  it('status 0 → connection error', () => {
    const opaque = { status: 0, headers: new Headers() } as Response;
    expect(mapErrorResponse(opaque, null)).toBeInstanceOf(ConnectionError);
  });

  it.each([500, 503, 504])('%i → internal server error with the status', async (status) => {
    answer(() =>
      serverErrorResponse(status, 'InternalServerError', 'Request failed. Server error occurred.'),
    );
    const error = await failure();
    expect(error).toBeInstanceOf(InternalServerError);
    expect((error as InternalServerError).status).toBe(status);
    expect((error as Error).message).toBe(`Request failed. Server error occurred. (${status})`);
  });

  it('400 with a description → validation error, field names lower-camel-cased', async () => {
    answer(() =>
      validationErrorResponse({ Email: ['Invalid email address.'], 'Address.ZipCode': ['Bad zip'] }),
    );
    const error = await failure();
    expect(error).toBeInstanceOf(ValidationError);
    expect((error as Error).message).toBe('One or more form fields have invalid values.');
    expect((error as ValidationError).fields).toEqual({
      email: ['Invalid email address.'],
      'address.zipCode': ['Bad zip'],
    });
  });

  it('400 with an error object whose code maps to unauthorized → unauthorized error', async () => {
    answer(() => serverErrorResponse(400, 'Unauthorized', 'Unauthorized access denied'));
    expect(await failure()).toBeInstanceOf(UnauthorizedError);
  });

  it('400 with any other code → server error carrying code and message', async () => {
    answer(() => serverErrorResponse(400, 'UserNotFoundException', 'User not found.'));
    const error = await failure();
    expect(error).toBeInstanceOf(ServerError);
    expect((error as ServerError).code).toBe('UserNotFoundException');
    expect((error as Error).message).toBe('User not found.');
  });

  it('401 and 403 with the error object follow the same rule', async () => {
    answer(() => serverErrorResponse(401, 'Unauthorized', 'Unauthorized access denied'));
    expect(await failure()).toBeInstanceOf(UnauthorizedError);
    answer(() => serverErrorResponse(403, 'Forbidden', 'Forbidden'));
    expect(await failure()).toBeInstanceOf(UnauthorizedError);
    answer(() =>
      serverErrorResponse(403, 'NoRoleException', 'Unable to login. Please contact the site administrator.'),
    );
    expect(await failure()).toBeInstanceOf(ServerError);
  });

  it("a resource policy's 403 keeps its message and is not the role guard's access denial", async () => {
    answer(() => serverErrorResponse(403, 'Forbidden', 'Access denied. Please try to use another account.'));
    expect(await failure()).toBeInstanceOf(UnauthorizedError);
    answer(() => serverErrorResponse(403, 'Forbidden', 'You do not have access to this item.'));
    const error = await failure();
    expect(error).toBeInstanceOf(ServerError);
    expect((error as Error).message).toBe('You do not have access to this item.');
  });

  it('404 → not found', async () => {
    answer(() => serverErrorResponse(404, 'NotFound', 'Data not found.'));
    const error = await failure();
    expect(error).toBeInstanceOf(NotFoundError);
    expect((error as Error).message).toBe('Data not found.');
  });

  it('429 → too many requests, with Retry-After', async () => {
    answer(() => serverErrorResponse(429, 'TooManyRequests', 'Too many requests', { 'Retry-After': '30' }));
    const error = await failure();
    expect(error).toBeInstanceOf(TooManyRequestsError);
    expect((error as TooManyRequestsError).retryAfterSeconds).toBe(30);
    expect((error as Error).message).toBe('Too many requests. Please try again in 30 seconds.');
  });

  it('any other status → unexpected server error with status, response and headers', async () => {
    answer(() => HttpResponse.text('bad gateway', { status: 502, headers: { 'X-Trace': 'abc' } }));
    const error = await failure();
    expect(error).toBeInstanceOf(UnexpectedServerError);
    expect((error as Error).message).toBe('An unexpected server error occurred.');
    expect((error as UnexpectedServerError).status).toBe(502);
    expect((error as UnexpectedServerError).response).toBe('bad gateway');
    expect((error as UnexpectedServerError).headers['x-trace']).toBe('abc');
  });

  it('413 keeps the server code and message', async () => {
    answer(() => serverErrorResponse(413, 'PayloadTooLarge', 'Request body is too large.'));
    const error = await failure();
    expect(error).toBeInstanceOf(ServerError);
    expect((error as ServerError).code).toBe('PayloadTooLarge');
  });

  it('an answer that breaks the contract is an unexpected server error', async () => {
    answer(() => HttpResponse.json([{ id: 'not-a-number' }]));
    expect(await failure()).toBeInstanceOf(UnexpectedServerError);
  });

  it('an aborted request is a cancellation', async () => {
    answer(async () => {
      await delay(1000);
      return HttpResponse.json([]);
    });
    const controller = new AbortController();
    const pending = call(getAllCountries, { query: {}, signal: controller.signal });
    controller.abort();
    await expect(pending).rejects.toBeInstanceOf(CancelledError);
  });

  it('Retry-After also reads an HTTP date', () => {
    const now = Date.parse('2026-01-01T00:00:00Z');
    expect(parseRetryAfter('Thu, 01 Jan 2026 00:01:00 GMT', now)).toBe(60);
    expect(parseRetryAfter(null)).toBeNull();
  });
});

describe('typed calls', () => {
  it('fills path parameters and query, and validates the answer', async () => {
    let seen = '';
    server.use(
      http.get('*/api/countries/Get/:id', ({ request, params }) => {
        seen = `${new URL(request.url).pathname}|${String(params.id)}`;
        return HttpResponse.json({ id: 7, isoCode: 'US', name: 'United States', states: [] });
      }),
    );
    const country = await call(getCountry, { params: { id: 7 } });
    expect(country.name).toBe('United States');
    expect(seen).toBe('/api/countries/Get/7|7');
  });

  it('attaches the bearer token only when signed in', async () => {
    const headers: (string | null)[] = [];
    server.use(
      http.get(countries, ({ request }) => {
        headers.push(request.headers.get('Authorization'));
        return HttpResponse.json([]);
      }),
    );
    await call(getAllCountries, { query: {} });
    useSessionStore.getState().setSession(demoSession(demoUser('admin@matchline.test')!));
    await call(getAllCountries, { query: {} });
    expect(headers).toEqual([null, 'Bearer token-for-admin@matchline.test']);
  });
});

describe('401 with a session: one refresh, one retry', () => {
  it('refreshes once and retries once with the new token', async () => {
    const admin = demoUser('admin@matchline.test')!;
    useSessionStore.getState().setSession({ ...demoSession(admin), idToken: 'old' });
    const tokens: (string | null)[] = [];
    server.use(
      http.get('*/api/account/me', ({ request }) => {
        const token = request.headers.get('Authorization');
        tokens.push(token);
        return token === 'Bearer fresh'
          ? HttpResponse.json(admin)
          : serverErrorResponse(401, 'Unauthorized', 'Unauthorized access denied');
      }),
    );
    let refreshes = 0;
    configureHttp({
      refreshSession: async () => {
        refreshes += 1;
        useSessionStore.getState().setSession({ ...demoSession(admin), idToken: 'fresh' });
        return true;
      },
    });
    const me = await call(currentUser, {});
    expect(me.email).toBe('admin@matchline.test');
    expect(refreshes).toBe(1);
    expect(tokens).toEqual(['Bearer old', 'Bearer fresh']);
  });

  it('a failed refresh gives the unauthorized error, marked as an expired session', async () => {
    useSessionStore.getState().setSession(demoSession(demoUser('admin@matchline.test')!));
    server.use(
      http.get('*/api/account/me', () =>
        serverErrorResponse(401, 'Unauthorized', 'Unauthorized access denied'),
      ),
    );
    configureHttp({ refreshSession: async () => false });
    const error = await call(currentUser, {}).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(UnauthorizedError);
    expect((error as UnauthorizedError).sessionExpired).toBe(true);
  });

  it('without a session a 401 is not retried', async () => {
    server.use(
      http.get('*/api/account/me', () =>
        serverErrorResponse(401, 'Unauthorized', 'Unauthorized access denied'),
      ),
    );
    let refreshes = 0;
    configureHttp({
      refreshSession: async () => {
        refreshes += 1;
        return true;
      },
    });
    await expect(call(currentUser, {})).rejects.toBeInstanceOf(UnauthorizedError);
    expect(refreshes).toBe(0);
  });
});

describe('coming back online (issue 13)', () => {
  it('a 401 for a token renewed meanwhile is retried with the new token, without a second refresh', async () => {
    const admin = demoUser('admin@matchline.test')!;
    useSessionStore.getState().setSession({ ...demoSession(admin), idToken: 'old' });
    const tokens: (string | null)[] = [];
    server.use(
      http.get('*/api/account/me', async ({ request }) => {
        const token = request.headers.get('Authorization');
        tokens.push(token);
        if (token === 'Bearer fresh') return HttpResponse.json(admin);
        // Another request's refresh lands while this refusal is on its way.
        useSessionStore.getState().setSession({ ...demoSession(admin), idToken: 'fresh' });
        return serverErrorResponse(401, 'Unauthorized', 'Unauthorized access denied');
      }),
    );
    let refreshes = 0;
    configureHttp({
      refreshSession: async () => {
        refreshes += 1;
        return true;
      },
    });
    expect((await call(currentUser, {})).email).toBe('admin@matchline.test');
    expect(refreshes).toBe(0);
    expect(tokens).toEqual(['Bearer old', 'Bearer fresh']);
  });

  it('a refresh that could not reach the server gives a connection error, not a refusal', async () => {
    useSessionStore.getState().setSession(demoSession(demoUser('admin@matchline.test')!));
    server.use(
      http.get('*/api/account/me', () =>
        serverErrorResponse(401, 'Unauthorized', 'Unauthorized access denied'),
      ),
    );
    configureHttp({
      refreshSession: () => Promise.reject(new ConnectionError()),
    });
    await expect(call(currentUser, {})).rejects.toBeInstanceOf(ConnectionError);
  });

  it('handlesOffline marks a connection failure as handled by the caller; other failures stay as they are', async () => {
    answer(() => HttpResponse.error());
    const kept = await call(getAllCountries, { query: { states: 'true' }, handlesOffline: true }).catch(
      (e: unknown) => e,
    );
    expect(kept).toBeInstanceOf(ConnectionError);
    expect((kept as ConnectionError).handledOffline).toBe(true);
    const shown = (await failure()) as ConnectionError;
    expect(shown.handledOffline).toBe(false);
    answer(() => serverErrorResponse(400, 'Denied', 'Not now.'));
    const refused = await call(getAllCountries, { query: { states: 'true' }, handlesOffline: true }).catch(
      (e: unknown) => e,
    );
    expect(refused).toBeInstanceOf(ServerError);
  });
});
