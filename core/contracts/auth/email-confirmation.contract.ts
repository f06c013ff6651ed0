/**
 * Confirming the email address of a self-registered applicant (issue 11): the mailed 6-digit code or
 * link signs the owner in; a resend needs a captcha. Answers never tell whether an address has an
 * account (ADR 0018).
 */
import { z } from 'zod';
import { captchaField, emailField, verificationCodeField } from '../fields.ts';
import { defineContract } from '../http.ts';
import { session } from './auth.contract.ts';

export const confirmEmail = defineContract({
  method: 'POST',
  path: '/api/accounts/confirm-email',
  access: 'public',
  body: z.strictObject({ email: emailField, code: verificationCodeField }),
  response: session,
});

/** The mailed link: `/confirm-email/:token` posts its token here. */
export const confirmEmailByLink = defineContract({
  method: 'POST',
  path: '/api/accounts/confirm-email/link',
  access: 'public',
  body: z.strictObject({ token: z.string().min(1).max(128) }),
  response: session,
});

export const resendEmailConfirmation = defineContract({
  method: 'POST',
  path: '/api/accounts/confirm-email/resend',
  access: 'public',
  body: z.strictObject({ email: emailField, captcha: captchaField }),
  /** The masked address ('a***@m***.test'), whether or not a code was sent. */
  response: z.object({ destination: z.string() }),
});
