/**
 * Applicant sign-up (platform.md §3 sign-up result, §7 accounts operations), registration for a match
 * cycle with its fee invoice, and the admin's 'mark paid' for an invoice (no payment gateway yet).
 */
import { z } from 'zod';
import { invoiceStatuses } from '../../domain/invoices.ts';
import { messages } from '../../domain/messages.ts';
import { phone, requiredPhoneNumber } from '../applicants/phones.contract.ts';
import { idParam, referenceId } from '../catalogue-fields.ts';
import { captchaField, emailField, optionalText, passwordField, requiredText } from '../fields.ts';
import { defineContract } from '../http.ts';

export const signUpApplicantInput = z.strictObject({
  email: emailField,
  password: passwordField,
  firstName: requiredText(100, messages.FirstNameIsRequired),
  lastName: requiredText(100, messages.LastNameIsRequired),
  middleName: optionalText(100),
  salutation: optionalText(20),
  phoneNumber: requiredPhoneNumber,
  /** The privacy policy and terms of usage must be accepted. */
  acceptsPrivacyTerms: z.literal(true, { error: messages.AcceptPrivacyTerms }),
  /** Register for this cycle at once (an Active cycle). */
  matchCycleId: referenceId.nullable().optional(),
  captcha: captchaField,
});
export type SignUpApplicantForm = z.input<typeof signUpApplicantInput>;
export type SignUpApplicantInput = z.output<typeof signUpApplicantInput>;

/** The sign-up result of platform.md §3: amount (cents), invoiceIds, applicantId, phoneNumber. */
export const signUpResult = z.object({
  amount: z.number().int(),
  invoiceIds: z.array(z.number().int()),
  applicantId: z.number().int(),
  phoneNumber: phone.pick({ id: true, number: true, isVerified: true }),
});
export type SignUpResult = z.infer<typeof signUpResult>;

export const signUpApplicant = defineContract({
  method: 'POST',
  path: '/api/accounts/applicant-sign-up',
  access: 'public',
  body: signUpApplicantInput,
  response: signUpResult,
});

/** An Active cycle open for registration (public: the sign-up form offers them). */
export const openMatchCycle = z.object({
  id: z.number().int(),
  matchCycleCode: z.string(),
  name: z.string(),
  specialtyName: z.string(),
  registrationFeeCents: z.number().int(),
});
export type OpenMatchCycle = z.infer<typeof openMatchCycle>;

export const listOpenMatchCycles = defineContract({
  method: 'GET',
  path: '/api/registration/applicant/match-cycles',
  access: 'public',
  response: z.object({ items: z.array(openMatchCycle) }),
});

/** The Active cycles the signed-in applicant has not registered for yet. */
export const listRegistrableMatchCycles = defineContract({
  method: 'GET',
  path: '/api/applicant/match-cycles/registrable',
  access: ['Applicant'],
  response: z.object({ items: z.array(openMatchCycle) }),
});

export const registrationResult = z.object({
  matchCycleCode: z.string(),
  /** Null when the cycle has no registration fee. */
  invoiceId: z.number().int().nullable(),
  amount: z.number().int(),
});
export type RegistrationResult = z.infer<typeof registrationResult>;

export const registerForMatchCycle = defineContract({
  method: 'POST',
  path: '/api/applicant/match-cycles/:matchCycleId/registration',
  access: ['Applicant'],
  params: z.strictObject({ matchCycleId: idParam }),
  response: registrationResult,
});
