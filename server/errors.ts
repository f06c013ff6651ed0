/**
 * Errors that services throw and the error handler turns into the answers of platform.md §8:
 * AppError → `{error:{ErrorCode, Message}}` with its status; ValidationFailure → 400 with per-field
 * messages. Services never build HTTP responses themselves.
 */
import type { ErrorCode } from '../core/contracts/http.ts';
import { messages } from '../core/domain/messages.ts';

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

/**
 * A versioned write made against an older copy (ADR 0012): answered 409 with the error and the
 * server's `current` copy, which the offline outbox shows beside the user's own edit.
 */
export class StaleWrite<T = unknown> extends Error {
  readonly current: T;

  constructor(message: string, current: T) {
    super(message);
    this.name = 'StaleWrite';
    this.current = current;
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

/**
 * A resource-level refusal (a policy, not the route's role guard): the role may use the route, but not
 * on this resource (a society user and another specialty, a program user and another program).
 */
export const forbiddenResource = (message: string = messages.ResourceAccessDenied) =>
  new AppError(403, 'Forbidden', message);

/** The resource is not there (or not for this caller); a more precise catalogue message where one exists. */
export const notFound = (message: string = messages.NotFound) => new AppError(404, 'NotFound', message);

/** The request clashes with the resource's current state (already decided, still in use, a duplicate…). */
export const conflict = (message: string, headers: Record<string, string> = {}) =>
  new AppError(409, 'Conflict', message, headers);

/** An applicant action refused by platform.md §6; the message is the decline reason the popup shows. */
export const applicantActionDenied = (reason: string) => new AppError(409, 'ApplicantActionDenied', reason);
