import type { UserProfile } from '../../../core/contracts/auth/auth.contract.ts';
import { isRole, resolvePrimaryRole } from '../../../core/domain/roles.ts';
import type { UserRow } from '../../db/repositories/users.repository.ts';

export const UNKNOWN_NAME = 'Unknown Name';

export function fullNameOf(user: Pick<UserRow, 'firstName' | 'middleName' | 'lastName'>): string {
  const name = [user.firstName, user.middleName, user.lastName]
    .map((part) => part?.trim())
    .filter(Boolean)
    .join(' ');
  return name || UNKNOWN_NAME;
}

export function rolesOf(user: Pick<UserRow, 'roles'>) {
  return user.roles.filter(isRole);
}

/**
 * The signed-in user profile of platform.md §3. Throws NoRoleError for a user without roles.
 * `avatarUrl`: the applicant's avatar (no resized copy is made, so both avatar fields show it).
 */
export function toUserProfile(user: UserRow, avatarUrl: string | null = null): UserProfile {
  const roles = rolesOf(user);
  return {
    id: user.id,
    email: user.email,
    firstName: user.firstName,
    lastName: user.lastName,
    middleName: user.middleName,
    salutation: user.salutation,
    fullName: fullNameOf(user),
    credentials: user.credentials,
    minifiedAvatarUrl: avatarUrl,
    originalAvatar: avatarUrl ? { url: avatarUrl } : null,
    roles,
    role: resolvePrimaryRole(roles),
    status: user.status,
  };
}
