import { type ReactNode, useId } from 'react';
import { Switch as AriaSwitch } from 'react-aria-components';
import { cx } from './class-names.ts';

export type SwitchFieldProps = {
  label: ReactNode;
  isSelected: boolean;
  onChange: (isSelected: boolean) => void;
  description?: ReactNode;
  isDisabled?: boolean;
  name?: string;
  className?: string;
};

/** An on/off setting that takes effect as a form value (not an immediate action). */
export function SwitchField({
  label,
  isSelected,
  onChange,
  description,
  isDisabled,
  name,
  className,
}: SwitchFieldProps) {
  const id = useId();
  return (
    <div className={cx('field', 'switch-field', className)}>
      <AriaSwitch
        className="switch"
        isSelected={isSelected}
        onChange={onChange}
        isDisabled={isDisabled}
        name={name}
        aria-describedby={description ? `${id}-description` : undefined}
      >
        <span className="switch-track" aria-hidden="true">
          <span className="switch-thumb" />
        </span>
        <span className="switch-label">{label}</span>
      </AriaSwitch>
      {description ? (
        <p className="field-description" id={`${id}-description`}>
          {description}
        </p>
      ) : null}
    </div>
  );
}
