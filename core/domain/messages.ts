/**
 * The product's message catalogue (en-gb), word for word from business.md and platform.md.
 * The client's i18n layer translates these keys; the server answers with these texts.
 * Placeholders are written {name}.
 */
export const messages = {
  // Validation (business.md §5)
  NameIsRequired: 'Name is required.',
  EmailIsRequired: 'Email is required.',
  InvalidEmail: 'Invalid email address.',
  SubjectIsRequired: 'Subject is required.',
  TextIsRequired: 'Text is required.',
  ExceededNumberOfCharacters: 'Exceeded number of characters.',
  RecaptchaIsRequired: 'Recaptcha is required',
  RecaptchaIsRequiredDot: 'Recaptcha is required.',
  DescriptionIsRequired: 'Description is required.',
  PasswordIsRequired: 'Password is required.',
  InvalidPassword:
    'Minimum eight characters, at least one uppercase and lowercase letter, one number, and one special character without whitespace (the plus (+), minus (-), and equal (=) sign do not meet the special character).',
  VerificationCode: 'Verification code is required.',
  NoWhitespace: 'The value must not contain whitespace characters.',
  PasswordsDoNotMatch: 'Passwords do not match.',
  EmailsDoNotMatch: 'Email addresses do not match.',
  InvalidPhone: 'Expected from 7 to 20 digits, with a hyphen or space as a separator.',
  InvalidFax: 'Expected from 7 to 20 digits, with a hyphen as a separator.',
  InvalidUrl: 'Specify valid url address. For example: {host}',
  InvalidZip: 'Allowed only numbers, Latin characters, hyphen, slash, and space.',
  ThreeDigitNumber: 'The value must be a three-digit number.',
  TwoDigitNumber: 'The value must be a two-digit number.',
  MustBeNumber: 'The value must be a number.',
  InvalidAmount: 'Invalid amount.',
  StartBeforeEnd: 'Start time must be before end time.',
  ToDateGreater: 'The To Date must be greater than the From Date.',
  DateNotInFuture: 'The date must be equal to or less than the current.',
  TwelveHourFormat: 'The time is expected in 12-hour format.',
  GreaterThanZero: 'The value must be greater than 0.',
  GreaterOrEqualZero: 'The value must be greater than or equal to 0.',
  NotGreaterThan100: 'The value cannot be greater than 100',
  LessThan8Specialties: 'Select less than 8 specialties please.',
  FillAllRequired: 'Please fill in all required fields.',
  InvalidValue: 'Invalid value.',
  UnknownField: 'Unknown field.',

  // Error catalogue (business.md §8, platform.md §8)
  ApplicationError: 'An error occurred in the application.',
  AuthProviderError: 'Cognito returned an error.',
  ConnectionError: 'Could not connect to server. Please try again.',
  InternalServerError: 'Request failed. Server error occurred.',
  ServerError: 'We are working on it. Try again later.',
  ValidationError: 'One or more form fields have invalid values.',
  Unauthorized: 'Unauthorized access denied',
  NotFound: 'Data not found.',
  PageNotFound: 'Page not found.',
  Timeout: 'Operation timeout.',
  InvalidDate: 'Invalid date',
  WrongDateFormat: 'Wrong date format.',
  UserDeclined: 'User did not confirm the action.',
  PromiseCancelled: 'A promise has been canceled.',
  NotSupported: 'Not supported',
  NotImplemented: 'Not implemented',
  UnexpectedServerError: 'An unexpected server error occurred.',
  TooManyRequests: 'Too many requests. Please try again in {seconds} seconds.',
  MissingDictionaryKey: 'Element with key {key} was not found in dictionary',
  StorageUnavailable: 'Storage is not available.',
  WrongFileSizeFormat: 'Wrong file size format.',
  FileNotUploaded: 'File was not uploaded',

  // Identity (platform.md §6, §8)
  NoRole: 'Unable to login. Please contact the site administrator.',
  AccessDeniedSignedIn: 'Access denied. Please try to use another account.',
  AccessDeniedNotSignedIn: 'Access denied. Please login.',
  UserNotConfirmed: "Email isn't confirmed. Please, confirm your email to continue.",
  NotAuthorized: 'Incorrect username or password.',
  UserDisabled: 'User is disabled.',
  UserNotFound: 'User not found.',
  PasswordResetRequired: 'You should reset you password.',
  CannotResetUnverified: "Cannot reset password for the user as the email hasn't been verified.",
  LimitExceeded: 'Attempt limit exceeded, please try after some time.',
  ExpiredCode: 'Verification code expired.',
  CodeMismatch: 'Invalid verification code provided, please try again.',
  PasswordTooEasy: 'Password is too easy.',
  NotAuthenticated: 'User is not authenticated',
  SessionExpired: 'Cannot retrieve a new session. Please authenticate.',
  IncorrectOldPassword: 'Incorrect old password.',
  CannotImpersonate: 'Sorry, you are not authorized to impersonate the user.',
  ChallengeExpired: 'Your sign-in has expired. Please sign in again.',

  // Contact and bug reports (business.md §2.9, §4)
  ContactThankYou: 'Thank you for your email. We will respond to your message within 2 business days.',
  BugReportSentTitle: 'The bug report has been sent',
  BugReportSentBody:
    "Your feedback will be forwarded to the engineering team. If you're experiencing additional issues please contact {email}",
  BugReportSuccess: 'Your report has been sent successfully. Thank you!',

  // Match cycles (business.md §3.1): date order, status and read-only archived cycles
  RankListDeadlineAfterRegistration: 'The rank list deadline must be after the registration date.',
  ProgramsDeadlineNotAfterApplicantsDeadline:
    'The programs rank list deadline must not be after the applicants rank list deadline.',
  MatchDateAfterRankListDeadlines: 'The match date must be after the rank list deadlines.',
  VacanciesPostedAfterMatchDate: 'The vacancies posted date must be after the match date.',
  ResultsDateOnOrAfterMatchDate: 'The results date must be on or after the match date.',
  MatchCycleArchived: 'The match cycle is archived and cannot be changed.',
  MatchCycleStatusTransition:
    'The match cycle status can only change from Planned to Active and from Active to Archived.',
  MatchCycleExists: 'A match cycle for this specialty and year already exists.',
  MatchCycleShortNameTaken: 'A match cycle with this short name already exists.',
  SpecialtyNotFound: 'The specialty was not found.',
  MatchCycleYearNotFound: 'The match cycle year was not found.',
  MatchCycleYearCode: 'The year must be a four-digit number.',
  MatchCycleYearExists: 'This match cycle year already exists.',
} as const;

export type MessageKey = keyof typeof messages;

/** Fills {placeholders}; unknown placeholders are left as written. */
export function formatMessage(template: string, values: Record<string, string | number> = {}): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) =>
    name in values ? String(values[name]) : whole,
  );
}

export function message(key: MessageKey, values?: Record<string, string | number>): string {
  return formatMessage(messages[key], values);
}
