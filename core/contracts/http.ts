import { z } from 'zod';
import type { Role } from '../domain/roles.ts';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** Who may call a route: anyone, any signed-in user, or the listed roles. */
export type Access = 'public' | 'authenticated' | readonly Role[];

/**
 * One endpoint: method, path (Fastify syntax, ':id'), input schemas, answer schema and access.
 * The server validates with it; the client types its calls with it; msw handlers are typed from it.
 */
export type Contract<
  TBody extends z.ZodType = z.ZodType,
  TQuery extends z.ZodType = z.ZodType,
  TParams extends z.ZodType = z.ZodType,
  TResponse extends z.ZodType = z.ZodType,
> = {
  method: HttpMethod;
  path: string;
  access: Access;
  body?: TBody;
  query?: TQuery;
  params?: TParams;
  response: TResponse;
};

export function defineContract<
  TBody extends z.ZodType = z.ZodUndefined,
  TQuery extends z.ZodType = z.ZodUndefined,
  TParams extends z.ZodType = z.ZodUndefined,
  TResponse extends z.ZodType = z.ZodType,
>(contract: Contract<TBody, TQuery, TParams, TResponse>): Contract<TBody, TQuery, TParams, TResponse> {
  return contract;
}

export type BodyOf<C> = C extends Contract<infer B, z.ZodType, z.ZodType, z.ZodType> ? z.input<B> : never;
export type QueryOf<C> = C extends Contract<z.ZodType, infer Q, z.ZodType, z.ZodType> ? z.input<Q> : never;
export type ParamsOf<C> = C extends Contract<z.ZodType, z.ZodType, infer P, z.ZodType> ? z.input<P> : never;
export type ResponseOf<C> =
  C extends Contract<z.ZodType, z.ZodType, z.ZodType, infer R> ? z.output<R> : never;

/** Fills ':name' segments of a contract path. */
export function buildPath(path: string, params: Record<string, string | number> = {}): string {
  return path.replace(/:(\w+)\??/g, (_whole, name: string) => {
    const value = params[name];
    if (value === undefined || value === '') throw new Error(`Parameter ${name} must be defined.`);
    return encodeURIComponent(String(value));
  });
}

/** The server's error codes (ResponseCode of business.md §3.8, plus the identity codes). */
export const errorCodes = [
  'InternalServerError',
  'Error',
  'NotFound',
  'Forbidden',
  'Conflict',
  'FormValidationError',
  'ValidationError',
  'Unauthorized',
  'TooManyRequests',
  'UserNotFoundException',
  'NotAuthorizedException',
  'UserNotConfirmedException',
  'PasswordResetRequiredException',
  'InvalidParameterException',
  'LimitExceededException',
  /** Sign-in to an account with many recent failures needs a solved captcha (issue 11). */
  'CaptchaRequired',
  'ExpiredCodeException',
  'CodeMismatchException',
  'InvalidPasswordException',
  'NoRoleException',
  'PayloadTooLarge',
  'UnsupportedMediaType',
  /** An applicant action refused by the restrictions of platform.md §6 (the client shows the 'Denied' popup). */
  'ApplicantActionDenied',
] as const;
export type ErrorCode = (typeof errorCodes)[number];

/** 400 with a description object: per-field messages, field names lower-camel-cased. */
export const validationErrorBody = z.object({
  message: z.string(),
  description: z.record(z.string(), z.array(z.string())),
});
export type ValidationErrorBody = z.infer<typeof validationErrorBody>;

/** Any other error: an error object holding ErrorCode and Message. */
export const serverErrorBody = z.object({
  error: z.object({ ErrorCode: z.string(), Message: z.string() }),
});
export type ServerErrorBody = z.infer<typeof serverErrorBody>;

/** Trims and rejects NUL bytes, which PostgreSQL cannot store. */
export const text = (max: number) =>
  z
    .string()
    .max(max)
    .refine((v) => !v.includes('\u0000'), 'Invalid value.');

export const okResponse = z.object({ ok: z.literal(true) });
