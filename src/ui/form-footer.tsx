import type { ReactNode } from 'react';
import { useT } from '../lib/i18n/i18n.ts';
import { Button } from './button.tsx';
import { FormMessage } from './form-message.tsx';

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
