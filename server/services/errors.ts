/**
 * Errors that services throw and the error handler turns into the answers of platform.md §8:
 * AppError → `{error:{ErrorCode, Message}}` with its status; ValidationFailure → 400 with per-field
 * messages. Services never build HTTP responses themselves.
 */
import type { ErrorCode } from '../../core/contracts/http.ts';
import { messages } from '../../core/domain/messages.ts';

export class AppError extends Error {
  readonly statusCode: number;
  readonly code: ErrorCode;
  readonly headers: Record<string, string>;

  constructor(statusCode: number, code: ErrorCode, message: string, headers: Record<string, string> = {}) {
    super(message);
    this.name = 'AppError';
    this.statusCode = statusCode;
    this.code = code;
    this.headers = headers;
  }
}

/** Per-field messages, keyed by lower-camel-cased field path. */
export class ValidationFailure extends Error {
  readonly description: Record<string, string[]>;

  constructor(description: Record<string, string[]>) {
    super(messages.ValidationError);
    this.name = 'ValidationFailure';
    this.description = description;
  }
}

/** Identity errors are 400 with the provider-style code (platform.md §8). */
export const identityError = (code: ErrorCode, message: string) => new AppError(400, code, message);

export const unauthorized = (message: string = messages.Unauthorized) =>
  new AppError(401, 'Unauthorized', message);

export const forbidden = () => new AppError(403, 'Forbidden', messages.AccessDeniedSignedIn);

export const notFound = () => new AppError(404, 'NotFound', messages.NotFound);
