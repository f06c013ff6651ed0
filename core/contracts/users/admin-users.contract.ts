/**
 * Admin users of business.md §2.6 (admin users, society users, program users, medical school users,
 * applicants): one paged list per role, a user's details, the admin user actions of platform.md §4
 * and §7 (lock/unlock, change password, recover password by admin, change email, create an admin)
 * and the audit log of what was done while impersonating.
 */
import { z } from 'zod';
import { messages } from '../../domain/messages.ts';
import { roles, userStatuses } from '../../domain/roles.ts';
import { byEmailBody, emailField, passwordField, requiredText } from '../fields.ts';
import { defineContract, okResponse } from '../http.ts';
import { listQuery, paged, pageQueryFields } from '../paging.ts';

const uuid = z.uuid({ error: messages.InvalidValue });

export const adminUserSortColumns = ['name', 'email', 'createdAt'] as const;
export type AdminUserSortColumn = (typeof adminUserSortColumns)[number];

/** One row of an admin user list, with the context of the listed role (same query, aggregated joins). */
export const adminUserListItem = z.object({
  id: z.string(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  fullName: z.string(),
  status: z.enum(userStatuses),
  isActive: z.boolean(),
  roles: z.array(z.enum(roles)),
  createdAt: z.string(),
  /** Society user: the specialties they oversee. */
  specialties: z.array(z.object({ id: z.number().int(), name: z.string() })),
  /** Program user: their programs, with the director flag. */
  programs: z.array(z.object({ id: z.number().int(), name: z.string(), isDirector: z.boolean() })),
  /** Medical school user: their schools. */
  medicalSchools: z.array(z.object({ id: z.number().int(), name: z.string() })),
  /** Applicant: the applicant code and medical school. */
  applicant: z
    .object({ id: z.number().int(), code: z.string(), medicalSchoolName: z.string().nullable() })
    .nullable(),
});
export type AdminUserListItem = z.infer<typeof adminUserListItem>;

export const listAdminUsers = defineContract({
  method: 'GET',
  path: '/api/admin/users',
  access: ['Admin'],
  query: z.strictObject({
    role: z.enum(roles),
    isActive: z.enum(['true', 'false']).optional(),
    ...listQuery(adminUserSortColumns),
  }),
  response: paged(adminUserListItem),
});

export const adminUserDetails = adminUserListItem.extend({
  mustChangePassword: z.boolean(),
  /** An admin is impersonating the user now: their password and email cannot change meanwhile. */
  isImpersonated: z.boolean(),
});
export type AdminUserDetails = z.infer<typeof adminUserDetails>;

export const getAdminUser = defineContract({
  method: 'GET',
  path: '/api/admin/users/:id',
  access: ['Admin'],
  params: z.strictObject({ id: uuid }),
  response: adminUserDetails,
});

/** Deactivate (the identity provider's "lock user"): the user's sessions end at once. */
export const deactivateUser = defineContract({
  method: 'POST',
  path: '/api/admin/users/lock',
  access: ['Admin'],
  body: byEmailBody,
  response: okResponse,
});

/** Activate (the identity provider's "unlock user"). */
export const activateUser = defineContract({
  method: 'POST',
  path: '/api/admin/users/unlock',
  access: ['Admin'],
  body: byEmailBody,
  response: okResponse,
});

export const changeUserPassword = defineContract({
  method: 'POST',
  path: '/api/admin/users/change-password',
  access: ['Admin'],
  body: z
    .strictObject({
      email: emailField,
      password: passwordField,
      /** Optional for API callers; when given it must match (the form always sends it). */
      passwordConfirmation: z.string().max(256).optional(),
    })
    .refine((v) => v.passwordConfirmation === undefined || v.password === v.passwordConfirmation, {
      message: messages.PasswordsDoNotMatch,
      path: ['passwordConfirmation'],
    }),
  response: okResponse,
});

/** Recover password by admin: the user gets the same mail as from the forgot-password dialog. */
export const recoverUserPassword = defineContract({
  method: 'POST',
  path: '/api/admin/users/recover-password',
  access: ['Admin'],
  body: byEmailBody,
  response: z.object({ isForcedToChangePassword: z.boolean(), destination: z.string() }),
});

export const changeUserEmail = defineContract({
  method: 'POST',
  path: '/api/admin/users/change-email',
  access: ['Admin'],
  body: z
    .strictObject({
      currentEmail: emailField,
      newEmail: emailField,
      /** Optional for API callers; when given it must match (the form always sends it). */
      newEmailConfirmation: z.string().max(254).optional(),
    })
    .refine(
      (v) =>
        v.newEmailConfirmation === undefined || v.newEmail === v.newEmailConfirmation.trim().toLowerCase(),
      { message: messages.EmailsDoNotMatch, path: ['newEmailConfirmation'] },
    ),
  response: okResponse,
});

/**
 * A new admin gets a mailed temporary password and must choose their own at first sign-in. An existing
 * account is never made an admin at once (issue 11): it is mailed an invitation (`pending`) that its
 * owner accepts while signed in.
 */
export const createAdminUser = defineContract({
  method: 'POST',
  path: '/api/admin/admin-users',
  access: ['Admin'],
  body: z.strictObject({
    email: emailField,
    firstName: requiredText(100, messages.FirstNameIsRequired),
    lastName: requiredText(100, messages.LastNameIsRequired),
  }),
  response: z.object({ id: z.string(), created: z.boolean(), pending: z.boolean() }),
});

/**
 * What an audit entry keeps in `details`, by action: an admin user action names the user (userId,
 * email) and adds its own facts (newEmail, isForcedToChangePassword, created and pending); an
 * impersonation names the people (email, impersonatorEmail) or the session that ran out (sessionId,
 * expiredAt); a request made while impersonating keeps its params, query and status code.
 */
export const auditDetails = z.object({
  userId: z.string().optional(),
  email: z.string().optional(),
  newEmail: z.string().optional(),
  isForcedToChangePassword: z.boolean().optional(),
  created: z.boolean().optional(),
  pending: z.boolean().optional(),
  impersonatorEmail: z.string().optional(),
  sessionId: z.string().optional(),
  expiredAt: z.string().optional(),
  params: z.record(z.string(), z.unknown()).nullish(),
  query: z.record(z.string(), z.unknown()).nullish(),
  statusCode: z.number().int().optional(),
  /** Money an admin moved (issue 16). */
  invoiceId: z.number().int().optional(),
  paymentId: z.number().int().optional(),
  amountCents: z.number().int().optional(),
  method: z.string().optional(),
  reference: z.string().optional(),
  reason: z.string().optional(),
});
export type AuditDetails = z.infer<typeof auditDetails>;

export const auditLogItem = z.object({
  id: z.string(),
  actorUserId: z.string().nullable(),
  actorEmail: z.string().nullable(),
  impersonatorUserId: z.string().nullable(),
  impersonatorEmail: z.string().nullable(),
  action: z.string(),
  details: z.record(z.string(), z.unknown()),
  createdAt: z.string(),
});
export type AuditLogItem = z.infer<typeof auditLogItem>;

/** Newest first. */
export const listAuditLog = defineContract({
  method: 'GET',
  path: '/api/admin/audit-log',
  access: ['Admin'],
  query: z.strictObject({
    userId: uuid.optional(),
    impersonatorUserId: uuid.optional(),
    ...pageQueryFields,
  }),
  response: paged(auditLogItem),
});
