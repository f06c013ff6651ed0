import type { Role } from '../../core/domain/roles.ts';
import { normalizePath } from '../../core/domain/routes.ts';
import type { TranslationKey } from '../lib/i18n/en-gb.ts';

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
  nav: { href: string; label: TranslationKey }[];
};

export const areas: Record<AreaId, AreaInfo> = {
  blank: { prefix: '/blank', role: null, nav: [] },
  public: { prefix: null, role: null, nav: [] },
  admin: {
    prefix: '/admin',
    role: 'Admin',
    nav: [
      { href: '/admin/match-cycles', label: 'NavMatchCycles' },
      { href: '/admin/version', label: 'NavVersion' },
    ],
  },
  developer: {
    prefix: '/dev',
    role: 'Admin',
    nav: [
      { href: '/dev/dashboard', label: 'NavDashboard' },
      { href: '/dev/error-test', label: 'NavErrorTest' },
      { href: '/dev/colors', label: 'NavColors' },
    ],
  },
  programUser: {
    prefix: '/program-user',
    role: 'ProgramUser',
    nav: [{ href: '/program-user/landing', label: 'NavHome' }],
  },
  applicant: {
    prefix: '/applicant',
    role: 'Applicant',
    nav: [{ href: '/applicant/landing', label: 'NavHome' }],
  },
  medicalSchool: {
    prefix: '/medical-school',
    role: 'MedSchoolUser',
    nav: [{ href: '/medical-school', label: 'NavHome' }],
  },
  societyUser: {
    prefix: '/society-user',
    role: 'SocietyUser',
    nav: [{ href: '/society-user/summary', label: 'NavSummary' }],
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
