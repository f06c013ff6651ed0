import type { ReactNode } from 'react';
import { TextField as AriaTextField, FieldError, Input, Label, Text, TextArea } from 'react-aria-components';
import { cx } from './class-names.ts';
import type { InputFilter } from './input-filters.ts';
import { useFilteredChange } from './use-invalid-flash.ts';

export type TextFieldProps = {
  label: ReactNode;
  value: string;
  onChange?: (value: string) => void;
  onBlur?: () => void;
  name?: string;
  type?: 'text' | 'email' | 'password' | 'tel' | 'search' | 'url';
  placeholder?: string;
  description?: ReactNode;
  /** The message to show; a non-empty message marks the field invalid. */
  errorMessage?: string | null;
  autoComplete?: string;
  isRequired?: boolean;
  isDisabled?: boolean;
  autoFocus?: boolean;
  /** Character filter; a phone field defaults to the phone filter. */
  filter?: InputFilter;
  /** Renders a textarea with this many rows. */
  rows?: number;
  maxLength?: number;
  className?: string;
  inputMode?: 'text' | 'numeric' | 'tel' | 'email';
};

export function TextField({
  label,
  value,
  onChange,
  onBlur,
  name,
  type = 'text',
  placeholder,
  description,
  errorMessage,
  autoComplete,
  isRequired,
  isDisabled,
  autoFocus,
  filter,
  rows,
  maxLength,
  className,
  inputMode,
}: TextFieldProps) {
  const { handleChange, flashing } = useFilteredChange(
    filter ?? (type === 'tel' ? 'phone' : 'off'),
    onChange,
  );
  const invalid = Boolean(errorMessage);
  return (
    <AriaTextField
      className={cx('field', flashing && 'field-invalid-charset', className)}
      value={value}
      onChange={handleChange}
      onBlur={onBlur}
      name={name}
      type={type}
      autoComplete={autoComplete}
      isRequired={isRequired}
      isDisabled={isDisabled}
      autoFocus={autoFocus}
      isInvalid={invalid}
      validationBehavior="aria"
      maxLength={maxLength}
      inputMode={inputMode}
    >
      <Label className="field-label">{label}</Label>
      {rows ? (
        <TextArea className="field-input field-textarea" rows={rows} placeholder={placeholder} />
      ) : (
        <Input className="field-input" placeholder={placeholder} />
      )}
      {description ? (
        <Text slot="description" className="field-description">
          {description}
        </Text>
      ) : null}
      {/* The slot keeps its height so a message appearing on blur does not move the button being clicked. */}
      <div className="field-error-slot">
        <FieldError className="field-error">{errorMessage}</FieldError>
      </div>
    </AriaTextField>
  );
}
