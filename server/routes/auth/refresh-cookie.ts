import type {} from '@fastify/cookie';
import type { FastifyReply, FastifyRequest } from 'fastify';

/** The refresh token lives only here: HttpOnly, sent only to /api/auth, never cross-site. */
export const REFRESH_COOKIE = 'ml_refresh';
const COOKIE_PATH = '/api/auth';

export function setRefreshCookie(reply: FastifyReply, token: string, expiresAt: Date, secure: boolean): void {
  reply.setCookie(REFRESH_COOKIE, token, {
    httpOnly: true,
    secure,
    sameSite: 'strict',
    path: COOKIE_PATH,
    expires: expiresAt,
  });
}

export function clearRefreshCookie(reply: FastifyReply, secure: boolean): void {
  reply.clearCookie(REFRESH_COOKIE, { httpOnly: true, secure, sameSite: 'strict', path: COOKIE_PATH });
}

export function readRefreshCookie(request: FastifyRequest): string | undefined {
  const value = request.cookies[REFRESH_COOKIE];
  return value && value.length <= 200 ? value : undefined;
}
