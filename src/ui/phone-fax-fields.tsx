import { useT } from '../lib/i18n/i18n.ts';
import type { FieldGroupProps } from './field-group.ts';
import { TextField } from './text-field.tsx';

/** Phone and fax with the phone input filter; their formats are checked with the spec's messages. */
export function PhoneFaxFields<V extends { phone: string; fax: string }>({
  values,
  set,
  errorOf,
}: FieldGroupProps<V>) {
  const t = useT();
  return (
    <>
      <TextField
        label={t('PgPhone')}
        type="tel"
        value={values.phone}
        onChange={(phone) => set({ phone } as Partial<V>)}
        errorMessage={errorOf('phone')}
        autoComplete="tel"
        maxLength={40}
      />
      <TextField
        label={t('PgFax')}
        type="tel"
        value={values.fax}
        onChange={(fax) => set({ fax } as Partial<V>)}
        errorMessage={errorOf('fax')}
        maxLength={40}
      />
    </>
  );
}
