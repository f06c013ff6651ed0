/**
 * Signed tokens (JWT, HS256, jose): the short-lived id/access token that the client sends as a
 * bearer, and the 10-minute challenge token of the new-password-required sign-in outcome. Each
 * kind has its own audience, so one can never be used as the other.
 */
import { createHash, createHmac, randomBytes } from 'node:crypto';
import { errors, jwtVerify, SignJWT } from 'jose';
import { isRole, type Role } from '../../../core/domain/roles.ts';
import type { Clock } from '../../clock.ts';

export const ACCESS_TOKEN_TTL_MS = 15 * 60_000;
export const CHALLENGE_TOKEN_TTL_MS = 10 * 60_000;

const ACCESS_AUDIENCE = 'matchline';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const CHALLENGE_AUDIENCE = 'matchline:new-password';

export type AccessClaims = {
  userId: string;
  email: string;
  roles: Role[];
  sessionId: string;
  /** The admin behind an impersonated session, else null. */
  impersonatorId: string | null;
};

export type TokenService = ReturnType<typeof createTokenService>;

export function createTokenService(options: { secret: string; issuer: string; clock: Clock }) {
  const key = new TextEncoder().encode(options.secret);
  const seconds = (date: Date) => Math.floor(date.getTime() / 1000);

  async function sign(payload: Record<string, unknown>, subject: string, audience: string, ttlMs: number) {
    const now = options.clock.now();
    const expiresAt = new Date(now.getTime() + ttlMs);
    const token = await new SignJWT(payload)
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setSubject(subject)
      .setIssuer(options.issuer)
      .setAudience(audience)
      .setIssuedAt(seconds(now))
      .setExpirationTime(seconds(expiresAt))
      .sign(key);
    return { token, expiresAt };
  }

  async function verify(token: string, audience: string) {
    try {
      const { payload } = await jwtVerify(token, key, {
        algorithms: ['HS256'],
        issuer: options.issuer,
        audience,
        currentDate: options.clock.now(),
      });
      return { payload, expired: false } as const;
    } catch (error) {
      // An expired token was still authenticated (signature checked before claims): keep its payload.
      if (
        error instanceof errors.JWTExpired &&
        error.payload.aud === audience &&
        error.payload.iss === options.issuer
      ) {
        return { payload: error.payload, expired: true } as const;
      }
      return { payload: null, expired: false } as const;
    }
  }

  return {
    /** A bearer token; `notAfter` caps its life (a token never outlives its session). */
    signAccessToken(claims: AccessClaims, notAfter?: Date) {
      const ttl = notAfter
        ? Math.min(ACCESS_TOKEN_TTL_MS, notAfter.getTime() - options.clock.now().getTime())
        : ACCESS_TOKEN_TTL_MS;
      return sign(
        { email: claims.email, roles: claims.roles, sid: claims.sessionId, imp: claims.impersonatorId },
        claims.userId,
        ACCESS_AUDIENCE,
        Math.max(1000, ttl),
      );
    },

    /** The claims of a valid, unexpired access token, else null. */
    async verifyAccessToken(token: string): Promise<AccessClaims | null> {
      const { payload, expired } = await verify(token, ACCESS_AUDIENCE);
      if (expired || !payload?.sub || typeof payload.email !== 'string' || typeof payload.sid !== 'string')
        return null;
      // Ids go straight into uuid columns: never let a malformed one reach the database.
      if (!UUID.test(payload.sub) || !UUID.test(payload.sid)) return null;
      const roles = Array.isArray(payload.roles) ? payload.roles.filter(isRole) : [];
      return {
        userId: payload.sub,
        email: payload.email,
        roles,
        sessionId: payload.sid,
        impersonatorId: typeof payload.imp === 'string' ? payload.imp : null,
      };
    },

    signChallengeToken(userId: string, email: string) {
      return sign({ email }, userId, CHALLENGE_AUDIENCE, CHALLENGE_TOKEN_TTL_MS);
    },

    /**
     * The refresh token that replaces `token` when it is spent: derived, not random, so a refresh
     * retried after a lost answer can be given the same successor without it being stored in clear
     * (only its SHA-256 is). Unguessable without the server secret.
     */
    refreshSuccessor(token: string): string {
      return createHmac('sha256', key)
        .update('matchline:refresh-successor:')
        .update(token)
        .digest('base64url');
    },

    /** A valid challenge, an expired one (with the email it was issued to), or null when forged. */
    async verifyChallengeToken(
      token: string,
    ): Promise<{ userId: string; email: string; expired: boolean } | null> {
      const { payload, expired } = await verify(token, CHALLENGE_AUDIENCE);
      if (!payload?.sub || typeof payload.email !== 'string' || !UUID.test(payload.sub)) return null;
      return { userId: payload.sub, email: payload.email, expired };
    },
  };
}

/** A random 256-bit opaque token (refresh tokens). */
export function randomToken(): string {
  return randomBytes(32).toString('base64url');
}

/** Refresh tokens are stored as their SHA-256: a database leak does not hand out sessions. */
export function sha256(value: string): string {
  return createHash('sha256').update(value).digest('hex');
}
