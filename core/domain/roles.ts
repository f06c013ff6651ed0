/** Roles as the identity groups name them (platform.md §3, §6). */
export const roles = ['Admin', 'Applicant', 'ProgramUser', 'MedSchoolUser', 'SocietyUser'] as const;
export type Role = (typeof roles)[number];

export const userStatuses = ['PendingRegistration', 'ConfirmationRequired', 'Active'] as const;
export type UserStatus = (typeof userStatuses)[number];

/** Landing path of each role's area; the area is everything under it. */
export const roleLandingPath: Record<Role, string> = {
  Admin: '/admin',
  Applicant: '/applicant',
  ProgramUser: '/program-user',
  MedSchoolUser: '/medical-school',
  SocietyUser: '/society-user',
};

/** Where a role goes after sign-in: admins to the match cycles list, others to their landing. */
export const roleHomePath: Record<Role, string> = {
  Admin: '/admin/match-cycles',
  Applicant: '/applicant/landing',
  ProgramUser: '/program-user/landing',
  MedSchoolUser: '/medical-school',
  SocietyUser: '/society-user/summary',
};

export class NoRoleError extends Error {
  constructor() {
    super('Unable to login. Please contact the site administrator.');
    this.name = 'NoRoleError';
  }
}

/**
 * The one role that drives the UI, by the precedence of platform.md §6:
 * Admin, then Applicant, then ProgramUser, then MedSchoolUser, then SocietyUser.
 */
export function resolvePrimaryRole(groups: readonly string[]): Role {
  const has = (role: Role) => groups.includes(role);
  if (has('Admin')) return 'Admin';
  if (has('Applicant')) return 'Applicant';
  if (has('ProgramUser')) return 'ProgramUser';
  if (has('MedSchoolUser')) return 'MedSchoolUser';
  if (has('SocietyUser')) return 'SocietyUser';
  throw new NoRoleError();
}

export function isRole(value: unknown): value is Role {
  return typeof value === 'string' && (roles as readonly string[]).includes(value);
}
