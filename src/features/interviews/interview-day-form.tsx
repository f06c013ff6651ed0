/**
 * An interview day and its time ranges (issue 15): the date in the day's zone, the type (in person,
 * Matchline video, another video service with its link), and each range's times (in the day's
 * zone), capacity, public or hidden, and interviewers. Saved whole through the day's contract.
 */
import { useCallback } from 'react';
import { Temporal } from 'temporal-polyfill';
import {
  createInterviewDay,
  type InterviewDay,
  interviewDayInput,
  updateInterviewDay,
} from '../../../core/contracts/interviews/interviews.contract.ts';
import type { ProgramUser } from '../../../core/contracts/programs/programs.contract.ts';
import { type InterviewType, interviewTypes } from '../../../core/domain/interviews.ts';
import { call } from '../../lib/http/http-client.ts';
import { useT } from '../../lib/i18n/i18n.ts';
import { showSuccess } from '../../lib/notify/toast-service.ts';
import { Button } from '../../ui/button.tsx';
import { CheckboxField } from '../../ui/checkbox-field.tsx';
import { DateField } from '../../ui/date-field.tsx';
import { FormFooter } from '../../ui/form-footer.tsx';
import { NumberField } from '../../ui/number-field.tsx';
import { SelectField } from '../../ui/select-field.tsx';
import { TextAreaField } from '../../ui/text-area-field.tsx';
import { TextField } from '../../ui/text-field.tsx';
import { useSchemaValidate } from '../forms/schema-errors.ts';
import { useEntityForm } from '../forms/use-entity-form.ts';
import { viewerTimeZone } from './interview-time.ts';

type RangeValues = {
  id: number | null;
  start: string;
  end: string;
  capacity: number | null;
  isPublic: boolean;
  interviewerUserIds: string[];
};

type Values = {
  date: string | null;
  timeZone: string;
  interviewType: InterviewType;
  location: string;
  videoLink: string;
  notes: string;
  ranges: RangeValues[];
};

const hhmm = (iso: string, zone: string) => {
  const at = Temporal.Instant.from(iso).toZonedDateTimeISO(zone);
  return `${String(at.hour).padStart(2, '0')}:${String(at.minute).padStart(2, '0')}`;
};

/** A wall-clock time of the day in its zone as an instant; '' when it cannot be read. */
function instantOf(date: string | null, time: string, zone: string): string {
  if (!date || !/^\d{2}:\d{2}$/.test(time)) return '';
  try {
    return Temporal.PlainDateTime.from(`${date}T${time}`).toZonedDateTime(zone).toInstant().toString();
  } catch {
    return '';
  }
}

const toBody = (values: Values) => ({
  date: values.date ?? '',
  timeZone: values.timeZone,
  interviewType: values.interviewType,
  location: values.location || null,
  videoLink: values.interviewType === 'AnotherVideoConference' ? values.videoLink || null : null,
  notes: values.notes || null,
  timeRanges: values.ranges.map((range) => ({
    ...(range.id !== null ? { id: range.id } : {}),
    startsAt: instantOf(values.date, range.start, values.timeZone),
    endsAt: instantOf(values.date, range.end, values.timeZone),
    isPublic: range.isPublic,
    capacity: range.capacity ?? Number.NaN,
    interviewerUserIds: range.interviewerUserIds,
  })),
});

const newRange = (): RangeValues => ({
  id: null,
  start: '09:00',
  end: '12:00',
  capacity: 4,
  isPublic: true,
  interviewerUserIds: [],
});

export function InterviewDayForm({
  matchCycleCode,
  programCode,
  day,
  interviewers,
  onDone,
}: {
  matchCycleCode: string;
  programCode: string;
  day: InterviewDay | null;
  interviewers: readonly ProgramUser[];
  onDone: () => void;
}) {
  const t = useT();
  const validate = useSchemaValidate(interviewDayInput, useCallback(toBody, []));
  const zone = day?.timeZone ?? viewerTimeZone();
  const form = useEntityForm<Values>({
    draftKey: `interview-day:${matchCycleCode}:${programCode}:${day?.id ?? 'new'}`,
    initial: {
      date: day?.date ?? null,
      timeZone: zone,
      interviewType: day?.interviewType ?? 'InPerson',
      location: day?.location ?? '',
      videoLink: day?.videoLink ?? '',
      notes: day?.notes ?? '',
      ranges: day
        ? day.timeRanges.map((range) => ({
            id: range.id,
            start: hhmm(range.startsAt, zone),
            end: hhmm(range.endsAt, zone),
            capacity: range.capacity,
            isPublic: range.isPublic,
            interviewerUserIds: range.interviewerUserIds,
          }))
        : [newRange()],
    },
    validate,
    context: day ? 'interview day update' : 'interview day create',
    onSubmit: async (values) => {
      const body = interviewDayInput.parse(toBody(values));
      if (day) {
        await call(updateInterviewDay, { params: { matchCycleCode, programCode, id: day.id }, body });
      } else {
        await call(createInterviewDay, { params: { matchCycleCode, programCode }, body });
      }
      showSuccess(t('PiDaySaved'));
      onDone();
    },
  });
  const ranges = form.values.ranges;
  const setRange = (index: number, patch: Partial<RangeValues>) =>
    form.set({ ranges: ranges.map((range, i) => (i === index ? { ...range, ...patch } : range)) });
  return (
    <form
      className="stack"
      onSubmit={(event) => void form.submit(event)}
      aria-label={day ? t('PiEditDay') : t('PiAddDay')}
    >
      <DateField
        label={t('PiDate')}
        value={form.values.date}
        onChange={(value) => form.set({ date: value })}
        onBlur={() => form.touch('date')}
        errorMessage={form.errorOf('date')}
        isRequired
      />
      <TextField
        label={t('PiTimeZone')}
        description={t('PiTimeZoneHint')}
        {...form.field('timeZone')}
        isRequired
      />
      <SelectField
        label={t('PiType')}
        options={interviewTypes.map((type) => ({ value: type, label: t(`PiType_${type}`) }))}
        value={form.values.interviewType}
        onChange={(value) => form.set({ interviewType: (value ?? 'InPerson') as InterviewType })}
        isRequired
      />
      <TextField label={t('PiLocation')} {...form.field('location')} maxLength={300} />
      {form.values.interviewType === 'AnotherVideoConference' ? (
        <TextField
          label={t('PiVideoLink')}
          type="url"
          {...form.field('videoLink')}
          isRequired
          maxLength={2000}
        />
      ) : null}
      <TextAreaField label={t('PiNotes')} {...form.field('notes')} rows={2} maxLength={2000} />
      <fieldset className="stack">
        <legend>{t('PiRanges')}</legend>
        {ranges.map((range, index) => (
          <fieldset key={range.id ?? `new-${index}`} className="card stack">
            <legend>{t('PiRangeN', { n: index + 1 })}</legend>
            <TextField
              label={t('PiStart')}
              description={t('PiTimeHint')}
              inputMode="numeric"
              value={range.start}
              onChange={(value) => setRange(index, { start: value })}
              errorMessage={form.errorOf(`timeRanges.${index}.startsAt`)}
              isRequired
            />
            <TextField
              label={t('PiEnd')}
              description={t('PiTimeHint')}
              inputMode="numeric"
              value={range.end}
              onChange={(value) => setRange(index, { end: value })}
              errorMessage={form.errorOf(`timeRanges.${index}.endsAt`)}
              isRequired
            />
            <NumberField
              label={t('PiCapacity')}
              value={range.capacity}
              onChange={(value) => setRange(index, { capacity: value })}
              errorMessage={form.errorOf(`timeRanges.${index}.capacity`)}
              minValue={1}
              maxValue={200}
              isRequired
            />
            <CheckboxField
              label={t('PiPublic')}
              description={t('PiPublicHint')}
              isSelected={range.isPublic}
              onChange={(isPublic) => setRange(index, { isPublic })}
            />
            {interviewers.length > 0 ? (
              <fieldset className="stack">
                <legend>{t('PiInterviewers')}</legend>
                {interviewers.map((user) => (
                  <CheckboxField
                    key={user.userId}
                    label={`${user.firstName} ${user.lastName}`}
                    isSelected={range.interviewerUserIds.includes(user.userId)}
                    onChange={(on) =>
                      setRange(index, {
                        interviewerUserIds: on
                          ? [...range.interviewerUserIds, user.userId]
                          : range.interviewerUserIds.filter((id) => id !== user.userId),
                      })
                    }
                  />
                ))}
              </fieldset>
            ) : null}
            {ranges.length > 1 ? (
              <div className="button-row">
                <Button
                  variant="secondary"
                  onPress={() => form.set({ ranges: ranges.filter((_, i) => i !== index) })}
                >
                  {t('PiRemoveRange', { n: index + 1 })}
                </Button>
              </div>
            ) : null}
          </fieldset>
        ))}
        <div className="button-row">
          <Button variant="secondary" onPress={() => form.set({ ranges: [...ranges, newRange()] })}>
            {t('PiAddRange')}
          </Button>
        </div>
      </fieldset>
      <FormFooter
        hasErrors={form.hasErrors}
        isSaving={form.isSaving}
        isDirty={form.isDirty}
        submitLabel={t('PiSaveDay')}
      />
      <div className="button-row">
        <Button variant="secondary" onPress={onDone}>
          {t('PiCancelEdit')}
        </Button>
      </div>
    </form>
  );
}
