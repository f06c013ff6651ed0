import { ServerError, TooManyRequestsError } from '../../lib/errors/app-errors.ts';
import { handleError } from '../../lib/errors/error-handler.ts';
import type { TranslationKey } from '../../lib/i18n/en-gb.ts';
import { t } from '../../lib/i18n/i18n.ts';

export type IdentityFlow =
  | 'signIn'
  | 'forgotRequest'
  | 'forgotConfirm'
  | 'confirmEmail'
  | 'completeNewPassword';

/**
 * Identity error codes → the spec's texts per flow (platform.md §8). null means the provider's
 * own message is shown (NotAuthorizedException on sign-in).
 */
const flowMessages: Record<IdentityFlow, Record<string, TranslationKey | null>> = {
  // Unknown addresses answer like wrong passwords and wrong codes (ADR 0018): the server no longer
  // sends UserNotFoundException in these flows.
  signIn: {
    UserNotConfirmedException: 'UserNotConfirmed',
    NotAuthorizedException: null,
    CaptchaRequired: 'CaptchaRequired',
    PasswordResetRequiredException: 'PasswordResetRequired',
    NoRoleException: 'NoRole',
    LimitExceededException: 'LimitExceeded',
  },
  forgotRequest: {
    LimitExceededException: 'LimitExceeded',
  },
  forgotConfirm: {
    ExpiredCodeException: 'ExpiredCode',
    CodeMismatchException: 'CodeMismatch',
    InvalidParameterException: null,
    InvalidPasswordException: null,
    LimitExceededException: 'LimitExceeded',
  },
  confirmEmail: {
    ExpiredCodeException: 'ExpiredCode',
    CodeMismatchException: 'CodeMismatch',
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

export type AuthFormFailureTarget = {
  /** Shows the identity error above the form. */
  showFormError: (text: string) => void;
  /** Hands field messages of a validation error back to the form. */
  setSubmitErrors: (fields: Record<string, string[] | string>) => void;
  /** Names the form in the client error log. */
  context: string;
};

/** One failure path for the identity forms: identity errors inside the form, the rest to the error handler. */
export function reportAuthFormFailure(
  flow: IdentityFlow,
  error: unknown,
  target: AuthFormFailureTarget,
): void {
  const text = identityErrorText(flow, error);
  if (text) {
    target.showFormError(text);
    return;
  }
  const fields = handleError(error, { context: target.context });
  if (fields) target.setSubmitErrors(fields);
}
