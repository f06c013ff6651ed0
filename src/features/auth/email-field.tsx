import type { ComponentProps } from 'react';
import { useT } from '../../lib/i18n/i18n.ts';
import { TextField } from '../../ui/text-field.tsx';

type FieldBinding = Omit<ComponentProps<typeof TextField>, 'label'>;

/** The account email input of the identity forms: email filter, username autocomplete, required. */
export function EmailField(props: FieldBinding) {
  const t = useT();
  return (
    <TextField
      label={t('EmailLabel')}
      type="email"
      placeholder={t('EmailPlaceholder')}
      autoComplete="username"
      filter="email"
      isRequired
      {...props}
    />
  );
}
