import { describe, expect, it } from 'vitest';
import {
  validateCompleteRegistration,
  validateForgotConfirm,
  validateForgotRequest,
  validateLogin,
  validateLoginWithCaptcha,
} from './auth-validation.ts';

describe('login and password forms (business.md §5)', () => {
  it('login: email required and valid, password only required (its rule is for setting one)', () => {
    expect(validateLogin({ email: '', password: '' })).toEqual({
      email: 'EmailIsRequired',
      password: 'PasswordIsRequired',
    });
    expect(validateLogin({ email: 'a@b', password: 'matchline' })).toEqual({
      email: 'InvalidEmail',
      password: undefined,
    });
    expect(validateLogin({ email: 'admin@matchline.test', password: 'short' }).password).toBeUndefined();
    expect(validateLogin({ email: ' admin@matchline.test ', password: 'Matchline#2026' })).toEqual({
      email: undefined,
      password: undefined,
    });
  });

  it('sign-in needs the captcha only once the server asked for it', () => {
    const values = { email: 'admin@matchline.test', password: 'Matchline#2026', captcha: '' };
    expect(validateLoginWithCaptcha(values, false).captcha).toBeUndefined();
    expect(validateLoginWithCaptcha(values, true).captcha).toBe('RecaptchaIsRequiredDot');
    expect(validateLoginWithCaptcha({ ...values, captcha: 'solved' }, true).captcha).toBeUndefined();
  });

  it("forgot password: email and 'Recaptcha is required.'", () => {
    expect(validateForgotRequest({ email: 'x@y.z', captcha: '' })).toEqual({
      email: undefined,
      captcha: 'RecaptchaIsRequiredDot',
    });
  });

  it('new password form: code required and without whitespace, passwords valid and equal', () => {
    expect(
      validateForgotConfirm({ email: 'x@y.z', code: '', newPassword: '', confirmPassword: '', captcha: '' }),
    ).toEqual({
      email: undefined,
      code: 'VerificationCode',
      newPassword: 'PasswordIsRequired',
      confirmPassword: undefined,
      captcha: 'RecaptchaIsRequiredDot',
    });
    expect(
      validateForgotConfirm({
        email: 'x@y.z',
        code: '12 34',
        newPassword: 'Matchline#2027',
        confirmPassword: 'x',
        captcha: 'solved',
      }),
    ).toEqual({
      email: undefined,
      code: 'NoWhitespace',
      newPassword: undefined,
      confirmPassword: 'PasswordsDoNotMatch',
      captcha: undefined,
    });
  });

  it('complete registration: password valid, confirmation equal', () => {
    expect(
      validateCompleteRegistration({ password: 'Matchline+2026', passwordConfirmation: 'Matchline+2026' }),
    ).toEqual({
      password: 'InvalidPassword',
      passwordConfirmation: undefined,
    });
    expect(validateCompleteRegistration({ password: 'Matchline#2026', passwordConfirmation: '' })).toEqual({
      password: undefined,
      passwordConfirmation: 'PasswordsDoNotMatch',
    });
  });
});
