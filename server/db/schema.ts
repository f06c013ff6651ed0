/**
 * The database schema (Drizzle). Migrations are generated from this file with `npm run db:generate`
 * into server/db/migrations and applied on start. Only repositories import the tables.
 */
import { sql } from 'drizzle-orm';
import {
  boolean,
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

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const instant = (name: string) => timestamp(name, { withTimezone: true });

// ---------- identity ----------

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    email: text('email').notNull(),
    passwordHash: text('password_hash'),
    status: text('status').notNull().default('Active'),
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
  (t) => [uniqueIndex('users_email_key').on(t.email)],
);

export const sessions = pgTable(
  'sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    impersonatedBy: uuid('impersonated_by').references(() => users.id),
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

export const passwordChangeLog = pgTable('password_change_log', {
  id: uuid('id').primaryKey().defaultRandom(),
  email: text('email').notNull(),
  isSucceeded: boolean('is_succeeded').notNull(),
  error: text('error'),
  kind: text('kind').notNull(),
  createdAt: createdAt(),
});

export const auditLog = pgTable(
  'audit_log',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    actorUserId: uuid('actor_user_id'),
    /** Set while an admin impersonates: the admin behind the actor. */
    impersonatorUserId: uuid('impersonator_user_id'),
    action: text('action').notNull(),
    details: jsonb('details').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: createdAt(),
  },
  (t) => [index('audit_log_actor_idx').on(t.actorUserId)],
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
    status: text('status').notNull().default('queued'),
    error: text('error'),
    createdAt: createdAt(),
    sentAt: instant('sent_at'),
  },
  (t) => [index('mail_outbox_to_idx').on(t.to, t.createdAt)],
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
    source: text('source').notNull(),
    status: text('status').notNull().default('New'),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('bug_reports_client_id_key').on(t.clientId)],
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

export const honorTypes = pgTable('honor_types', {
  id: integer('id').primaryKey(),
  knownHonorTypeEnum: text('known_honor_type').notNull(),
  displayName: text('display_name').notNull(),
  items: jsonb('items').$type<{ id: number; value: string }[]>().notNull().default([]),
  isCustom: boolean('is_custom').notNull(),
  isUnique: boolean('is_unique').notNull(),
  isMandatory: boolean('is_mandatory').notNull(),
});

// ---------- season catalogue ----------

export const specialties = pgTable('specialties', {
  id: serial('id').primaryKey(),
  name: text('name').notNull().unique(),
  fullName: text('full_name').notNull(),
  type: text('type').notNull(),
  hasCas: boolean('has_cas').notNull().default(false),
  hasAllSubspecialties: boolean('has_all_subspecialties').notNull().default(false),
  subspecialtyLabel: text('subspecialty_label'),
  urlPrefix: text('url_prefix').notNull().unique(),
  color: text('color').notNull().default('#A4CEF8'),
  createdAt: createdAt(),
});

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
    status: text('status').notNull().default('Planned'),
    lorInstructions: text('lor_instructions'),
    psInstructions: text('ps_instructions'),
    lorsCount: integer('lors_count').notNull().default(3),
    maxInterviewCountPerDay: integer('max_interview_count_per_day').notNull().default(12),
    maxInterviewCountPerMatchCycle: integer('max_interview_count_per_match_cycle').notNull().default(20),
    maxSignalingPrograms: integer('max_signaling_programs').notNull().default(5),
    registrationFeeCents: integer('registration_fee_cents').notNull().default(0),
    programRegistrationFeeCents: integer('program_registration_fee_cents').notNull().default(0),
    programAnnualMembershipFeeCents: integer('program_annual_membership_fee_cents').notNull().default(0),
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
  (t) => [uniqueIndex('match_cycles_specialty_year_key').on(t.specialtyId, t.matchCycleYearId)],
);

export const medicalSchools = pgTable('medical_schools', {
  id: serial('id').primaryKey(),
  code: text('code').notNull().unique(),
  name: text('name').notNull(),
  type: text('type').notNull(),
  degree: text('degree').notNull(),
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
});

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
  },
  (t) => [index('programs_specialty_idx').on(t.specialtyId)],
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
  },
  (t) => [primaryKey({ columns: [t.applicantId, t.matchCycleId] })],
);
