/**
 * Structured logging (pino, through Fastify). Redaction is the single place that keeps secrets out
 * of the logs: passwords, tokens, verification codes, captcha answers, cookies and auth headers.
 */
import type { FastifyServerOptions } from 'fastify';
import type { Config } from './config.ts';

/** What services may log through: pino's call shape, without depending on Fastify. */
export type Logger = {
  info(obj: object, msg?: string): void;
  warn(obj: object, msg?: string): void;
  error(obj: object, msg?: string): void;
};

const secretKeys = [
  'password',
  'newPassword',
  'oldPassword',
  'confirmPassword',
  'passwordConfirmation',
  'verificationCode',
  'captcha',
  'token',
  'idToken',
  'accessToken',
  'refreshToken',
  'challengeToken',
  'jwtSecret',
  'secret',
];

export const redactPaths = [
  'req.headers.authorization',
  'req.headers.cookie',
  'res.headers["set-cookie"]',
  'headers.authorization',
  'headers.cookie',
  ...secretKeys,
  ...secretKeys.map((key) => `*.${key}`),
  ...secretKeys.map((key) => `*.*.${key}`),
];

export type LogDestination = { write(line: string): void };

export function loggerOptions(
  config: Pick<Config, 'logLevel'>,
  stream?: LogDestination,
): FastifyServerOptions['logger'] {
  return {
    level: config.logLevel,
    redact: { paths: redactPaths, censor: '[redacted]' },
    ...(stream ? { stream } : {}),
  };
}
