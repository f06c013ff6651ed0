/**
 * Role invitations (issue 11): a role offered to an account that already exists is granted only when
 * the account's owner, signed in as that account, accepts it with the token mailed to its address.
 * Nothing of an invitation is readable by anyone else: an unknown token and another user's token
 * both answer 404.
 */
import { z } from 'zod';
import { roles } from '../../domain/roles.ts';
import { defineContract } from '../http.ts';

/** What an invitation grants besides the role: memberships of a program, school or specialty. */
export const roleMembership = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('ProgramUser'), programId: z.number().int(), isDirector: z.boolean() }),
  z.object({ kind: z.literal('MedicalSchoolUser'), medicalSchoolId: z.number().int() }),
  z.object({ kind: z.literal('SocietyUser'), specialtyId: z.number().int() }),
]);
export type RoleMembership = z.infer<typeof roleMembership>;

export const roleInvitationStatuses = ['Pending', 'Accepted', 'Declined', 'Expired'] as const;
export type RoleInvitationStatus = (typeof roleInvitationStatuses)[number];

/** One grant as the page shows it: the membership with the name of what it opens. */
export const roleInvitationGrant = z.object({
  kind: z.enum(['ProgramUser', 'MedicalSchoolUser', 'SocietyUser']),
  name: z.string(),
  isDirector: z.boolean(),
});
export type RoleInvitationGrant = z.infer<typeof roleInvitationGrant>;

export const roleInvitationView = z.object({
  roles: z.array(z.enum(roles)),
  reason: z.string().nullable(),
  grants: z.array(roleInvitationGrant),
  status: z.enum(roleInvitationStatuses),
  createdAt: z.string(),
  expiresAt: z.string(),
});
export type RoleInvitationView = z.infer<typeof roleInvitationView>;

/** The mailed token: 32 random bytes, base64url (43 characters). */
const tokenParams = z.strictObject({ token: z.string().min(1).max(100) });

export const getRoleInvitation = defineContract({
  method: 'GET',
  path: '/api/account/invitations/:token',
  access: 'authenticated',
  params: tokenParams,
  response: roleInvitationView,
});

/** Grants the roles and memberships (idempotent); the client refreshes its session afterwards. */
export const acceptRoleInvitation = defineContract({
  method: 'POST',
  path: '/api/account/invitations/:token/accept',
  access: 'authenticated',
  params: tokenParams,
  response: roleInvitationView,
});

export const declineRoleInvitation = defineContract({
  method: 'POST',
  path: '/api/account/invitations/:token/decline',
  access: 'authenticated',
  params: tokenParams,
  response: roleInvitationView,
});

/**
 * The caller's pending invitations, for a notice. They carry no token: only the link mailed to the
 * address accepts one, so holding the account's password is never enough.
 */
export const listMyRoleInvitations = defineContract({
  method: 'GET',
  path: '/api/account/invitations',
  access: 'authenticated',
  response: z.object({ items: z.array(roleInvitationView) }),
});
