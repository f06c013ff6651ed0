import type { Role } from './roles.ts';

/** Roles that may subscribe to web push: every signed-in role but society users (platform.md §4). */
export const pushRoles = [
  'Admin',
  'Applicant',
  'ProgramUser',
  'MedSchoolUser',
] as const satisfies readonly Role[];

export function canUsePush(role: Role | null | undefined): boolean {
  return role != null && (pushRoles as readonly Role[]).includes(role);
}
