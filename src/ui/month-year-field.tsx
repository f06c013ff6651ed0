import { useEffect, useId, useState } from 'react';
import { useT } from '../lib/i18n/i18n.ts';
import { cx } from './class-names.ts';
import { type FieldBase, FieldNotes } from './field-parts.tsx';
import { formatMonthYearValue, type MonthYearFormat, parseMonthYear } from './field-values.ts';
import { SelectField } from './select-field.tsx';

export type MonthYearFieldProps = FieldBase & {
  /** 'YYYY-MM-01' (or 'YYYY-MM' with format 'month'); 'YYYY-MM…' is read either way. */
  value: string | null;
  onChange: (value: string | null) => void;
  /** The value written: 'first-day' ('YYYY-MM-01', the default) or 'month' ('YYYY-MM'). */
  format?: MonthYearFormat;
  /** Default: 10 years back to 10 years ahead (always including the value's year). */
  minYear?: number;
  maxYear?: number;
};

const monthKeys = [
  'MonthJanuary',
  'MonthFebruary',
  'MonthMarch',
  'MonthApril',
  'MonthMay',
  'MonthJune',
  'MonthJuly',
  'MonthAugust',
  'MonthSeptember',
  'MonthOctober',
  'MonthNovember',
  'MonthDecember',
] as const;

/** Month and year only (e.g. a training start date): two lists; the value is set once both are chosen. */
export function MonthYearField({
  label,
  value,
  onChange,
  onBlur,
  description,
  errorMessage,
  isRequired,
  isDisabled,
  className,
  format = 'first-day',
  minYear,
  maxYear,
}: MonthYearFieldProps) {
  const t = useT();
  const id = useId();
  const current = parseMonthYear(value);
  // A half-made choice (month without year) stays on screen but is not a value yet.
  const [draft, setDraft] = useState<{ month: number | null; year: number | null }>({
    month: current?.month ?? null,
    year: current?.year ?? null,
  });
  useEffect(() => {
    const next = parseMonthYear(value);
    if (next) setDraft(next);
    else if (value === null)
      setDraft((d) => (d.month !== null && d.year !== null ? { month: null, year: null } : d));
  }, [value]);

  const thisYear = new Date().getFullYear();
  const from = Math.min(minYear ?? thisYear - 10, draft.year ?? Number.POSITIVE_INFINITY);
  const to = Math.max(maxYear ?? thisYear + 10, draft.year ?? Number.NEGATIVE_INFINITY);
  const years = Array.from({ length: to - from + 1 }, (_, i) => String(from + i));
  const empty = isRequired ? [] : [{ value: '', label: '—' }];

  const choose = (patch: Partial<typeof draft>) => {
    const next = { ...draft, ...patch };
    setDraft(next);
    onChange(
      next.month && next.year ? formatMonthYearValue({ year: next.year, month: next.month }, format) : null,
    );
  };

  return (
    <fieldset
      className={cx('field', 'month-year-field', className)}
      disabled={isDisabled}
      aria-describedby={
        cx(Boolean(description) && `${id}-description`, Boolean(errorMessage) && `${id}-error`) || undefined
      }
    >
      <legend className="field-label">{label}</legend>
      <div className="month-year-inputs">
        <SelectField
          label={t('MonthLabel')}
          options={[...empty, ...monthKeys.map((key, i) => ({ value: String(i + 1), label: t(key) }))]}
          value={draft.month ? String(draft.month) : null}
          onChange={(v) => choose({ month: v ? Number(v) : null })}
          onBlur={onBlur}
          isRequired={isRequired}
        />
        <SelectField
          label={t('YearLabel')}
          options={[...empty, ...years.map((y) => ({ value: y, label: y }))]}
          value={draft.year ? String(draft.year) : null}
          onChange={(v) => choose({ year: v ? Number(v) : null })}
          onBlur={onBlur}
          isRequired={isRequired}
        />
      </div>
      <FieldNotes id={id} description={description} errorMessage={errorMessage} />
    </fieldset>
  );
}
