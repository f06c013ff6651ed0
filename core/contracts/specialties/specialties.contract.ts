import { z } from 'zod';
import { messages } from '../../domain/messages.ts';
import {
  defaultSpecialtyColor,
  isSpecialtyColor,
  isSpecialtyUrlPrefix,
  specialtyTypes,
} from '../../domain/specialties.ts';
import { emailField, requiredText } from '../fields.ts';
import { defineContract, okResponse } from '../http.ts';
import { listQuery, paged, pageQueryFields } from '../paging.ts';

const id = z.coerce.number().int().positive().max(2_147_483_647);

export const subspecialty = z.object({ id: z.number().int(), name: z.string() });
export type Subspecialty = z.infer<typeof subspecialty>;

/** What the public (and every drop-down) knows of a specialty. */
export const publicSpecialty = z.object({
  id: z.number().int(),
  name: z.string(),
  fullName: z.string(),
  type: z.enum(specialtyTypes),
  urlPrefix: z.string(),
  color: z.string(),
  hasCas: z.boolean(),
  hasAllSubspecialties: z.boolean(),
  subspecialtyLabel: z.string().nullable(),
  subspecialties: z.array(subspecialty),
  /** It has an Active match cycle ("active specialties" of platform.md §7). */
  hasActiveCycle: z.boolean(),
});
export type PublicSpecialty = z.infer<typeof publicSpecialty>;

/** Every specialty, by name; `activeOnly=true` keeps those with an Active cycle. Small and cacheable. */
export const listSpecialties = defineContract({
  method: 'GET',
  path: '/api/specialties',
  access: 'public',
  query: z.strictObject({ activeOnly: z.enum(['true', 'false']).optional() }),
  response: z.array(publicSpecialty),
});

export const specialtyPageLink = z.object({
  id: z.number().int(),
  title: z.string(),
  position: z.number().int(),
});
export type SpecialtyPageLink = z.infer<typeof specialtyPageLink>;

/** /specialty/:name: the specialty by URL prefix or name (any case) with its published pages in order. */
export const getSpecialtyByName = defineContract({
  method: 'GET',
  path: '/api/specialties/by-name/:name',
  access: 'public',
  params: z.strictObject({ name: z.string().trim().min(1).max(100) }),
  response: publicSpecialty.extend({ pages: z.array(specialtyPageLink) }),
});

// ---------- admin ----------

/** Create and update body of the general tab. */
export const specialtyInput = z.strictObject({
  name: requiredText(100, messages.NameIsRequired),
  fullName: requiredText(200, messages.FullNameIsRequired),
  type: z.enum(specialtyTypes, { error: messages.SelectType }),
  subspecialtyLabel: z
    .string()
    .trim()
    .max(100, messages.ExceededNumberOfCharacters)
    .nullable()
    .default(null)
    .transform((v) => v || null),
  hasCas: z.boolean().default(false),
  hasAllSubspecialties: z.boolean().default(false),
  urlPrefix: requiredText(60, messages.UrlPrefixIsRequired)
    .refine(isSpecialtyUrlPrefix, messages.InvalidUrlPrefix)
    // Public addresses find it in any case; stored lower-case so the unique key is case-blind too.
    .transform((v) => v.toLowerCase()),
  color: z
    .string({ error: messages.InvalidColor })
    .max(7, messages.InvalidColor)
    .refine(isSpecialtyColor, messages.InvalidColor)
    .transform((v) => v.toUpperCase())
    .default(defaultSpecialtyColor),
  canRequestProgramRegistration: z.boolean().default(false),
  canManagePayments: z.boolean().default(false),
});
export type SpecialtyInput = z.output<typeof specialtyInput>;

export const adminSubspecialty = subspecialty.extend({
  /** Programs in it: a used subspecialty cannot be removed. */
  programCount: z.number().int(),
});
export type AdminSubspecialty = z.infer<typeof adminSubspecialty>;

export const adminSpecialtyDetails = z.object({
  id: z.number().int(),
  name: z.string(),
  fullName: z.string(),
  type: z.enum(specialtyTypes),
  subspecialtyLabel: z.string().nullable(),
  hasCas: z.boolean(),
  hasAllSubspecialties: z.boolean(),
  urlPrefix: z.string(),
  color: z.string(),
  canRequestProgramRegistration: z.boolean(),
  canManagePayments: z.boolean(),
  subspecialties: z.array(adminSubspecialty),
  createdDate: z.string(),
});
export type AdminSpecialtyDetails = z.infer<typeof adminSpecialtyDetails>;

export const adminSpecialtyListItem = adminSpecialtyDetails
  .pick({ id: true, name: true, fullName: true, type: true, urlPrefix: true, color: true, hasCas: true })
  .extend({
    subspecialtyCount: z.number().int(),
    societyUserCount: z.number().int(),
    pageCount: z.number().int(),
    hasActiveCycle: z.boolean(),
  });
export type AdminSpecialtyListItem = z.infer<typeof adminSpecialtyListItem>;

export const specialtySortColumns = ['name', 'fullName', 'type', 'urlPrefix', 'createdAt'] as const;
export type SpecialtySortColumn = (typeof specialtySortColumns)[number];

const specialtyListQuery = z.strictObject(listQuery(specialtySortColumns));
export type SpecialtyListQuery = z.output<typeof specialtyListQuery>;

export const listAdminSpecialties = defineContract({
  method: 'GET',
  path: '/api/admin/specialties',
  access: ['Admin'],
  query: specialtyListQuery,
  response: paged(adminSpecialtyListItem),
});

export const getAdminSpecialty = defineContract({
  method: 'GET',
  path: '/api/admin/specialties/:id',
  access: ['Admin'],
  params: z.strictObject({ id }),
  response: adminSpecialtyDetails,
});

export const createSpecialty = defineContract({
  method: 'POST',
  path: '/api/admin/specialties',
  access: ['Admin'],
  body: specialtyInput,
  response: adminSpecialtyDetails,
});

export const updateSpecialty = defineContract({
  method: 'PUT',
  path: '/api/admin/specialties/:id',
  access: ['Admin'],
  params: z.strictObject({ id }),
  body: specialtyInput,
  response: adminSpecialtyDetails,
});

const subspecialtyInput = z.strictObject({ name: requiredText(100, messages.NameIsRequired) });

export const addSubspecialty = defineContract({
  method: 'POST',
  path: '/api/admin/specialties/:id/subspecialties',
  access: ['Admin'],
  params: z.strictObject({ id }),
  body: subspecialtyInput,
  response: adminSpecialtyDetails,
});

const subspecialtyParams = z.strictObject({ id, subspecialtyId: id });

export const renameSubspecialty = defineContract({
  method: 'PUT',
  path: '/api/admin/specialties/:id/subspecialties/:subspecialtyId',
  access: ['Admin'],
  params: subspecialtyParams,
  body: subspecialtyInput,
  response: adminSpecialtyDetails,
});

/** Refused (409) while a program uses it. */
export const removeSubspecialty = defineContract({
  method: 'DELETE',
  path: '/api/admin/specialties/:id/subspecialties/:subspecialtyId',
  access: ['Admin'],
  params: subspecialtyParams,
  response: adminSpecialtyDetails,
});

// ---------- society users attached to a specialty ----------

export const specialtySocietyUser = z.object({
  userId: z.string(),
  email: z.string(),
  fullName: z.string(),
  isActive: z.boolean(),
  /** SfmUserStatus: a created user stays PendingRegistration until they choose their password. */
  status: z.string(),
});
export type SpecialtySocietyUser = z.infer<typeof specialtySocietyUser>;

export const listSpecialtySocietyUsers = defineContract({
  method: 'GET',
  path: '/api/admin/specialties/:id/society-users',
  access: ['Admin'],
  params: z.strictObject({ id }),
  query: z.strictObject(pageQueryFields),
  response: paged(specialtySocietyUser),
});

/**
 * Attaches the society user with this email. When no user has the email, `create` makes one (role
 * SocietyUser, a mailed temporary password, a new password required at first sign-in).
 */
export const attachSocietyUserInput = z.strictObject({
  email: emailField,
  create: z
    .strictObject({
      firstName: requiredText(100, messages.FirstNameIsRequired),
      lastName: requiredText(100, messages.LastNameIsRequired),
    })
    .optional(),
});
export type AttachSocietyUserInput = z.output<typeof attachSocietyUserInput>;

export const attachSocietyUser = defineContract({
  method: 'POST',
  path: '/api/admin/specialties/:id/society-users',
  access: ['Admin'],
  params: z.strictObject({ id }),
  body: attachSocietyUserInput,
  /**
   * `created`: a new society user, attached. `pending`: an existing society user was mailed an
   * invitation and is attached only when they accept it (issue 11); `user` is then the account.
   */
  response: z.object({ user: specialtySocietyUser, created: z.boolean(), pending: z.boolean() }),
});

export const detachSocietyUser = defineContract({
  method: 'DELETE',
  path: '/api/admin/specialties/:id/society-users/:userId',
  access: ['Admin'],
  params: z.strictObject({ id, userId: z.uuid() }),
  response: okResponse,
});
