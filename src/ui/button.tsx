import { Button as AriaButton, type ButtonProps as AriaButtonProps } from 'react-aria-components';
import { cx } from './class-names.ts';

export type ButtonVariant = 'primary' | 'secondary' | 'link' | 'ghost' | 'danger';

export type ButtonProps = Omit<AriaButtonProps, 'className' | 'isPending'> & {
  variant?: ButtonVariant;
  className?: string;
  /** Shows work in progress; presses are ignored meanwhile (forms also guard double submits). */
  isPending?: boolean;
};

export function Button({
  variant = 'primary',
  className,
  isPending = false,
  onPress,
  children,
  ...props
}: ButtonProps) {
  // Not react-aria's isPending: it announces through a live region that points at this button,
  // which is gone once a dialog closes or the page changes, leaving a dangling label behind.
  return (
    <AriaButton
      {...props}
      onPress={isPending ? undefined : onPress}
      data-pending={isPending || undefined}
      className={cx('btn', `btn-${variant}`, className)}
    >
      {(renderProps) => (
        <>
          {isPending ? <span className="btn-spinner" aria-hidden="true" /> : null}
          {typeof children === 'function' ? children(renderProps) : children}
        </>
      )}
    </AriaButton>
  );
}
