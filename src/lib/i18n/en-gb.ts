import { messages } from '../../../core/domain/messages.ts';

/** Interface texts that the spec's catalogue does not hold. Spec texts come from core/domain/messages.ts. */
const uiStrings = {
  ProductName: 'Matchline',
  TitleSuffix: ' | Matchline',
  DefaultDescription:
    'Matchline provides residency and fellowship matching across specialties and subspecialties.',
  SkipToContent: 'Skip to main content',
  MainNavigation: 'Main navigation',
  Loading: 'Loading…',

  // Header and user menu
  SignIn: 'Sign in',
  SignOut: 'Sign out',
  UserMenu: 'User menu',
  SignedInAs: 'Signed in as {name}',
  ReportBugMenu: 'Report a bug',
  DarkTheme: 'Dark theme',
  Language: 'Language',
  LocaleEnGb: 'English (UK)',
  LocaleRu: 'Русский',
  RoleAdmin: 'Administrator',
  RoleApplicant: 'Applicant',
  RoleProgramUser: 'Program user',
  RoleMedSchoolUser: 'Medical school user',
  RoleSocietyUser: 'Society user',

  // Footer
  Copyright: '© {year} Matchline — residency and fellowship matching',
  PrivacyPolicyLink: 'Privacy Policy and Terms of Service',
  ContactUsLink: 'Contact Us',
  Codebase: 'Codebase',
  FooterLabel: 'Site information',

  // Dialog chrome
  Close: 'Close',
  Ok: 'Ok',
  Confirm: 'Confirm',
  Cancel: 'Cancel',
  Send: 'Send',
  Report: 'Report',
  ReportTheBug: 'Report the bug',
  Reload: 'Reload',
  Dismiss: 'Dismiss',
  Notifications: 'Notifications',
  ErrorTitle: 'Error',
  SuccessTitle: 'Success',
  WarningTitle: 'Warning',
  InfoTitle: 'Information',

  // Login dialog
  LoginTitle: 'Sign in to Matchline',
  ForgotPasswordTitle: 'Forgot Password',
  ChangePasswordTitle: 'Change Password',
  EmailLabel: 'Email',
  EmailPlaceholder: 'Email',
  PasswordLabel: 'Password',
  ForgotPasswordLink: 'Forgot your password?',
  BackToSignIn: 'Back to sign in',
  SendCode: 'Send code',
  HaveCode: 'I already have a code',
  RequestNewCode: 'Send a new code',
  VerificationCodeLabel: 'Verification code',
  NewPasswordLabel: 'New password',
  ConfirmPasswordLabel: 'Confirm new password',
  ChangePasswordButton: 'Change password',
  ForgotPasswordIntro: 'Enter your email and we will send you a verification code.',
  CodeSent: 'A verification code has been sent to {destination}. It is valid for one hour.',
  TemporaryPasswordSent:
    'A temporary password has been sent to {destination}. Sign in with it to set your own password.',
  CompleteRegistrationTitle: 'Complete Registration',
  CompleteRegistrationIntro: 'Please set a new password for {email} to finish signing in.',
  PasswordConfirmationLabel: 'Confirm password',
  SetPassword: 'Set password',
  JustSignedIn: 'You are now signed in.',

  // Captcha
  NotARobot: "I'm not a robot",
  CaptchaVerifying: 'Verifying you are human…',
  CaptchaVerified: 'Verified',
  CaptchaFailed: 'Verification failed. Please try again.',
  CaptchaLoading: 'Loading verification…',
  CaptchaLabel: 'Verification',

  // Contact Us
  ContactUsTitle: 'Contact Us',
  ContactIntro: 'Questions about registration, billing or the match? Write to us.',
  NameLabel: 'Name',
  MatchlineIdLabel: 'Matchline ID',
  MatchlineIdPlaceholder: 'Matchline ID (if available)',
  SubjectLabel: 'Subject',
  SubjectPlaceholder: 'Select a subject',
  MessageLabel: 'Message',
  CharactersLeft: '{count} characters left',
  SubjectLogin: 'Login',
  SubjectRegistration: 'Registration',
  SubjectBilling: 'Billing',
  SubjectAboutCas: 'About CAS',
  SubjectOther: 'Other',

  // Bug report
  NewBugReportTitle: 'New Bug Report',
  BugDescriptionLabel: 'Please describe the actions that led to the error:',

  // Privacy
  PrivacyPolicyTitle: 'Privacy Policy and Terms of Service',
  PrivacyPolicyBody1:
    'Matchline processes the personal data you give us (name, contact details, education, examinations and application documents) only to run the residency and fellowship match, to let the programs you apply to review your application, and to keep you informed about your match.',
  PrivacyPolicyBody2:
    'Your data is shared with the programs, medical schools and societies that take part in a match only as far as the match rules require. We never sell it. You may ask for a copy of your data or for its deletion through Contact Us.',
  PrivacyPolicyBody3:
    'By using Matchline you agree to follow the match rules, to give true and complete information, and to keep your sign-in details to yourself.',

  // Error page
  ErrorPageTitle: 'Something went wrong',
  ErrorPageHint: 'Reload the page to continue. If the problem comes back, tell us what you did.',
  GoHome: 'Go to the home page',

  // Pages
  HomeTitle: 'Residency and fellowship matching',
  HomeLead:
    'Matchline runs the residency and fellowship match: applicants apply to training programs, programs interview and rank applicants, and the match pairs them fairly — with every result explained.',
  HomeForApplicants: 'For applicants',
  HomeForApplicantsText:
    'Build one profile, apply to programs in your specialty, schedule interviews and submit your rank list.',
  HomeForPrograms: 'For programs',
  HomeForProgramsText:
    'Review applications, invite applicants to interview days, meet them by video and rank them.',
  HomeForSchools: 'For medical schools and societies',
  HomeForSchoolsText: 'Follow your students and your specialty’s programs through the match season.',
  HomeSignInPrompt: 'Already registered? Sign in to continue where you left off.',
  GoToMyArea: 'Go to my area',
  PageNotFoundHint: 'The address may be mistyped, or the page has moved.',
  LoginPageTitle: 'Sign in',
  ForgotPasswordPageTitle: 'Forgot password',
  ResetPasswordPageTitle: 'Change password',
  ContactsPageTitle: 'Contact Us',
  PlannedPageText: 'This page is part of Matchline and opens in a later release. It will hold: {what}.',
  AreaWelcome: 'Welcome, {name}',
  AreaSignedInAs: 'You are signed in as {email} ({role}).',
  AreaWillHold: 'This area will hold:',
  RedirectingTitle: 'Redirecting…',
  AreaOfflineTitle: 'Waiting for the connection',
  AreaOffline: 'Matchline cannot reach the server right now. This page opens as soon as you are back online.',
  PwaOffline: 'You are offline. Matchline keeps working with what it has already loaded.',
  PwaUpdateAvailable: 'A new version of Matchline is available.',
  Later: 'Later',
  BlankTitle: 'Matchline',

  // Admin
  NavMatchCycles: 'Match cycles',
  NavVersion: 'Version',
  NavHome: 'Home',
  NavDashboard: 'Dashboard',
  NavSummary: 'Summary',
  NavErrorTest: 'Error test',
  NavColors: 'Colors',
  MatchCyclesTitle: 'Match cycles',
  MatchCyclesPending:
    'The list of match cycles, with creation and editing, arrives with the season-setup release. Nothing is listed here until then.',
  VersionTitle: 'Version',
  VersionBuildDate: 'Build date',
  VersionCommit: 'Commit',
  VersionBranch: 'Branch',
  VersionCommitDate: 'Commit date',
  VersionEnvironment: 'Environment',
  VersionApp: 'Application version',
  VersionServer: 'Server',
  VersionServerStatus: 'Server {version}, database {database} ({driver})',
  ApplicantLandingTitle: 'Applicant home',
  ProgramUserLandingTitle: 'Program home',
  MedicalSchoolLandingTitle: 'Medical school home',
  SocietySummaryTitle: 'Society summary',
  DevDashboardTitle: 'Developer dashboard',
  DevErrorTestTitle: 'Error test',
  DevThrowRender: 'Crash this screen',
  DevThrowRejection: 'Raise an unhandled rejection',
  DevShowToasts: 'Show one toast of each type',
  DevColorsTitle: 'Colors',
  HoldApplicant:
    'your profile, match cycle registration, applications to programs, documents and letters of reference, interview schedule, rank list and match result',
  HoldProgramUser:
    'your program profile, applications and applicants, interview days and meetings, rank list, transactions and match results',
  HoldMedicalSchool:
    'your school’s applicants, users and registration requests, and match results and archive',
  HoldSocietyUser:
    'the programs and match cycles of your specialties, registration and change requests, applicants and match results',
  HoldAdmin:
    'match cycles, specialties, programs, applicants, medical schools, users, requests, quality assurance, billing and reports',
  HoldDev: 'internal tooling: error tests, icons and colours',

  // Public pages that open in later releases: title and what they will hold
  PageMedicalSchoolInfo: 'For medical schools',
  HoldMedicalSchoolInfo: 'how medical schools take part in the match and register their users',
  PageData: 'Match data',
  HoldData: 'match statistics by specialty',
  PageRegisterApplicant: 'Applicant registration',
  HoldRegisterApplicant: 'registration of a new applicant account',
  PageRegisterProgram: 'Program registration',
  HoldRegisterProgram: 'registration of a training program',
  PageLorUpload: 'Letter of reference upload',
  HoldLorUpload: 'the upload of a requested letter of reference',
  PageAbout: 'About Matchline',
  HoldAbout: 'who runs the match and why',
  PageHowMatchWorks: 'How the match works',
  HoldHowMatchWorks: 'how applicants and programs are paired, step by step',
  PageMatchRules: 'Match rules',
  HoldMatchRules: 'the rules every participant agrees to',
  PageNeedMatching: 'Need matching services?',
  HoldNeedMatching: 'how a specialty can run its match with us',
  PageEmailTest: 'Email test',
  HoldEmailTest: 'a check that our emails reach your inbox',
  PageSpecialties: 'Specialties',
  HoldSpecialties: 'the specialties and subspecialties that match with us',
  PageSpecialty: 'Specialty',
  HoldSpecialty: 'a specialty’s information pages',
  PageCompare: 'Compare programs',
  HoldCompare: 'a side-by-side comparison of programs',
  PageProgramRequest: 'Program request',
  HoldProgramRequest: 'a request to list a new program',
  PageSchoolRequest: 'Medical school request',
  HoldSchoolRequest: 'a request to register a medical school',
  PageSchoolUserRequest: 'Medical school user request',
  HoldSchoolUserRequest: 'a request to join a medical school as a user',
  PageMatchCalendar: 'Match calendar',
  HoldMatchCalendar: 'the dates of every specialty’s match season',
  PageInvoicePayment: 'Invoice payment',
  HoldInvoicePayment: 'the payment of an invoice',
  PageMatchResults: 'Match results',
  HoldMatchResults: 'published match results',
  PageVacancies: 'Vacancies',
  HoldVacancies: 'positions still open after the match',
  PagePrivacy: 'Privacy Policy and Terms of Service',
} as const;

/** The en-gb dictionary: the spec's catalogue word for word plus interface texts. */
export const enGb = { ...messages, ...uiStrings };

export type TranslationKey = keyof typeof enGb;
