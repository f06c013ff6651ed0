import type { ReactNode } from 'react';
import { FieldError, Text } from 'react-aria-components';

/** What every field of the kit takes besides its value. */
export type FieldBase = {
  label: ReactNode;
  onBlur?: () => void;
  description?: ReactNode;
  /** The message to show; a non-empty message marks the field invalid. */
  errorMessage?: string | null;
  isRequired?: boolean;
  isDisabled?: boolean;
  name?: string;
  className?: string;
};

/** A field's description under it (react-aria's description slot). */
export function FieldDescription({ children }: { children: ReactNode }) {
  return children ? (
    <Text slot="description" className="field-description">
      {children}
    </Text>
  ) : null;
}

/** The slot keeps its height so a message appearing on blur does not move what is being clicked. */
export function FieldErrorSlot({ children }: { children?: string | null | undefined }) {
  return (
    <div className="field-error-slot">
      <FieldError className="field-error">{children || undefined}</FieldError>
    </div>
  );
}

/** Description and error of a field built without react-aria's field context (ids: `${id}-description`, `${id}-error`). */
export function FieldNotes({
  id,
  description,
  errorMessage,
}: {
  id: string;
  description?: ReactNode;
  errorMessage?: string | null;
}) {
  return (
    <>
      {description ? (
        <p className="field-description" id={`${id}-description`}>
          {description}
        </p>
      ) : null}
      <div className="field-error-slot">
        {errorMessage ? (
          <p className="field-error" id={`${id}-error`}>
            {errorMessage}
          </p>
        ) : null}
      </div>
    </>
  );
}
