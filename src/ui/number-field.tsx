import { NumberField as AriaNumberField, Input, Label } from 'react-aria-components';
import { cx } from './class-names.ts';
import { type FieldBase, FieldDescription, FieldErrorSlot } from './field-parts.tsx';

export type NumberFieldProps = FieldBase & {
  value: number | null;
  onChange: (value: number | null) => void;
  minValue?: number;
  maxValue?: number;
  step?: number;
  /** Defaults to whole numbers without grouping ('1500', not '1,500'). */
  formatOptions?: Intl.NumberFormatOptions;
  placeholder?: string;
};

/** A number; empty is null. Arrow keys step it. */
export function NumberField({
  label,
  value,
  onChange,
  onBlur,
  description,
  errorMessage,
  isRequired,
  isDisabled,
  name,
  className,
  minValue,
  maxValue,
  step,
  formatOptions = { useGrouping: false, maximumFractionDigits: 0 },
  placeholder,
}: NumberFieldProps) {
  return (
    <AriaNumberField
      className={cx('field', className)}
      value={value ?? Number.NaN}
      onChange={(next) => onChange(Number.isNaN(next) ? null : next)}
      onBlur={onBlur}
      minValue={minValue}
      maxValue={maxValue}
      step={step}
      formatOptions={formatOptions}
      isRequired={isRequired}
      isDisabled={isDisabled}
      isInvalid={Boolean(errorMessage)}
      validationBehavior="aria"
      name={name}
    >
      <Label className="field-label">{label}</Label>
      <Input className="field-input" placeholder={placeholder} />
      <FieldDescription>{description}</FieldDescription>
      <FieldErrorSlot>{errorMessage}</FieldErrorSlot>
    </AriaNumberField>
  );
}
