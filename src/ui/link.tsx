import { Link as AriaLink, type LinkProps as AriaLinkProps } from 'react-aria-components';
import { cx } from './class-names.ts';

export type LinkProps = Omit<AriaLinkProps, 'className'> & {
  className?: string;
  variant?: 'text' | 'button';
};

/** A link; in-app hrefs navigate through the router (RouterProvider in the app providers). */
export function Link({ className, variant = 'text', ...props }: LinkProps) {
  return <AriaLink {...props} className={cx(variant === 'button' ? 'btn btn-primary' : 'link', className)} />;
}
