import type { ComponentProps } from 'react';
import { useT } from '../../lib/i18n/i18n.ts';
import { TextField } from '../../ui/text-field.tsx';

type FieldBinding = Omit<ComponentProps<typeof TextField>, 'label'>;

/** The mailed code of the identity forms (password recovery, email confirmation): numeric, one-time. */
export function VerificationCodeField(props: FieldBinding) {
  const t = useT();
  return (
    <TextField
      label={t('VerificationCodeLabel')}
      autoComplete="one-time-code"
      inputMode="numeric"
      isRequired
      autoFocus
      {...props}
    />
  );
}
