import './count-badge.css';

/**
 * A number beside a menu entry or tab; screen readers hear the label instead. Without a count it is
 * a dot (something unread, no number known).
 */
export function CountBadge({ count, label }: { count?: number; label: string }) {
  return (
    <>
      <span className="count-badge" data-dot={count === undefined || undefined} aria-hidden="true">
        {count}
      </span>
      <span className="visually-hidden"> ({label})</span>
    </>
  );
}
