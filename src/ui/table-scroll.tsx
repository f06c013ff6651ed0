import type { HTMLAttributes, ReactNode } from 'react';
import { cx } from './class-names.ts';
import { useScrolls } from './use-scrolls.ts';

type TableScrollProps = HTMLAttributes<HTMLDivElement> & {
  /** Names the box for screen readers when it takes focus (the table's own name). */
  label?: string;
  children: ReactNode;
};

/**
 * The box a table scrolls sideways in, never the page. While its content does not fit, it takes focus
 * so the keyboard can scroll it too (axe: scrollable-region-focusable).
 */
export function TableScroll({ label, className, children, ...props }: TableScrollProps) {
  const [box, scrolls] = useScrolls<HTMLDivElement>();
  return (
    <div
      ref={box}
      className={cx('data-table-scroll', className)}
      {...props}
      {...(scrolls ? { tabIndex: 0, ...(label ? { role: 'group', 'aria-label': label } : {}) } : {})}
    >
      {children}
    </div>
  );
}
