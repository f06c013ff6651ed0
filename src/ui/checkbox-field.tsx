import { type ReactNode, useId } from 'react';
import { Checkbox } from './checkbox.tsx';
import { cx } from './class-names.ts';
import { FieldNotes } from './field-parts.tsx';

export type CheckboxFieldProps = {
  label: ReactNode;
  isSelected: boolean;
  onChange: (isSelected: boolean) => void;
  description?: ReactNode;
  errorMessage?: string | null;
  isDisabled?: boolean;
  className?: string;
};

/** A checkbox with the field layout: description and error under it. */
export function CheckboxField({
  label,
  isSelected,
  onChange,
  description,
  errorMessage,
  isDisabled,
  className,
}: CheckboxFieldProps) {
  const id = useId();
  return (
    <div className={cx('field', 'checkbox-field', className)}>
      <Checkbox
        isSelected={isSelected}
        onChange={onChange}
        isDisabled={isDisabled}
        isInvalid={Boolean(errorMessage)}
        aria-describedby={
          cx(Boolean(description) && `${id}-description`, Boolean(errorMessage) && `${id}-error`) || undefined
        }
      >
        {label}
      </Checkbox>
      <FieldNotes id={id} description={description} errorMessage={errorMessage} />
    </div>
  );
}
