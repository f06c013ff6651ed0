import type { CalendarDate, CalendarDateTime } from '@internationalized/date';
import type { ReactNode } from 'react';
import {
  Button as AriaButton,
  DatePicker as AriaDatePicker,
  Calendar,
  CalendarCell,
  CalendarGrid,
  DateInput,
  DateSegment,
  Dialog,
  Group,
  Heading,
  I18nProvider,
  Label,
  Popover,
} from 'react-aria-components';
import { useT } from '../lib/i18n/i18n.ts';
import { cx } from './class-names.ts';
import { type FieldBase, FieldDescription, FieldErrorSlot } from './field-parts.tsx';

/** The spec's picker format is MM/DD/YYYY h:mm AM/PM (platform.md §5) whatever the interface language. */
const PICKER_LOCALE = 'en-US';

function CalendarPopover() {
  return (
    <Popover className="popover date-popover">
      <Dialog className="date-dialog">
        <Calendar className="calendar">
          <header className="calendar-header">
            <AriaButton slot="previous" className="icon-button">
              <span aria-hidden="true">‹</span>
            </AriaButton>
            <Heading className="calendar-heading" />
            <AriaButton slot="next" className="icon-button">
              <span aria-hidden="true">›</span>
            </AriaButton>
          </header>
          <CalendarGrid className="calendar-grid">
            {(date) => <CalendarCell date={date} className="calendar-cell" />}
          </CalendarGrid>
        </Calendar>
      </Dialog>
    </Popover>
  );
}

function PickerInput({ openLabel }: { openLabel: string }) {
  return (
    <Group className="field-input date-group">
      <DateInput className="date-input">
        {(segment) => <DateSegment segment={segment} className="date-segment" />}
      </DateInput>
      <AriaButton className="icon-button date-button" aria-label={openLabel}>
        <span aria-hidden="true">▦</span>
      </AriaButton>
    </Group>
  );
}

export type PickerFieldProps<T extends CalendarDate | CalendarDateTime> = Omit<FieldBase, 'label'> & {
  label: ReactNode;
  value: T | null;
  onChange: (value: T | null) => void;
  granularity: 'day' | 'minute';
  minValue: T;
  maxValue: T;
};

/** The date picker both date fields use: typed segments plus a calendar popover. */
export function PickerField<T extends CalendarDate | CalendarDateTime>({
  label,
  value,
  onChange,
  onBlur,
  description,
  errorMessage,
  isRequired,
  isDisabled,
  name,
  className,
  granularity,
  minValue,
  maxValue,
}: PickerFieldProps<T>) {
  const t = useT();
  return (
    <I18nProvider locale={PICKER_LOCALE}>
      <AriaDatePicker<T>
        className={cx('field', 'date-field', className)}
        value={value}
        // A CalendarDate or CalendarDateTime value comes back as the same type.
        onChange={(next) => onChange(next as T | null)}
        onBlur={onBlur}
        granularity={granularity}
        hourCycle={12}
        minValue={minValue}
        maxValue={maxValue}
        isRequired={isRequired}
        isDisabled={isDisabled}
        isInvalid={errorMessage ? true : undefined}
        validationBehavior="aria"
        name={name}
      >
        <Label className="field-label">{label}</Label>
        <PickerInput openLabel={t('OpenCalendar')} />
        <FieldDescription>{description}</FieldDescription>
        <FieldErrorSlot>{errorMessage}</FieldErrorSlot>
        <CalendarPopover />
      </AriaDatePicker>
    </I18nProvider>
  );
}
