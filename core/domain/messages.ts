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
  /** Our text (the spec has none): a role may use a route but not on this resource. */
  ResourceAccessDenied: 'You do not have access to this item.',
  UserNotConfirmed: "Email isn't confirmed. Please, confirm your email to continue.",
  NotAuthorized: 'Incorrect username or password.',
  UserDisabled: 'User is disabled.',
  UserNotFound: 'User not found.',
  PasswordResetRequired: 'You should reset you password.',
  CannotResetUnverified: "Cannot reset password for the user as the email hasn't been verified.",
  LimitExceeded: 'Attempt limit exceeded, please try after some time.',
  /** Our text (issue 11): the account had many failed sign-ins lately, so every sign-in needs a solved captcha. */
  CaptchaRequired:
    'There were many failed sign-in attempts on this account. Please confirm you are not a robot and sign in again.',
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
  DateMustBeAfter: 'The {later} must be after the {earlier}.',
  DateMustNotBeBefore: 'The {later} must not be before the {earlier}.',
  CasDeadlineNotBeforeRegistration: 'The CAS deadline must not be before the registration date.',
  CasDeadlineBeforeMatchDate: 'The CAS deadline must be before the match date.',
  TrainingStartAfterMatchMonth: 'The training start must be in a month after the match date.',
  MatchCycleArchived: 'The match cycle is archived and cannot be changed.',
  // The match run (issue 6)
  /** Ours: a second run of the same cycle while one is queued or running. */
  MatchRunAlreadyUnderWay: 'A match run of this match cycle is already under way.',
  /** Ours */
  MatchRunNeedsActiveCycle: 'The match can run only in an active match cycle.',
  /** Ours: {deadlines} names the rank list deadlines that have not passed, in Pacific time. */
  FinalMatchRunBeforeDeadlines: 'The final match can run only after the rank list deadlines ({deadlines}).',
  /** Ours */
  MatchRunNotFound: 'The match run was not found.',
  /** Ours */
  MatchRunNotFinalKind: 'Only a final run can be marked as the result of the match.',
  /** Ours */
  MatchRunNotStable: 'A run that did not find a stable matching cannot be the result of the match.',
  /** Ours */
  FinalRunLockedByRelease: 'Results were already released: the final run can no longer change.',
  MatchCycleActivationNeedsDates:
    'The match cycle can be activated once its registration date, rank list deadlines and match date are set.',
  MatchCycleStatusTransition:
    'The match cycle status can only change from Planned to Active and from Active to Archived.',
  MatchCycleExists: 'A match cycle for this specialty and year already exists.',
  MatchCycleShortNameTaken: 'A match cycle with this short name already exists.',
  SpecialtyNotFound: 'The specialty was not found.',
  MatchCycleYearNotFound: 'The match cycle year was not found.',
  MatchCycleYearCode: 'The year must be a four-digit number.',
  MatchCycleYearExists: 'This match cycle year already exists.',
  // Our texts (the spec gives only the 'X is required' / 'Select X' pattern): match cycle and calendar forms
  SelectMatchCycleYear: 'Select match cycle year.',
  ShortNameIsRequired: 'Short name is required.',
  MatchNameIsRequired: 'Match name is required.',
  TitleIsRequired: 'Title is required.',
  StartTimeIsRequired: 'Start time is required.',

  // Programs, institutions and medical schools. Our texts: the spec only says that further
  // 'X is required' and 'Select X' messages exist (business.md §5).
  CodeIsRequired: 'Code is required.',
  InvalidCode: 'Allowed only Latin letters, numbers, hyphen and underscore.',
  SelectSpecialty: 'Select specialty.',
  SelectCountry: 'Select country.',
  SelectState: 'Select state.',
  CityIsRequired: 'City is required.',
  FirstNameIsRequired: 'First name is required.',
  LastNameIsRequired: 'Last name is required.',
  SelectType: 'Select type.',
  SelectDegree: 'Select degree.',
  SubspecialtyNotOfSpecialty: 'The subspecialty does not belong to the specialty.',
  StateNotOfCountry: 'The state does not belong to the country.',
  ProgramCodeTaken: 'A program with this code already exists.',
  InstitutionNameIsRequired: 'Institution name is required.',
  InstitutionNotFound: 'The institution was not found.',
  InstitutionExists: 'An institution with this name already exists.',
  MatchCycleNotFound: 'The match cycle was not found.',
  MatchCycleOfAnotherSpecialty: 'The match cycle belongs to another specialty.',
  ProgramUserExists: 'A user with this email already exists. Attach the existing user instead.',
  ProgramUserAttached: 'The user is already a user of this program.',
  MedicalSchoolCodeTaken: 'A medical school with this code already exists.',
  MedicalSchoolHasOpenParticipation:
    'The medical school has applicants in a match cycle that is not archived and cannot be deactivated.',
  CompareProgramsCount: 'Select from 2 to 4 programs.',

  // Admin user actions and impersonation (platform.md §4, §6); texts marked "ours" are not in the spec.
  ConfirmDeactivateUser: 'Are you sure want to deactivate the user?',
  ConfirmActivateUser: 'Are you sure want to activate the user?',
  UserDeactivated: 'User deactivated',
  UserActivated: 'User activated',
  SentPasswordRecovery: 'Sent instructions for password recovery',
  ImpersonationWarningTitle: 'Attention!',
  ImpersonationWarningHeading: 'Session Expiration',
  ImpersonationWarningText:
    'Less than {minutes} minutes are left before the session expires. Please make sure all the important changes are saved.',
  EndSessionNow: 'End session now',
  /** Ours: an email change or an admin's new user clashes with an existing account. */
  EmailTaken: 'An account with the given email already exists.',
  /** Ours: while an admin impersonates a user, nobody changes that user's password or email. */
  UserBeingImpersonated:
    'The user is being impersonated. Their password and email cannot be changed until the impersonation ends.',
  /** Ours: an impersonated session never changes a password or an email. */
  ImpersonatedSessionCannotChange: 'A password or email cannot be changed while impersonating a user.',
  /** Ours: ending an impersonation from a session that is not one. */
  NotImpersonating: 'This session is not an impersonation.',
  /** Ours: an admin deactivating their own account would lock themselves out. */
  CannotDeactivateSelf: 'You cannot deactivate your own account.',
  /** Ours (issue 11): role invitations to existing accounts, granted only when the owner accepts. */
  RoleInvitationExpired: 'This invitation has expired. Ask the person who invited you to send a new one.',
  RoleInvitationDeclined: 'This invitation was declined and can no longer be accepted.',
  RoleInvitationAccepted: 'This invitation was already accepted.',
  RoleInvitationImpersonated:
    'Only the owner of the account can answer an invitation, not an impersonating administrator.',

  // Request queues and registration request forms. Our texts: the spec names the statuses and the
  // 'Select X' pattern only; 'You have a new {kind}.' is business.md §6.
  SelectMatchCycle: 'Select match cycle.',
  SelectMedicalSchool: 'Select medical school.',
  SelectProgram: 'Select program.',
  ProgramNotFound: 'The program was not found.',
  MedicalSchoolNotFound: 'The medical school was not found.',
  RequestAlreadyDecided: 'The request has already been decided.',
  RequestNotCancellable: 'This request cannot be cancelled.',
  RequestCancelOnlyByRequester: 'Only the requester can cancel the request.',
  ProgramRegistrationNotAllowed: 'Program registration requests are not allowed for this specialty.',
  RegistrationRequestSent:
    'Thank you. Your request has been sent. An administrator will review it, and we will email you the decision.',
  NewListItem: 'You have a new {kind}.',

  // Specialties, subspecialties, society users attached, specialty pages. Our texts: the spec gives
  // only the 'X is required' pattern and the colour field's length (platform.md §9).
  FullNameIsRequired: 'Full name is required.',
  UrlPrefixIsRequired: 'URL prefix is required.',
  InvalidUrlPrefix:
    'Allowed only Latin letters, numbers, hyphen and underscore (starting and ending with a letter or number).',
  InvalidColor: 'Expected a colour in the #RRGGBB format.',
  SpecialtyNameTaken: 'A specialty with this name already exists.',
  SpecialtyUrlPrefixTaken: 'A specialty with this URL prefix already exists.',
  SubspecialtyNameTaken: 'The specialty already has a subspecialty with this name.',
  SubspecialtyInUse: 'The subspecialty cannot be removed: {count} program(s) use it.',
  SocietyUserNotFound:
    'No user with this email exists. Enter the first and last name to create a society user.',
  NotASocietyUser: 'This user is not a society user.',
  SocietyUserAttached: 'The society user is already attached to this specialty.',
  SpecialtyPageOrder: 'The order must list every page of the specialty exactly once.',
  LinkUrlIsRequired: 'Link is required.',

  // Applicant action restrictions (platform.md §6): the 'Denied' popup and the server's refusals.
  DeniedTitle: 'Denied',
  DeniedHeading: 'Functionality is limited',
  DeclineMatchCycleNotSelected: 'Match cycle is not selected.',
  DeclineMatchCycleArchived: 'Match cycle {name} is archived.',
  DeclineMatchCycleLocked: 'Match cycle {name} is locked for updates.',
  DeclineMatchCycleStatus: 'Match cycle {name} is {status}.',
  DeclineApplicationWithdrawn: 'Application {name} is withdrawn.',
  DeclineApplicationCanceled: 'Application {name} is canceled.',
  DeclineAwaitingPayment: 'Application {name} awaiting payment.',
  /** Ours: an applicant route called by a signed-in applicant account without an applicant record. */
  ApplicantNotFound: 'The applicant was not found.',

  // Uploads, documents and the file cabinet (platform.md §4, §5, §8)
  UploadFailed: 'Error on upload a file by a presigned link.',
  UnsupportedFileType: 'Unsupported file type',
  LinkViewerTitle: 'Link Viewer',
  /** Ours: an upload link past its expiry (links live 10 minutes). */
  UploadLinkExpired: 'The upload link has expired. Please upload the file again.',
  /** Ours: an upload link whose signature does not match (altered or made up). */
  UploadLinkInvalid: 'The upload link is not valid.',
  /** Ours: a second PUT to a link whose upload already finished. */
  UploadLinkUsed: 'The upload link has already been used.',
  /** Ours: a file over the size limit of its kind. */
  FileTooLarge: 'The file is too large. The maximum size is {size}.',
  /** Ours: an empty file. */
  FileIsEmpty: 'The file is empty.',
  /** Ours */
  FileNameIsRequired: 'File name is required.',
  /** Ours */
  DocumentTitleIsRequired: 'Title is required.',
  /** Ours */
  SelectDocumentType: 'Select document type.',
  /** Ours: a document or avatar made from an upload that did not complete, or of another user. */
  UploadNotUsable: 'The file was not uploaded or cannot be used here.',
  /** Ours: the files kept by one account (or one letter request) would exceed UPLOAD_QUOTA_MB. */
  UploadQuotaExceeded:
    'Your storage is full: at most {mb} MB of files can be kept. Delete some files and try again.',
  /** Ours: a PUT whose client hung up before the whole file arrived (logged; nobody is left to read it). */
  UploadAborted: 'The upload was interrupted. Please upload the file again.',

  // PROFILE: personal information, education, employment, hobbies (business.md §3.4–§3.5, §5; platform.md §8)
  EligibleToWorkInUsa: 'Specify whether you are eligible to work in the USA.',
  NeedVisaSponsorship: 'Specify whether you need visa sponsorship.',
  OtherVisaTypeName: 'You selected the Other visa type, please input the type name.',
  HonorNotFound: 'Honor {id} was not found.',
  NoHonorsFound: 'No honors found.',
  /** Ours: a mandatory honor type (AOA) left unanswered. */
  HonorIsMandatory: 'Select {name}.',
  /** Ours: a unique honor type listed twice. */
  HonorIsUnique: '{name} can be listed only once.',
  /** Ours */
  HonorNameIsRequired: 'Honor name is required.',
  /** Ours */
  HonorValueIsRequired: 'Honor value is required.',
  /** Ours */
  StartDateIsRequired: 'Start date is required.',
  /** Ours */
  ProgramNameIsRequired: 'Program name is required.',
  /** Ours */
  EmployerIsRequired: 'Employer is required.',
  /** Ours */
  PositionIsRequired: 'Position is required.',
  /** Ours: a profile write made against an older copy (another device or tab saved meanwhile). */
  ProfileChangedMeanwhile:
    'Your profile was changed elsewhere in the meantime. Compare both versions and choose.',
  // REG: applicant sign-up, phones, registration for a match cycle, invoices, contact info. Our texts:
  // the spec gives the phone and zip messages and the 'X is required' / 'Select X' pattern only.
  /** Ours */
  PhoneIsRequired: 'Phone number is required.',
  /** Ours */
  SelectPhoneType: 'Select phone type.',
  /** Ours */
  InvalidExtension: 'The extension must be up to 10 digits.',
  /** Ours */
  AcceptPrivacyTerms: 'Please accept the privacy policy and terms of usage.',
  /** Ours: a second registration for the same match cycle. */
  AlreadyRegisteredForCycle: 'You are already registered for this match cycle.',
  /** Ours: registration is open only while the cycle is Active. */
  MatchCycleNotOpenForRegistration: 'Registration for this match cycle is not open.',
  /** Ours */
  InvoiceAlreadyPaid: 'The invoice has already been paid.',
  /** Ours: subject of the phone verification message (delivered through the mail outbox, ADR 0008). */
  PhoneCodeSubject: 'Your Matchline verification code',
  /** Ours */
  PhoneCodeText:
    'Your Matchline verification code for the phone {number} is {code}. It is valid for one hour.',
  /** Ours: the phone is verified already, no code is needed. */
  PhoneAlreadyVerified: 'The phone number is already verified.',
  /** Ours */
  AddressIsRequired: 'Address is required.',
  // LETTERS: personal statements and letters of reference
  /** Ours */
  PersonalStatementTitleIsRequired: 'Title is required.',
  /** Ours: a statement write made against an older copy (another device or tab saved meanwhile). */
  PersonalStatementChangedMeanwhile:
    'This personal statement was changed elsewhere in the meantime. Compare both versions and choose.',
  /** Ours: an application's statement and letters were changed elsewhere since this edit was made. */
  ApplicationChangedMeanwhile:
    'The statement and letters of this application were changed elsewhere in the meantime. Compare both versions and choose.',
  // Rank lists (issue 6)
  /** Ours */
  RankListTooLong: 'A rank list holds at most 300 entries.',
  /** Ours */
  RankListDuplicate: 'Each entry can be ranked only once.',
  /** Ours: the applicant ranks programs they sent an application to. */
  RankListProgramNotApplied: 'Only programs you sent an application to can be ranked.',
  /** Ours: the {deadline} is the cycle's rank list deadline, written in Pacific time. */
  RankListDeadlinePassed:
    'The rank list deadline ({deadline}) has passed: the list can no longer be changed.',
  /** Ours */
  RankListEmptyCertify: 'An empty rank list cannot be certified.',
  /** Ours: a program ranks the applicants who sent it an application. */
  RankListApplicantNotApplied: 'Only applicants who sent an application to the program can be ranked.',
  /** Ours */
  RankListDirectorCertifies: 'Only the program director can certify the rank list.',
  /** Ours: declaring "no rank list" and ranking programs exclude each other. */
  NoRankListDeclaredWithEntries:
    'Your rank list still has programs on it: remove them before saying you will not submit a rank list.',
  /** Ours */
  RankListAfterNoRankListDeclared:
    'You said you will not submit a rank list for this match: withdraw that before ranking programs.',
  /** Ours */
  NoRankListNeedsRegistration:
    'Register for this match cycle before saying whether you will submit a rank list.',
  /** Ours */
  ProgramNotInMatchCycle: 'The program does not take part in this match cycle.',
  /** Ours */
  RankListChangedMeanwhile:
    'This rank list was changed elsewhere in the meantime. Compare both versions and choose.',
  /** Ours */
  PersonalStatementInUse: 'This personal statement is assigned to an application and cannot be deleted.',
  /** Ours */
  WriterNameIsRequired: 'Writer name is required.',
  /** Ours */
  LetterRequestNotPending: 'Only a pending letter request can be changed.',
  /** Ours */
  LetterRequestNotResendable: 'The writer has already uploaded this letter or the request was canceled.',
  /** Ours */
  LetterRequestCanceled: 'This letter request was canceled by the applicant. The link no longer works.',
  /** Ours */
  LetterLinkNotFound: 'This letter link is not valid. Please check the link in your email.',
  /** Ours: an applicant waived the right to view the letter. */
  LetterContentWaived: 'You waived the right to view this letter.',
  /** Ours */
  LetterNotUploaded: 'The letter has not been uploaded yet.',
  /** Ours */
  LetterUploadNotUsable: 'The uploaded file was not found. Please upload the letter again.',
  /** Ours */
  LetterCannotBeJudged: 'Only an uploaded letter can be quality-checked.',
  /** Ours */
  LetterAssignedTwice: 'A letter of reference can be assigned to a program only once.',
  /** Ours */
  TooManyLettersForProgram: 'No more than {count} letters of reference can be assigned to a program.',
  /** Ours */
  LetterNotAssignable: 'Only your own letters that were not canceled can be assigned.',
  /** Ours: mail to the writer. */
  LetterRequestMailSubject: '{applicantName} asks you for a letter of reference',
  /** Ours */
  LetterRequestMailText:
    'Dear {writerName},\n\n{applicantName} asks you to write a letter of reference for their residency or fellowship application on Matchline.\n{waiver}\n{message}\nUpload your letter as a PDF here (no account needed):\n{link}\n',
  /** Ours */
  LetterRequestMailWaived: 'The applicant waived the right to view your letter.',
  /** Ours */
  LetterRequestMailNotWaived: 'The applicant did not waive the right to view your letter.',
  /** Ours: what the applicant typed for the writer, marked as theirs (issue 11). */
  LetterRequestMailUserMessage: 'Message from {applicantName} (not checked by Matchline):\n{message}',
  /** Ours: mail to the applicant. */
  LetterUploadedMailSubject: 'Your letter of reference from {writerName} was uploaded',
  /** Ours */
  LetterUploadedMailText:
    '{writerName} uploaded a letter of reference for you on {date}. You can see its status on your letters of reference page:\n{link}\n',
  /** Ours: the applicant's notification of the same. */
  LetterUploadedNotification: '{writerName} uploaded a letter of reference for you.',
  // Applications, signals and the CAS (APPLY)
  /** Ours: one signal more than the cycle's maxSignalingPrograms. */
  SignalLimitReached: 'You can signal at most {count} programs in this match cycle.',
  /** Ours: send asked of an application that is not in progress any more. */
  ApplicationNotInProgress: 'Only an application in progress can be sent.',
  /** Ours */
  ApplicationProgramNotInCycle: 'The program does not take part in this match cycle.',
  /** Ours */
  ApplicationStatementNotYours: 'Choose one of your personal statements.',
  /** Ours: applying needs a registration for the cycle (its fee is what sending waits for). */
  ApplicationNeedsRegistration: 'Register for the match cycle {name} before applying to its programs.',
  /** Ours: the CAS completeness check names each missing item. */
  CasMissingName: 'Your first and last name',
  /** Ours */
  CasMissingDateOfBirth: 'Your date of birth',
  /** Ours */
  CasMissingVerifiedPhone: 'A verified phone number',
  /** Ours */
  CasMissingAddress: 'An address',
  /** Ours */
  CasMissingMedicalSchool: 'A medical school education',
  /** Ours */
  CasMissingExamNumber: 'Your USMLE or COMLEX (NBOME) number',
  /** Ours */
  CasMissingPersonalStatement: 'A personal statement',
  /** Ours */
  CasMissingLetter: 'A requested letter of reference',

  // ACADEMIC: examinations and publications (business.md §3.6, §3.8, §5)
  /** Ours: a licensure entry without its state. */
  LicensureStateIsRequired: 'State is required.',
  /** Ours */
  BoardNameIsRequired: 'Board name is required.',
  /** Ours */
  SelectPublicationType: 'Select publication type.',
  /** Ours */
  PublicationTitleIsRequired: 'Title is required.',
  /** Ours */
  AuthorsAreRequired: 'Authors are required.',
  /** Ours: a not-yet-published work must say where it stands. */
  SelectPublicationStatus: 'Select status.',
  /** Ours */
  InvalidPubmedId: 'A PubMed ID is a number of up to 9 digits.',
  /** Ours: an examination section saved against an older copy (another device or tab saved meanwhile). */
  ExaminationChangedMeanwhile:
    'This examination section was changed elsewhere in the meantime. Compare both versions and choose.',
  // OFFLINE slice (idempotent sync of the outbox)
  /** Ours: an Idempotency-Key sent again with another method, path or body. */
  IdempotencyKeyReused: 'The idempotency key was used for another request.',
  /** Ours: a duplicate that arrived while the first copy was still being answered. */
  IdempotentRequestInProgress: 'This change is still being saved. Try again in a moment.',
  // Couples and their joint rank list (issue 6)
  /** Ours */
  CoupleNotRegistered: 'You are not registered for this match cycle.',
  /** Ours */
  CoupleWithYourself: 'You cannot form a couple with yourself.',
  /** Ours */
  CoupleAlreadyYours: 'You are already in a couple or have a couple proposal to answer in this match cycle.',
  /** Ours: accept or decline without a proposal addressed to the applicant. */
  CoupleNoProposalReceived: 'There is no couple proposal for you to answer.',
  // Open house tours and the applicant's program requests (issue 15, ADR 0024)
  /** Ours */
  OpenHouseWhereRequired: "Give the tour's location or its video link.",
  /** Ours */
  CoupleNotLinked: 'You are not in a linked couple in this match cycle.',
  /** Ours: the {deadline} is the applicants' rank list deadline, written in Pacific time. */
  CoupleDeadlinePassed:
    'The rank list deadline ({deadline}) has passed: couples can no longer be linked or dissolved.',
  /** Ours */
  CouplePairEmpty: 'Each pair needs a program for at least one of you.',
  /** Ours */
  CouplePairDuplicate: 'Each pair can be ranked only once.',
  /** Ours */
  CouplePartnerProgramNotApplied: 'Only programs your partner sent an application to can be ranked for them.',
  /** Ours: the proposal mail to the partner. */
  CoupleProposalMailSubject: '{name} proposes to match as a couple in {cycle}',
  /** Ours */
  CoupleProposalMailText:
    'Hello {partnerName},\n\n{name} ({code}) proposes to link your registrations for {cycle} and match as a couple, with one joint rank list.\n\nAccept or decline the proposal here: {link}\n',
  /** Ours: the answer mail to the proposer. */
  CoupleAcceptedMailSubject: '{name} accepted your couple proposal for {cycle}',
  /** Ours */
  CoupleAcceptedMailText:
    'Hello {proposerName},\n\n{name} accepted your proposal: you are now linked as a couple for {cycle}. Build and certify your joint rank list here: {link}\n\nOnly the certified joint list takes part in the match; your individual lists are not used while you are linked.\n',
  /** Ours: to the other member when a linked couple is dissolved. */
  CoupleDissolvedMailSubject: '{name} dissolved your couple for {cycle}',
  /** Ours */
  CoupleDissolvedMailText:
    'Hello {partnerName},\n\n{name} dissolved your couple for {cycle}; your joint rank list was deleted. Your individual rank list takes part in the match once certified: {link}\n',
  // Result release per audience, archive after release, result emails (issue 6)
  /** Ours */
  ResultsNeedFinalRun: 'Results can be released only after a final match run is marked for the match cycle.',
  /** Ours */
  ResultsAlreadySent: 'The results have already been sent to this audience.',
  /** Ours */
  ResultsBeingSent: 'The results are being sent to this audience right now.',
  /** Ours */
  ResultsNeedStartedCycle: 'Results can be sent only for an active or archived match cycle.',
  /** Ours: {matchDate} in Pacific time, or "not set". */
  ResultsBeforeMatchDate: 'Results can be sent by hand only after the match date ({matchDate}).',
  /** Ours */
  ResultsSendingFailed: 'The results could not be sent: {reason}',
  /** Ours */
  MatchCycleArchiveNeedsRelease:
    'This match cycle has a final match run: archive it once its results are released to every audience.',
  /** Ours: the result mail, per audience. */
  ResultMailSubject: 'The results of {cycle} are out',
  /** Ours */
  ApplicantResultMailText:
    'Hello {name},\n\nThe results of {cycle} are out. {status}\n\nSee your result: {link}\n',
  /** Ours */
  ApplicantResultMatched: 'You matched to {program}.',
  /** Ours: each MatchResultStatus (business.md §3.8, ADR 0016) in words, for the result page and the result mail. */
  MrStatus_InquiryOnlyNotPaid: 'Your registration fee was not paid, so you did not take part in the match.',
  MrStatus_WithdrawnHadOffers:
    'You withdrew all your applications. At least one program that ranked you would have taken you.',
  MrStatus_WithdrawnNoOffers:
    'You withdrew all your applications. Programs ranked you, but none of them would have taken you.',
  MrStatus_WithdrawnNotListed: 'You withdrew all your applications, and no program ranked you.',
  MrStatus_Matched: 'You matched.',
  MrStatus_HadListNoOffersAccepted:
    'You did not match. Programs that ranked you would have taken you, but they were not on your rank list.',
  MrStatus_HadListNoOffers:
    'You did not match: the programs that ranked you filled their positions with applicants they ranked higher.',
  MrStatus_HadListNotListed: 'You did not match: no program ranked you on a certified rank list.',
  MrStatus_NoListHadOffers:
    'You did not certify a rank list, so you did not take part in the match. At least one program that ranked you would have taken you.',
  MrStatus_NoListListed:
    'You did not certify a rank list, so you did not take part in the match. Programs ranked you, but none of them would have taken you.',
  MrStatus_NoListNotListed: 'You did not certify a rank list, and no program ranked you.',
  MrStatus_NoRankListWillBeSubmitted:
    'You said you would not submit a rank list, so you did not take part in the match.',
  MrStatus_PaidRegistration: 'You registered for this match but did not send any application.',
  MrStatus_MatchCanceled: 'The match did not take place for this match cycle.',
  /** Ours */
  MedicalSchoolResultMailText:
    'Hello {name},\n\nThe results of {cycle} are out for the students of {school}: {inMatch} in the match, {matched} matched, {unmatched} not matched.\n\nSee them: {link}\n',
  /** Ours */
  ProgramResultMailText:
    'Hello {name},\n\nThe results of {cycle} are out: {program} filled {matched} of its {positions} positions.\n\nSee them: {link}\n',
  /** Ours */
  SocietyResultMailText:
    'Hello {name},\n\nThe results of {cycle} are out: {programs} programs filled {matched} of {positions} positions.\n\nSee them: {link}\n',
  /** Ours: on a program's match result, an applicant it ranked who had no certified rank list. */
  ProgramResultApplicantNotInMatch: 'they did not take part in the match: they had no certified rank list',
  // Message centre and notifications (issue 14); the spec's only text is NewBroadcastMessage.
  NewBroadcastMessage: 'You have new message.',
  /** Ours */
  RecipientsAreRequired: 'Choose at least one recipient.',
  /** Ours */
  TooManyRecipients: 'A message can go to at most {max} recipients.',
  /** Ours */
  TooManyAttachments: 'A message can have at most {max} attachments.',
  /** Ours: a recipient the sender may not write to (ADR 0022), or who does not exist. */
  MessageRecipientNotAllowed: 'You cannot send messages to this recipient.',
  /** Ours */
  MessageAttachmentNotUsable: 'The attachment is not a completed upload of yours.',
  /** Ours */
  MessageClientIdUsed: 'This message id was already used for another message.',
  /** Ours: a new message's notification. */
  NewMessageNotificationTitle: 'New message from {sender}',
  /** Ours */
  BroadcastNotificationTitle: 'New message from {sender}',
  /** Ours: the mail sent for a notification. */
  NotificationMailText: 'Hello {name},\n\n{body}\n\nSee it: {link}\n',
  /** Ours: the SMS sent for a notification. */
  NotificationSmsText: '{title}: {body}',
  /** Ours: why a mail to a blocked address was not sent (notification history). */
  MailBlockedAddress: 'Not sent: the address is blocked ({reason}).',
  /** Ours: an SMS a user's action caused over the SMS limit (notification history). */
  SmsLimitReached: 'Not sent: the SMS limit was reached.',
  /** Ours: an FCM token posted to a deployment without Firebase (issue 14). */
  PushFcmUnavailable: 'Firebase Cloud Messaging is not configured on this server.',
  /** Ours: a push not sent because its recipient had too many in the last hour (notification history). */
  PushRateLimited: 'Not sent: too many pushes to this user in the last hour.',
  // Interview invitations and days (issue 15, ADR 0024): the refusal reasons of platform.md §3 in words, and ours.
  /** Ours: platform.md §3 send refusal AlreadyInvited. */
  InvitationRefusal_AlreadyInvited: 'The applicant is already invited.',
  /** Ours */
  InvitationRefusal_MatchCycleIsNotActive: 'Invitations can be sent only while the match cycle is active.',
  /** Ours */
  InvitationRefusal_MatchDateIsPassed: 'The match date has passed: invitations can no longer be sent.',
  /** Ours */
  InvitationRefusal_NoPublicTimeRanges:
    'The program has no public interview time ranges ahead: add an interview day first.',
  /** Ours */
  InvitationRefusal_NumberOfInvitationsExceedsNumberOfFreeSlots:
    'There are more invitations than free interview seats: add seats or wait for answers.',
  /** Ours: platform.md §3 cancel refusal WasNotInvited. */
  InvitationCancelRefusal_WasNotInvited:
    'The applicant was not invited (or the invitation is no longer open).',
  /** Ours */
  InvitationCancelRefusal_MatchCycleIsNotActive:
    'Invitations can be cancelled only while the match cycle is active.',
  /** Ours */
  InvitationCancelRefusal_MatchDateIsPassed:
    'The match date has passed: invitations can no longer be cancelled.',
  /** Ours */
  InvitationCancelRefusal_InterviewDayIsPassed:
    'The interview day has passed: the invitation can no longer be cancelled.',
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
