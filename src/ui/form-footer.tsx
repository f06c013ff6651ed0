import type { ReactNode } from 'react';
import { useT } from '../lib/i18n/i18n.ts';
import { Button } from './button.tsx';
import { FormMessage } from './form-message.tsx';
import { StatusBadge } from './status-badge.tsx';

/**
 * The form's end: a reminder when fields are wrong, the submit button (unless read-only) and extra
 * actions. While the form holds unsaved edits (`isDirty`, the form's own) it says so, and on phones
 * the bar sticks to the bottom of the screen (`.sticky-save-bar` in styles.css) so Save is in reach.
 */
export function FormFooter({
  hasErrors,
  isSaving,
  submitLabel,
  isReadOnly = false,
  isDirty = false,
  actions,
}: {
  hasErrors: boolean;
  isSaving: boolean;
  submitLabel: string;
  isReadOnly?: boolean;
  isDirty?: boolean;
  actions?: ReactNode;
}) {
  const t = useT();
  const dirty = isDirty && !isReadOnly;
  return (
    <>
      {hasErrors ? <FormMessage text={t('FillAllRequired')} /> : null}
      <div className="sticky-save-bar" data-dirty={dirty ? 'true' : 'false'}>
        {dirty ? (
          <p className="save-state" role="status">
            <StatusBadge status="Unsaved" label={t('UnsavedChanges')} tone="warning" />
          </p>
        ) : null}
        <div className="button-row">
          {isReadOnly ? null : (
            <Button type="submit" isDisabled={isSaving}>
              {submitLabel}
            </Button>
          )}
          {actions}
        </div>
      </div>
    </>
  );
}
