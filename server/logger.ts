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

/**
 * A request URL as the logs may show it: the `access_token` a browser has to put in the query of a
 * hub's WebSocket or event stream, and the hub connection's secret `id`, are redacted.
 */
export function redactUrl(url: string): string {
  const isHub = url.startsWith('/hubs/');
  return url.replace(/([?&])(access_token|id)=[^&#]*/g, (whole, separator: string, name: string) =>
    name === 'access_token' || isHub ? `${separator}${name}=[redacted]` : whole,
  );
}

type LoggedRequest = {
  method: string;
  url: string;
  headers?: Record<string, unknown>;
  host?: string;
  ip?: string;
  socket?: { remotePort?: number };
};

/** Fastify's request serializer, with the URL redacted (and safe on whatever is logged as `req`). */
const requestSerializer = (request: LoggedRequest) => ({
  method: request?.method,
  url: typeof request?.url === 'string' ? redactUrl(request.url) : undefined,
  version: request?.headers?.['accept-version'] as string | undefined,
  host: request?.host,
  remoteAddress: request?.ip,
  remotePort: request?.socket?.remotePort,
});

export function loggerOptions(
  config: Pick<Config, 'logLevel'>,
  stream?: LogDestination,
): FastifyServerOptions['logger'] {
  return {
    level: config.logLevel,
    redact: { paths: redactPaths, censor: '[redacted]' },
    serializers: { req: requestSerializer },
    ...(stream ? { stream } : {}),
  };
}
