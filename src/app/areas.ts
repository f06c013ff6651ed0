import type { Role } from '../../core/domain/roles.ts';
import { normalizePath } from '../../core/domain/routes.ts';

/** Top-level areas (business.md §2.8), each its own lazy chunk under its landing path. */
export type AreaId =
  | 'blank'
  | 'public'
  | 'admin'
  | 'developer'
  | 'programUser'
  | 'applicant'
  | 'medicalSchool'
  | 'societyUser';

type AreaInfo = {
  prefix: string | null;
  /** The role whose area it is; null for areas without a role guard. */
  role: Role | null;
};

export const areas: Record<AreaId, AreaInfo> = {
  blank: { prefix: '/blank', role: null },
  public: {
    prefix: null,
    role: null,
  },
  admin: {
    prefix: '/admin',
    role: 'Admin',
  },
  developer: {
    prefix: '/dev',
    role: 'Admin',
  },
  programUser: {
    prefix: '/program-user',
    role: 'ProgramUser',
  },
  applicant: {
    prefix: '/applicant',
    role: 'Applicant',
  },
  medicalSchool: {
    prefix: '/medical-school',
    role: 'MedSchoolUser',
  },
  societyUser: {
    prefix: '/society-user',
    role: 'SocietyUser',
  },
};

/** The area a path opens in; anything outside a landing path is public (and may be not found). */
export function areaOf(path: string): AreaId {
  const p = normalizePath(path);
  for (const [id, info] of Object.entries(areas) as [AreaId, AreaInfo][]) {
    if (info.prefix && (p === info.prefix || p.startsWith(`${info.prefix}/`))) return id;
  }
  return 'public';
}
