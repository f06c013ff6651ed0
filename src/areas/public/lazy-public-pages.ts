import { lazyPage } from '../../lib/lazy-page.ts';

// Pages loaded on first visit, so the public chunk (the home page on a phone) stays small.
export const AboutPage = lazyPage(() => import('./about/about-page.tsx'), 'AboutPage');
export const HowMatchWorksPage = lazyPage(
  () => import('./about/how-match-works-page.tsx'),
  'HowMatchWorksPage',
);
export const MatchRulesPage = lazyPage(() => import('./about/match-rules-page.tsx'), 'MatchRulesPage');
export const NeedMatchingServicesPage = lazyPage(
  () => import('./about/need-matching-services-page.tsx'),
  'NeedMatchingServicesPage',
);
export const MedicalSchoolInfoPage = lazyPage(
  () => import('./medical-school-info-page.tsx'),
  'MedicalSchoolInfoPage',
);
export const DataPage = lazyPage(() => import('./match-data/data-page.tsx'), 'DataPage');
export const MatchCalendarPage = lazyPage(
  () => import('./match-calendar/match-calendar-page.tsx'),
  'MatchCalendarPage',
);
export const PublicMatchResultsPage = lazyPage(
  () => import('./match-results/public-match-results-page.tsx'),
  'PublicMatchResultsPage',
);
export const SpecialtiesPage = lazyPage(
  () => import('./specialties/specialties-page.tsx'),
  'SpecialtiesPage',
);
export const SpecialtyPage = lazyPage(() => import('./specialties/specialty-page.tsx'), 'SpecialtyPage');

// Registration forms carry the form kit (fields, captcha): loaded only when a form is opened.
export const ProgramRequestPage = lazyPage(
  () => import('./registration-requests/program-request-page.tsx'),
  'ProgramRequestPage',
);
export const ProgramUserRequestPage = lazyPage(
  () => import('./registration-requests/program-user-request-page.tsx'),
  'ProgramUserRequestPage',
);
export const ProgramUserSearchPage = lazyPage(
  () => import('./registration-requests/program-user-search-page.tsx'),
  'ProgramUserSearchPage',
);
export const MedicalSchoolRequestPage = lazyPage(
  () => import('./registration-requests/medical-school-request-page.tsx'),
  'MedicalSchoolRequestPage',
);
export const MedicalSchoolUserRequestPage = lazyPage(
  () => import('./registration-requests/medical-school-user-request-page.tsx'),
  'MedicalSchoolUserRequestPage',
);
export const ApplicantSignUpPage = lazyPage(
  () => import('./registration-applicant/applicant-sign-up-page.tsx'),
  'ApplicantSignUpPage',
);
export const LetterUploadPage = lazyPage(
  () => import('./letter-upload/letter-upload-page.tsx'),
  'LetterUploadPage',
);
/** The sign-in dialog's forms as pages: loaded when visited, not with the home page. */
export const StandaloneAuthPage = lazyPage(() => import('./standalone-auth-page.tsx'), 'StandaloneAuthPage');
export const ConfirmEmailLinkPage = lazyPage(
  () => import('./confirm-email-link-page.tsx'),
  'ConfirmEmailLinkPage',
);
export const RoleInvitationPage = lazyPage(
  () => import('./role-invitation/role-invitation-page.tsx'),
  'RoleInvitationPage',
);
