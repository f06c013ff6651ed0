/**
 * The applicant's personal information and hobbies (business.md §3.4, §5). The profile belongs to the
 * applicant, not to a cycle (docs/adr/0009): the same routes serve `/applicant/profile/...` and the
 * in-cycle `personal-info` pages. Writes carry the `version` they were made against; a stale one is
 * answered 409 with the server copy (`profileConflictBody`) so the client can show both and let the
 * applicant choose (design.md §4.5).
 */
import { z } from 'zod';
import { messages } from '../../domain/messages.ts';
import { genders, visaTypes } from '../../domain/personal-info.ts';
import { optionalText, requiredText } from '../fields.ts';
import { defineContract, text } from '../http.ts';

/** The lists live in core/domain; exported here too for the client's imports. */
export { genders, type VisaType, visaTypes } from '../../domain/personal-info.ts';
export const salutations = ['Dr.', 'Mr.', 'Ms.', 'Mrs.', 'Mx.'] as const;

export const HOBBIES_MAX_LENGTH = 2000;

/** A plain date (YYYY-MM-DD); the spec keeps birth and attendance dates without time. */
export const plainDate = z
  .string({ error: messages.InvalidValue })
  .regex(/^\d{4}-\d{2}-\d{2}$/, messages.InvalidValue)
  .refine((v) => !Number.isNaN(Date.parse(`${v}T00:00:00Z`)), messages.InvalidValue);

const version = z.number({ error: messages.InvalidValue }).int().positive().max(2_147_483_647);

export const credential = z.strictObject({ label: text(50), value: text(50) });

export const personalInfo = z.object({
  salutation: z.string().nullable(),
  firstName: z.string(),
  middleName: z.string().nullable(),
  lastName: z.string(),
  credentials: z.array(z.object({ label: z.string(), value: z.string() })),
  /** Shown read-only: the account's sign-in email changes elsewhere. */
  email: z.string(),
  dateOfBirth: z.string().nullable(),
  gender: z.enum(genders).nullable(),
  citizenship: z.string().nullable(),
  isEligibleToWorkInUsa: z.boolean().nullable(),
  needsVisaSponsorship: z.boolean().nullable(),
  visaType: z.enum(visaTypes).nullable(),
  visaTypeOther: z.string().nullable(),
  version: z.number().int(),
});
export type PersonalInfo = z.infer<typeof personalInfo>;

const requiredFlag = (message: string) => z.boolean({ error: message });

export const personalInfoInput = z
  .strictObject({
    salutation: z.enum(salutations).nullable().optional(),
    firstName: requiredText(100, messages.FirstNameIsRequired),
    middleName: optionalText(100),
    lastName: requiredText(100, messages.LastNameIsRequired),
    credentials: z.array(credential).max(10).default([]),
    dateOfBirth: plainDate.nullable().optional(),
    gender: z.enum(genders).nullable().optional(),
    citizenship: optionalText(100),
    isEligibleToWorkInUsa: requiredFlag(messages.EligibleToWorkInUsa),
    needsVisaSponsorship: requiredFlag(messages.NeedVisaSponsorship),
    visaType: z.enum(visaTypes).nullable().optional(),
    visaTypeOther: optionalText(100),
    version,
  })
  .superRefine((input, issue) => {
    if (input.visaType === 'Other' && !input.visaTypeOther?.trim()) {
      issue.addIssue({ code: 'custom', path: ['visaTypeOther'], message: messages.OtherVisaTypeName });
    }
  });
export type PersonalInfoInput = z.input<typeof personalInfoInput>;

export const hobbies = z.object({ hobbiesAndInterests: z.string(), version: z.number().int() });
export type Hobbies = z.infer<typeof hobbies>;

export const hobbiesInput = z.strictObject({
  hobbiesAndInterests: z
    .string({ error: messages.InvalidValue })
    .max(HOBBIES_MAX_LENGTH, messages.ExceededNumberOfCharacters),
  version,
});

/** The body of a 409 on a versioned profile write: the error plus the server's current copy. */
export const profileConflictBody = <T extends z.ZodType>(current: T) =>
  z.object({
    error: z.object({ ErrorCode: z.literal('Conflict'), Message: z.string() }),
    current,
  });

export const getPersonalInfo = defineContract({
  method: 'GET',
  path: '/api/applicant/profile/personal-info',
  access: ['Applicant'],
  response: personalInfo,
});

/** 409 `profileConflictBody(personalInfo)` when `version` is not the stored one. */
export const putPersonalInfo = defineContract({
  method: 'PUT',
  path: '/api/applicant/profile/personal-info',
  access: ['Applicant'],
  body: personalInfoInput,
  response: personalInfo,
});

export const getHobbies = defineContract({
  method: 'GET',
  path: '/api/applicant/profile/hobbies-n-interests',
  access: ['Applicant'],
  response: hobbies,
});

/** 409 `profileConflictBody(hobbies)` when `version` is not the stored one. */
export const putHobbies = defineContract({
  method: 'PUT',
  path: '/api/applicant/profile/hobbies-n-interests',
  access: ['Applicant'],
  body: hobbiesInput,
  response: hobbies,
});
