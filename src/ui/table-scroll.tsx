import { type HTMLAttributes, type ReactNode, useCallback, useLayoutEffect, useRef, useState } from 'react';
import { cx } from './class-names.ts';
import { useScrolls } from './use-scrolls.ts';

type TableScrollProps = HTMLAttributes<HTMLDivElement> & {
  /** Names the box for screen readers when it takes focus; default: the table's caption. */
  label?: string;
  children: ReactNode;
};

/**
 * The box a table scrolls sideways in, never the page. While its content does not fit, it takes focus
 * so the keyboard can scroll it too (axe: scrollable-region-focusable), as a group named like its
 * table: a focus stop without a name would be announced as nothing.
 */
export function TableScroll({ label, className, children, ...props }: TableScrollProps) {
  const [measured, scrolls] = useScrolls<HTMLDivElement>();
  const element = useRef<HTMLDivElement | null>(null);
  const box = useCallback(
    (el: HTMLDivElement | null) => {
      element.current = el;
      measured(el);
    },
    [measured],
  );
  const [caption, setCaption] = useState<string | undefined>(undefined);
  // After every render, like the measuring: the caption's text may have changed with the rows.
  useLayoutEffect(() => {
    const text = element.current?.querySelector('caption')?.textContent?.trim() || undefined;
    setCaption((previous) => (previous === text ? previous : text));
  });
  const name = label ?? caption;
  return (
    <div
      ref={box}
      className={cx('data-table-scroll', className)}
      {...props}
      {...(scrolls ? { tabIndex: 0, ...(name ? { role: 'group', 'aria-label': name } : {}) } : {})}
    >
      {children}
    </div>
  );
}
