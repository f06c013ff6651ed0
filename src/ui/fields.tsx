import { CalendarDate, CalendarDateTime } from '@internationalized/date';
import { type ReactNode, useEffect, useId, useRef, useState } from 'react';
import {
  Button as AriaButton,
  DatePicker as AriaDatePicker,
  NumberField as AriaNumberField,
  Switch as AriaSwitch,
  TextField as AriaTextField,
  Calendar,
  CalendarCell,
  CalendarGrid,
  DateInput,
  DateSegment,
  Dialog,
  FieldError,
  Group,
  Heading,
  I18nProvider,
  Input,
  Label,
  Popover,
  Text,
} from 'react-aria-components';
import { useT } from '../lib/i18n/i18n.ts';
import { Checkbox } from './checkbox.tsx';
import { cx } from './class-names.ts';
import {
  calendarDateToIso,
  centsToMoneyText,
  defaultDateRange,
  formatMonthYearValue,
  isMoneyKeystrokeAllowed,
  isoToCalendarDate,
  isoToPacificDateTime,
  type MonthYearFormat,
  moneyTextToCents,
  pacificDateTimeToIso,
  parseMonthYear,
} from './field-values.ts';
import { SelectField } from './select-field.tsx';
import { TextField, type TextFieldProps } from './text-field.tsx';
import { useFilteredChange } from './use-invalid-flash.ts';

/** What every field of the kit takes besides its value. */
type FieldBase = {
  label: ReactNode;
  onBlur?: () => void;
  description?: ReactNode;
  /** The message to show; a non-empty message marks the field invalid. */
  errorMessage?: string | null;
  isRequired?: boolean;
  isDisabled?: boolean;
  name?: string;
  className?: string;
};

function FieldDescription({ children }: { children: ReactNode }) {
  return children ? (
    <Text slot="description" className="field-description">
      {children}
    </Text>
  ) : null;
}

/** The slot keeps its height so a message appearing on blur does not move what is being clicked. */
function FieldErrorSlot({ children }: { children?: string | null | undefined }) {
  return (
    <div className="field-error-slot">
      <FieldError className="field-error">{children || undefined}</FieldError>
    </div>
  );
}

/** Description and error of a field built without react-aria's field context (ids: `${id}-description`, `${id}-error`). */
function FieldNotes({
  id,
  description,
  errorMessage,
}: {
  id: string;
  description?: ReactNode;
  errorMessage?: string | null;
}) {
  return (
    <>
      {description ? (
        <p className="field-description" id={`${id}-description`}>
          {description}
        </p>
      ) : null}
      <div className="field-error-slot">
        {errorMessage ? (
          <p className="field-error" id={`${id}-error`}>
            {errorMessage}
          </p>
        ) : null}
      </div>
    </>
  );
}

export type TextAreaFieldProps = Omit<TextFieldProps, 'type' | 'rows'> & { rows?: number };

/** A multi-line text field; 3 rows by default (platform.md §5). */
export function TextAreaField({ rows = 3, ...props }: TextAreaFieldProps) {
  return <TextField {...props} rows={rows} />;
}

export type NumberFieldProps = FieldBase & {
  value: number | null;
  onChange: (value: number | null) => void;
  minValue?: number;
  maxValue?: number;
  step?: number;
  /** Defaults to whole numbers without grouping ('1500', not '1,500'). */
  formatOptions?: Intl.NumberFormatOptions;
  placeholder?: string;
};

/** A number; empty is null. Arrow keys step it. */
export function NumberField({
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
  minValue,
  maxValue,
  step,
  formatOptions = { useGrouping: false, maximumFractionDigits: 0 },
  placeholder,
}: NumberFieldProps) {
  return (
    <AriaNumberField
      className={cx('field', className)}
      value={value ?? Number.NaN}
      onChange={(next) => onChange(Number.isNaN(next) ? null : next)}
      onBlur={onBlur}
      minValue={minValue}
      maxValue={maxValue}
      step={step}
      formatOptions={formatOptions}
      isRequired={isRequired}
      isDisabled={isDisabled}
      isInvalid={Boolean(errorMessage)}
      validationBehavior="aria"
      name={name}
    >
      <Label className="field-label">{label}</Label>
      <Input className="field-input" placeholder={placeholder} />
      <FieldDescription>{description}</FieldDescription>
      <FieldErrorSlot>{errorMessage}</FieldErrorSlot>
    </AriaNumberField>
  );
}

export type MoneyFieldProps = FieldBase & {
  /** Integer cents; null when empty or not an amount. */
  value: number | null;
  onChange: (cents: number | null) => void;
  /** Told whether the typed text is an amount, so a form can refuse to submit 'Invalid amount.'. */
  onValidityChange?: (isValid: boolean) => void;
  allowNegative?: boolean;
  placeholder?: string;
};

/**
 * US dollars typed with up to 2 decimals, held as integer cents (design.md §4.9). Keystrokes
 * outside the money mask are refused (platform.md §5); text that is still not an amount when
 * the field is left shows 'Invalid amount.' and is reported as null.
 */
export function MoneyField({
  label,
  value,
  onChange,
  onValidityChange,
  onBlur,
  description,
  errorMessage,
  isRequired,
  isDisabled,
  name,
  className,
  allowNegative = false,
  placeholder,
}: MoneyFieldProps) {
  const t = useT();
  const [text, setText] = useState(() => centsToMoneyText(value));
  const [showInvalid, setShowInvalid] = useState(false);
  // The value this field last reported: anything else arriving in `value` came from outside.
  const reported = useRef<number | null>(value);

  useEffect(() => {
    if (value === reported.current) return;
    reported.current = value;
    setText(centsToMoneyText(value));
    setShowInvalid(false);
  }, [value]);

  const parsed = moneyTextToCents(text, allowNegative);
  const isValid = parsed !== 'invalid';
  const validity = useRef(true);
  useEffect(() => {
    if (validity.current === isValid) return;
    validity.current = isValid;
    onValidityChange?.(isValid);
  }, [isValid, onValidityChange]);

  const { handleChange, flashing } = useFilteredChange(
    (next) => isMoneyKeystrokeAllowed(next, allowNegative),
    (next) => {
      setText(next);
      const cents = moneyTextToCents(next, allowNegative);
      if (cents !== 'invalid') setShowInvalid(false);
      const result = cents === 'invalid' ? null : cents;
      if (result !== reported.current) {
        reported.current = result;
        onChange(result);
      }
    },
  );

  const message = errorMessage || (showInvalid && !isValid ? t('InvalidAmount') : null);
  return (
    <AriaTextField
      className={cx('field', 'money-field', flashing && 'field-invalid-charset', className)}
      value={text}
      onChange={handleChange}
      onBlur={() => {
        if (isValid) setText(centsToMoneyText(parsed));
        else setShowInvalid(true);
        onBlur?.();
      }}
      inputMode="decimal"
      isRequired={isRequired}
      isDisabled={isDisabled}
      isInvalid={Boolean(message)}
      validationBehavior="aria"
      name={name}
      autoComplete="off"
    >
      <Label className="field-label">{label}</Label>
      <div className="field-affix">
        <span className="field-prefix" aria-hidden="true">
          $
        </span>
        <Input className="field-input" placeholder={placeholder} />
      </div>
      <FieldDescription>{description}</FieldDescription>
      <FieldErrorSlot>{message}</FieldErrorSlot>
    </AriaTextField>
  );
}

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

type PickerFieldProps<T extends CalendarDate | CalendarDateTime> = Omit<FieldBase, 'label'> & {
  label: ReactNode;
  value: T | null;
  onChange: (value: T | null) => void;
  granularity: 'day' | 'minute';
  minValue: T;
  maxValue: T;
};

/** The date picker both date fields use: typed segments plus a calendar popover. */
function PickerField<T extends CalendarDate | CalendarDateTime>({
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

export type SwitchFieldProps = {
  label: ReactNode;
  isSelected: boolean;
  onChange: (isSelected: boolean) => void;
  description?: ReactNode;
  isDisabled?: boolean;
  name?: string;
  className?: string;
};

/** An on/off setting that takes effect as a form value (not an immediate action). */
export function SwitchField({
  label,
  isSelected,
  onChange,
  description,
  isDisabled,
  name,
  className,
}: SwitchFieldProps) {
  const id = useId();
  return (
    <div className={cx('field', 'switch-field', className)}>
      <AriaSwitch
        className="switch"
        isSelected={isSelected}
        onChange={onChange}
        isDisabled={isDisabled}
        name={name}
        aria-describedby={description ? `${id}-description` : undefined}
      >
        <span className="switch-track" aria-hidden="true">
          <span className="switch-thumb" />
        </span>
        <span className="switch-label">{label}</span>
      </AriaSwitch>
      {description ? (
        <p className="field-description" id={`${id}-description`}>
          {description}
        </p>
      ) : null}
    </div>
  );
}

export type CheckboxFieldProps = {
  label: ReactNode;
  isSelected: boolean;
  onChange: (isSelected: boolean) => void;
  description?: ReactNode;
  errorMessage?: string | null;
  isDisabled?: boolean;
  className?: string;
};

/** A checkbox with the field layout: description and error under it. */
export function CheckboxField({
  label,
  isSelected,
  onChange,
  description,
  errorMessage,
  isDisabled,
  className,
}: CheckboxFieldProps) {
  const id = useId();
  return (
    <div className={cx('field', 'checkbox-field', className)}>
      <Checkbox
        isSelected={isSelected}
        onChange={onChange}
        isDisabled={isDisabled}
        isInvalid={Boolean(errorMessage)}
        aria-describedby={
          cx(Boolean(description) && `${id}-description`, Boolean(errorMessage) && `${id}-error`) || undefined
        }
      >
        {label}
      </Checkbox>
      <FieldNotes id={id} description={description} errorMessage={errorMessage} />
    </div>
  );
}
