import { hasWhitespace, isValidEmail, isValidPassword } from '../../../core/domain/validation.ts';
import type { TranslationKey } from '../../lib/i18n/en-gb.ts';

/** Form rules of business.md §5; each returns the catalogue key of the first failed rule. */
export function emailError(email: string): TranslationKey | undefined {
  if (email.trim() === '') return 'EmailIsRequired';
  if (!isValidEmail(email)) return 'InvalidEmail';
  return undefined;
}

export function newPasswordError(password: string): TranslationKey | undefined {
  if (password === '') return 'PasswordIsRequired';
  if (!isValidPassword(password)) return 'InvalidPassword';
  return undefined;
}

/**
 * Sign-in only needs a password typed: it is tried as it is and the server answers. The rule of
 * business.md §5 judges a password being set (newPasswordError), never one being tried: a password
 * set before the rule, or mistyped, gets the server's 'Incorrect username or password.'
 */
function signInPasswordError(password: string): TranslationKey | undefined {
  return password === '' ? 'PasswordIsRequired' : undefined;
}

export type LoginValues = { email: string; password: string };
export function validateLogin(v: LoginValues) {
  return { email: emailError(v.email), password: signInPasswordError(v.password) };
}

export type ForgotRequestValues = { email: string; captcha: string };
export function validateForgotRequest(v: ForgotRequestValues) {
  return {
    email: emailError(v.email),
    captcha: v.captcha === '' ? ('RecaptchaIsRequiredDot' as const) : undefined,
  };
}

export type ForgotConfirmValues = {
  email: string;
  code: string;
  newPassword: string;
  confirmPassword: string;
  captcha: string;
};
/** A mailed code: required, without spaces. */
function codeError(code: string): TranslationKey | undefined {
  if (code === '') return 'VerificationCode';
  if (hasWhitespace(code)) return 'NoWhitespace';
  return undefined;
}

export function validateForgotConfirm(v: ForgotConfirmValues) {
  return {
    email: emailError(v.email),
    code: codeError(v.code),
    newPassword: newPasswordError(v.newPassword),
    confirmPassword: v.confirmPassword !== v.newPassword ? ('PasswordsDoNotMatch' as const) : undefined,
    captcha: v.captcha === '' ? ('RecaptchaIsRequiredDot' as const) : undefined,
  };
}

/** Sign-in asks for the captcha only once the server said the account needs one ('CaptchaRequired'). */
export function validateLoginWithCaptcha(v: LoginValues & { captcha: string }, captchaNeeded: boolean) {
  return {
    ...validateLogin(v),
    captcha: captchaNeeded && v.captcha === '' ? ('RecaptchaIsRequiredDot' as const) : undefined,
  };
}

export type ConfirmEmailValues = { email: string; code: string };
export function validateConfirmEmail(v: ConfirmEmailValues) {
  return { email: emailError(v.email), code: codeError(v.code) };
}

export type CompleteRegistrationValues = { password: string; passwordConfirmation: string };
export function validateCompleteRegistration(v: CompleteRegistrationValues) {
  return {
    password: newPasswordError(v.password),
    passwordConfirmation:
      v.passwordConfirmation !== v.password ? ('PasswordsDoNotMatch' as const) : undefined,
  };
}
