import { CalendarDateTime } from '@internationalized/date';
import type { FieldBase } from './field-parts.tsx';
import { defaultDateRange, isoToPacificDateTime, pacificDateTimeToIso } from './field-values.ts';
import { PickerField } from './picker-field.tsx';

export type DateTimeFieldProps = FieldBase & {
  /** An ISO instant with its offset, or null. */
  value: string | null;
  onChange: (value: string | null) => void;
  /** Earliest and latest instants (ISO); default 1 Jan 1900 to 31 Dec of the year 100 years ahead. */
  min?: string;
  max?: string;
};

/** A moment typed as a Pacific date and time (platform.md §9: business time zone, shown with 'PT'). */
export function DateTimeField({ label, value, onChange, min, max, ...rest }: DateTimeFieldProps) {
  const range = defaultDateRange();
  return (
    <PickerField
      {...rest}
      label={
        <>
          {label} <span className="field-time-zone">(PT)</span>
        </>
      }
      value={isoToPacificDateTime(value)}
      onChange={(next) => onChange(pacificDateTimeToIso(next))}
      granularity="minute"
      minValue={isoToPacificDateTime(min) ?? new CalendarDateTime(range.minYear, 1, 1, 0, 0)}
      maxValue={isoToPacificDateTime(max) ?? new CalendarDateTime(range.maxYear, 12, 31, 23, 59)}
    />
  );
}
