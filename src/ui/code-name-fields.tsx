import { useT } from '../lib/i18n/i18n.ts';
import type { FieldGroupProps } from './field-group.ts';
import { TextField } from './text-field.tsx';

/** Code (a URL segment) and name, both required: the first two fields of a program or a school. */
export function CodeNameFields<V extends { code: string; name: string }>({
  values,
  set,
  errorOf,
}: FieldGroupProps<V>) {
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
