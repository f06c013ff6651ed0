/**
 * The admin user forms' rules, the same as the server's (admin-users.contract.ts) with the spec's
 * messages: a catalogue key per invalid field.
 */
import { isValidEmail, isValidPassword } from '../../../../core/domain/validation.ts';
import type { TranslationKey } from '../../../lib/i18n/en-gb.ts';

export type FieldKeys<V> = Partial<Record<keyof V, TranslationKey>>;

export type PasswordValues = { password: string; passwordConfirmation: string };
export type EmailValues = { newEmail: string; newEmailConfirmation: string };
export type NewAdminValues = { email: string; firstName: string; lastName: string };

const NAME_MAX = 100;

function emailKey(value: string): TranslationKey | undefined {
  const email = value.trim();
  if (email === '') return 'EmailIsRequired';
  return email.length > 254 || !isValidEmail(email) ? 'InvalidEmail' : undefined;
}

function nameKey(value: string, required: TranslationKey): TranslationKey | undefined {
  if (value.trim() === '') return required;
  return value.trim().length > NAME_MAX ? 'ExceededNumberOfCharacters' : undefined;
}

function only<V>(entries: [keyof V, TranslationKey | undefined][]): FieldKeys<V> {
  return Object.fromEntries(entries.filter(([, key]) => key !== undefined)) as FieldKeys<V>;
}

export function validatePasswordChange(values: PasswordValues): FieldKeys<PasswordValues> {
  return only<PasswordValues>([
    [
      'password',
      values.password === ''
        ? 'PasswordIsRequired'
        : isValidPassword(values.password)
          ? undefined
          : 'InvalidPassword',
    ],
    [
      'passwordConfirmation',
      values.passwordConfirmation !== values.password ? 'PasswordsDoNotMatch' : undefined,
    ],
  ]);
}

export function validateEmailChange(values: EmailValues): FieldKeys<EmailValues> {
  return only<EmailValues>([
    ['newEmail', emailKey(values.newEmail)],
    [
      'newEmailConfirmation',
      values.newEmailConfirmation.trim().toLowerCase() !== values.newEmail.trim().toLowerCase()
        ? 'EmailsDoNotMatch'
        : undefined,
    ],
  ]);
}

export function validateNewAdmin(values: NewAdminValues): FieldKeys<NewAdminValues> {
  return only<NewAdminValues>([
    ['email', emailKey(values.email)],
    ['firstName', nameKey(values.firstName, 'FirstNameIsRequired')],
    ['lastName', nameKey(values.lastName, 'LastNameIsRequired')],
  ]);
}
