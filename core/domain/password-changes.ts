/** How a password was changed, as the password change log records it. */

export const passwordChangeKinds = [
  'CompleteNewPassword',
  'ForgotPasswordConfirm',
  'ChangePassword',
  'TemporaryPassword',
  'AdminChangePassword',
] as const;
export type PasswordChangeKind = (typeof passwordChangeKinds)[number];
