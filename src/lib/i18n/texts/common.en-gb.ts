/** Interface texts (English) of the shell and of what several areas share. */
export const commonTexts = {
  ProductName: 'Matchline',
  TitleSuffix: ' | Matchline',
  DefaultDescription:
    'Matchline provides residency and fellowship matching across specialties and subspecialties.',
  SkipToContent: 'Skip to main content',
  NavMenu: 'Menu',
  MainMenu: 'Main menu',
  QuickNavigation: 'Quick navigation',
  FullScreen: 'Full screen',
  ExitFullScreen: 'Exit full screen',
  // Message centre in the menus and the notification popup (issue 14)
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

  // UI kit: confirmation, tables, pager, search, date and month fields
  ConfirmationTitle: 'Confirmation',
  LeaveTitle: 'Leave this page?',
  LeaveLost: 'Your changes are not saved. If you leave, they are lost.',
  LeaveKeptAsDraft: 'Your changes are kept on this device as a draft but are not saved.',
  LeaveConfirm: 'Leave',
  LeaveStay: 'Stay',
  Pagination: 'Pagination',
  PagerRange: '{from}–{to} of {total}',
  PreviousPage: 'Previous page',
  NextPage: 'Next page',
  PageNumber: 'Page {page}',
  PageSize: 'Rows per page',
  ClearSearch: 'Clear search',
  DateToday: 'Today',
  DateYesterday: 'Yesterday',
  DateTomorrow: 'Tomorrow',
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

  // Role invitations (issue 11): /account/invitations/:token
  ConfirmEmailTitle: 'Confirm your email',
  ConfirmEmailIntro:
    'Enter the 6-digit code we mailed to your address, or open the link in that mail. The code is valid for one hour.',
  ConfirmEmailButton: 'Confirm',
  ConfirmEmailResendButton: 'Send the code',
  ConfirmEmailNeeded: 'Confirm your email address to sign in.',
  CodeSent: 'A verification code has been sent to {destination}. It is valid for one hour.',
  TemporaryPasswordSent:
    'A temporary password has been sent to {destination}. Sign in with it to set your own password.',
  CompleteRegistrationTitle: 'Complete Registration',
  CompleteRegistrationIntro: 'Please set a new password for {email} to finish signing in.',
  PasswordConfirmationLabel: 'Confirm password',
  SetPassword: 'Set password',

  // Captcha
  NotARobot: "I'm not a robot",
  CaptchaVerifying: 'Verifying you are human…',
  CaptchaVerified: 'Verified',
  CaptchaFailed: 'Verification failed. Please try again.',

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
  PageNotFoundHint: 'The address may be mistyped, or the page has moved.',
  AreaOfflineTitle: 'Waiting for the connection',
  AreaOffline: 'Matchline cannot reach the server right now. This page opens as soon as you are back online.',
  PwaOffline: 'You are offline. Matchline keeps working with what it has already loaded.',
  PwaUpdateAvailable: 'A new version of Matchline is available.',
  Later: 'Later',

  // Admin
  NavHome: 'Home',
  // Match cycles: admin list, form, details (business.md §2.6, §3.1, §4)
  Save: 'Save',
  Edit: 'Edit',
  Delete: 'Delete',
  Details: 'Details',
  Yes: 'Yes',
  No: 'No',

  // Match calendar: public /match-calendar and admin match-cycle-calendar (business.md §2.1, §3.2)
  CalSpecialty: 'Specialty',
  CalAll: 'All',
  CalSeason: 'Season',
  CalMonthNav: 'Months',
  CalPreviousMonth: 'Previous month',
  CalNextMonth: 'Next month',
  CalNoEvents: 'No events in this season.',
  CalAllDay: 'All day',
  CalAllSpecialties: 'All specialties',
  CalTypeCustom: 'Event',
  CalTypeApplicantRegistrationStart: 'Applicant registration opens',
  CalTypeCasTarget: 'CAS target date',
  CalTypeProgramsRankListDeadline: 'Programs rank list deadline',
  CalTypeApplicantsRankListDeadline: 'Applicants rank list deadline',
  CalTypeMatchDate: 'Match Day',
  CalTypeVacanciesPosted: 'Vacancies posted',
  CalTypePublicHoliday: 'Public holiday',
  CalSubscribeTitle: 'Subscribe',
  CalSubscribeText: 'Add the match calendar to your calendar app: it updates itself when dates change.',
  CalFeedUrl: 'Calendar address (iCalendar)',
  CalCopy: 'Copy',
  CalCopied: 'Calendar address copied.',
  CalOpenInApp: 'Open in my calendar app',
  CalGoogleHint: 'Google Calendar: Other calendars → From URL, then paste the address.',

  // Society user area (business.md §2.5, §3.3, §4)

  // Public pages that open in later releases: title and what they will hold
  PageMedicalSchoolInfo: 'For medical schools',
  PageData: 'Match data',
  PageAbout: 'About Matchline',
  PageSpecialties: 'Specialties',
  PageMatchCalendar: 'Match calendar',

  // Programs, medical schools and the public program comparison (business.md §2.1, §2.6, §3.5)
  PgState: 'State',
  PgAddressLine: 'Address',
  PgCity: 'City',
  PgCountry: 'Country',
  PgZip: 'Zip',

  // Requests: admin queues, public registration request forms, society users' lists (business.md §2.1, §2.5, §2.6)
  RqSpecialty: 'Specialty',
  RqRequester: 'Requester',

  // Program user registration entry (/registration/program): find the program, then request to join it.
  RqDraftRestored: 'We restored what you typed before the page was reloaded.',
  RqProgram: 'Program',
  RqCode: 'Code',
  RqProgramName: 'Program name',
  RqSubspecialty: 'Subspecialty',
  RqMatchCycle: 'Match cycle',
  RqChooseSpecialtyFirst: 'Choose a specialty first',
  RqPositions: 'Positions',
  RqInstitutionName: 'Institution',
  RqInstitutionCity: 'Institution city',
  RqPhone: 'Phone',
  RqFax: 'Fax',
  RqWebsite: 'Website',
  RqAddress: 'Address',
  RqDirector: 'Program director',
  RqFirstName: 'First name',
  RqLastName: 'Last name',
  RqEmail: 'Email',
  RqMedicalSchool: 'Medical school',
  RqSchoolName: 'School name',
  RqSchoolType: 'Type',
  RqDegree: 'Degree',
  RqYourName: 'Your name',
  RqYourEmail: 'Your email',

  // Admin users, user actions, audit log and impersonation (users feature)
  ImpersonationLabel: 'Impersonation',
  ImpersonationBanner: 'You are signed in as {name} on behalf of admin {admin}.',
  EndSession: 'End session',

  // (business.md §2.1, §2.6, §3.3, §7; platform.md §9)
  SpNone: 'No specialties yet.',
  SpLoadFailed: 'The specialty could not be loaded.',
  SpSubspecialties: 'Subspecialties',
  SpPagesOf: 'Pages of {name}',

  // UPLOADS: file cabinet, documents, upload progress, file preview, avatar
  DocChooseFile: 'Choose a file',
  DocChosenFile: 'Chosen: {name} ({size})',
  DocNoFileChosen: 'No file chosen',

  // REG: applicant sign-up, phones, landing, cycle home, register for a match cycle, contact info

  // LETTERS: personal statements and letters of reference, the writer's upload page
  LtWriterName: 'Writer name',

  // Applications, signals, the CAS and summary; admin applicant views (APPLY)

  // OFFLINE slice: sync status and conflicts
  // Results per audience: send now, medical school, society and public results (issue 6)
  ResultsColSpecialty: 'Specialty',
  ResultsColPositions: 'Positions',
  ResultsColMatched: 'Matched',
  ResultsColUnfilled: 'Unfilled',
  // Message centre, notifications and their settings (issue 14)
  // Web push (platform.md §2 push subscription toast, §4)
  PushPromptTitle: 'Subscribe to notifications',
  PushPromptText: 'Turn on the notifications to receive the latest updates.',
  PushSubscribe: 'Subscribe',
  PushSubscribeFailed: 'Notifications could not be turned on. Please try again later.',

  // VACANCIES and program surveys (issue 16, ADR 0025)
  VacAny: 'Any',
  VacBackToList: 'Back to the list',
  VacClosesAt: 'Applications until',
  VacContact: 'Contact email',
  VacNone: 'No vacancies match.',
  VacNotFound: 'The vacancy was not found.',
  VacPlace: 'Location',
  VacPositionType: 'Position type',
  VacPositions: 'Positions',
  VacPositionsCount: '{count} position(s)',
  VacPostedOn: 'Posted {date}',
  VacProgram: 'Program',
  VacSearch: 'Search vacancies',
  VacSpecialty: 'Specialty',
  VacStartDate: 'Start date',
  VacTitle: 'Vacancies',
  VacTypeFellowship: 'Fellowship',
  VacTypeOther: 'Other',
  VacTypeResearch: 'Research',
  VacTypeResidency: 'Residency',
};
