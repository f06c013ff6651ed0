import type { ReactNode } from 'react';
import type { TranslationKey } from '../lib/i18n/en-gb.ts';
import { useT } from '../lib/i18n/i18n.ts';
import { cx } from './class-names.ts';

/** A label already in the reader's language (one with values, or built from a field's label). */
export type DetailLabel = { text: string };

/** A label (catalogue key, or a translated text) and its value; null leaves the row out. */
export type DetailRow = readonly [label: TranslationKey | DetailLabel, value: ReactNode] | null;

/**
 * Label–value pairs as a description list, one `div` per pair: the label beside its value where the
 * box is wide enough, above it in a narrow box (phones, cards); values wrap between words.
 */
export function DetailsList({
  rows,
  className,
  children,
}: {
  rows: readonly DetailRow[];
  className?: string;
  /** More pairs after the rows, each a `<div><dt/><dd/></div>`. */
  children?: ReactNode;
}) {
  const t = useT();
  return (
    <dl className={cx('details-list', className)}>
      {rows.map((row) => {
        if (!row) return null;
        const label = typeof row[0] === 'string' ? t(row[0]) : row[0].text;
        return (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{row[1]}</dd>
          </div>
        );
      })}
      {children}
    </dl>
  );
}
