import { ServerError, TooManyRequestsError } from '../../lib/errors/app-errors.ts';
import type { TranslationKey } from '../../lib/i18n/en-gb.ts';
import { t } from '../../lib/i18n/i18n.ts';

export type IdentityFlow = 'signIn' | 'forgotRequest' | 'forgotConfirm' | 'completeNewPassword';

/**
 * Identity error codes → the spec's texts per flow (platform.md §8). null means the provider's
 * own message is shown (NotAuthorizedException on sign-in).
 */
const flowMessages: Record<IdentityFlow, Record<string, TranslationKey | null>> = {
  signIn: {
    UserNotConfirmedException: 'UserNotConfirmed',
    NotAuthorizedException: null,
    UserNotFoundException: 'UserNotFound',
    PasswordResetRequiredException: 'PasswordResetRequired',
    NoRoleException: 'NoRole',
    LimitExceededException: 'LimitExceeded',
  },
  forgotRequest: {
    UserNotFoundException: 'UserNotFound',
    NotAuthorizedException: 'UserNotFound',
    InvalidParameterException: 'CannotResetUnverified',
    LimitExceededException: 'LimitExceeded',
  },
  forgotConfirm: {
    UserNotFoundException: 'UserNotFound',
    ExpiredCodeException: 'ExpiredCode',
    CodeMismatchException: 'CodeMismatch',
    InvalidParameterException: null,
    InvalidPasswordException: null,
    LimitExceededException: 'LimitExceeded',
  },
  completeNewPassword: {
    NotAuthorizedException: null,
    InvalidPasswordException: null,
    InvalidParameterException: null,
    ExpiredCodeException: 'ChallengeExpired',
    LimitExceededException: 'LimitExceeded',
  },
};

/**
 * The text to show inside the dialog for an identity error, or null when the error is not an
 * identity error of this flow (it then goes to the general error handler).
 */
export function identityErrorText(flow: IdentityFlow, error: unknown): string | null {
  if (error instanceof TooManyRequestsError)
    return t(error.messageKey ?? 'LimitExceeded', error.messageValues);
  if (!(error instanceof ServerError)) return null;
  const known = flowMessages[flow];
  if (!(error.code in known)) return null;
  const key = known[error.code];
  if (key) return t(key);
  // messageKey is set only when the server sent no text of its own.
  const serverText = error.messageKey === null ? error.message : '';
  if (flow === 'forgotConfirm' && error.code === 'InvalidParameterException') {
    return serverText || t('PasswordTooEasy');
  }
  return serverText || t('ServerError');
}
