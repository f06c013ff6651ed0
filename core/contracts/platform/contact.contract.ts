import { z } from 'zod';
import { messages } from '../../domain/messages.ts';
import { captchaField, emailField, optionalText, requiredText } from '../fields.ts';
import { defineContract, okResponse } from '../http.ts';

/** Subject options of business.md §9. */
export const contactSubjects = ['Login', 'Registration', 'Billing', 'About CAS', 'Other'] as const;
export const CONTACT_TEXT_MAX = 2000;

export const sendContactMessage = defineContract({
  method: 'POST',
  path: '/api/ContactUs/Post',
  access: 'public',
  body: z.strictObject({
    name: requiredText(200, messages.NameIsRequired),
    email: emailField,
    matchlineId: optionalText(100),
    subject: z.enum(contactSubjects, { error: messages.SubjectIsRequired }),
    text: requiredText(CONTACT_TEXT_MAX, messages.TextIsRequired),
    captcha: z
      .string({ error: messages.RecaptchaIsRequired })
      .min(1, messages.RecaptchaIsRequired)
      .max(20_000),
  }),
  response: okResponse,
});

/**
 * An ALTCHA v2 proof-of-work challenge as altcha-lib's `createChallenge` returns it (deterministic
 * mode: the solver searches the counter whose derived key starts with `keyPrefix`). Solve it with
 * `solveAltchaChallenge` from core/domain/captcha.ts and send the string it returns as `captcha`.
 */
export const altchaChallenge = z.object({
  parameters: z.object({
    algorithm: z.string(),
    nonce: z.string(),
    salt: z.string(),
    cost: z.number(),
    keyLength: z.number(),
    keyPrefix: z.string(),
    keySignature: z.string().optional(),
    memoryCost: z.number().optional(),
    parallelism: z.number().optional(),
    /** Unix seconds after which the server refuses the solution. */
    expiresAt: z.number().optional(),
    /** Signed extra data; `maxNumber` is the upper bound of the counter search (for progress). */
    data: z.record(z.string(), z.union([z.string(), z.number(), z.boolean(), z.null()])).optional(),
  }),
  signature: z.string(),
});
export type AltchaChallenge = z.infer<typeof altchaChallenge>;

export const captchaChallenge = defineContract({
  method: 'GET',
  path: '/api/captcha/challenge',
  access: 'public',
  response: z.discriminatedUnion('provider', [
    z.object({ provider: z.literal('altcha'), challenge: altchaChallenge }),
    z.object({ provider: z.literal('recaptcha'), siteKey: z.string() }),
  ]),
});
export type CaptchaChallengeResponse = z.infer<typeof captchaChallenge.response>;

export { captchaField };
