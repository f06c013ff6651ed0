import type { CaptchaChallengeResponse } from '../../../core/contracts/platform/contact.contract.ts';
import { ValidationFailure } from '../../errors.ts';

/** One interface for both providers: ALTCHA (self-hosted, default) and Google reCAPTCHA. */
export type CaptchaService = {
  challenge(): Promise<CaptchaChallengeResponse>;
  /** True when `answer` proves a solved, unspent challenge. */
  verify(answer: string, remoteIp: string): Promise<boolean>;
};

/** Rejects the form with the captcha field's own message when the answer does not verify. */
export async function requireCaptcha(
  captcha: CaptchaService,
  answer: string,
  remoteIp: string,
  message: string,
): Promise<void> {
  if (!(await captcha.verify(answer, remoteIp))) throw new ValidationFailure({ captcha: [message] });
}
