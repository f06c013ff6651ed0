import { type MessageKey, message } from '../../../core/domain/messages.ts';

/**
 * The typed errors of platform.md §8 / business.md §8. Each carries the catalogue key of its
 * default message so the UI can show it in the current locale; `message` stays the en-gb text
 * (or the server's own text) for logs.
 */
export type ErrorKind =
  | 'application'
  | 'connection'
  | 'internalServer'
  | 'server'
  | 'validation'
  | 'unauthorized'
  | 'notFound'
  | 'tooManyRequests'
  | 'unexpectedServer'
  | 'cancelled'
  | 'timeout';

export class AppError extends Error {
  readonly kind: ErrorKind;
  /** Catalogue key of the text to show; null when the server's own message must be shown. */
  readonly messageKey: MessageKey | null;
  readonly messageValues: Record<string, string | number>;
  /** Shown after the message, untranslated (a status code). */
  detail: string | null = null;

  constructor(
    kind: ErrorKind,
    messageKey: MessageKey | null,
    text?: string,
    values: Record<string, string | number> = {},
  ) {
    super(text ?? (messageKey ? message(messageKey, values) : ''));
    this.name = new.target.name;
    this.kind = kind;
    this.messageKey = messageKey;
    this.messageValues = values;
  }
}

export class ApplicationError extends AppError {
  constructor(text?: string) {
    super('application', text ? null : 'ApplicationError', text);
  }
}

/** No response, status 0 or a network failure. */
export class ConnectionError extends AppError {
  /**
   * The caller carries on without the network (a save kept on this device for the outbox, a read
   * answered from the device copy) and the sync status says so: no 'Could not connect' toast.
   */
  handledOffline = false;
  constructor() {
    super('connection', 'ConnectionError');
  }
}

/** Marks a connection failure as handled offline by its caller (see ConnectionError.handledOffline). */
export function markHandledOffline(error: unknown): void {
  if (error instanceof ConnectionError) error.handledOffline = true;
}

/** 500, 503, 504. */
export class InternalServerError extends AppError {
  readonly status: number;
  constructor(status: number) {
    super('internalServer', 'InternalServerError', `${message('InternalServerError')} (${status})`);
    this.status = status;
    this.detail = `(${status})`;
  }
}

export type FieldErrors = Record<string, string[]>;

/** 400 with a description object: per-field messages, field names lower-camel-cased. */
export class ValidationError extends AppError {
  readonly fields: FieldErrors;
  constructor(fields: FieldErrors) {
    super('validation', 'ValidationError');
    this.fields = fields;
  }
}

export class UnauthorizedError extends AppError {
  readonly status: number;
  readonly code: string;
  /** Set when a refresh was tried and failed: the session handler has already sent the user to sign in. */
  sessionExpired = false;
  constructor(status: number, code = 'Unauthorized', serverMessage?: string) {
    super('unauthorized', 'Unauthorized', serverMessage);
    this.status = status;
    this.code = code;
  }
}

/** A server error carrying the server's code and message (identity errors included). */
export class ServerError extends AppError {
  readonly status: number;
  readonly code: string;
  constructor(status: number, code: string, serverMessage: string) {
    super('server', serverMessage ? null : 'ServerError', serverMessage || undefined);
    this.status = status;
    this.code = code;
  }
}

export class NotFoundError extends AppError {
  constructor() {
    super('notFound', 'NotFound');
  }
}

export class TooManyRequestsError extends AppError {
  /** Seconds to wait, from Retry-After; null when the server did not say. */
  readonly retryAfterSeconds: number | null;
  constructor(retryAfterSeconds: number | null) {
    super(
      'tooManyRequests',
      retryAfterSeconds === null ? 'LimitExceeded' : 'TooManyRequests',
      undefined,
      retryAfterSeconds === null ? {} : { seconds: retryAfterSeconds },
    );
    this.retryAfterSeconds = retryAfterSeconds;
  }
}

/** Any status the mapping table does not name, or an answer that breaks its contract. */
export class UnexpectedServerError extends AppError {
  readonly status: number;
  readonly response: unknown;
  readonly headers: Record<string, string>;
  constructor(status: number, response: unknown, headers: Record<string, string> = {}) {
    super('unexpectedServer', 'UnexpectedServerError');
    this.status = status;
    this.response = response;
    this.headers = headers;
  }
}

export class CancelledError extends AppError {
  constructor() {
    super('cancelled', 'PromiseCancelled');
  }
}

export class TimeoutError extends AppError {
  constructor() {
    super('timeout', 'Timeout');
  }
}

export function isAppError(error: unknown): error is AppError {
  return error instanceof AppError;
}

/** A 404 answer (a page shows 'Page not found.' instead of a spinner). */
export function isNotFound(error: unknown): boolean {
  return error instanceof AppError && error.kind === 'notFound';
}

/** Aborts from fetch, AbortController or our own cancellation. */
export function isCancellation(error: unknown): boolean {
  if (error instanceof CancelledError) return true;
  return (
    typeof error === 'object' &&
    error !== null &&
    'name' in error &&
    (error as { name: unknown }).name === 'AbortError'
  );
}
