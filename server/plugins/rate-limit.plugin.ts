/**
 * Per-IP rate limits for the routes that ask for them (defineRoute's `rateLimit` option). The key is
 * `request.ip`: the socket address unless TRUST_PROXY names the proxies, so a forged
 * X-Forwarded-For cannot reset a limit.
 */
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import { formatMessage, messages } from '../../core/domain/messages.ts';
import { AppError } from '../errors.ts';

export async function registerRateLimits(app: FastifyInstance): Promise<void> {
  await app.register(rateLimit, {
    global: false,
    keyGenerator: (request) => request.ip,
    errorResponseBuilder: (_request, context) => {
      const seconds = Math.max(1, Math.ceil(context.ttl / 1000));
      return new AppError(429, 'TooManyRequests', formatMessage(messages.TooManyRequests, { seconds }), {
        'retry-after': String(seconds),
      });
    },
  });
}
