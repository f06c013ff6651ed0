/**
 * Google reCAPTCHA, used when RECAPTCHA_SITE_KEY and RECAPTCHA_SECRET_KEY are configured: the
 * browser renders Google's widget with the site key; the server asks Google's siteverify about the
 * token (Google spends tokens itself, so no replay table is needed).
 */
import { z } from 'zod';
import type { Logger } from '../../logger.ts';
import type { CaptchaService } from './captcha.service.ts';

export const RECAPTCHA_VERIFY_URL = 'https://www.google.com/recaptcha/api/siteverify';

const answerSchema = z.object({ success: z.boolean() });

export function createRecaptchaCaptcha(deps: {
  siteKey: string;
  secretKey: string;
  log: Logger;
  fetch?: typeof fetch;
}): CaptchaService {
  const fetchImpl = deps.fetch ?? fetch;
  return {
    async challenge() {
      return { provider: 'recaptcha', siteKey: deps.siteKey };
    },

    async verify(answer, remoteIp) {
      try {
        const response = await fetchImpl(RECAPTCHA_VERIFY_URL, {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          body: new URLSearchParams({
            secret: deps.secretKey,
            response: answer,
            remoteip: remoteIp,
          }).toString(),
          signal: AbortSignal.timeout(10_000),
        });
        if (!response.ok) {
          deps.log.warn({ status: response.status }, 'reCAPTCHA siteverify refused the request');
          return false;
        }
        const parsed = answerSchema.safeParse(await response.json());
        return parsed.success && parsed.data.success;
      } catch (error) {
        deps.log.warn(
          { error: error instanceof Error ? error.message : String(error) },
          'reCAPTCHA siteverify failed',
        );
        return false;
      }
    },
  };
}
