import { describe, expect, it } from 'vitest';
import { validateEmailChange, validateNewAdmin, validatePasswordChange } from './user-forms-validation.ts';

describe('admin user forms', () => {
  it('checks the password rule and the confirmation', () => {
    expect(validatePasswordChange({ password: '', passwordConfirmation: '' })).toEqual({
      password: 'PasswordIsRequired',
    });
    expect(validatePasswordChange({ password: 'weak', passwordConfirmation: 'weak2' })).toEqual({
      password: 'InvalidPassword',
      passwordConfirmation: 'PasswordsDoNotMatch',
    });
    expect(
      validatePasswordChange({ password: 'Strong#Pass1', passwordConfirmation: 'Strong#Pass1' }),
    ).toEqual({});
  });

  it('checks the new email and its confirmation, ignoring case and spaces', () => {
    expect(validateEmailChange({ newEmail: '', newEmailConfirmation: '' })).toEqual({
      newEmail: 'EmailIsRequired',
    });
    expect(validateEmailChange({ newEmail: 'a@b', newEmailConfirmation: 'a@b' })).toEqual({
      newEmail: 'InvalidEmail',
    });
    expect(validateEmailChange({ newEmail: 'a@b.co', newEmailConfirmation: 'c@b.co' })).toEqual({
      newEmailConfirmation: 'EmailsDoNotMatch',
    });
    expect(validateEmailChange({ newEmail: 'A@b.co', newEmailConfirmation: ' a@B.co ' })).toEqual({});
  });

  it('requires an email and both names for a new admin', () => {
    expect(validateNewAdmin({ email: 'x', firstName: ' ', lastName: 'L'.repeat(101) })).toEqual({
      email: 'InvalidEmail',
      firstName: 'FirstNameIsRequired',
      lastName: 'ExceededNumberOfCharacters',
    });
    expect(validateNewAdmin({ email: 'new@b.co', firstName: 'N', lastName: 'A' })).toEqual({});
  });
});
