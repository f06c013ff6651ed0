import { z } from 'zod';
import { messages } from '../domain/messages.ts';
import { defineContract, okResponse } from './http.ts';
import { captchaField, emailField, optionalText, requiredText } from './fields.ts';

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
    captcha: z.string({ error: messages.RecaptchaIsRequired }).min(1, messages.RecaptchaIsRequired).max(20_000),
  }),
  response: okResponse,
});

export const captchaChallenge = defineContract({
  method: 'GET',
  path: '/api/captcha/challenge',
  access: 'public',
  response: z.discriminatedUnion('provider', [
    z.object({
      provider: z.literal('altcha'),
      challenge: z.object({
        algorithm: z.string(),
        challenge: z.string(),
        maxnumber: z.number().optional(),
        salt: z.string(),
        signature: z.string(),
      }),
    }),
    z.object({ provider: z.literal('recaptcha'), siteKey: z.string() }),
  ]),
});

export { captchaField };
