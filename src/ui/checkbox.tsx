import type { ReactNode } from 'react';
import { Checkbox as AriaCheckbox } from 'react-aria-components';
import { cx } from './class-names.ts';

export type CheckboxProps = {
  children: ReactNode;
  isSelected: boolean;
  onChange: (isSelected: boolean) => void;
  isDisabled?: boolean;
  isReadOnly?: boolean;
  isInvalid?: boolean;
  className?: string;
  'aria-describedby'?: string;
};

export function Checkbox({ children, className, ...props }: CheckboxProps) {
  return (
    <AriaCheckbox {...props} className={cx('checkbox', className)}>
      <span className="checkbox-box" aria-hidden="true">
        <svg viewBox="0 0 18 18" role="presentation">
          <polyline points="3.5 9.5 7.5 13 14.5 5" />
        </svg>
      </span>
      <span className="checkbox-label">{children}</span>
    </AriaCheckbox>
  );
}
