import { CalendarDate } from '@internationalized/date';
import type { FieldBase } from './field-parts.tsx';
import { calendarDateToIso, defaultDateRange, isoToCalendarDate } from './field-values.ts';
import { PickerField } from './picker-field.tsx';

export type DateFieldProps = FieldBase & {
  /** 'YYYY-MM-DD', or null. */
  value: string | null;
  onChange: (value: string | null) => void;
  /** 'YYYY-MM-DD'; default 1 Jan 1900 to 31 Dec of the year 100 years ahead. */
  min?: string;
  max?: string;
};

/** A calendar date without a time (MM/DD/YYYY on screen, 'YYYY-MM-DD' in the value). */
export function DateField({ value, onChange, min, max, ...rest }: DateFieldProps) {
  const range = defaultDateRange();
  return (
    <PickerField
      {...rest}
      value={isoToCalendarDate(value)}
      onChange={(next) => onChange(calendarDateToIso(next))}
      granularity="day"
      minValue={isoToCalendarDate(min) ?? new CalendarDate(range.minYear, 1, 1)}
      maxValue={isoToCalendarDate(max) ?? new CalendarDate(range.maxYear, 12, 31)}
    />
  );
}
