import type { Key, ReactNode } from 'react';
import {
  Button as AriaButton,
  Select as AriaSelect,
  FieldError,
  Label,
  ListBox,
  ListBoxItem,
  Popover,
  SelectValue,
} from 'react-aria-components';
import { cx } from './class-names.ts';

export type SelectOption = { value: string; label: string };

export type SelectFieldProps = {
  label: ReactNode;
  options: readonly SelectOption[];
  value: string | null;
  onChange: (value: string | null) => void;
  onBlur?: () => void;
  placeholder?: string;
  errorMessage?: string | null;
  isRequired?: boolean;
  name?: string;
  className?: string;
};

export function SelectField({
  label,
  options,
  value,
  onChange,
  onBlur,
  placeholder,
  errorMessage,
  isRequired,
  name,
  className,
}: SelectFieldProps) {
  return (
    <AriaSelect
      className={cx('field', className)}
      value={value}
      onChange={(key: Key | null) => onChange(key === null ? null : String(key))}
      onBlur={onBlur}
      placeholder={placeholder}
      isInvalid={Boolean(errorMessage)}
      isRequired={isRequired}
      validationBehavior="aria"
      name={name}
    >
      <Label className="field-label">{label}</Label>
      <AriaButton className="field-input select-button">
        <SelectValue className="select-value" />
        <span aria-hidden="true" className="select-chevron">
          ▾
        </span>
      </AriaButton>
      <div className="field-error-slot">
        <FieldError className="field-error">{errorMessage}</FieldError>
      </div>
      <Popover className="popover">
        <ListBox className="listbox" items={options.map((o) => ({ id: o.value, ...o }))}>
          {(item) => (
            <ListBoxItem className="listbox-item" id={item.id} textValue={item.label}>
              {item.label}
            </ListBoxItem>
          )}
        </ListBox>
      </Popover>
    </AriaSelect>
  );
}
