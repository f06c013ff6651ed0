/**
 * The database schema (Drizzle). Migrations are generated from this file with `npm run db:generate`
 * into server/db/migrations and applied on start. Only repositories import the tables.
 */
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigint,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type {
  EducationDetails,
  EmploymentDetails,
} from '../../core/contracts/applicants/education.contract.ts';
import type { PublicationDetails } from '../../core/contracts/applicants/publications.contract.ts';
import type { AuditDetails } from '../../core/contracts/users/admin-users.contract.ts';
import { type ApplicationStatus, applicationStatuses } from '../../core/domain/applicant-restrictions.ts';
import {
  type BugReportSource,
  type BugReportStatus,
  bugReportSources,
  bugReportStatuses,
} from '../../core/domain/bug-reports.ts';
import { type CoupleRowStatus, coupleStatuses } from '../../core/domain/couples.ts';
import { type DocumentType, documentTypes } from '../../core/domain/documents.ts';
import { type EducationType, educationTypes } from '../../core/domain/educations.ts';
import {
  type UploadStatus,
  type UploadTarget,
  uploadStatuses,
  uploadTargets,
} from '../../core/domain/file-types.ts';
import { type KnownHonorType, knownHonorTypes } from '../../core/domain/honor-types.ts';
import {
  type ApplicantProgramRequestKind,
  type ApplicantProgramRequestStatus,
  applicantProgramRequestKinds,
  applicantProgramRequestStatuses,
  type InterviewType,
  type InvitationStatus,
  interviewTypes,
  invitationStatuses,
  type PreferenceWindowStatus,
  type ProgramDecision,
  preferenceWindowStatuses,
  programDecisions,
  type QueueHistoryEvent,
  queueHistoryEvents,
  type SwapRequestStatus,
  swapRequestStatuses,
  type WaitlistMode,
  waitlistModes,
} from '../../core/domain/interviews.ts';
import {
  type FeeDistributionType,
  feeDistributionTypes,
  type InvoiceKind,
  type InvoiceStatus,
  invoiceKinds,
  invoiceStatuses,
  type PaymentMethod,
  type PaymentProvider,
  type PaymentStatus,
  paymentMethods,
  paymentProviders,
  paymentStatuses,
  type RefundStatus,
  refundStatuses,
} from '../../core/domain/invoices.ts';
import { type JobKind, type JobStatus, jobKinds, jobStatuses } from '../../core/domain/jobs.ts';
import { type LetterStatus, letterStatuses } from '../../core/domain/letters.ts';
import { type MailStatus, mailStatuses } from '../../core/domain/mail.ts';
import {
  type ResultSendingAudience,
  type ResultSendingStatus,
  resultSendingAudiences,
  resultSendingStatuses,
} from '../../core/domain/match-cycle-results.ts';
import { type MatchCycleStatus, matchCycleStatuses } from '../../core/domain/match-cycle-status.ts';
import {
  type MatchRunKind,
  type MatchRunStatus,
  matchRunKinds,
  matchRunStatuses,
} from '../../core/domain/match-runs.ts';
import {
  type MedicalSchoolDegree,
  type MedicalSchoolType,
  medicalSchoolDegrees,
  medicalSchoolTypes,
} from '../../core/domain/medical-schools.ts';
import {
  type ConnectionHealth,
  connectionHealths,
  type MeetingRole,
  meetingRoles,
  type RoomTimerStatus,
  type RoomUserStatus,
  roomTimerStatuses,
  roomUserStatuses,
} from '../../core/domain/meetings.ts';
import {
  type BroadcastRecipientType,
  broadcastRecipientTypes,
  type DeliveryStatus,
  deliveryStatuses,
  type EmailBlockReason,
  emailBlockReasons,
  type MessageUserType,
  messageUserTypes,
  type NotificationChannel,
  type NotificationKind,
  type NotificationType,
  notificationKinds,
  notificationTypes,
  type PushProvider,
  pushProviders,
} from '../../core/domain/messaging.ts';
import { type PasswordChangeKind, passwordChangeKinds } from '../../core/domain/password-changes.ts';
import {
  type MergeSection,
  type MergeStatus,
  type MergeType,
  mergeStatuses,
  mergeTypes,
} from '../../core/domain/pdf-merges.ts';
import { type Gender, genders, type VisaType, visaTypes } from '../../core/domain/personal-info.ts';
import { type PhoneType, phoneTypeValues } from '../../core/domain/phones.ts';
import { type PublicationType, publicationTypes } from '../../core/domain/publications.ts';
import {
  type RequestKind,
  type RequestStatus,
  requestKinds,
  requestStatuses,
} from '../../core/domain/request-kinds.ts';
import { type UserStatus, userStatuses } from '../../core/domain/roles.ts';
import { type SpecialtyType, specialtyTypes } from '../../core/domain/specialties.ts';
import {
  type SurveyAnswers,
  type SurveyQuestion,
  type SurveyResponseStatus,
  surveyResponseStatuses,
} from '../../core/domain/surveys.ts';
import {
  type VacancyApplicationStatus,
  type VacancyPositionType,
  type VacancyStatus,
  vacancyApplicationStatuses,
  vacancyPositionTypes,
  vacancyStatuses,
} from '../../core/domain/vacancies.ts';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const instant = (name: string) => timestamp(name, { withTimezone: true });

/**
 * A CHECK that a status or kind column holds one of its list's values: the list in core/domain is the
 * column's TypeScript type (`$type`) and, through this, what both databases accept. A null passes
 * (nullable columns say so with `.notNull()` or its absence).
 */
const oneOf = (name: string, column: AnyPgColumn, values: readonly (string | number)[]) =>
  check(
    name,
    sql`${column} in (${sql.raw(values.map((value) => (typeof value === 'number' ? `${value}` : `'${value}'`)).join(', '))})`,
  );

// ---------- identity ----------

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    email: text('email').notNull(),
    passwordHash: text('password_hash'),
    status: text('status').$type<UserStatus>().notNull().default('Active'),
    roles: text('roles').array().notNull().default(sql`'{}'::text[]`),
    firstName: text('first_name').notNull().default(''),
    lastName: text('last_name').notNull().default(''),
    middleName: text('middle_name'),
    salutation: text('salutation'),
    credentials: jsonb('credentials').$type<{ label: string; value: string }[]>().notNull().default([]),
    isActive: boolean('is_active').notNull().default(true),
    emailVerified: boolean('email_verified').notNull().default(true),
    /** Created by an admin: the first sign-in must set a new password. */
    mustChangePassword: boolean('must_change_password').notNull().default(false),
    failedSignInCount: integer('failed_sign_in_count').notNull().default(0),
    lockedUntil: instant('locked_until'),
    createdAt: createdAt(),
    updatedAt: instant('updated_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('users_email_key').on(t.email),
    oneOf('users_status_check', t.status, userStatuses),
    // Admin user lists: filtered by role, ordered by name, paged on the server.
    index('users_roles_gin_idx').using('gin', t.roles),
    index('users_name_idx').on(sql`lower(${t.lastName})`, sql`lower(${t.firstName})`, t.id),
  ],
);

export const sessions = pgTable(
  'sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    impersonatedBy: uuid('impersonated_by').references(() => users.id),
    /** For an impersonated session: the admin's own session, resumed when impersonation ends. */
    parentSessionId: uuid('parent_session_id'),
    createdAt: createdAt(),
    lastUsedAt: instant('last_used_at').notNull().defaultNow(),
    absoluteExpiresAt: instant('absolute_expires_at').notNull(),
    revokedAt: instant('revoked_at'),
    revokedReason: text('revoked_reason'),
  },
  (t) => [index('sessions_user_idx').on(t.userId)],
);

/** Rotating refresh tokens: each is used once; reusing a used one revokes the session. */
export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    sessionId: uuid('session_id')
      .notNull()
      .references(() => sessions.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    createdAt: createdAt(),
    expiresAt: instant('expires_at').notNull(),
    usedAt: instant('used_at'),
  },
  (t) => [
    uniqueIndex('refresh_tokens_hash_key').on(t.tokenHash),
    index('refresh_tokens_session_idx').on(t.sessionId),
  ],
);

export const passwordResetCodes = pgTable(
  'password_reset_codes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    createdAt: createdAt(),
    expiresAt: instant('expires_at').notNull(),
    usedAt: instant('used_at'),
    failedAttempts: integer('failed_attempts').notNull().default(0),
  },
  (t) => [index('password_reset_codes_user_idx').on(t.userId)],
);

/**
 * Proof that a self-registered user owns the email address (issue 11): a 6-digit code and a link
 * token, both mailed and stored only as hashes. The account stays ConfirmationRequired until one
 * of them is used.
 */
export const emailConfirmations = pgTable(
  'email_confirmations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    linkTokenHash: text('link_token_hash').notNull(),
    createdAt: createdAt(),
    expiresAt: instant('expires_at').notNull(),
    usedAt: instant('used_at'),
    failedAttempts: integer('failed_attempts').notNull().default(0),
  },
  (t) => [
    index('email_confirmations_user_idx').on(t.userId),
    uniqueIndex('email_confirmations_link_key').on(t.linkTokenHash),
  ],
);

/**
 * A role (and the memberships that go with it) offered to an account that already exists: nothing
 * is granted until the owner, signed in, accepts through the mailed link (issue 11).
 */
export const roleInvitations = pgTable(
  'role_invitations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    roles: text('roles').array().notNull(),
    /** What joining means besides the role: program, medical school or specialty memberships. */
    memberships: jsonb('memberships').$type<Record<string, unknown>[]>().notNull().default([]),
    /** Why, for the mail and the page ("as the program director of …"). */
    reason: text('reason'),
    invitedByUserId: uuid('invited_by_user_id'),
    tokenHash: text('token_hash').notNull(),
    createdAt: createdAt(),
    expiresAt: instant('expires_at').notNull(),
    acceptedAt: instant('accepted_at'),
    declinedAt: instant('declined_at'),
  },
  (t) => [
    uniqueIndex('role_invitations_token_key').on(t.tokenHash),
    index('role_invitations_user_idx').on(t.userId),
  ],
);

/**
 * Sign-in failures per account and client address: each failure doubles the wait before that
 * address may try that account again; the owner's other addresses are not slowed (issue 11).
 */
export const signInThrottles = pgTable(
  'sign_in_throttles',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    ip: text('ip').notNull(),
    failures: integer('failures').notNull().default(0),
    lastFailureAt: instant('last_failure_at').notNull(),
    blockedUntil: instant('blocked_until'),
  },
  (t) => [primaryKey({ columns: [t.userId, t.ip] }), index('sign_in_throttles_last_idx').on(t.lastFailureAt)],
);

/**
 * Fixed-window counters of actions a user can cause (mails, proposals, upload links) per sender and
 * per recipient: one row per key and window, incremented atomically, pruned when old.
 */
export const actionCounters = pgTable(
  'action_counters',
  {
    key: text('key').notNull(),
    windowStart: instant('window_start').notNull(),
    count: integer('count').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.key, t.windowStart] }),
    index('action_counters_window_idx').on(t.windowStart),
  ],
);

export const passwordChangeLog = pgTable(
  'password_change_log',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    email: text('email').notNull(),
    isSucceeded: boolean('is_succeeded').notNull(),
    error: text('error'),
    kind: text('kind').$type<PasswordChangeKind>().notNull(),
    createdAt: createdAt(),
  },
  (t) => [oneOf('password_change_log_kind_check', t.kind, passwordChangeKinds)],
);

export const auditLog = pgTable(
  'audit_log',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    actorUserId: uuid('actor_user_id'),
    /** Set while an admin impersonates: the admin behind the actor. */
    impersonatorUserId: uuid('impersonator_user_id'),
    action: text('action').notNull(),
    details: jsonb('details').$type<AuditDetails>().notNull().default({}),
    createdAt: createdAt(),
    /** Insertion order: breaks ties between rows written in the same clock tick (PGlite's clock is coarse). */
    seq: bigint('seq', { mode: 'number' }).notNull().generatedAlwaysAsIdentity(),
  },
  (t) => [
    index('audit_log_actor_idx').on(t.actorUserId, t.createdAt),
    // The admin's audit list: what an admin did while impersonating, newest first.
    index('audit_log_impersonator_idx').on(t.impersonatorUserId, t.createdAt),
    index('audit_log_created_idx').on(t.createdAt),
  ],
);

/** Captcha solutions already spent, so one solution cannot be replayed. */
export const captchaUses = pgTable('captcha_uses', {
  signature: text('signature').primaryKey(),
  expiresAt: instant('expires_at').notNull(),
});

// ---------- platform ----------

export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html'),
    /**
     * The body with its secrets (codes, temporary passwords, links) while SMTP still has to deliver
     * it, encrypted with the server's key; cleared once delivered. `text` never holds a secret.
     */
    sealedText: text('sealed_text'),
    status: text('status').$type<MailStatus>().notNull().default('queued'),
    error: text('error'),
    createdAt: createdAt(),
    sentAt: instant('sent_at'),
    /** Insertion order: breaks ties between mails written in the same clock tick (PGlite's clock is coarse). */
    seq: bigint('seq', { mode: 'number' }).notNull().generatedAlwaysAsIdentity(),
  },
  (t) => [
    index('mail_outbox_to_idx').on(t.to, t.createdAt),
    index('mail_outbox_created_idx').on(t.createdAt),
    oneOf('mail_outbox_status_check', t.status, mailStatuses),
  ],
);

export const contactMessages = pgTable('contact_messages', {
  id: uuid('id').primaryKey().defaultRandom(),
  name: text('name').notNull(),
  email: text('email').notNull(),
  matchlineId: text('matchline_id'),
  subject: text('subject').notNull(),
  text: text('text').notNull(),
  createdAt: createdAt(),
});

export const bugReports = pgTable(
  'bug_reports',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    clientId: uuid('client_id').notNull(),
    userId: uuid('user_id'),
    description: text('description').notNull(),
    userAgent: text('user_agent').notNull(),
    url: text('url').notNull(),
    cloudWatchToken: text('cloud_watch_token'),
    errorDate: text('error_date'),
    source: text('source').$type<BugReportSource>().notNull(),
    status: text('status').$type<BugReportStatus>().notNull().default('New'),
    createdAt: createdAt(),
    /** The admin who last changed the status, when, and what they noted (triage, ADR 0027). */
    handledByUserId: uuid('handled_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    handledAt: timestamp('handled_at', { withTimezone: true }),
    note: text('note'),
  },
  (t) => [
    uniqueIndex('bug_reports_client_id_key').on(t.clientId),
    index('bug_reports_status_created_idx').on(t.status, t.createdAt),
    oneOf('bug_reports_status_check', t.status, bugReportStatuses),
    oneOf('bug_reports_source_check', t.source, bugReportSources),
  ],
);

export const clientLogs = pgTable('client_logs', {
  id: uuid('id').primaryKey().defaultRandom(),
  level: text('level').notNull(),
  userId: uuid('user_id'),
  message: text('message').notNull(),
  payload: jsonb('payload').$type<Record<string, unknown>>().notNull().default({}),
  createdAt: createdAt(),
});

// ---------- reference data ----------

export const countries = pgTable('countries', {
  id: integer('id').primaryKey(),
  isoCode: text('iso_code').notNull().unique(),
  name: text('name').notNull(),
});

export const states = pgTable('states', {
  id: integer('id').primaryKey(),
  countryId: integer('country_id')
    .notNull()
    .references(() => countries.id),
  name: text('name').notNull(),
  shortName: text('short_name').notNull(),
});

export const timeZones = pgTable('time_zones', {
  ianaTz: text('iana_tz').primaryKey(),
  abbreviation: text('abbreviation').notNull(),
  description: text('description').notNull(),
  baseUtcOffset: text('base_utc_offset').notNull(),
  gmtString: text('gmt_string').notNull(),
  dst: boolean('dst').notNull(),
  winTz: text('win_tz').notNull(),
  sortOrder: integer('sort_order').notNull(),
});

export const honorTypes = pgTable(
  'honor_types',
  {
    id: integer('id').primaryKey(),
    knownHonorTypeEnum: text('known_honor_type').$type<KnownHonorType>().notNull(),
    displayName: text('display_name').notNull(),
    items: jsonb('items').$type<{ id: number; value: string }[]>().notNull().default([]),
    isCustom: boolean('is_custom').notNull(),
    isUnique: boolean('is_unique').notNull(),
    isMandatory: boolean('is_mandatory').notNull(),
  },
  (t) => [oneOf('honor_types_known_honor_type_check', t.knownHonorTypeEnum, knownHonorTypes)],
);

// ---------- season catalogue ----------

export const specialties = pgTable(
  'specialties',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull().unique(),
    fullName: text('full_name').notNull(),
    type: text('type').$type<SpecialtyType>().notNull(),
    hasCas: boolean('has_cas').notNull().default(false),
    hasAllSubspecialties: boolean('has_all_subspecialties').notNull().default(false),
    subspecialtyLabel: text('subspecialty_label'),
    urlPrefix: text('url_prefix').notNull().unique(),
    color: text('color').notNull().default('#A4CEF8'),
    /** Society users of this specialty may request program registrations (business.md §3.3 actions). */
    canRequestProgramRegistration: boolean('can_request_program_registration').notNull().default(false),
    /** Society users of this specialty manage its payments (business.md §3.3 actions). */
    canManagePayments: boolean('can_manage_payments').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [oneOf('specialties_type_check', t.type, specialtyTypes)],
);

/** A specialty's information pages: shown publicly at /specialty/:name/:pageId? and to applicants. */
export const specialtyPages = pgTable(
  'specialty_pages',
  {
    id: serial('id').primaryKey(),
    specialtyId: integer('specialty_id')
      .notNull()
      .references(() => specialties.id),
    title: text('title').notNull(),
    /** Sanitized rich text (HTML subset: paragraphs, headings, lists, links, images, videos). */
    body: text('body').notNull().default(''),
    position: integer('position').notNull().default(0),
    isPublished: boolean('is_published').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: instant('updated_at').notNull().defaultNow(),
  },
  (t) => [index('specialty_pages_specialty_idx').on(t.specialtyId, t.position)],
);

export const subspecialties = pgTable(
  'subspecialties',
  {
    id: serial('id').primaryKey(),
    specialtyId: integer('specialty_id')
      .notNull()
      .references(() => specialties.id),
    name: text('name').notNull(),
  },
  (t) => [uniqueIndex('subspecialties_specialty_name_key').on(t.specialtyId, t.name)],
);

export const matchCycleYears = pgTable('match_cycle_years', {
  id: serial('id').primaryKey(),
  code: text('code').notNull().unique(),
});

export const matchCycles = pgTable(
  'match_cycles',
  {
    id: serial('id').primaryKey(),
    specialtyId: integer('specialty_id')
      .notNull()
      .references(() => specialties.id),
    matchCycleYearId: integer('match_cycle_year_id')
      .notNull()
      .references(() => matchCycleYears.id),
    shortName: text('short_name').notNull().unique(),
    matchName: text('match_name').notNull(),
    hasCas: boolean('has_cas').notNull().default(false),
    status: text('status').$type<MatchCycleStatus>().notNull().default('Planned'),
    lorInstructions: text('lor_instructions'),
    psInstructions: text('ps_instructions'),
    lorsCount: integer('lors_count').notNull().default(3),
    maxInterviewCountPerDay: integer('max_interview_count_per_day').notNull().default(12),
    maxInterviewCountPerMatchCycle: integer('max_interview_count_per_match_cycle').notNull().default(20),
    maxSignalingPrograms: integer('max_signaling_programs').notNull().default(5),
    registrationFeeCents: integer('registration_fee_cents').notNull().default(0),
    programRegistrationFeeCents: integer('program_registration_fee_cents').notNull().default(0),
    programAnnualMembershipFeeCents: integer('program_annual_membership_fee_cents').notNull().default(0),
    /** Billed for each application sent in the cycle; 0 is free (ADR 0025). */
    applicationFeeCents: integer('application_fee_cents').notNull().default(0),
    applicationFeeDistribution: text('application_fee_distribution')
      .$type<FeeDistributionType>()
      .notNull()
      .default('Flat'),
    casDeadlineDate: date('cas_deadline_date', { mode: 'string' }),
    trainingStartDate: date('training_start_date', { mode: 'string' }),
    effectiveDate: instant('effective_date'),
    registrationDate: instant('registration_date'),
    programsRankListDeadlineDate: instant('programs_rank_list_deadline_date'),
    applicantsRankListDeadlineDate: instant('applicants_rank_list_deadline_date'),
    matchDate: instant('match_date'),
    vacanciesPostedDate: instant('vacancies_posted_date'),
    interviewSeasonStartDate: instant('interview_season_start_date'),
    applicationReviewStartDate: instant('application_review_start_date'),
    earliestApplicationDeadlineDate: instant('earliest_application_deadline_date'),
    earliestInterviewInviteDate: instant('earliest_interview_invite_date'),
    latestInterviewDayDate: instant('latest_interview_day_date'),
    programResultsOnlineDate: instant('program_results_online_date'),
    applicantResultsOnlineDate: instant('applicant_results_online_date'),
    medicalSchoolResultsOnlineDate: instant('medical_school_results_online_date'),
    societyResultsOnlineDate: instant('society_results_online_date'),
    programResultsEmailDate: instant('program_results_email_date'),
    applicantResultsEmailDate: instant('applicant_results_email_date'),
    medicalSchoolResultsEmailDate: instant('medical_school_results_email_date'),
    societyResultsEmailDate: instant('society_results_email_date'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('match_cycles_specialty_year_key').on(t.specialtyId, t.matchCycleYearId),
    oneOf('match_cycles_status_check', t.status, matchCycleStatuses),
    oneOf('match_cycles_fee_distribution_check', t.applicationFeeDistribution, feeDistributionTypes),
  ],
);

/** Custom events of the match calendar (business.md §3.2 event type Custom); all specialties when specialtyId is null. */
export const matchCalendarEvents = pgTable(
  'match_calendar_events',
  {
    id: serial('id').primaryKey(),
    title: text('title').notNull(),
    description: text('description'),
    startsAt: instant('starts_at').notNull(),
    endsAt: instant('ends_at'),
    specialtyId: integer('specialty_id').references(() => specialties.id),
    createdByUserId: uuid('created_by_user_id').references(() => users.id),
    createdAt: createdAt(),
  },
  (t) => [index('match_calendar_events_starts_idx').on(t.startsAt)],
);

/**
 * Result sending per audience of a match cycle (business.md §3.1, §4): the planned date is the cycle's
 * email result date of that audience; this row records what happened (status, sentAt).
 */
export const resultSendings = pgTable(
  'result_sendings',
  {
    matchCycleId: integer('match_cycle_id')
      .notNull()
      .references(() => matchCycles.id),
    /** Applicant | MedicalSchool | Program | Society */
    audience: text('audience').$type<ResultSendingAudience>().notNull(),
    /** NotSent | Sending | Sent | Failed */
    status: text('status').$type<ResultSendingStatus>().notNull().default('NotSent'),
    sentAt: instant('sent_at'),
    sentByUserId: uuid('sent_by_user_id').references(() => users.id),
    updatedAt: instant('updated_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.matchCycleId, t.audience] }),
    oneOf('result_sendings_audience_check', t.audience, resultSendingAudiences),
    oneOf('result_sendings_status_check', t.status, resultSendingStatuses),
  ],
);

export const medicalSchools = pgTable(
  'medical_schools',
  {
    id: serial('id').primaryKey(),
    code: text('code').notNull().unique(),
    name: text('name').notNull(),
    type: text('type').$type<MedicalSchoolType>().notNull(),
    degree: text('degree').$type<MedicalSchoolDegree>().notNull(),
    email: text('email'),
    phone: text('phone'),
    fax: text('fax'),
    addressLine: text('address_line'),
    city: text('city'),
    stateId: integer('state_id').references(() => states.id),
    countryId: integer('country_id').references(() => countries.id),
    zip: text('zip'),
    isActive: boolean('is_active').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: instant('updated_at').notNull().defaultNow(),
  },
  (t) => [
    oneOf('medical_schools_type_check', t.type, medicalSchoolTypes),
    oneOf('medical_schools_degree_check', t.degree, medicalSchoolDegrees),
  ],
);

export const institutions = pgTable('institutions', {
  id: serial('id').primaryKey(),
  name: text('name').notNull().unique(),
  city: text('city').notNull(),
  stateId: integer('state_id').references(() => states.id),
  countryId: integer('country_id').references(() => countries.id),
});

export const programs = pgTable(
  'programs',
  {
    id: serial('id').primaryKey(),
    code: text('code').notNull().unique(),
    name: text('name').notNull(),
    specialtyId: integer('specialty_id')
      .notNull()
      .references(() => specialties.id),
    subspecialtyId: integer('subspecialty_id').references(() => subspecialties.id),
    institutionId: integer('institution_id').references(() => institutions.id),
    addressLine: text('address_line'),
    city: text('city'),
    stateId: integer('state_id').references(() => states.id),
    countryId: integer('country_id').references(() => countries.id),
    zip: text('zip'),
    phone: text('phone'),
    fax: text('fax'),
    website: text('website'),
    description: text('description'),
    isActive: boolean('is_active').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: instant('updated_at').notNull().defaultNow(),
  },
  (t) => [
    index('programs_specialty_idx').on(t.specialtyId),
    // Admin and public program lists: ordered by name, paged on the server.
    index('programs_name_idx').on(sql`lower(${t.name})`, t.id),
  ],
);

/** A program taking part in a match cycle, with its positions. */
export const programMatchCycles = pgTable(
  'program_match_cycles',
  {
    programId: integer('program_id')
      .notNull()
      .references(() => programs.id),
    matchCycleId: integer('match_cycle_id')
      .notNull()
      .references(() => matchCycles.id),
    positions: integer('positions').notNull(),
  },
  (t) => [primaryKey({ columns: [t.programId, t.matchCycleId] })],
);

export const programUsers = pgTable(
  'program_users',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    programId: integer('program_id')
      .notNull()
      .references(() => programs.id),
    isDirector: boolean('is_director').notNull().default(false),
  },
  (t) => [primaryKey({ columns: [t.userId, t.programId] })],
);

export const medicalSchoolUsers = pgTable(
  'medical_school_users',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    medicalSchoolId: integer('medical_school_id')
      .notNull()
      .references(() => medicalSchools.id),
  },
  (t) => [primaryKey({ columns: [t.userId, t.medicalSchoolId] })],
);

export const societyUserSpecialties = pgTable(
  'society_user_specialties',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    specialtyId: integer('specialty_id')
      .notNull()
      .references(() => specialties.id),
  },
  (t) => [primaryKey({ columns: [t.userId, t.specialtyId] })],
);

export const applicants = pgTable('applicants', {
  id: serial('id').primaryKey(),
  userId: uuid('user_id')
    .notNull()
    .unique()
    .references(() => users.id),
  code: text('code').notNull().unique(),
  medicalSchoolId: integer('medical_school_id').references(() => medicalSchools.id),
  graduationYear: integer('graduation_year'),
  createdAt: createdAt(),
});

/** An applicant's participation in a match cycle. */
export const applicantMatchCycles = pgTable(
  'applicant_match_cycles',
  {
    applicantId: integer('applicant_id')
      .notNull()
      .references(() => applicants.id),
    matchCycleId: integer('match_cycle_id')
      .notNull()
      .references(() => matchCycles.id),
    registeredAt: instant('registered_at').notNull().defaultNow(),
    /** The registration fee invoice; while it is unpaid the "awaiting payment" restriction applies. */
    invoiceId: integer('invoice_id'),
    /** Set when the applicant says it will not submit a rank list (MatchResultStatus NoRankListWillBeSubmitted). */
    noRankListDeclaredAt: instant('no_rank_list_declared_at'),
  },
  (t) => [primaryKey({ columns: [t.applicantId, t.matchCycleId] })],
);

// ---------- requests (admin queues, platform.md §3 status sets) ----------

/**
 * One queue for every request kind an admin (or society user) decides: ProgramRegistration,
 * ProgramUserRegistration, ProgramRename, ProgramListingChange, MedicalSchoolRegistration,
 * MedicalSchoolUserRegistration. The kind-specific fields live in `payload` (validated by the
 * kind's contract); the columns are what the lists filter and sort on.
 */
export const requests = pgTable(
  'requests',
  {
    id: serial('id').primaryKey(),
    kind: text('kind').$type<RequestKind>().notNull(),
    status: text('status').$type<RequestStatus>().notNull().default('Pending'),
    /** For the society users' lists: the specialty the request concerns. */
    specialtyId: integer('specialty_id').references(() => specialties.id),
    programId: integer('program_id').references(() => programs.id),
    medicalSchoolId: integer('medical_school_id').references(() => medicalSchools.id),
    /** A signed-in requester (society user, program user…); null for public forms. */
    requestedByUserId: uuid('requested_by_user_id').references(() => users.id),
    requesterEmail: text('requester_email').notNull(),
    requesterName: text('requester_name').notNull().default(''),
    /** What the request is about, for lists and search (program name, school name, user name). */
    subject: text('subject').notNull(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull().default({}),
    decidedByUserId: uuid('decided_by_user_id').references(() => users.id),
    decidedAt: instant('decided_at'),
    decisionComment: text('decision_comment'),
    /** What an approval created (program id, user id, school id), for the audit trail and links. */
    result: jsonb('result').$type<Record<string, unknown>>(),
    createdAt: createdAt(),
    updatedAt: instant('updated_at').notNull().defaultNow(),
  },
  (t) => [
    index('requests_kind_status_idx').on(t.kind, t.status, t.createdAt),
    index('requests_specialty_idx').on(t.specialtyId),
    oneOf('requests_kind_check', t.kind, requestKinds),
    oneOf('requests_status_check', t.status, requestStatuses),
  ],
);

// ---------- the applicant season (issue 5) ----------

/**
 * An applicant's profile fields beyond `users` and `applicants` (business.md §3.4; platform.md §3):
 * one row per applicant, `version` incremented on every write so an offline edit made against an
 * older copy is reported as a conflict instead of overwriting (design.md §4.5).
 */
export const applicantProfiles = pgTable(
  'applicant_profiles',
  {
    applicantId: integer('applicant_id')
      .primaryKey()
      .references(() => applicants.id),
    dateOfBirth: date('date_of_birth', { mode: 'string' }),
    gender: text('gender').$type<Gender>(),
    citizenship: text('citizenship'),
    isEligibleToWorkInUsa: boolean('is_eligible_to_work_in_usa'),
    needsVisaSponsorship: boolean('needs_visa_sponsorship'),
    visaType: text('visa_type').$type<VisaType>(),
    visaTypeOther: text('visa_type_other'),
    hobbiesAndInterests: text('hobbies_and_interests'),
    avatarUploadId: uuid('avatar_upload_id'),
    /** Contact info (addresses) kept as a small validated document: current and permanent address. */
    addresses: jsonb('addresses').$type<Record<string, unknown>[]>().notNull().default([]),
    /** Academic information of business.md §3.6 (usmle, comlex, mccqe, ecfmg, licenses, board lists). */
    academicInfo: jsonb('academic_info').$type<Record<string, unknown>>().notNull().default({}),
    version: integer('version').notNull().default(1),
    updatedAt: instant('updated_at').notNull().defaultNow(),
  },
  (t) => [
    oneOf('applicant_profiles_gender_check', t.gender, genders),
    oneOf('applicant_profiles_visa_type_check', t.visaType, visaTypes),
  ],
);

/** Phones of platform.md §3 (type Home=0, Cell=1, Office=2) with verification by code. */
export const phones = pgTable(
  'phones',
  {
    id: serial('id').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    number: text('number').notNull(),
    extension: text('extension'),
    type: integer('type').$type<PhoneType>().notNull().default(1),
    isVerified: boolean('is_verified').notNull().default(false),
    /** sha-256 of the last code sent; valid one hour (platform.md §9), 5 tries. */
    codeHash: text('code_hash'),
    codeExpiresAt: instant('code_expires_at'),
    codeAttempts: integer('code_attempts').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [index('phones_user_idx').on(t.userId), oneOf('phones_type_check', t.type, phoneTypeValues)],
);

/** Education entries (business.md §3.5); type-specific fields in `details`, validated by the contract. */
export const educations = pgTable(
  'educations',
  {
    id: serial('id').primaryKey(),
    applicantId: integer('applicant_id')
      .notNull()
      .references(() => applicants.id),
    type: text('type').$type<EducationType>().notNull(),
    attendedFrom: date('attended_from', { mode: 'string' }),
    attendedTo: date('attended_to', { mode: 'string' }),
    details: jsonb('details').$type<EducationDetails>().notNull().default({}),
    /** Moves on at every update: an update made on an older one is refused (offline edits, ADR 0012). */
    version: integer('version').notNull().default(1),
    createdAt: createdAt(),
    updatedAt: instant('updated_at').notNull().defaultNow(),
  },
  (t) => [
    index('educations_applicant_idx').on(t.applicantId),
    oneOf('educations_type_check', t.type, educationTypes),
  ],
);

export const employments = pgTable(
  'employments',
  {
    id: serial('id').primaryKey(),
    applicantId: integer('applicant_id')
      .notNull()
      .references(() => applicants.id),
    employer: text('employer').notNull(),
    position: text('position').notNull(),
    employedFrom: date('employed_from', { mode: 'string' }),
    employedTo: date('employed_to', { mode: 'string' }),
    details: jsonb('details').$type<EmploymentDetails>().notNull().default({}),
    /** Moves on at every update: an update made on an older one is refused (offline edits, ADR 0012). */
    version: integer('version').notNull().default(1),
    createdAt: createdAt(),
  },
  (t) => [index('employments_applicant_idx').on(t.applicantId)],
);

/** Publications of the 13 types of business.md §3.8. */
export const publications = pgTable(
  'publications',
  {
    id: serial('id').primaryKey(),
    applicantId: integer('applicant_id')
      .notNull()
      .references(() => applicants.id),
    type: text('type').$type<PublicationType>().notNull(),
    title: text('title').notNull(),
    details: jsonb('details').$type<PublicationDetails>().notNull().default({}),
    /** Moves on at every update: an update made on an older one is refused (offline edits, ADR 0012). */
    version: integer('version').notNull().default(1),
    createdAt: createdAt(),
  },
  (t) => [
    index('publications_applicant_idx').on(t.applicantId),
    oneOf('publications_type_check', t.type, publicationTypes),
  ],
);

/**
 * Uploaded files (platform.md §3 Upload, §4 Uploads): a row is created with the signed link
 * (status Pending), completed when the PUT arrives and its content is checked.
 */
export const uploads = pgTable(
  'uploads',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Null for a letter writer's upload (no account). */
    userId: uuid('user_id').references(() => users.id),
    /** Uploads | Shared */
    target: text('target').$type<UploadTarget>().notNull(),
    fileName: text('file_name').notNull(),
    contentType: text('content_type').notNull(),
    fileSize: integer('file_size'),
    /** Where the storage (disk or S3) keeps the bytes. */
    storageKey: text('storage_key').notNull().unique(),
    /** The opaque key the client polls the state with. */
    stateKey: text('state_key').notNull().unique(),
    /** Pending | Completed | Failed */
    status: text('status').$type<UploadStatus>().notNull().default('Pending'),
    failureReason: text('failure_reason'),
    linkExpiresAt: instant('link_expires_at').notNull(),
    createdAt: createdAt(),
    completedAt: instant('completed_at'),
    /** Set when something (a document, a letter, an avatar) refers to it; unattached uploads are cleaned up. */
    attachedAt: instant('attached_at'),
  },
  (t) => [
    index('uploads_user_idx').on(t.userId),
    index('uploads_unattached_idx').on(t.createdAt).where(sql`attached_at is null`),
    oneOf('uploads_target_check', t.target, uploadTargets),
    oneOf('uploads_status_check', t.status, uploadStatuses),
  ],
);

/** The applicant's file cabinet and documents. */
export const applicantDocuments = pgTable(
  'applicant_documents',
  {
    id: serial('id').primaryKey(),
    applicantId: integer('applicant_id')
      .notNull()
      .references(() => applicants.id),
    uploadId: uuid('upload_id')
      .notNull()
      .references(() => uploads.id),
    title: text('title').notNull(),
    documentType: text('document_type').$type<DocumentType>().notNull().default('Other'),
    createdAt: createdAt(),
  },
  (t) => [
    index('applicant_documents_applicant_idx').on(t.applicantId),
    oneOf('applicant_documents_document_type_check', t.documentType, documentTypes),
  ],
);

export const personalStatements = pgTable(
  'personal_statements',
  {
    id: serial('id').primaryKey(),
    applicantId: integer('applicant_id')
      .notNull()
      .references(() => applicants.id),
    title: text('title').notNull(),
    /** Sanitized rich text (core/domain/rich-text.ts). */
    body: text('body').notNull().default(''),
    version: integer('version').notNull().default(1),
    createdAt: createdAt(),
    updatedAt: instant('updated_at').notNull().defaultNow(),
  },
  (t) => [index('personal_statements_applicant_idx').on(t.applicantId)],
);

/** Letters of reference (platform.md §3: Pending, Canceled, Uploaded, FailedQA, QA). */
export const lettersOfReference = pgTable(
  'letters_of_reference',
  {
    id: serial('id').primaryKey(),
    applicantId: integer('applicant_id')
      .notNull()
      .references(() => applicants.id),
    writerName: text('writer_name').notNull(),
    writerEmail: text('writer_email').notNull(),
    message: text('message'),
    isWaived: boolean('is_waived').notNull().default(true),
    status: text('status').$type<LetterStatus>().notNull().default('Pending'),
    /** The writer's link id (`/letters-of-reference/upload/:id`): random, unguessable. */
    writerToken: text('writer_token').notNull().unique(),
    uploadId: uuid('upload_id').references(() => uploads.id),
    uploadedAt: instant('uploaded_at'),
    /** Versions the writer uploaded before the current one. */
    previousUploadIds: jsonb('previous_upload_ids').$type<string[]>().notNull().default([]),
    qaComment: text('qa_comment'),
    createdAt: createdAt(),
    updatedAt: instant('updated_at').notNull().defaultNow(),
  },
  (t) => [
    index('letters_applicant_idx').on(t.applicantId),
    oneOf('letters_of_reference_status_check', t.status, letterStatuses),
  ],
);

/**
 * Invoices in integer cents (design.md §4.9; ADR 0025). The payer is a user (an applicant's fees) or a
 * program (its fees, seen and paid by its users); what an unpaid invoice blocks is the kind's rule.
 * The mailed payment link's token is kept only as its hash.
 */
export const invoices = pgTable(
  'invoices',
  {
    id: serial('id').primaryKey(),
    /** The user billed; for a program's invoice, the user it was issued to (its director). */
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    programId: integer('program_id').references(() => programs.id),
    matchCycleId: integer('match_cycle_id').references(() => matchCycles.id),
    /** The application an ApplicationFee invoice is for: paying it sends the application. */
    applicationId: integer('application_id'),
    kind: text('kind').$type<InvoiceKind>().notNull(),
    description: text('description').notNull(),
    amountCents: integer('amount_cents').notNull(),
    /** Unpaid | Paid | Refunded | Void */
    status: text('status').$type<InvoiceStatus>().notNull().default('Unpaid'),
    dueDate: date('due_date', { mode: 'string' }),
    refundedCents: integer('refunded_cents').notNull().default(0),
    payLinkTokenHash: text('pay_link_token_hash'),
    paidAt: instant('paid_at'),
    voidedAt: instant('voided_at'),
    createdAt: createdAt(),
  },
  (t) => [
    index('invoices_user_idx').on(t.userId),
    index('invoices_program_idx').on(t.programId),
    index('invoices_status_idx').on(t.status, t.createdAt),
    uniqueIndex('invoices_pay_link_key').on(t.payLinkTokenHash),
    oneOf('invoices_kind_check', t.kind, invoiceKinds),
    oneOf('invoices_status_check', t.status, invoiceStatuses),
    check('invoices_amount_check', sql`${t.amountCents} >= 0`),
    check('invoices_refunded_check', sql`${t.refundedCents} >= 0 and ${t.refundedCents} <= ${t.amountCents}`),
  ],
);

/** An invoice's lines: their amounts add up to the invoice's. */
export const invoiceItems = pgTable(
  'invoice_items',
  {
    id: serial('id').primaryKey(),
    invoiceId: integer('invoice_id')
      .notNull()
      .references(() => invoices.id),
    description: text('description').notNull(),
    quantity: integer('quantity').notNull().default(1),
    unitCents: integer('unit_cents').notNull(),
    amountCents: integer('amount_cents').notNull(),
  },
  (t) => [
    index('invoice_items_invoice_idx').on(t.invoiceId),
    check('invoice_items_amount_check', sql`${t.amountCents} = ${t.quantity} * ${t.unitCents}`),
  ],
);

/**
 * A payment, or an order while its provider has not confirmed it. One Succeeded payment per invoice:
 * the partial unique index makes paying twice impossible, whatever the race.
 */
export const payments = pgTable(
  'payments',
  {
    id: serial('id').primaryKey(),
    invoiceId: integer('invoice_id')
      .notNull()
      .references(() => invoices.id),
    provider: text('provider').$type<PaymentProvider>().notNull(),
    method: text('method').$type<PaymentMethod>().notNull(),
    status: text('status').$type<PaymentStatus>().notNull().default('Pending'),
    amountCents: integer('amount_cents').notNull(),
    refundedCents: integer('refunded_cents').notNull().default(0),
    /** The provider's id (a Stripe Checkout Session, a cheque number). */
    providerRef: text('provider_ref'),
    /** The key the provider was called with: a retried request reuses its order. */
    idempotencyKey: text('idempotency_key').notNull().unique(),
    note: text('note'),
    /** Who paid (signed in) or recorded it (an admin's manual payment). */
    userId: uuid('user_id').references(() => users.id),
    createdAt: createdAt(),
    succeededAt: instant('succeeded_at'),
    failureMessage: text('failure_message'),
  },
  (t) => [
    index('payments_invoice_idx').on(t.invoiceId),
    index('payments_status_idx').on(t.status, t.createdAt),
    uniqueIndex('payments_provider_ref_key').on(t.provider, t.providerRef),
    uniqueIndex('payments_one_succeeded_key').on(t.invoiceId).where(sql`${t.status} = 'Succeeded'`),
    oneOf('payments_provider_check', t.provider, paymentProviders),
    oneOf('payments_method_check', t.method, paymentMethods),
    oneOf('payments_status_check', t.status, paymentStatuses),
    check('payments_amount_check', sql`${t.amountCents} > 0`),
    check('payments_refunded_check', sql`${t.refundedCents} >= 0 and ${t.refundedCents} <= ${t.amountCents}`),
  ],
);

/** A full or partial refund of a payment, by an admin. */
export const refunds = pgTable(
  'refunds',
  {
    id: serial('id').primaryKey(),
    paymentId: integer('payment_id')
      .notNull()
      .references(() => payments.id),
    amountCents: integer('amount_cents').notNull(),
    status: text('status').$type<RefundStatus>().notNull().default('Pending'),
    reason: text('reason').notNull(),
    providerRef: text('provider_ref'),
    idempotencyKey: text('idempotency_key').notNull().unique(),
    createdByUserId: uuid('created_by_user_id').references(() => users.id),
    createdAt: createdAt(),
  },
  (t) => [
    index('refunds_payment_idx').on(t.paymentId),
    oneOf('refunds_status_check', t.status, refundStatuses),
    check('refunds_amount_check', sql`${t.amountCents} > 0`),
  ],
);

/** Stripe events already applied: a webhook delivered twice is applied once. */
export const providerEvents = pgTable(
  'provider_events',
  {
    provider: text('provider').$type<PaymentProvider>().notNull(),
    eventId: text('event_id').notNull(),
    receivedAt: instant('received_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.provider, t.eventId] })],
);

/** Applications (platform.md §3: InProgress, Published, PendingPayment, Withdrawn, MatchCanceled). */
export const applications = pgTable(
  'applications',
  {
    id: serial('id').primaryKey(),
    applicantId: integer('applicant_id')
      .notNull()
      .references(() => applicants.id),
    matchCycleId: integer('match_cycle_id')
      .notNull()
      .references(() => matchCycles.id),
    programId: integer('program_id')
      .notNull()
      .references(() => programs.id),
    status: text('status').$type<ApplicationStatus>().notNull().default('InProgress'),
    personalStatementId: integer('personal_statement_id').references(() => personalStatements.id),
    letterIds: jsonb('letter_ids').$type<number[]>().notNull().default([]),
    isSignaled: boolean('is_signaled').notNull().default(false),
    /** The assignment's version (statement and letters): a PUT made against an older one is refused. */
    version: integer('version').notNull().default(1),
    publishedAt: instant('published_at'),
    /**
     * The CAS as it was when the application was sent (ADR 0009): programs read this, not the live
     * profile. The photo in it still goes through the applicant-photo policy when read.
     */
    casSnapshot: jsonb('cas_snapshot').$type<Record<string, unknown>>(),
    withdrawnAt: instant('withdrawn_at'),
    /** The program's decision before (or instead of) an invitation: on its interview list, or declined. */
    programDecision: text('program_decision').$type<ProgramDecision>(),
    programDecidedAt: instant('program_decided_at'),
    programDecidedByUserId: uuid('program_decided_by_user_id').references(() => users.id),
    createdAt: createdAt(),
    updatedAt: instant('updated_at').notNull().defaultNow(),
  },
  (t) => [
    oneOf('applications_program_decision_check', t.programDecision, programDecisions),
    uniqueIndex('applications_applicant_program_key').on(t.applicantId, t.matchCycleId, t.programId),
    index('applications_program_idx').on(t.programId, t.matchCycleId),
    oneOf('applications_status_check', t.status, applicationStatuses),
  ],
);

export const favoritePrograms = pgTable(
  'favorite_programs',
  {
    applicantId: integer('applicant_id')
      .notNull()
      .references(() => applicants.id),
    programId: integer('program_id')
      .notNull()
      .references(() => programs.id),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.applicantId, t.programId] })],
);

/**
 * Idempotency of the offline outbox (design.md §4.5): the first answer to a client UUID is kept and
 * replayed for a retry of the same entry, so an edit is applied exactly once.
 */
export const syncReceipts = pgTable(
  'sync_receipts',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    clientId: uuid('client_id').notNull(),
    operation: text('operation').notNull(),
    statusCode: integer('status_code').notNull(),
    response: jsonb('response').$type<unknown>(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.clientId] })],
);

// ---------- rank lists (issue 6) ----------

/**
 * One rank list per cycle and owner: an applicant's (ranking programs) or a program's (ranking
 * applicants). Certified when `certifiedAt` is set; any change clears it (only certified lists run).
 */
export const rankLists = pgTable(
  'rank_lists',
  {
    id: serial('id').primaryKey(),
    matchCycleId: integer('match_cycle_id')
      .notNull()
      .references(() => matchCycles.id),
    applicantId: integer('applicant_id').references(() => applicants.id),
    programId: integer('program_id').references(() => programs.id),
    /** A couple's joint list (its entries are pairs, in `couple_rank_list_entries`). */
    coupleId: integer('couple_id').references(() => couples.id),
    /** Moves on at every change: a change made on an older one is refused (offline edits, ADR 0012). */
    version: integer('version').notNull().default(1),
    certifiedAt: instant('certified_at'),
    certifiedByUserId: uuid('certified_by_user_id').references(() => users.id),
    createdAt: createdAt(),
    updatedAt: instant('updated_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('rank_lists_applicant_key').on(t.matchCycleId, t.applicantId),
    uniqueIndex('rank_lists_program_key').on(t.matchCycleId, t.programId),
    uniqueIndex('rank_lists_couple_key').on(t.coupleId),
    check('rank_lists_one_owner', sql`num_nonnulls(${t.applicantId}, ${t.programId}, ${t.coupleId}) = 1`),
  ],
);

/** The list in order: `subject_id` is a program id on an applicant's list, an applicant id on a program's. */
export const rankListEntries = pgTable(
  'rank_list_entries',
  {
    rankListId: integer('rank_list_id')
      .notNull()
      .references(() => rankLists.id, { onDelete: 'cascade' }),
    rank: integer('rank').notNull(),
    subjectId: integer('subject_id').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.rankListId, t.rank] }),
    uniqueIndex('rank_list_entries_subject_key').on(t.rankListId, t.subjectId),
  ],
);

/** A note on an entry, seen only by the user who wrote it. */
export const rankListNotes = pgTable(
  'rank_list_notes',
  {
    rankListId: integer('rank_list_id')
      .notNull()
      .references(() => rankLists.id, { onDelete: 'cascade' }),
    subjectId: integer('subject_id').notNull(),
    authorUserId: uuid('author_user_id')
      .notNull()
      .references(() => users.id),
    note: text('note').notNull(),
    updatedAt: instant('updated_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.rankListId, t.subjectId, t.authorUserId] })],
);

// ---------- couples (issue 6) ----------

/**
 * Two applicants of one cycle matching as a couple: the proposer invites the partner, who accepts
 * (status Linked) or declines (the partner is removed from the row, which stays the proposer's until
 * withdrawn: issue 11). While linked, the match reads the couple's joint list and not the members'
 * own lists. Only Linked rows (always with a partner) are couples.
 */
export const couples = pgTable(
  'couples',
  {
    id: serial('id').primaryKey(),
    matchCycleId: integer('match_cycle_id')
      .notNull()
      .references(() => matchCycles.id),
    proposerApplicantId: integer('proposer_applicant_id')
      .notNull()
      .references(() => applicants.id),
    /**
     * Null for a proposal nobody can answer (an address or code no free applicant of the cycle owns,
     * or a declined one): kept so that its proposer sees it as any other (issue 11, ADR 0015).
     */
    partnerApplicantId: integer('partner_applicant_id').references(() => applicants.id),
    /** What the proposer typed, normalized (an email lower-cased, a code upper-cased); shown to the proposer only. */
    proposedTo: text('proposed_to'),
    /** Proposed | Linked */
    status: text('status').$type<CoupleRowStatus>().notNull().default('Proposed'),
    createdAt: createdAt(),
    linkedAt: instant('linked_at'),
  },
  (t) => [
    uniqueIndex('couples_proposer_key').on(t.matchCycleId, t.proposerApplicantId),
    uniqueIndex('couples_partner_key').on(t.matchCycleId, t.partnerApplicantId),
    check('couples_two_people', sql`${t.proposerApplicantId} <> ${t.partnerApplicantId}`),
    check('couples_linked_partner', sql`${t.status} <> 'Linked' or ${t.partnerApplicantId} is not null`),
    check('couples_proposed_to', sql`${t.status} <> 'Proposed' or ${t.proposedTo} is not null`),
    oneOf('couples_status_check', t.status, coupleStatuses),
  ],
);

/** A couple's joint list: each rank is a pair of programs (null = "no match" for that member). */
export const coupleRankListEntries = pgTable(
  'couple_rank_list_entries',
  {
    rankListId: integer('rank_list_id')
      .notNull()
      .references(() => rankLists.id, { onDelete: 'cascade' }),
    rank: integer('rank').notNull(),
    /** The proposer's program. */
    proposerProgramId: integer('proposer_program_id').references(() => programs.id),
    /** The partner's program. */
    partnerProgramId: integer('partner_program_id').references(() => programs.id),
  },
  (t) => [
    primaryKey({ columns: [t.rankListId, t.rank] }),
    check(
      'couple_rank_list_entries_some_program',
      sql`num_nonnulls(${t.proposerProgramId}, ${t.partnerProgramId}) >= 1`,
    ),
  ],
);

// ---------- background jobs (design.md: a durable Postgres-backed queue) ----------

/**
 * A job: queued, claimed by a worker (Running, with a heartbeat), then Succeeded or Failed. A Running
 * job whose heartbeat stops (the server was killed) is claimed again; a job's work commits in one
 * transaction at its end, so a killed attempt leaves nothing behind.
 */
export const jobs = pgTable(
  'jobs',
  {
    id: serial('id').primaryKey(),
    kind: text('kind').$type<JobKind>().notNull(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    /** Queued | Running | Succeeded | Failed */
    status: text('status').$type<JobStatus>().notNull().default('Queued'),
    /** 0–100, with what is being done. */
    progress: integer('progress').notNull().default(0),
    progressNote: text('progress_note'),
    attempts: integer('attempts').notNull().default(0),
    runAfter: instant('run_after').notNull().defaultNow(),
    /** Jobs with the same key never run twice at once, and a key is queued at most once. */
    dedupeKey: text('dedupe_key'),
    heartbeatAt: instant('heartbeat_at'),
    createdByUserId: uuid('created_by_user_id').references(() => users.id),
    createdAt: createdAt(),
    startedAt: instant('started_at'),
    finishedAt: instant('finished_at'),
    error: text('error'),
    result: jsonb('result').$type<Record<string, unknown>>(),
  },
  (t) => [
    index('jobs_ready_idx').on(t.status, t.runAfter),
    uniqueIndex('jobs_dedupe_key').on(t.dedupeKey).where(sql`${t.status} in ('Queued', 'Running')`),
    oneOf('jobs_kind_check', t.kind, jobKinds),
    oneOf('jobs_status_check', t.status, jobStatuses),
  ],
);

// ---------- match runs and results (issue 6) ----------

/**
 * One run of the match engine over a cycle: immutable once written (a trigger refuses updates and
 * deletes). `input` is the instance as it was read (codes as ids), so every result can be explained
 * and re-checked later.
 */
export const matchRuns = pgTable(
  'match_runs',
  {
    id: serial('id').primaryKey(),
    matchCycleId: integer('match_cycle_id')
      .notNull()
      .references(() => matchCycles.id),
    /** 1, 2, … within the cycle. */
    number: integer('number').notNull(),
    /** Trial | Final */
    kind: text('kind').$type<MatchRunKind>().notNull(),
    jobId: integer('job_id').references(() => jobs.id),
    startedByUserId: uuid('started_by_user_id').references(() => users.id),
    startedAt: instant('started_at').notNull(),
    finishedAt: instant('finished_at').notNull(),
    durationMs: integer('duration_ms').notNull(),
    inputHash: text('input_hash').notNull(),
    outputHash: text('output_hash').notNull(),
    engineVersion: text('engine_version').notNull(),
    /** stable | no-stable-matching-found */
    status: text('status').$type<MatchRunStatus>().notNull(),
    stats: jsonb('stats').$type<Record<string, unknown>>().notNull(),
    problem: jsonb('problem').$type<Record<string, unknown>>(),
    input: jsonb('input').$type<Record<string, unknown>>().notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('match_runs_cycle_number_key').on(t.matchCycleId, t.number),
    oneOf('match_runs_kind_check', t.kind, matchRunKinds),
    oneOf('match_runs_status_check', t.status, matchRunStatuses),
  ],
);

/** Every applicant of a run and its program (null when unmatched). Immutable like the run. */
export const matchRunAssignments = pgTable(
  'match_run_assignments',
  {
    matchRunId: integer('match_run_id')
      .notNull()
      .references(() => matchRuns.id),
    applicantId: integer('applicant_id')
      .notNull()
      .references(() => applicants.id),
    programId: integer('program_id').references(() => programs.id),
    /** Where the applicant (or its couple) ranked the match; null when unmatched. */
    applicantChoice: integer('applicant_choice'),
    /** Where the program ranked the applicant; null when unmatched. */
    programRank: integer('program_rank'),
  },
  (t) => [
    primaryKey({ columns: [t.matchRunId, t.applicantId] }),
    index('match_run_assignments_program_idx').on(t.matchRunId, t.programId),
  ],
);

/** The run an admin marked as the cycle's final result (changeable until a result is released). */
export const matchCycleFinalRuns = pgTable('match_cycle_final_runs', {
  matchCycleId: integer('match_cycle_id')
    .primaryKey()
    .references(() => matchCycles.id),
  matchRunId: integer('match_run_id')
    .notNull()
    .references(() => matchRuns.id),
  markedByUserId: uuid('marked_by_user_id').references(() => users.id),
  markedAt: instant('marked_at').notNull().defaultNow(),
});

// ---------- message centre, notifications, push and SMS (issue 14) ----------

/** A conversation between users of the message user types (platform.md §3). */
export const messageThreads = pgTable(
  'message_threads',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    subject: text('subject').notNull(),
    createdByUserId: uuid('created_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    lastMessageAt: instant('last_message_at').notNull().defaultNow(),
  },
  (t) => [index('message_threads_last_message_idx').on(t.lastMessageAt)],
);

/** Who takes part in a thread, as which message user type, and how far they have read. */
export const messageThreadParticipants = pgTable(
  'message_thread_participants',
  {
    threadId: uuid('thread_id')
      .notNull()
      .references(() => messageThreads.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    userType: text('user_type').$type<MessageUserType>().notNull(),
    /** Messages after this one are unread for the participant (null: none read). */
    lastReadAt: instant('last_read_at'),
    unreadCount: integer('unread_count').notNull().default(0),
    archivedAt: instant('archived_at'),
  },
  (t) => [
    primaryKey({ columns: [t.threadId, t.userId] }),
    index('message_thread_participants_user_idx').on(t.userId),
    oneOf('message_thread_participants_user_type_check', t.userType, messageUserTypes),
  ],
);

export const messages = pgTable(
  'messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    threadId: uuid('thread_id')
      .notNull()
      .references(() => messageThreads.id, { onDelete: 'cascade' }),
    /** Null for messages the system writes. */
    senderUserId: uuid('sender_user_id').references(() => users.id, { onDelete: 'set null' }),
    senderType: text('sender_type').$type<MessageUserType>().notNull(),
    body: text('body').notNull(),
    /** The client's id of the message: a resend from the offline outbox is not a second message. */
    clientId: uuid('client_id'),
    createdAt: createdAt(),
    seq: bigint('seq', { mode: 'number' }).notNull().generatedAlwaysAsIdentity(),
  },
  (t) => [
    index('messages_thread_idx').on(t.threadId, t.seq),
    uniqueIndex('messages_sender_client_key').on(t.senderUserId, t.clientId),
    oneOf('messages_sender_type_check', t.senderType, messageUserTypes),
  ],
);

/** Files attached to a message: uploads of the sender, counted against the sender's quota. */
export const messageAttachments = pgTable(
  'message_attachments',
  {
    messageId: uuid('message_id')
      .notNull()
      .references(() => messages.id, { onDelete: 'cascade' }),
    uploadId: uuid('upload_id')
      .notNull()
      .references(() => uploads.id),
  },
  (t) => [primaryKey({ columns: [t.messageId, t.uploadId] })],
);

/** An admin's message to everyone or to program users only (platform.md §3). */
export const broadcastMessages = pgTable(
  'broadcast_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    body: text('body').notNull(),
    senderUserId: uuid('sender_user_id').references(() => users.id, { onDelete: 'set null' }),
    senderName: text('sender_name').notNull(),
    recipientType: text('recipient_type').$type<BroadcastRecipientType>().notNull(),
    createdAt: createdAt(),
    seq: bigint('seq', { mode: 'number' }).notNull().generatedAlwaysAsIdentity(),
  },
  (t) => [
    index('broadcast_messages_created_idx').on(t.createdAt),
    oneOf('broadcast_messages_recipient_type_check', t.recipientType, broadcastRecipientTypes),
  ],
);

/** A recipient who has read a broadcast (unread: no row). */
export const broadcastReads = pgTable(
  'broadcast_reads',
  {
    broadcastId: uuid('broadcast_id')
      .notNull()
      .references(() => broadcastMessages.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    readAt: instant('read_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.broadcastId, t.userId] })],
);

/** One entry of a user's notifications list (and its popup). */
export const notifications = pgTable(
  'notifications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    type: text('type').$type<NotificationType>().notNull().default('Info'),
    kind: text('kind').$type<NotificationKind>().notNull(),
    title: text('title').notNull(),
    body: text('body').notNull(),
    /** What `/redirect-by-notification-type` needs to route a tap (ids, codes; never a secret). */
    data: jsonb('data').$type<Record<string, string>>().notNull().default({}),
    readAt: instant('read_at'),
    createdAt: createdAt(),
    seq: bigint('seq', { mode: 'number' }).notNull().generatedAlwaysAsIdentity(),
  },
  (t) => [
    index('notifications_user_idx').on(t.userId, t.seq),
    oneOf('notifications_type_check', t.type, notificationTypes),
    oneOf('notifications_kind_check', t.kind, notificationKinds),
  ],
);

/**
 * A user's channels (platform.md §3: isSmsAllowed, isWebPushAllowed) and, per notification kind,
 * which channels it uses; a kind missing from `channels` uses the master switches.
 */
export const notificationSettings = pgTable('notification_settings', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  isSmsAllowed: boolean('is_sms_allowed').notNull().default(false),
  isWebPushAllowed: boolean('is_web_push_allowed').notNull().default(true),
  channels: jsonb('channels')
    .$type<Partial<Record<NotificationKind, Partial<Record<NotificationChannel, boolean>>>>>()
    .notNull()
    .default({}),
  updatedAt: instant('updated_at').notNull().defaultNow(),
});

/** A browser's push subscription: a Web Push endpoint with its keys, or an FCM registration token. */
export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    provider: text('provider').$type<PushProvider>().notNull(),
    /** The Web Push endpoint URL, or the FCM token. */
    endpoint: text('endpoint').notNull(),
    p256dh: text('p256dh'),
    auth: text('auth'),
    userAgent: text('user_agent'),
    createdAt: createdAt(),
    lastSuccessAt: instant('last_success_at'),
  },
  (t) => [
    uniqueIndex('push_subscriptions_endpoint_key').on(t.endpoint),
    index('push_subscriptions_user_idx').on(t.userId),
    oneOf('push_subscriptions_provider_check', t.provider, pushProviders),
  ],
);

/** Every push sent (or refused), for the admin's notification history. */
export const pushDeliveries = pgTable(
  'push_deliveries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    provider: text('provider').$type<PushProvider>().notNull(),
    title: text('title').notNull(),
    body: text('body').notNull(),
    status: text('status').$type<DeliveryStatus>().notNull(),
    error: text('error'),
    createdAt: createdAt(),
    seq: bigint('seq', { mode: 'number' }).notNull().generatedAlwaysAsIdentity(),
  },
  (t) => [
    index('push_deliveries_created_idx').on(t.createdAt),
    oneOf('push_deliveries_provider_check', t.provider, pushProviders),
    oneOf('push_deliveries_status_check', t.status, deliveryStatuses),
  ],
);

/**
 * The SMS outbox, like mail's: queued for the provider, sent, logged (no provider configured),
 * failed. A text with a secret (a code) keeps it only sealed, and only until delivered.
 */
export const smsOutbox = pgTable(
  'sms_outbox',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    to: text('to').notNull(),
    text: text('text').notNull(),
    sealedText: text('sealed_text'),
    status: text('status').$type<DeliveryStatus>().notNull().default('queued'),
    error: text('error'),
    createdAt: createdAt(),
    sentAt: instant('sent_at'),
    seq: bigint('seq', { mode: 'number' }).notNull().generatedAlwaysAsIdentity(),
  },
  (t) => [
    index('sms_outbox_created_idx').on(t.createdAt),
    oneOf('sms_outbox_status_check', t.status, deliveryStatuses),
  ],
);

/** Addresses no mail goes to (bounces, complaints, an admin's block). */
export const blockedEmails = pgTable(
  'blocked_emails',
  {
    email: text('email').primaryKey(),
    reason: text('reason').$type<EmailBlockReason>().notNull(),
    detail: text('detail'),
    createdAt: createdAt(),
  },
  (t) => [oneOf('blocked_emails_reason_check', t.reason, emailBlockReasons)],
);

// ---------- the program's season (issue 15, ADR 0024) ----------

/** A private note on an application, shared by the users of its program (ProgramApplicationNotes hub). */
export const applicationNotes = pgTable(
  'application_notes',
  {
    id: serial('id').primaryKey(),
    applicationId: integer('application_id')
      .notNull()
      .references(() => applications.id),
    programId: integer('program_id')
      .notNull()
      .references(() => programs.id),
    authorUserId: uuid('author_user_id')
      .notNull()
      .references(() => users.id),
    body: text('body').notNull(),
    createdAt: createdAt(),
    updatedAt: instant('updated_at').notNull().defaultNow(),
  },
  (t) => [
    index('application_notes_application_idx').on(t.applicationId, t.createdAt),
    // The review list counts each application's notes over the whole program.
    index('application_notes_program_idx').on(t.programId, t.applicationId),
  ],
);

/** One reviewer's score of an application (1 to 5); the list shows each reviewer's and the mean. */
export const applicationScores = pgTable(
  'application_scores',
  {
    applicationId: integer('application_id')
      .notNull()
      .references(() => applications.id),
    reviewerUserId: uuid('reviewer_user_id')
      .notNull()
      .references(() => users.id),
    score: integer('score').notNull(),
    updatedAt: instant('updated_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.applicationId, t.reviewerUserId] }),
    check('application_scores_score_check', sql`${t.score} between 1 and 5`),
  ],
);

/** A user's named filters of a list (`list_key` names the list, `query` is its URL search string). */
export const savedListViews = pgTable(
  'saved_list_views',
  {
    id: serial('id').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    listKey: text('list_key').notNull(),
    name: text('name').notNull(),
    query: text('query').notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('saved_list_views_user_list_name_key').on(t.userId, t.listKey, t.name)],
);

/** A program's interview day in one cycle; `date` is the day in `time_zone` (the program's zone). */
export const interviewDays = pgTable(
  'interview_days',
  {
    id: serial('id').primaryKey(),
    programId: integer('program_id')
      .notNull()
      .references(() => programs.id),
    matchCycleId: integer('match_cycle_id')
      .notNull()
      .references(() => matchCycles.id),
    date: date('date', { mode: 'string' }).notNull(),
    timeZone: text('time_zone').notNull(),
    interviewType: text('interview_type').$type<InterviewType>().notNull(),
    location: text('location'),
    /** AnotherVideoConference: the link applicants open. */
    videoLink: text('video_link'),
    notes: text('notes'),
    createdAt: createdAt(),
    updatedAt: instant('updated_at').notNull().defaultNow(),
  },
  (t) => [
    index('interview_days_program_idx').on(t.programId, t.matchCycleId, t.date),
    oneOf('interview_days_type_check', t.interviewType, interviewTypes),
  ],
);

/** A time range of an interview day: `capacity` applicants interview in it; hidden ranges are not offered. */
export const interviewTimeRanges = pgTable(
  'interview_time_ranges',
  {
    id: serial('id').primaryKey(),
    interviewDayId: integer('interview_day_id')
      .notNull()
      .references(() => interviewDays.id, { onDelete: 'cascade' }),
    startsAt: instant('starts_at').notNull(),
    endsAt: instant('ends_at').notNull(),
    isPublic: boolean('is_public').notNull().default(true),
    capacity: integer('capacity').notNull().default(1),
    /** The program users who interview in this range (their itineraries). */
    interviewerUserIds: jsonb('interviewer_user_ids').$type<string[]>().notNull().default([]),
    roomName: text('room_name'),
  },
  (t) => [
    index('interview_time_ranges_day_idx').on(t.interviewDayId, t.startsAt),
    check('interview_time_ranges_order_check', sql`${t.endsAt} > ${t.startsAt}`),
    check('interview_time_ranges_capacity_check', sql`${t.capacity} >= 1`),
  ],
);

/** A program's preference window: invitees rank dates until `closes_at`, then one batch assigns them. */
export const interviewPreferenceWindows = pgTable(
  'interview_preference_windows',
  {
    id: serial('id').primaryKey(),
    programId: integer('program_id')
      .notNull()
      .references(() => programs.id),
    matchCycleId: integer('match_cycle_id')
      .notNull()
      .references(() => matchCycles.id),
    opensAt: instant('opens_at').notNull().defaultNow(),
    closesAt: instant('closes_at').notNull(),
    status: text('status').$type<PreferenceWindowStatus>().notNull().default('Open'),
    waitlistMode: text('waitlist_mode').$type<WaitlistMode>().notNull().default('Ordered'),
    assignedAt: instant('assigned_at'),
    createdByUserId: uuid('created_by_user_id').references(() => users.id),
    createdAt: createdAt(),
  },
  (t) => [
    index('interview_preference_windows_due_idx').on(t.status, t.closesAt),
    oneOf('interview_preference_windows_status_check', t.status, preferenceWindowStatuses),
    oneOf('interview_preference_windows_mode_check', t.waitlistMode, waitlistModes),
  ],
);

/**
 * An interview invitation (platform.md §3). An application has at most one live (Pending or Accepted)
 * invitation, and an applicant at most one accepted interview a day across all programs: both are
 * unique indexes, so no race can break them. `interview_date` copies the accepted range's day.
 */
export const interviewInvitations = pgTable(
  'interview_invitations',
  {
    id: serial('id').primaryKey(),
    programId: integer('program_id')
      .notNull()
      .references(() => programs.id),
    matchCycleId: integer('match_cycle_id')
      .notNull()
      .references(() => matchCycles.id),
    applicationId: integer('application_id')
      .notNull()
      .references(() => applications.id),
    applicantId: integer('applicant_id')
      .notNull()
      .references(() => applicants.id),
    status: text('status').$type<InvitationStatus>().notNull().default('Pending'),
    timeRangeId: integer('time_range_id').references(() => interviewTimeRanges.id),
    interviewDate: date('interview_date', { mode: 'string' }),
    message: text('message'),
    respondBy: instant('respond_by'),
    invitedByUserId: uuid('invited_by_user_id').references(() => users.id),
    preferenceWindowId: integer('preference_window_id').references(() => interviewPreferenceWindows.id),
    /** Left without a date when its window closed: waiting for a freed seat (ordered by position, or pooled). */
    waitlistedAt: instant('waitlisted_at'),
    waitlistPosition: integer('waitlist_position'),
    createdAt: createdAt(),
    respondedAt: instant('responded_at'),
    canceledAt: instant('canceled_at'),
    updatedAt: instant('updated_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('interview_invitations_live_key')
      .on(t.applicationId)
      .where(sql`${t.status} in ('Pending', 'Accepted')`),
    uniqueIndex('interview_invitations_one_a_day_key')
      .on(t.applicantId, t.interviewDate)
      .where(sql`${t.status} = 'Accepted'`),
    index('interview_invitations_range_idx').on(t.timeRangeId),
    index('interview_invitations_program_idx').on(t.programId, t.matchCycleId, t.status),
    // The review list reads each application's latest invitation.
    index('interview_invitations_application_idx').on(t.applicationId, t.createdAt),
    index('interview_invitations_applicant_idx').on(t.applicantId, t.matchCycleId),
    index('interview_invitations_window_idx').on(t.preferenceWindowId),
    oneOf('interview_invitations_status_check', t.status, invitationStatuses),
  ],
);

/** An invitee's ranking of the offered time ranges inside a preference window (1 is the favourite). */
export const interviewDatePreferences = pgTable(
  'interview_date_preferences',
  {
    invitationId: integer('invitation_id')
      .notNull()
      .references(() => interviewInvitations.id, { onDelete: 'cascade' }),
    timeRangeId: integer('time_range_id')
      .notNull()
      .references(() => interviewTimeRanges.id, { onDelete: 'cascade' }),
    rank: integer('rank').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.invitationId, t.timeRangeId] }),
    uniqueIndex('interview_date_preferences_rank_key').on(t.invitationId, t.rank),
  ],
);

/** An accepted invitee offers its range for `wanted_time_range_id`; another invitee holding that range accepts. */
export const interviewSwapRequests = pgTable(
  'interview_swap_requests',
  {
    id: serial('id').primaryKey(),
    programId: integer('program_id')
      .notNull()
      .references(() => programs.id),
    invitationId: integer('invitation_id')
      .notNull()
      .references(() => interviewInvitations.id),
    wantedTimeRangeId: integer('wanted_time_range_id')
      .notNull()
      .references(() => interviewTimeRanges.id),
    status: text('status').$type<SwapRequestStatus>().notNull().default('Open'),
    acceptedByInvitationId: integer('accepted_by_invitation_id').references(() => interviewInvitations.id),
    createdAt: createdAt(),
    decidedAt: instant('decided_at'),
  },
  (t) => [
    uniqueIndex('interview_swap_requests_open_key').on(t.invitationId).where(sql`${t.status} = 'Open'`),
    index('interview_swap_requests_wanted_idx').on(t.wantedTimeRangeId, t.status),
    oneOf('interview_swap_requests_status_check', t.status, swapRequestStatuses),
  ],
);

/** The program's invitation queue (ProgramInvitationQueue hub): sends invitations while it runs and seats are free. */
export const invitationQueues = pgTable(
  'invitation_queues',
  {
    id: serial('id').primaryKey(),
    programId: integer('program_id')
      .notNull()
      .references(() => programs.id),
    matchCycleId: integer('match_cycle_id')
      .notNull()
      .references(() => matchCycles.id),
    isRunning: boolean('is_running').notNull().default(false),
    /** At most this many of the queue's invitations Pending at once. */
    maxPending: integer('max_pending').notNull().default(10),
    /** Each sent invitation must be answered within this many hours (null: no deadline). */
    respondWithinHours: integer('respond_within_hours'),
    message: text('message'),
    startedAt: instant('started_at'),
    updatedAt: instant('updated_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('invitation_queues_program_cycle_key').on(t.programId, t.matchCycleId),
    check('invitation_queues_max_pending_check', sql`${t.maxPending} >= 1`),
  ],
);

export const invitationQueueItems = pgTable(
  'invitation_queue_items',
  {
    id: serial('id').primaryKey(),
    queueId: integer('queue_id')
      .notNull()
      .references(() => invitationQueues.id, { onDelete: 'cascade' }),
    applicationId: integer('application_id')
      .notNull()
      .references(() => applications.id),
    position: integer('position').notNull(),
    addedByUserId: uuid('added_by_user_id').references(() => users.id),
    addedAt: instant('added_at').notNull().defaultNow(),
    sentAt: instant('sent_at'),
    invitationId: integer('invitation_id').references(() => interviewInvitations.id),
  },
  (t) => [
    uniqueIndex('invitation_queue_items_application_key').on(t.queueId, t.applicationId),
    index('invitation_queue_items_order_idx').on(t.queueId, t.position),
  ],
);

export const invitationQueueHistory = pgTable(
  'invitation_queue_history',
  {
    id: serial('id').primaryKey(),
    queueId: integer('queue_id')
      .notNull()
      .references(() => invitationQueues.id, { onDelete: 'cascade' }),
    event: text('event').$type<QueueHistoryEvent>().notNull(),
    count: integer('count').notNull().default(0),
    userId: uuid('user_id').references(() => users.id),
    createdAt: createdAt(),
  },
  (t) => [
    index('invitation_queue_history_queue_idx').on(t.queueId, t.createdAt),
    oneOf('invitation_queue_history_event_check', t.event, queueHistoryEvents),
  ],
);

/** An open house tour of a program (business.md §1): applicants register up to `capacity`. */
export const openHouseTours = pgTable(
  'open_house_tours',
  {
    id: serial('id').primaryKey(),
    programId: integer('program_id')
      .notNull()
      .references(() => programs.id),
    matchCycleId: integer('match_cycle_id').references(() => matchCycles.id),
    title: text('title').notNull(),
    description: text('description'),
    startsAt: instant('starts_at').notNull(),
    endsAt: instant('ends_at').notNull(),
    timeZone: text('time_zone').notNull(),
    location: text('location'),
    videoLink: text('video_link'),
    capacity: integer('capacity').notNull(),
    isCancelled: boolean('is_cancelled').notNull().default(false),
    createdByUserId: uuid('created_by_user_id').references(() => users.id),
    createdAt: createdAt(),
    updatedAt: instant('updated_at').notNull().defaultNow(),
  },
  (t) => [
    index('open_house_tours_program_idx').on(t.programId, t.startsAt),
    index('open_house_tours_starts_idx').on(t.startsAt),
    check('open_house_tours_order_check', sql`${t.endsAt} > ${t.startsAt}`),
    check('open_house_tours_capacity_check', sql`${t.capacity} >= 1`),
  ],
);

export const openHouseRegistrations = pgTable(
  'open_house_registrations',
  {
    tourId: integer('tour_id')
      .notNull()
      .references(() => openHouseTours.id),
    applicantId: integer('applicant_id')
      .notNull()
      .references(() => applicants.id),
    registeredAt: instant('registered_at').notNull().defaultNow(),
    cancelledAt: instant('cancelled_at'),
    remindedAt: instant('reminded_at'),
  },
  (t) => [primaryKey({ columns: [t.tourId, t.applicantId] })],
);

/** What an applicant asks a program for (business.md §2.2 program-requests), answered by the program. */
export const applicantProgramRequests = pgTable(
  'applicant_program_requests',
  {
    id: serial('id').primaryKey(),
    applicantId: integer('applicant_id')
      .notNull()
      .references(() => applicants.id),
    programId: integer('program_id')
      .notNull()
      .references(() => programs.id),
    matchCycleId: integer('match_cycle_id')
      .notNull()
      .references(() => matchCycles.id),
    kind: text('kind').$type<ApplicantProgramRequestKind>().notNull(),
    subject: text('subject').notNull(),
    body: text('body').notNull(),
    status: text('status').$type<ApplicantProgramRequestStatus>().notNull().default('Pending'),
    answer: text('answer'),
    answeredByUserId: uuid('answered_by_user_id').references(() => users.id),
    answeredAt: instant('answered_at'),
    createdAt: createdAt(),
    updatedAt: instant('updated_at').notNull().defaultNow(),
  },
  (t) => [
    index('applicant_program_requests_program_idx').on(t.programId, t.matchCycleId, t.status),
    index('applicant_program_requests_applicant_idx').on(t.applicantId, t.matchCycleId),
    oneOf('applicant_program_requests_kind_check', t.kind, applicantProgramRequestKinds),
    oneOf('applicant_program_requests_status_check', t.status, applicantProgramRequestStatuses),
  ],
);

/** A user's private iCalendar feed: the URL's token is kept only as its hash. */
export const calendarFeeds = pgTable('calendar_feeds', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id),
  tokenHash: text('token_hash').notNull().unique(),
  createdAt: createdAt(),
});

// ---------- vacancies, surveys and bulk PDF merges (issue 16, ADR 0025) ----------

/** A position still open after the match or during the year, posted by its program (or for it). */
export const vacancies = pgTable(
  'vacancies',
  {
    id: serial('id').primaryKey(),
    programId: integer('program_id')
      .notNull()
      .references(() => programs.id),
    specialtyId: integer('specialty_id')
      .notNull()
      .references(() => specialties.id),
    matchCycleId: integer('match_cycle_id').references(() => matchCycles.id),
    title: text('title').notNull(),
    positionType: text('position_type').$type<VacancyPositionType>().notNull(),
    positions: integer('positions').notNull(),
    description: text('description').notNull(),
    /** When training starts (a date). */
    startDate: date('start_date', { mode: 'string' }),
    /** Applications are taken until then; open-ended when null. */
    closesAt: instant('closes_at'),
    contactEmail: text('contact_email'),
    status: text('status').$type<VacancyStatus>().notNull().default('Draft'),
    /** Hours an offer stands before the next candidate is offered. */
    offerHours: integer('offer_hours').notNull().default(72),
    postedAt: instant('posted_at'),
    createdByUserId: uuid('created_by_user_id').references(() => users.id),
    createdAt: createdAt(),
    updatedAt: instant('updated_at').notNull().defaultNow(),
  },
  (t) => [
    index('vacancies_status_idx').on(t.status, t.postedAt),
    index('vacancies_program_idx').on(t.programId),
    index('vacancies_specialty_idx').on(t.specialtyId, t.status),
    oneOf('vacancies_status_check', t.status, vacancyStatuses),
    oneOf('vacancies_position_type_check', t.positionType, vacancyPositionTypes),
    check('vacancies_positions_check', sql`${t.positions} >= 1`),
    check('vacancies_offer_hours_check', sql`${t.offerHours} between 1 and 720`),
  ],
);

export const vacancySaves = pgTable(
  'vacancy_saves',
  {
    vacancyId: integer('vacancy_id')
      .notNull()
      .references(() => vacancies.id),
    applicantId: integer('applicant_id')
      .notNull()
      .references(() => applicants.id),
    savedAt: instant('saved_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.vacancyId, t.applicantId] })],
);

/** An applicant's alert for new vacancies in a specialty (all specialties when null). */
export const vacancySubscriptions = pgTable(
  'vacancy_subscriptions',
  {
    id: serial('id').primaryKey(),
    applicantId: integer('applicant_id')
      .notNull()
      .references(() => applicants.id),
    specialtyId: integer('specialty_id').references(() => specialties.id),
    positionType: text('position_type').$type<VacancyPositionType>(),
    createdAt: createdAt(),
  },
  (t) => [
    index('vacancy_subscriptions_specialty_idx').on(t.specialtyId),
    uniqueIndex('vacancy_subscriptions_key').on(
      t.applicantId,
      sql`coalesce(${t.specialtyId}, 0)`,
      sql`coalesce(${t.positionType}, '')`,
    ),
  ],
);

/** An application to a vacancy; the program orders its candidates and offers in that order. */
export const vacancyApplications = pgTable(
  'vacancy_applications',
  {
    id: serial('id').primaryKey(),
    vacancyId: integer('vacancy_id')
      .notNull()
      .references(() => vacancies.id),
    applicantId: integer('applicant_id')
      .notNull()
      .references(() => applicants.id),
    status: text('status').$type<VacancyApplicationStatus>().notNull().default('Applied'),
    coverNote: text('cover_note'),
    /** The CAS as forwarded with the application. */
    casSnapshot: jsonb('cas_snapshot').$type<Record<string, unknown>>(),
    /** The program's order of candidates (1 first); unranked last, by date. */
    candidateRank: integer('candidate_rank'),
    offeredAt: instant('offered_at'),
    offerExpiresAt: instant('offer_expires_at'),
    answeredAt: instant('answered_at'),
    createdAt: createdAt(),
    updatedAt: instant('updated_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('vacancy_applications_key').on(t.vacancyId, t.applicantId),
    index('vacancy_applications_applicant_idx').on(t.applicantId),
    index('vacancy_applications_offer_idx').on(t.status, t.offerExpiresAt),
    oneOf('vacancy_applications_status_check', t.status, vacancyApplicationStatuses),
  ],
);

/** A society's questionnaire for the programs of its specialty (ADR 0025). */
export const programSurveys = pgTable(
  'program_surveys',
  {
    id: serial('id').primaryKey(),
    specialtyId: integer('specialty_id')
      .notNull()
      .references(() => specialties.id),
    /** Addresses it: retina/survey is the Retina specialty's current survey. */
    slug: text('slug').notNull(),
    title: text('title').notNull(),
    instructions: text('instructions'),
    questions: jsonb('questions').$type<SurveyQuestion[]>().notNull(),
    opensAt: instant('opens_at').notNull(),
    closesAt: instant('closes_at').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('program_surveys_specialty_idx').on(t.specialtyId, t.opensAt),
    check('program_surveys_order_check', sql`${t.closesAt} > ${t.opensAt}`),
  ],
);

export const programSurveyResponses = pgTable(
  'program_survey_responses',
  {
    surveyId: integer('survey_id')
      .notNull()
      .references(() => programSurveys.id),
    programId: integer('program_id')
      .notNull()
      .references(() => programs.id),
    answers: jsonb('answers').$type<SurveyAnswers>().notNull(),
    status: text('status').$type<SurveyResponseStatus>().notNull().default('Draft'),
    updatedByUserId: uuid('updated_by_user_id').references(() => users.id),
    submittedAt: instant('submitted_at'),
    updatedAt: instant('updated_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.surveyId, t.programId] }),
    oneOf('program_survey_responses_status_check', t.status, surveyResponseStatuses),
  ],
);

/**
 * A bulk PDF merge request (platform.md §3, §5): merged by a job; the finished packet is a file
 * whose download token is kept only as its hash, and it expires.
 */
export const pdfMergeRequests = pgTable(
  'pdf_merge_requests',
  {
    id: serial('id').primaryKey(),
    type: text('type').$type<MergeType>().notNull(),
    requestedByUserId: uuid('requested_by_user_id')
      .notNull()
      .references(() => users.id),
    /** The program whose applications these are; null for an admin's request across programs. */
    programId: integer('program_id').references(() => programs.id),
    /** Application ids (FinalMerge, InterviewCoversheetWithCas) or vacancy application ids. */
    entityIds: jsonb('entity_ids').$type<number[]>().notNull(),
    sections: jsonb('sections').$type<MergeSection[]>().notNull(),
    status: text('status').$type<MergeStatus>().notNull().default('Pending'),
    message: text('message'),
    progress: integer('progress').notNull().default(0),
    jobId: integer('job_id').references(() => jobs.id),
    filePath: text('file_path'),
    fileSize: bigint('file_size', { mode: 'number' }),
    pageCount: integer('page_count'),
    downloadTokenHash: text('download_token_hash'),
    expiresAt: instant('expires_at'),
    error: text('error'),
    attempts: integer('attempts').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: instant('updated_at').notNull().defaultNow(),
    finishedAt: instant('finished_at'),
  },
  (t) => [
    index('pdf_merge_requests_user_idx').on(t.requestedByUserId, t.createdAt),
    index('pdf_merge_requests_status_idx').on(t.status, t.createdAt),
    uniqueIndex('pdf_merge_requests_download_key').on(t.downloadTokenHash),
    oneOf('pdf_merge_requests_type_check', t.type, mergeTypes),
    oneOf('pdf_merge_requests_status_check', t.status, mergeStatuses),
    check('pdf_merge_requests_progress_check', sql`${t.progress} between 0 and 100`),
  ],
);

// ---------- interview-day meetings (issue 17, ADR 0026) ----------

/**
 * A video room of an interview time range. The timer is kept as the time run before the current
 * run plus the current run's start, so every client computes the same clock from one row.
 */
export const meetingRooms = pgTable(
  'meeting_rooms',
  {
    id: serial('id').primaryKey(),
    timeRangeId: integer('time_range_id')
      .notNull()
      .references(() => interviewTimeRanges.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    position: integer('position').notNull().default(0),
    timerStatus: text('timer_status').$type<RoomTimerStatus>().notNull().default('Initial'),
    /** The interview's planned length, shown as the time left. */
    timerDurationSeconds: integer('timer_duration_seconds').notNull().default(1200),
    /** Milliseconds run before the current run (all of them while Paused or Stopped). */
    timerElapsedMs: bigint('timer_elapsed_ms', { mode: 'number' }).notNull().default(0),
    /** The current run's start, while Running. */
    timerStartedAt: instant('timer_started_at'),
    stoppedAt: instant('stopped_at'),
    createdAt: createdAt(),
    updatedAt: instant('updated_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('meeting_rooms_range_name_key').on(t.timeRangeId, t.name),
    oneOf('meeting_rooms_timer_status_check', t.timerStatus, roomTimerStatuses),
    check('meeting_rooms_duration_check', sql`${t.timerDurationSeconds} between 60 and 14400`),
  ],
);

/**
 * A person at an interview time range's meeting: where they are (a room, or the waiting room when
 * `room_id` is null), the room they were invited to, whether they are online and how their
 * connection is. `connection_id` is the hub connection that last joined: only its end takes them offline.
 */
export const meetingAttendees = pgTable(
  'meeting_attendees',
  {
    id: serial('id').primaryKey(),
    timeRangeId: integer('time_range_id')
      .notNull()
      .references(() => interviewTimeRanges.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    meetingRole: text('meeting_role').$type<MeetingRole>().notNull(),
    roomId: integer('room_id').references(() => meetingRooms.id, { onDelete: 'set null' }),
    invitedRoomId: integer('invited_room_id').references(() => meetingRooms.id, { onDelete: 'set null' }),
    status: text('status').$type<RoomUserStatus>().notNull().default('Offline'),
    connectionHealth: text('connection_health').$type<ConnectionHealth>(),
    connectionId: text('connection_id'),
    joinedAt: instant('joined_at'),
    lastSeenAt: instant('last_seen_at'),
    createdAt: createdAt(),
    updatedAt: instant('updated_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('meeting_attendees_range_user_key').on(t.timeRangeId, t.userId),
    index('meeting_attendees_room_idx').on(t.roomId),
    index('meeting_attendees_user_idx').on(t.userId),
    oneOf('meeting_attendees_role_check', t.meetingRole, meetingRoles),
    oneOf('meeting_attendees_status_check', t.status, roomUserStatuses),
    oneOf('meeting_attendees_health_check', t.connectionHealth, connectionHealths),
  ],
);

/** The meeting's log for the admin: the server's own events and those clients send with LogEvent. */
export const meetingEvents = pgTable(
  'meeting_events',
  {
    id: serial('id').primaryKey(),
    timeRangeId: integer('time_range_id')
      .notNull()
      .references(() => interviewTimeRanges.id, { onDelete: 'cascade' }),
    /** No reference: the log outlives a removed room. */
    roomId: integer('room_id'),
    userId: uuid('user_id').references(() => users.id),
    /** 0 DEBUG, 1 INFO, 2 WARN, 3 ERROR (platform.md §3). */
    level: integer('level').notNull(),
    event: text('event').notNull(),
    message: text('message'),
    details: jsonb('details').$type<Record<string, unknown>>(),
    createdAt: createdAt(),
  },
  (t) => [
    index('meeting_events_range_idx').on(t.timeRangeId, t.createdAt),
    check('meeting_events_level_check', sql`${t.level} between 0 and 3`),
  ],
);

/**
 * Video-conference feedback sent after an interview. The device keeps the form until it is sent;
 * `client_id` makes a resend after a lost answer store it once.
 */
export const videoConferenceFeedback = pgTable(
  'video_conference_feedback',
  {
    id: serial('id').primaryKey(),
    clientId: uuid('client_id').notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    timeRangeId: integer('time_range_id').references(() => interviewTimeRanges.id, { onDelete: 'set null' }),
    roomId: integer('room_id'),
    meetingRole: text('meeting_role').$type<MeetingRole>().notNull(),
    overallRating: integer('overall_rating').notNull(),
    audioRating: integer('audio_rating'),
    videoRating: integer('video_rating'),
    problems: jsonb('problems').$type<string[]>().notNull().default([]),
    comment: text('comment'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('video_conference_feedback_client_key').on(t.userId, t.clientId),
    index('video_conference_feedback_created_idx').on(t.createdAt),
    oneOf('video_conference_feedback_role_check', t.meetingRole, meetingRoles),
    check('video_conference_feedback_overall_check', sql`${t.overallRating} between 1 and 5`),
    check(
      'video_conference_feedback_audio_check',
      sql`${t.audioRating} is null or ${t.audioRating} between 1 and 5`,
    ),
    check(
      'video_conference_feedback_video_check',
      sql`${t.videoRating} is null or ${t.videoRating} between 1 and 5`,
    ),
  ],
);
