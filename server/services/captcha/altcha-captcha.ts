/**
 * ALTCHA proof of work (altcha-lib v2, deterministic mode): the server picks a secret counter and
 * signs the challenge; the browser searches counters until the derived key matches. Verification
 * checks the signatures, the expiry, and that this solution was not spent before (captcha_uses).
 */
import { randomInt } from 'node:crypto';
import { createChallenge, verifySolution } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import { z } from 'zod';
import { altchaChallenge } from '../../../core/contracts/platform/contact.contract.ts';
import { addMs, type Clock } from '../../clock.ts';
import type { DbExecutor } from '../../db/client.ts';
import {
  claimCaptchaSolution,
  purgeExpiredCaptchaUses,
} from '../../db/repositories/captcha-uses.repository.ts';
import type { CaptchaService } from './captcha.service.ts';

export const CAPTCHA_TTL_MS = 10 * 60_000;

const payloadSchema = z.object({
  challenge: altchaChallenge,
  solution: z.object({ counter: z.number().int().nonnegative(), derivedKey: z.string().max(1024) }),
});

/** Our client sends JSON; the official ALTCHA widget sends the same JSON base64-encoded. */
export function decodeAltchaPayload(answer: string): z.infer<typeof payloadSchema> | null {
  const candidates = [answer];
  if (!answer.trimStart().startsWith('{')) candidates.push(Buffer.from(answer, 'base64').toString('utf8'));
  for (const text of candidates) {
    try {
      const parsed = payloadSchema.safeParse(JSON.parse(text));
      if (parsed.success) return parsed.data;
    } catch {
      // not this encoding
    }
  }
  return null;
}

export function createAltchaCaptcha(deps: {
  db: DbExecutor;
  clock: Clock;
  hmacKey: string;
  /** Upper bound of the secret counter: the expected work is about half of it. */
  maxNumber: number;
}): CaptchaService {
  const { db, clock, hmacKey, maxNumber } = deps;
  const keySignatureSecret = `${hmacKey}:derived-key`;

  return {
    async challenge() {
      const challenge = await createChallenge({
        algorithm: 'SHA-256',
        cost: 1,
        counter: randomInt(Math.floor(maxNumber / 10), maxNumber),
        deriveKey,
        // Signed with the rest: the client shows progress against it.
        data: { maxNumber },
        expiresAt: addMs(clock.now(), CAPTCHA_TTL_MS),
        hmacSignatureSecret: hmacKey,
        hmacKeySignatureSecret: keySignatureSecret,
      });
      return { provider: 'altcha', challenge: altchaChallenge.parse(challenge) };
    },

    async verify(answer) {
      const payload = decodeAltchaPayload(answer);
      if (!payload) return false;
      let verified = false;
      try {
        const result = await verifySolution({
          challenge: payload.challenge,
          solution: payload.solution,
          deriveKey,
          hmacSignatureSecret: hmacKey,
          hmacKeySignatureSecret: keySignatureSecret,
        });
        verified = result.verified;
      } catch {
        verified = false;
      }
      if (!verified) return false;
      const now = clock.now();
      const expiresAt = payload.challenge.parameters.expiresAt
        ? new Date(payload.challenge.parameters.expiresAt * 1000)
        : addMs(now, CAPTCHA_TTL_MS);
      await purgeExpiredCaptchaUses(db, now);
      return claimCaptchaSolution(db, payload.challenge.signature, expiresAt);
    },
  };
}
