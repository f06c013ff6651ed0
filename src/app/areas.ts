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
  /** `badge`: a count shown beside the entry (pending requests of the admin queues). */
  nav: { href: string; label: TranslationKey; badge?: 'pendingRequests' }[];
};

export const areas: Record<AreaId, AreaInfo> = {
  blank: { prefix: '/blank', role: null, nav: [] },
  public: {
    prefix: null,
    role: null,
    nav: [
      { href: '/about', label: 'PageAbout' },
      { href: '/specialties', label: 'PageSpecialties' },
      { href: '/match-calendar', label: 'PageMatchCalendar' },
      { href: '/data', label: 'PageData' },
      { href: '/medical-school-info', label: 'PageMedicalSchoolInfo' },
    ],
  },
  admin: {
    prefix: '/admin',
    role: 'Admin',
    nav: [
      { href: '/admin/match-cycles', label: 'NavMatchCycles' },
      { href: '/admin/specialties', label: 'NavSpecialties' },
      { href: '/admin/specialty-pages', label: 'NavSpecialtyPages' },
      { href: '/admin/programs', label: 'NavPrograms' },
      { href: '/admin/medical-schools', label: 'NavMedicalSchools' },
      { href: '/admin/match-cycle-calendar', label: 'NavMatchCycleCalendar' },
      { href: '/admin/requests', label: 'NavRequests', badge: 'pendingRequests' },
      // Users
      { href: '/admin/admin-users', label: 'NavAdminUsers' },
      { href: '/admin/society-users', label: 'NavSocietyUsers' },
      { href: '/admin/program-users', label: 'NavProgramUsers' },
      { href: '/admin/medical-school-users', label: 'NavMedicalSchoolUsers' },
      { href: '/admin/applicants', label: 'NavApplicants' },
      { href: '/admin/audit-log', label: 'NavAuditLog' },
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
      { href: '/dev/components', label: 'NavComponents' },
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
    // Cycle-dependent sections (programs, CAS) are linked from the cycle's home page.
    nav: [
      { href: '/applicant/landing', label: 'NavHome' },
      { href: '/applicant/profile/edit', label: 'NavApplicantProfile' },
      { href: '/applicant/profile/contact-info', label: 'NavApplicantContactInfo' },
      { href: '/applicant/profile/education', label: 'NavApplicantEducation' },
      { href: '/applicant/profile/examinations', label: 'NavApplicantExaminations' },
      { href: '/applicant/profile/file-cabinet', label: 'NavApplicantDocuments' },
      { href: '/applicant/profile/letters-of-reference', label: 'NavApplicantLetters' },
      { href: '/applicant/profile/personal-statements', label: 'NavApplicantStatements' },
    ],
  },
  medicalSchool: {
    prefix: '/medical-school',
    role: 'MedSchoolUser',
    nav: [{ href: '/medical-school', label: 'NavHome' }],
  },
  societyUser: {
    prefix: '/society-user',
    role: 'SocietyUser',
    nav: [
      { href: '/society-user/summary', label: 'NavSummary' },
      { href: '/society-user/programs', label: 'NavSocietyPrograms' },
      { href: '/society-user/programs-directory', label: 'NavSocietyDirectory' },
      { href: '/society-user/match-results', label: 'NavSocietyMatchResults' },
      { href: '/society-user/requests', label: 'NavRequests' },
      { href: '/society-user/society-info', label: 'NavSocietyInfo' },
      { href: '/society-user/additional-info', label: 'NavSocietyAdditionalInfo' },
      { href: '/society-user/profile', label: 'NavSocietyProfile' },
    ],
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
