/**
 * Phones of the signed-in applicant (platform.md §3 Phone, §7 accounts operations): list, add,
 * update, delete, and verification by a 6-digit code (valid one hour, five tries).
 */
import { z } from 'zod';
import { messages } from '../../domain/messages.ts';
import { isValidPhone } from '../../domain/validation.ts';
import { idParam, referenceId } from '../catalogue-fields.ts';
import { verificationCodeField } from '../fields.ts';
import { defineContract, okResponse } from '../http.ts';

/** A required phone number with the spec's message (platform.md §5; business.md §5). */
export const requiredPhoneNumber = z
  .string({ error: messages.PhoneIsRequired })
  .trim()
  .min(1, messages.PhoneIsRequired)
  .max(40, messages.InvalidPhone)
  .refine(isValidPhone, messages.InvalidPhone);

const extensionField = z
  .string()
  .trim()
  .max(10, messages.InvalidExtension)
  .refine((v) => /^\d*$/.test(v), messages.InvalidExtension)
  .nullable()
  .optional()
  .transform((v) => (v ? v : null));

export const phone = z.object({
  id: z.number().int(),
  number: z.string(),
  extension: z.string().nullable(),
  type: z.union([z.literal(0), z.literal(1), z.literal(2)]),
  isVerified: z.boolean(),
});
export type Phone = z.infer<typeof phone>;

export const phoneInput = z.strictObject({
  number: requiredPhoneNumber,
  extension: extensionField,
  type: z.union([z.literal(0), z.literal(1), z.literal(2)], { error: messages.SelectPhoneType }),
});
export type PhoneInput = z.input<typeof phoneInput>;

const applicantOnly = ['Applicant'] as const;

export const listPhones = defineContract({
  method: 'GET',
  path: '/api/accounts/phones',
  access: applicantOnly,
  response: z.object({ items: z.array(phone) }),
});

export const addPhone = defineContract({
  method: 'POST',
  path: '/api/accounts/phones',
  access: applicantOnly,
  body: phoneInput,
  response: phone,
});

/** 'Update phone (id, number, extension)': the type stays; a changed number needs verifying again. */
export const updatePhone = defineContract({
  method: 'PUT',
  path: '/api/accounts/phones/:id',
  access: applicantOnly,
  params: z.strictObject({ id: idParam }),
  body: phoneInput.pick({ number: true, extension: true }),
  response: phone,
});

export const deletePhone = defineContract({
  method: 'DELETE',
  path: '/api/accounts/phones/:id',
  access: applicantOnly,
  params: z.strictObject({ id: idParam }),
  response: okResponse,
});

/** 'Send phone verification code (phoneNumberId)'. */
export const sendPhoneVerificationCode = defineContract({
  method: 'POST',
  path: '/api/accounts/phones/verification-code',
  access: applicantOnly,
  body: z.strictObject({ phoneNumberId: referenceId }),
  response: z.object({ expiresAt: z.string() }),
});

/** 'Verify phone (phoneNumberId, code)'. */
export const verifyPhone = defineContract({
  method: 'POST',
  path: '/api/accounts/phones/verify',
  access: applicantOnly,
  body: z.strictObject({ phoneNumberId: referenceId, code: verificationCodeField }),
  response: phone,
});
