import { z } from 'zod';
import { formatMessage, messages } from '../../domain/messages.ts';
import { isValidUrl } from '../../domain/validation.ts';
import { requiredText } from '../fields.ts';
import { defineContract, okResponse } from '../http.ts';
import { paged, pageQueryFields } from '../paging.ts';

const id = z.coerce.number().int().positive().max(2_147_483_647);

/** A published page as the public, applicants and society users read it; body is sanitized HTML. */
export const publicSpecialtyPage = z.object({
  id: z.number().int(),
  specialtyId: z.number().int(),
  title: z.string(),
  body: z.string(),
  updatedDate: z.string(),
});
export type PublicSpecialtyPage = z.infer<typeof publicSpecialtyPage>;

export const getPublicSpecialtyPage = defineContract({
  method: 'GET',
  path: '/api/specialties/:id/pages/:pageId',
  access: 'public',
  params: z.strictObject({ id, pageId: id }),
  response: publicSpecialtyPage,
});

// ---------- admin ----------

export const adminSpecialtyPageItem = z.object({
  id: z.number().int(),
  specialtyId: z.number().int(),
  title: z.string(),
  position: z.number().int(),
  isPublished: z.boolean(),
  updatedDate: z.string(),
});
export type AdminSpecialtyPageItem = z.infer<typeof adminSpecialtyPageItem>;

export const adminSpecialtyPage = adminSpecialtyPageItem.extend({ body: z.string() });
export type AdminSpecialtyPage = z.infer<typeof adminSpecialtyPage>;

/** A specialty's pages in their order (a page of the list; the editor asks for up to 100). */
export const listAdminSpecialtyPages = defineContract({
  method: 'GET',
  path: '/api/admin/specialties/:id/pages',
  access: ['Admin'],
  params: z.strictObject({ id }),
  query: z.strictObject(pageQueryFields),
  response: paged(adminSpecialtyPageItem),
});

export const getAdminSpecialtyPage = defineContract({
  method: 'GET',
  path: '/api/admin/specialty-pages/:pageId',
  access: ['Admin'],
  params: z.strictObject({ pageId: id }),
  response: adminSpecialtyPage,
});

/** Rich text: the server sanitizes it again whatever the editor sent (core/domain/rich-text.ts). */
export const specialtyPageInput = z.strictObject({
  title: requiredText(200, messages.TitleIsRequired),
  body: z.string().max(200_000, messages.ExceededNumberOfCharacters).default(''),
  isPublished: z.boolean().default(true),
});
export type SpecialtyPageInput = z.output<typeof specialtyPageInput>;

export const createSpecialtyPage = defineContract({
  method: 'POST',
  path: '/api/admin/specialties/:id/pages',
  access: ['Admin'],
  params: z.strictObject({ id }),
  body: specialtyPageInput,
  response: adminSpecialtyPage,
});

export const updateSpecialtyPage = defineContract({
  method: 'PUT',
  path: '/api/admin/specialty-pages/:pageId',
  access: ['Admin'],
  params: z.strictObject({ pageId: id }),
  body: specialtyPageInput,
  response: adminSpecialtyPage,
});

export const publishSpecialtyPage = defineContract({
  method: 'POST',
  path: '/api/admin/specialty-pages/:pageId/publication',
  access: ['Admin'],
  params: z.strictObject({ pageId: id }),
  body: z.strictObject({ isPublished: z.boolean() }),
  response: adminSpecialtyPage,
});

/** The new order: every page id of the specialty exactly once. */
export const reorderSpecialtyPages = defineContract({
  method: 'PUT',
  path: '/api/admin/specialties/:id/pages/order',
  access: ['Admin'],
  params: z.strictObject({ id }),
  body: z.strictObject({
    pageIds: z.array(z.number().int().positive().max(2_147_483_647)).min(1).max(500),
  }),
  response: paged(adminSpecialtyPageItem),
});

export const deleteSpecialtyPage = defineContract({
  method: 'DELETE',
  path: '/api/admin/specialty-pages/:pageId',
  access: ['Admin'],
  params: z.strictObject({ pageId: id }),
  response: okResponse,
});

// ---------- link info ----------

export const linkInfo = z.object({
  contentType: z.string(),
  title: z.string(),
  url: z.string(),
  openGraph: z.object({
    type: z.string(),
    video: z.object({ url: z.string(), contentType: z.string() }).nullable(),
  }),
});
export type LinkInfo = z.infer<typeof linkInfo>;

/**
 * 'Specialty pages service: fetch info of a link' (business.md §7): what the editor needs to insert a
 * video or an image. Derived from the URL's shape, without fetching it (our machines have no internet).
 */
export const getLinkInfo = defineContract({
  method: 'GET',
  path: '/api/admin/specialty-pages/link-info',
  access: ['Admin'],
  query: z.strictObject({
    url: requiredText(2048, messages.LinkUrlIsRequired).refine(
      (value) => /^https?:\/\//i.test(value) && isValidUrl(value),
      formatMessage(messages.InvalidUrl, { host: 'https://www.youtube.com/watch?v=…' }),
    ),
    pageId: id.optional(),
  }),
  response: linkInfo,
});
