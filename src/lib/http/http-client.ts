import ky, { type KyInstance } from 'ky';
import {
  type BodyOf,
  buildPath,
  type Contract,
  type ParamsOf,
  type QueryOf,
  type ResponseOf,
} from '../../../core/contracts/http.ts';
import {
  type AppError,
  markHandledOffline,
  UnauthorizedError,
  UnexpectedServerError,
} from '../errors/app-errors.ts';
import { currentIdToken } from '../session/session-store.ts';
import { mapErrorResponse, mapTransportError } from './map-http-error.ts';

type Part<K extends string, T> = [T] extends [undefined] ? { [P in K]?: undefined } : { [P in K]: T };

/** What `call` needs for a contract: only the parts the contract declares are required. */
export type CallInput<C> = Part<'body', BodyOf<C>> &
  Part<'query', QueryOf<C>> &
  Part<'params', ParamsOf<C>> & {
    signal?: AbortSignal;
    /** Do not try a session refresh on 401 (the auth endpoints themselves). */
    skipSessionRefresh?: boolean;
    /**
     * Sent as `Idempotency-Key`: the server answers a repeated key with its first answer. A save that
     * falls back to the outbox reuses it, so an answer lost on the way never applies an edit twice.
     */
    idempotencyKey?: string;
    /**
     * The caller works on without the network (a save kept on the device, a read answered from the
     * device copy): a connection failure comes back marked `handledOffline`, so handleError shows
     * no 'Could not connect to server' toast for it.
     */
    handlesOffline?: boolean;
  };

type HttpConfig = {
  /**
   * Called once on a 401 from an authenticated call; resolves true when a new token is in place,
   * false when the session has ended; rejects (a ConnectionError) when the server could not be asked.
   */
  refreshSession: (() => Promise<boolean>) | null;
  timeoutMs: number;
};

const config: HttpConfig = { refreshSession: null, timeoutMs: 30_000 };

export function configureHttp(options: Partial<HttpConfig>): void {
  Object.assign(config, options);
}

let client: KyInstance | null = null;

function http(): KyInstance {
  client ??= ky.create({
    // We map every status ourselves (platform.md §8) and decide about retries ourselves.
    throwHttpErrors: false,
    retry: 0,
    timeout: config.timeoutMs,
    credentials: 'same-origin',
    hooks: {
      beforeRequest: [
        (request) => {
          const token = currentIdToken();
          if (token && !request.headers.has('Authorization')) {
            request.headers.set('Authorization', `Bearer ${token}`);
          }
        },
      ],
    },
  });
  return client;
}

/** Absolute URL: Request needs one outside a browser document (tests, service worker). */
function urlFor(contract: Contract, params: unknown, query: unknown): string {
  const origin = globalThis.location?.origin ?? 'http://localhost';
  const url = new URL(buildPath(contract.path, (params ?? {}) as Record<string, string | number>), origin);
  if (query && typeof query === 'object') {
    for (const [key, value] of Object.entries(query)) {
      if (value !== undefined && value !== null) url.searchParams.set(key, String(value));
    }
  }
  return url.toString();
}

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (text === '') return null;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

async function send(contract: Contract, input: CallInput<Contract>): Promise<unknown> {
  let response: Response;
  try {
    response = await http()(urlFor(contract, input.params, input.query), {
      method: contract.method,
      json: input.body,
      signal: input.signal,
      ...(input.idempotencyKey ? { headers: { 'idempotency-key': input.idempotencyKey } } : {}),
    });
  } catch (error) {
    throw mapTransportError(error);
  }
  let body: unknown;
  try {
    body = await readBody(response);
  } catch (error) {
    throw mapTransportError(error);
  }
  if (!response.ok) throw mapErrorResponse(response, body);
  return body;
}

let refreshing: Promise<boolean> | null = null;

/** One refresh at a time: concurrent 401s wait for the same refresh (the session service shares it too). */
function refreshOnce(): Promise<boolean> {
  if (!config.refreshSession) return Promise.resolve(false);
  refreshing ??= config.refreshSession().finally(() => {
    refreshing = null;
  });
  return refreshing;
}

/**
 * Calls an endpoint described by a contract and returns its answer validated by the contract's
 * response schema. Failures are the typed errors of platform.md §8. On a 401 from a call made
 * with a token, the session is refreshed once and the call retried once.
 */
export async function call<C extends Contract>(contract: C, input: CallInput<C>): Promise<ResponseOf<C>> {
  try {
    return await callOnce(contract, input);
  } catch (error) {
    if (input.handlesOffline) markHandledOffline(error);
    throw error;
  }
}

async function callOnce<C extends Contract>(contract: C, input: CallInput<C>): Promise<ResponseOf<C>> {
  const generic = input as CallInput<Contract>;
  let body: unknown;
  const tokenSent = currentIdToken();
  try {
    body = await send(contract, generic);
  } catch (error) {
    const canRefresh =
      error instanceof UnauthorizedError &&
      error.status === 401 &&
      currentIdToken() !== null &&
      !generic.skipSessionRefresh;
    if (!canRefresh) throw error;
    // Refused a token that has been renewed meanwhile (a refresh finished while this request was on
    // its way): retry with the new one; a second refresh would spend the new refresh token for nothing.
    const renewedMeanwhile = tokenSent !== null && currentIdToken() !== tokenSent;
    if (!renewedMeanwhile && !(await refreshOnce())) {
      error.sessionExpired = true;
      throw error;
    }
    body = await send(contract, generic);
  }
  const parsed = contract.response.safeParse(body);
  if (!parsed.success) throw new UnexpectedServerError(200, body) satisfies AppError;
  return parsed.data as ResponseOf<C>;
}
