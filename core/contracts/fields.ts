import { z } from 'zod';
import { messages } from '../domain/messages.ts';
import { hasWhitespace, isValidEmail, isValidPassword } from '../domain/validation.ts';
import { text } from './http.ts';

/** Shared field schemas carrying the catalogue's messages. */
export const emailField = z
  .string({ error: messages.EmailIsRequired })
  .trim()
  .min(1, messages.EmailIsRequired)
  .max(254, messages.InvalidEmail)
  .refine(isValidEmail, messages.InvalidEmail)
  .transform((v) => v.toLowerCase());

/** A body naming one user by email (lock, unlock, password recovery, impersonation). */
export const byEmailBody = z.strictObject({ email: emailField });

export const passwordField = z
  .string({ error: messages.PasswordIsRequired })
  .min(1, messages.PasswordIsRequired)
  .max(256, messages.InvalidPassword)
  .refine(isValidPassword, messages.InvalidPassword);

/** Sign-in takes any non-empty password up to a bound, so that old passwords still work. */
export const signInPasswordField = z
  .string({ error: messages.PasswordIsRequired })
  .min(1, messages.PasswordIsRequired)
  .max(256, messages.InvalidPassword);

export const verificationCodeField = z
  .string({ error: messages.VerificationCode })
  .min(1, messages.VerificationCode)
  .max(64, messages.InvalidValue)
  .refine((v) => !hasWhitespace(v), messages.NoWhitespace);

export const captchaField = z
  .string({ error: messages.RecaptchaIsRequiredDot })
  .min(1, messages.RecaptchaIsRequiredDot)
  .max(20_000, messages.InvalidValue);

export const requiredText = (
  max: number,
  requiredMessage: string,
  tooLongMessage = messages.ExceededNumberOfCharacters,
) =>
  z
    .string({ error: requiredMessage })
    .trim()
    .min(1, requiredMessage)
    .max(max, tooLongMessage)
    .refine((v) => !v.includes('\u0000'), messages.InvalidValue);

export const optionalText = (max: number) => text(max).optional().nullable();

/** Optional free text, trimmed; empty, null or absent are stored as null. */
export const optionalTrimmedText = (
  max: number,
  tooLongMessage: string = messages.ExceededNumberOfCharacters,
) =>
  z
    .string({ error: messages.InvalidValue })
    .max(max, tooLongMessage)
    .refine((v) => !v.includes('\u0000'), messages.InvalidValue)
    .transform((v) => v.trim() || null)
    .nullable()
    .optional()
    .transform((v) => v ?? null);
