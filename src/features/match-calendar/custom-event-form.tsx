import { Form } from 'react-aria-components';
import {
  type CustomCalendarEvent,
  type CustomCalendarEventBody,
  checkEventTimes,
} from '../../../core/contracts/match-cycles/match-calendar-events.contract.ts';
import { messages } from '../../../core/domain/messages.ts';
import { useT } from '../../lib/i18n/i18n.ts';
import { Button } from '../../ui/button.tsx';
import { DateTimeField } from '../../ui/date-time-field.tsx';
import { SelectField, type SelectOption } from '../../ui/select-field.tsx';
import { TextAreaField } from '../../ui/text-area-field.tsx';
import { TextField } from '../../ui/text-field.tsx';
import { useEntityForm } from '../forms/use-entity-form.ts';

export type CustomEventValues = {
  title: string;
  description: string;
  startsAt: string | null;
  endsAt: string | null;
  specialtyId: number | null;
};

type Field = keyof CustomEventValues;

export function customEventValues(event: CustomCalendarEvent | null): CustomEventValues {
  return {
    title: event?.title ?? '',
    description: event?.description ?? '',
    startsAt: event?.startsAt ?? null,
    endsAt: event?.endsAt ?? null,
    specialtyId: event?.specialtyId ?? null,
  };
}

/** The form's own checks, with the server's messages (the end-time rule is the contract's). */
export function validateCustomEvent(values: CustomEventValues): Partial<Record<Field, string>> {
  const errors: Partial<Record<Field, string>> = {};
  if (!values.title.trim()) errors.title = messages.TitleIsRequired;
  else if (values.title.trim().length > 200) errors.title = messages.ExceededNumberOfCharacters;
  if (values.description.length > 2000) errors.description = messages.ExceededNumberOfCharacters;
  if (!values.startsAt) errors.startsAt = messages.StartTimeIsRequired;
  const order = checkEventTimes(values);
  if (order) errors.endsAt = order;
  return errors;
}

const ALL = 'all';

export type CustomEventFormProps = {
  event: CustomCalendarEvent | null;
  specialties: readonly SelectOption[];
  /** Saves; throws when the server refuses (what was typed stays). */
  onSubmit: (body: CustomCalendarEventBody) => Promise<void>;
  onCancel: () => void;
};

/** A custom match calendar event (event type Custom): for one specialty or for all of them. */
export function CustomEventForm({ event, specialties, onSubmit, onCancel }: CustomEventFormProps) {
  const t = useT();
  const form = useEntityForm({
    draftKey: `calendar-event:${event?.id ?? 'new'}`,
    initial: customEventValues(event),
    validate: validateCustomEvent,
    onSubmit: (values) =>
      onSubmit({
        title: values.title.trim(),
        description: values.description.trim() || null,
        startsAt: values.startsAt ?? '',
        endsAt: values.endsAt,
        specialtyId: values.specialtyId,
      }),
    context: 'calendar event save',
  });
  const { values, errorOf } = form;
  const set = <F extends Field>(field: F, value: CustomEventValues[F]) =>
    form.set({ [field]: value } as Partial<CustomEventValues>);

  return (
    <Form className="form" validationBehavior="aria" onSubmit={form.submit}>
      <TextField
        label={t('CalEventTitle')}
        value={values.title}
        onChange={(value) => set('title', value)}
        errorMessage={errorOf('title')}
        maxLength={200}
        isRequired
        autoFocus
      />
      <SelectField
        label={t('CalSpecialty')}
        options={[{ value: ALL, label: t('CalAllSpecialties') }, ...specialties]}
        value={values.specialtyId === null ? ALL : String(values.specialtyId)}
        onChange={(value) => set('specialtyId', value && value !== ALL ? Number(value) : null)}
        errorMessage={errorOf('specialtyId')}
      />
      <div className="form-grid">
        <DateTimeField
          label={t('CalEventStartsAt')}
          value={values.startsAt}
          onChange={(value) => set('startsAt', value)}
          errorMessage={errorOf('startsAt')}
          isRequired
        />
        <DateTimeField
          label={t('CalEventEndsAt')}
          value={values.endsAt}
          onChange={(value) => set('endsAt', value)}
          errorMessage={errorOf('endsAt')}
        />
      </div>
      <TextAreaField
        label={t('CalEventDescription')}
        value={values.description}
        onChange={(value) => set('description', value)}
        errorMessage={errorOf('description')}
        rows={4}
      />
      <div className="button-row button-row-end">
        <Button variant="secondary" onPress={onCancel}>
          {t('Cancel')}
        </Button>
        <Button type="submit" isPending={form.isSaving}>
          {t('Save')}
        </Button>
      </div>
    </Form>
  );
}
