import type { ReactNode } from 'react';
import type { TranslationKey } from '../lib/i18n/en-gb.ts';
import { useT } from '../lib/i18n/i18n.ts';
import { cx } from './class-names.ts';

/** A label (catalogue key) and its value; null leaves the row out. */
export type DetailRow = readonly [label: TranslationKey, value: ReactNode] | null;

/** Label–value pairs as a description list (two columns on wide screens, stacked on phones). */
export function DetailsList({ rows, className }: { rows: readonly DetailRow[]; className?: string }) {
  const t = useT();
  return (
    <dl className={cx('details-list', className)}>
      {rows.map((row) =>
        row ? (
          <div key={row[0]}>
            <dt>{t(row[0])}</dt>
            <dd>{row[1]}</dd>
          </div>
        ) : null,
      )}
    </dl>
  );
}
