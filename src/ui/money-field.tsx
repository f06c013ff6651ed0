import { useEffect, useRef, useState } from 'react';
import { TextField as AriaTextField, Input, Label } from 'react-aria-components';
import { useT } from '../lib/i18n/i18n.ts';
import { cx } from './class-names.ts';
import { type FieldBase, FieldDescription, FieldErrorSlot } from './field-parts.tsx';
import { centsToMoneyText, isMoneyKeystrokeAllowed, moneyTextToCents } from './field-values.ts';
import { useFilteredChange } from './use-invalid-flash.ts';

export type MoneyFieldProps = FieldBase & {
  /** Integer cents; null when empty or not an amount. */
  value: number | null;
  onChange: (cents: number | null) => void;
  /** Told whether the typed text is an amount, so a form can refuse to submit 'Invalid amount.'. */
  onValidityChange?: (isValid: boolean) => void;
  allowNegative?: boolean;
  placeholder?: string;
};

/**
 * US dollars typed with up to 2 decimals, held as integer cents (design.md §4.9). Keystrokes
 * outside the money mask are refused (platform.md §5); text that is still not an amount when
 * the field is left shows 'Invalid amount.' and is reported as null.
 */
export function MoneyField({
  label,
  value,
  onChange,
  onValidityChange,
  onBlur,
  description,
  errorMessage,
  isRequired,
  isDisabled,
  name,
  className,
  allowNegative = false,
  placeholder,
}: MoneyFieldProps) {
  const t = useT();
  const [text, setText] = useState(() => centsToMoneyText(value));
  const [showInvalid, setShowInvalid] = useState(false);
  // The value this field last reported: anything else arriving in `value` came from outside.
  const reported = useRef<number | null>(value);

  useEffect(() => {
    if (value === reported.current) return;
    reported.current = value;
    setText(centsToMoneyText(value));
    setShowInvalid(false);
  }, [value]);

  const parsed = moneyTextToCents(text, allowNegative);
  const isValid = parsed !== 'invalid';
  const validity = useRef(true);
  useEffect(() => {
    if (validity.current === isValid) return;
    validity.current = isValid;
    onValidityChange?.(isValid);
  }, [isValid, onValidityChange]);

  const { handleChange, flashing } = useFilteredChange(
    (next) => isMoneyKeystrokeAllowed(next, allowNegative),
    (next) => {
      setText(next);
      const cents = moneyTextToCents(next, allowNegative);
      if (cents !== 'invalid') setShowInvalid(false);
      const result = cents === 'invalid' ? null : cents;
      if (result !== reported.current) {
        reported.current = result;
        onChange(result);
      }
    },
  );

  const message = errorMessage || (showInvalid && !isValid ? t('InvalidAmount') : null);
  return (
    <AriaTextField
      className={cx('field', 'money-field', flashing && 'field-invalid-charset', className)}
      value={text}
      onChange={handleChange}
      onBlur={() => {
        if (isValid) setText(centsToMoneyText(parsed));
        else setShowInvalid(true);
        onBlur?.();
      }}
      inputMode="decimal"
      isRequired={isRequired}
      isDisabled={isDisabled}
      isInvalid={Boolean(message)}
      validationBehavior="aria"
      name={name}
      autoComplete="off"
    >
      <Label className="field-label">{label}</Label>
      <div className="field-affix">
        <span className="field-prefix" aria-hidden="true">
          $
        </span>
        <Input className="field-input" placeholder={placeholder} />
      </div>
      <FieldDescription>{description}</FieldDescription>
      <FieldErrorSlot>{message}</FieldErrorSlot>
    </AriaTextField>
  );
}
