import type { ReactNode } from 'react';
import { useT } from '../../lib/i18n/i18n.ts';
import { Button } from '../../ui/button.tsx';
import { FormMessage } from '../../ui/form-message.tsx';
import { TextField } from '../../ui/text-field.tsx';

type GroupProps<V> = {
  values: V;
  set: (patch: Partial<V>) => void;
  errorOf: (field: keyof V & string) => string | null;
};

/** Code (a URL segment) and name, both required: the first two fields of a program or a school. */
export function CodeNameFields<V extends { code: string; name: string }>({
  values,
  set,
  errorOf,
}: GroupProps<V>) {
  const t = useT();
  return (
    <>
      <TextField
        label={t('PgCode')}
        value={values.code}
        onChange={(code) => set({ code } as Partial<V>)}
        errorMessage={errorOf('code')}
        maxLength={30}
        isRequired
      />
      <TextField
        label={t('PgName')}
        value={values.name}
        onChange={(name) => set({ name } as Partial<V>)}
        errorMessage={errorOf('name')}
        maxLength={200}
        isRequired
      />
    </>
  );
}

/** Phone and fax with the phone input filter; their formats are checked with the spec's messages. */
export function PhoneFaxFields<V extends { phone: string; fax: string }>({
  values,
  set,
  errorOf,
}: GroupProps<V>) {
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

/** The form's end: a reminder when fields are wrong, the submit button (unless read-only) and extra actions. */
export function FormFooter({
  hasErrors,
  isSaving,
  submitLabel,
  isReadOnly = false,
  actions,
}: {
  hasErrors: boolean;
  isSaving: boolean;
  submitLabel: string;
  isReadOnly?: boolean;
  actions?: ReactNode;
}) {
  const t = useT();
  return (
    <>
      {hasErrors ? <FormMessage text={t('FillAllRequired')} /> : null}
      <div className="button-row">
        {isReadOnly ? null : (
          <Button type="submit" isDisabled={isSaving}>
            {submitLabel}
          </Button>
        )}
        {actions}
      </div>
    </>
  );
}
