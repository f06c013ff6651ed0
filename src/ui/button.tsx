import { Button as AriaButton, type ButtonProps as AriaButtonProps } from 'react-aria-components';
import { cx } from './class-names.ts';

export type ButtonVariant = 'primary' | 'secondary' | 'link' | 'ghost' | 'danger';

export type ButtonProps = Omit<AriaButtonProps, 'className'> & {
  variant?: ButtonVariant;
  className?: string;
};

export function Button({ variant = 'primary', className, ...props }: ButtonProps) {
  return <AriaButton {...props} className={cx('btn', `btn-${variant}`, className)} />;
}
