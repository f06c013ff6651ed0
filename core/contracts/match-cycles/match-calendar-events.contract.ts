import { z } from 'zod';
import { messages } from '../../domain/messages.ts';
import { requiredText } from '../fields.ts';
import { defineContract, okResponse } from '../http.ts';
import { listQuery, paged } from '../paging.ts';
import { instantInput } from './match-cycles.contract.ts';

/**
 * Custom events of the match calendar (event type Custom, business.md §3.2): the admin adds them
 * beside the dates that come from match cycles. A null specialty means every specialty.
 */
const id = z.coerce.number().int().positive().max(2_147_483_647);

export const customCalendarEvent = z.object({
  id: z.number().int(),
  title: z.string(),
  description: z.string().nullable(),
  startsAt: z.string(),
  endsAt: z.string().nullable(),
  specialtyId: z.number().int().nullable(),
  specialtyName: z.string().nullable(),
});
export type CustomCalendarEvent = z.infer<typeof customCalendarEvent>;

/** An event ends after it starts; the message sits on the end time, the field to fix. */
export const customCalendarEventInput = z
  .strictObject({
    title: requiredText(200, messages.TitleIsRequired),
    description: z
      .string({ error: messages.InvalidValue })
      .max(2000, messages.ExceededNumberOfCharacters)
      .nullish()
      .transform((value) => value?.trim() || null),
    startsAt: z
      .string({ error: messages.StartTimeIsRequired })
      .min(1, messages.StartTimeIsRequired)
      .pipe(instantInput),
    endsAt: instantInput.nullable().default(null),
    specialtyId: z
      .number({ error: messages.SelectSpecialty })
      .int(messages.SelectSpecialty)
      .positive(messages.SelectSpecialty)
      .max(2_147_483_647, messages.SelectSpecialty)
      .nullable()
      .default(null),
  })
  .superRefine((value, ctx) => {
    const issue = checkEventTimes(value);
    if (issue) ctx.addIssue({ code: 'custom', path: ['endsAt'], message: issue });
  });
export type CustomCalendarEventInput = z.output<typeof customCalendarEventInput>;
export type CustomCalendarEventBody = z.input<typeof customCalendarEventInput>;

/** The end-time rule, shared by the form and the server: the message, or null when in order. */
export function checkEventTimes(value: { startsAt?: string | null; endsAt?: string | null }): string | null {
  if (!value.startsAt || !value.endsAt) return null;
  const start = new Date(value.startsAt).getTime();
  const end = new Date(value.endsAt).getTime();
  // An unreadable time has its own message; compare only two real times.
  if (Number.isNaN(start) || Number.isNaN(end)) return null;
  return start < end ? null : messages.StartBeforeEnd;
}

export const listCustomCalendarEvents = defineContract({
  method: 'GET',
  path: '/api/admin/match-calendar-events',
  access: ['Admin'],
  query: z.strictObject({
    specialtyId: id.optional(),
    ...listQuery(['startsAt', 'title']),
  }),
  response: paged(customCalendarEvent),
});

export const getCustomCalendarEvent = defineContract({
  method: 'GET',
  path: '/api/admin/match-calendar-events/:id',
  access: ['Admin'],
  params: z.strictObject({ id }),
  response: customCalendarEvent,
});

export const createCustomCalendarEvent = defineContract({
  method: 'POST',
  path: '/api/admin/match-calendar-events',
  access: ['Admin'],
  body: customCalendarEventInput,
  response: customCalendarEvent,
});

export const updateCustomCalendarEvent = defineContract({
  method: 'PUT',
  path: '/api/admin/match-calendar-events/:id',
  access: ['Admin'],
  params: z.strictObject({ id }),
  body: customCalendarEventInput,
  response: customCalendarEvent,
});

export const deleteCustomCalendarEvent = defineContract({
  method: 'DELETE',
  path: '/api/admin/match-calendar-events/:id',
  access: ['Admin'],
  params: z.strictObject({ id }),
  response: okResponse,
});
