import { placesInPath, type ShellPlaces } from '../../lib/navigation/shell-places.ts';
import type { AreaId } from '../areas.ts';
import type { NavEntry, NavGroup, SignedInNavigation } from './navigation.ts';

/*
 * The menus of the signed-in areas: a lazy chunk loaded with the first signed-in area, so the public
 * home's first load carries only the public menu.
 */

const enc = encodeURIComponent;

/**
 * Messages and notifications with their unread badges (business.md §2: `messages/:id?`,
 * `notifications/:id?` under each role's place; society users have none, platform.md §2).
 */
function messageCentreEntries(base: string, settings = true): NavEntry[] {
  return [
    { href: `${base}/messages`, label: 'NavMessages', icon: 'mail', badge: 'unreadMessages' },
    { href: `${base}/notifications`, label: 'Notifications', icon: 'bell', badge: 'unreadNotifications' },
    ...(settings
      ? [
          {
            href: `${base}/notification-settings`,
            label: 'NavNotificationSettings',
            icon: 'sliders',
          } as const,
        ]
      : []),
  ];
}

/** The school the address names, else the one last opened: its messages and notifications. */
function medicalSchoolNav(school: string | null | undefined): NavGroup[] {
  const code = school ? enc(school) : null;
  const home: NavEntry = {
    href: '/medical-school',
    label: 'NavHome',
    icon: 'home',
    quick: true,
    exact: true,
  };
  return [
    { label: null, entries: code ? [home, ...messageCentreEntries(`/medical-school/${code}`)] : [home] },
  ];
}

function applicantNav(cycle: string | null): NavGroup[] {
  const profile: NavGroup = {
    label: 'NavGroupProfile',
    entries: [
      { href: '/applicant/profile/edit', label: 'NavApplicantProfile', icon: 'user', quick: !cycle },
      { href: '/applicant/profile/contact-info', label: 'NavApplicantContactInfo', icon: 'user' },
      { href: '/applicant/profile/education', label: 'NavApplicantEducation', icon: 'building' },
      { href: '/applicant/profile/examinations', label: 'NavApplicantExaminations', icon: 'file' },
      { href: '/applicant/profile/file-cabinet', label: 'NavApplicantDocuments', icon: 'file' },
      { href: '/applicant/profile/letters-of-reference', label: 'NavApplicantLetters', icon: 'file' },
      { href: '/applicant/profile/personal-statements', label: 'NavApplicantStatements', icon: 'file' },
    ],
  };
  if (!cycle) {
    return [
      {
        label: null,
        entries: [{ href: '/applicant/landing', label: 'NavMyMatchCycles', icon: 'home', quick: true }],
      },
      profile,
    ];
  }
  const c = `/applicant/${enc(cycle)}`;
  return [
    {
      label: 'NavGroupSeason',
      entries: [
        { href: `${c}/home`, label: 'NavHome', icon: 'home', quick: true },
        { href: `${c}/programs`, label: 'NavPrograms', icon: 'search', quick: true },
        { href: `${c}/applications`, label: 'NavApplications', icon: 'send', quick: true },
        { href: `${c}/rank-list`, label: 'NavRankList', icon: 'ranks', quick: true },
        { href: `${c}/interview-schedule`, label: 'NavInterviewSchedule', icon: 'calendar' },
        { href: `${c}/interview-list`, label: 'NavInterviewList', icon: 'inbox' },
        { href: `${c}/open-house-tours`, label: 'NavOpenHouseTours', icon: 'building' },
        { href: `${c}/vacancies/all`, label: 'NavVacancies', icon: 'search' },
        ...messageCentreEntries(c),
        { href: `${c}/match-result`, label: 'NavMatchResult', icon: 'award' },
        { href: `${c}/couple`, label: 'NavCouple', icon: 'user' },
        { href: `${c}/transactions`, label: 'NavTransactions', icon: 'chart' },
      ],
    },
    {
      label: 'NavGroupApplication',
      entries: [
        { href: `${c}/summary`, label: 'NavSummary', icon: 'file' },
        { href: `${c}/personal-info`, label: 'NavPersonalInfo', icon: 'user' },
        { href: `${c}/documents`, label: 'NavApplicantDocuments', icon: 'file' },
        { href: `${c}/personal-statements`, label: 'NavApplicantStatements', icon: 'file' },
        { href: `${c}/letters-of-reference`, label: 'NavApplicantLetters', icon: 'file' },
        { href: `${c}/specialty-info`, label: 'NavSpecialtyInfo', icon: 'info' },
      ],
    },
    {
      label: null,
      entries: [{ href: '/applicant/landing', label: 'NavMyMatchCycles', icon: 'calendar' }],
    },
    profile,
  ];
}

function programUserNav(program: ShellPlaces['program']): NavGroup[] {
  const home: NavEntry = { href: '/program-user/landing', label: 'NavHome', icon: 'home', quick: true };
  if (!program) return [{ label: null, entries: [home] }];
  const p = `/program-user/${enc(program.matchCycleCode)}/${enc(program.programCode)}`;
  const programCode = enc(program.programCode);
  return [
    {
      label: 'NavGroupSeason',
      entries: [
        { href: `${p}/home`, label: 'NavHome', icon: 'home', quick: true },
        { href: `${p}/applications`, label: 'NavApplications', icon: 'send', quick: true },
        { href: `${p}/interview-schedule`, label: 'NavInterviewSchedule', icon: 'calendar', quick: true },
        { href: `${p}/rank-list`, label: 'NavRankList', icon: 'ranks', quick: true },
        { href: `${p}/applicants`, label: 'NavApplicants', icon: 'user' },
        { href: `${p}/interviews`, label: 'NavInterviews', icon: 'inbox' },
        { href: `${p}/open-house-scheduler`, label: 'NavOpenHouseScheduler', icon: 'building' },
        { href: `${p}/match-result`, label: 'NavMatchResult', icon: 'award' },
        ...messageCentreEntries(p),
      ],
    },
    {
      label: 'NavGroupProgram',
      entries: [
        { href: `${p}/profile`, label: 'NavProgramProfile', icon: 'file' },
        {
          href: `/program-user/${programCode}/requests-invitations`,
          label: 'NavRequestsInvitations',
          icon: 'history',
        },
        { href: `${p}/summary`, label: 'NavSummary', icon: 'chart' },
        { href: `${p}/transactions`, label: 'NavTransactions', icon: 'chart' },
        { href: `${p}/programs-directory`, label: 'NavProgramsDirectory', icon: 'grid' },
        { href: `${p}/specialty-info`, label: 'NavSpecialtyInfo', icon: 'info' },
        { href: '/program-user/vacancies', label: 'NavVacancies', icon: 'search' },
        { href: '/program-user/retina/survey', label: 'NavRetinaSurvey', icon: 'file' },
      ],
    },
    { label: null, entries: [{ ...home, label: 'NavMyPrograms', icon: 'building', quick: false }] },
  ];
}

const staticNav: Record<
  Exclude<AreaId, 'applicant' | 'programUser' | 'medicalSchool' | 'public' | 'blank'>,
  NavGroup[]
> = {
  admin: [
    {
      label: 'NavGroupSeason',
      entries: [
        { href: '/admin/match-cycles', label: 'NavMatchCycles', icon: 'calendar', quick: true },
        { href: '/admin/match-cycle-calendar', label: 'NavMatchCycleCalendar', icon: 'calendar' },
        {
          href: '/admin/requests',
          label: 'NavRequests',
          icon: 'inbox',
          quick: true,
          badge: 'pendingRequests',
        },
        ...messageCentreEntries('/admin', false),
        { href: '/admin/notification-history', label: 'NavNotificationHistory', icon: 'history' },
        { href: '/admin/programs', label: 'NavPrograms', icon: 'building', quick: true },
        { href: '/admin/medical-schools', label: 'NavMedicalSchools', icon: 'building' },
        { href: '/admin/specialties', label: 'NavSpecialties', icon: 'grid' },
        { href: '/admin/specialty-pages', label: 'NavSpecialtyPages', icon: 'file' },
        { href: '/admin/vacancies', label: 'NavVacancies', icon: 'search' },
        { href: '/admin/billing-dashboard/invoices', label: 'NavBillingDashboard', icon: 'chart' },
      ],
    },
    {
      label: 'NavGroupUsers',
      entries: [
        { href: '/admin/applicants', label: 'NavApplicants', icon: 'user', quick: true },
        { href: '/admin/program-users', label: 'NavProgramUsers', icon: 'user' },
        { href: '/admin/medical-school-users', label: 'NavMedicalSchoolUsers', icon: 'user' },
        { href: '/admin/society-users', label: 'NavSocietyUsers', icon: 'user' },
        { href: '/admin/admin-users', label: 'NavAdminUsers', icon: 'user' },
      ],
    },
    {
      label: 'NavGroupSystem',
      entries: [
        { href: '/admin/quality-assurance', label: 'NavQualityAssurance', icon: 'file' },
        { href: '/admin/audit-log', label: 'NavAuditLog', icon: 'file' },
        { href: '/admin/version', label: 'NavVersion', icon: 'info' },
      ],
    },
  ],
  developer: [
    {
      label: null,
      entries: [
        { href: '/dev/dashboard', label: 'NavDashboard', icon: 'home', quick: true },
        { href: '/dev/error-test', label: 'NavErrorTest', icon: 'code', quick: true },
        { href: '/dev/colors', label: 'NavColors', icon: 'grid', quick: true },
        { href: '/dev/components', label: 'NavComponents', icon: 'code', quick: true },
      ],
    },
  ],
  societyUser: [
    {
      label: 'NavGroupSeason',
      entries: [
        { href: '/society-user/summary', label: 'NavSummary', icon: 'home', quick: true },
        { href: '/society-user/programs', label: 'NavSocietyPrograms', icon: 'building', quick: true },
        { href: '/society-user/match-results', label: 'NavSocietyMatchResults', icon: 'award', quick: true },
        { href: '/society-user/requests', label: 'NavRequests', icon: 'inbox', quick: true },
        { href: '/society-user/programs-directory', label: 'NavSocietyDirectory', icon: 'search' },
        { href: '/society-user/vacancies', label: 'NavVacancies', icon: 'grid' },
      ],
    },
    {
      label: 'NavGroupSociety',
      entries: [
        { href: '/society-user/society-info', label: 'NavSocietyInfo', icon: 'info' },
        { href: '/society-user/additional-info', label: 'NavSocietyAdditionalInfo', icon: 'file' },
        { href: '/society-user/transactions', label: 'NavTransactions', icon: 'chart' },
        { href: '/society-user/profile', label: 'NavSocietyProfile', icon: 'user' },
      ],
    },
  ],
};

export const signedInNavigation: SignedInNavigation = (area, path, remembered) => {
  const named = placesInPath(path);
  if (area === 'applicant') return applicantNav(named.applicantCycleCode ?? remembered.applicantCycleCode);
  if (area === 'programUser') return programUserNav(named.program ?? remembered.program);
  if (area === 'medicalSchool')
    return medicalSchoolNav(named.medicalSchoolCode ?? remembered.medicalSchoolCode);
  return staticNav[area];
};
