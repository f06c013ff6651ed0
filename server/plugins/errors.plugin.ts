/**
 * The one error handler: every failure leaves as the error shapes of platform.md §8, and nothing a
 * client sends can produce a 5xx. Unexpected errors answer a bare 500 and are logged with the
 * request id (also sent as the X-Request-Id header) so support can find them.
 */
import type { FastifyError, FastifyInstance } from 'fastify';
import { ZodError } from 'zod';
import type { ErrorCode } from '../../core/contracts/http.ts';
import { messages } from '../../core/domain/messages.ts';
import { AppError, StaleWrite, ValidationFailure } from '../errors.ts';
import { describeIssues } from '../validation-errors.ts';

export const requestMessages = {
  malformedJson: 'The request body is not valid JSON.',
  payloadTooLarge: 'The request is too large.',
  unsupportedMediaType: 'Unsupported content type. Send application/json.',
  badRequest: 'The request is not valid.',
} as const;

const codeByStatus: Record<number, ErrorCode> = {
  400: 'ValidationError',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'NotFound',
  409: 'Conflict',
  413: 'PayloadTooLarge',
  415: 'UnsupportedMediaType',
  429: 'TooManyRequests',
};

export function errorBody(code: ErrorCode, message: string) {
  return { error: { ErrorCode: code, Message: message } };
}

/**
 * Errors Fastify raises before routing (a malformed URL, an over-long path parameter), in our
 * shape too (Fastify's `frameworkErrors` option).
 */
export function frameworkErrorBody(error: FastifyError): {
  status: number;
  body: ReturnType<typeof errorBody>;
} {
  const status =
    error.statusCode && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 400;
  return { status, body: errorBody(codeByStatus[status] ?? 'Error', requestMessages.badRequest) };
}

function isFastifyError(error: unknown): error is FastifyError {
  return error instanceof Error && typeof (error as FastifyError).code === 'string';
}

export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error, request, reply) => {
    if (error instanceof AppError) {
      return reply.status(error.statusCode).headers(error.headers).send(errorBody(error.code, error.message));
    }
    if (error instanceof StaleWrite) {
      return reply.status(409).send({ ...errorBody('Conflict', error.message), current: error.current });
    }
    if (error instanceof ValidationFailure) {
      return reply.status(400).send({ message: messages.ValidationError, description: error.description });
    }
    if (error instanceof ZodError) {
      return reply
        .status(400)
        .send({ message: messages.ValidationError, description: describeIssues(error.issues) });
    }
    if (isFastifyError(error)) {
      switch (error.code) {
        case 'FST_ERR_CTP_BODY_TOO_LARGE':
          return reply.status(413).send(errorBody('PayloadTooLarge', requestMessages.payloadTooLarge));
        case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
          return reply
            .status(415)
            .send(errorBody('UnsupportedMediaType', requestMessages.unsupportedMediaType));
        case 'FST_ERR_CTP_INVALID_JSON_BODY':
        case 'FST_ERR_CTP_EMPTY_JSON_BODY':
          return reply.status(400).send(errorBody('ValidationError', requestMessages.malformedJson));
      }
      const status = error.statusCode ?? 500;
      if (status >= 400 && status < 500) {
        const code = codeByStatus[status] ?? 'Error';
        const message =
          status === 401
            ? messages.Unauthorized
            : status === 404
              ? messages.NotFound
              : requestMessages.badRequest;
        return reply.status(status).send(errorBody(code, message));
      }
    }
    request.log.error({ err: error, requestId: request.id }, 'request failed');
    return reply.status(500).send(errorBody('InternalServerError', messages.InternalServerError));
  });
}
