import { serverErrorBody, validationErrorBody } from '../../../core/contracts/http.ts';
import { messages } from '../../../core/domain/messages.ts';
import {
  type AppError,
  CancelledError,
  ConnectionError,
  InternalServerError,
  isAppError,
  isCancellation,
  NotFoundError,
  ServerError,
  TooManyRequestsError,
  UnauthorizedError,
  UnexpectedServerError,
  ValidationError,
} from '../errors/app-errors.ts';

/** Server codes that mean "you may not do this": they go to the unauthorized handling. */
const unauthorizedCodes = new Set(['Unauthorized', 'Forbidden']);

/** What a role guard's 403 says (ours, or a bare code); any other text is a resource policy's own. */
const roleGuardTexts = new Set(['', 'Forbidden', messages.AccessDeniedSignedIn]);

function lowerCamel(name: string): string {
  return name.replace(/(^|\.)([A-Z])/g, (_all, dot: string, ch: string) => `${dot}${ch.toLowerCase()}`);
}

function headersOf(response: Response): Record<string, string> {
  const result: Record<string, string> = {};
  response.headers.forEach((value, key) => {
    result[key] = value;
  });
  return result;
}

/** Retry-After as seconds: either delta-seconds or an HTTP date. */
export function parseRetryAfter(value: string | null, now = Date.now()): number | null {
  if (!value) return null;
  const trimmed = value.trim();
  if (/^\d+$/.test(trimmed)) return Number(trimmed);
  const at = Date.parse(trimmed);
  if (Number.isNaN(at)) return null;
  return Math.max(0, Math.ceil((at - now) / 1000));
}

/**
 * The mapping table of platform.md §8, for a response that is not 2xx.
 * `body` is the parsed JSON (or the raw text, or null when empty).
 */
export function mapErrorResponse(response: Response, body: unknown): AppError {
  const { status } = response;
  if (status === 0) return new ConnectionError();
  if (status === 500 || status === 503 || status === 504) return new InternalServerError(status);
  if (status === 429) return new TooManyRequestsError(parseRetryAfter(response.headers.get('Retry-After')));

  if (status === 400) {
    const validation = validationErrorBody.safeParse(body);
    if (validation.success) {
      const fields: Record<string, string[]> = {};
      for (const [name, list] of Object.entries(validation.data.description)) fields[lowerCamel(name)] = list;
      return new ValidationError(fields);
    }
  }

  if (status === 400 || status === 401 || status === 403) {
    const serverError = serverErrorBody.safeParse(body);
    if (serverError.success) {
      const { ErrorCode, Message } = serverError.data.error;
      // A resource policy's refusal (the role may use the route, not on this item) is an answer to
      // show, not a reason to leave the area: only the role guard's 403 goes to the unauthorized handling.
      if (status === 403 && ErrorCode === 'Forbidden' && !roleGuardTexts.has(Message))
        return new ServerError(status, ErrorCode, Message);
      if (unauthorizedCodes.has(ErrorCode))
        return new UnauthorizedError(status, ErrorCode, Message || undefined);
      return new ServerError(status, ErrorCode, Message);
    }
    // A bare 401 (no error body) still means the caller is not signed in.
    if (status === 401) return new UnauthorizedError(status);
  }

  if (status === 404) return new NotFoundError();

  // 413, 415 and anything else with the server's error object keep its code and message.
  const serverError = serverErrorBody.safeParse(body);
  if (serverError.success && status >= 400 && status < 500) {
    return new ServerError(status, serverError.data.error.ErrorCode, serverError.data.error.Message);
  }
  return new UnexpectedServerError(status, body, headersOf(response));
}

/** Errors thrown before any response: aborts stay cancellations, everything else is a connection error. */
export function mapTransportError(error: unknown): AppError {
  if (isAppError(error)) return error;
  if (isCancellation(error)) return new CancelledError();
  return new ConnectionError();
}
