/**
 * A user's saved views of a list (issue 15): a name and the list's URL search string (filters,
 * sort, page size), per list key. Names are unique per list; a list keeps at most MAX_SAVED_VIEWS.
 */
import { z } from 'zod';
import { messages } from '../../domain/messages.ts';
import { defineContract, okResponse } from '../http.ts';

export const MAX_SAVED_VIEWS = 20;

const listKey = z
  .string()
  .trim()
  .min(1)
  .max(100)
  .regex(/^[A-Za-z0-9:._/-]+$/);

export const savedView = z.object({
  id: z.number().int(),
  listKey: z.string(),
  name: z.string(),
  query: z.string(),
  createdDate: z.string(),
});
export type SavedView = z.infer<typeof savedView>;

export const savedViewInput = z.strictObject({
  listKey,
  name: z
    .string({ error: messages.NameIsRequired })
    .trim()
    .min(1, messages.NameIsRequired)
    .max(100, messages.ExceededNumberOfCharacters),
  /** The list's URL search string, without the leading '?'. */
  query: z.string().max(2000, messages.ExceededNumberOfCharacters),
});
export type SavedViewInput = z.input<typeof savedViewInput>;

export const listSavedViews = defineContract({
  method: 'GET',
  path: '/api/me/saved-views',
  access: 'authenticated',
  query: z.strictObject({ listKey }),
  response: z.object({ items: z.array(savedView) }),
});

export const createSavedView = defineContract({
  method: 'POST',
  path: '/api/me/saved-views',
  access: 'authenticated',
  body: savedViewInput,
  response: savedView,
});

export const deleteSavedView = defineContract({
  method: 'DELETE',
  path: '/api/me/saved-views/:id',
  access: 'authenticated',
  params: z.strictObject({ id: z.coerce.number().int().positive().max(2_147_483_647) }),
  response: okResponse,
});
