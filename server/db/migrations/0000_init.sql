CREATE TABLE "applicant_match_cycles" (
	"applicant_id" integer NOT NULL,
	"match_cycle_id" integer NOT NULL,
	"registered_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "applicant_match_cycles_applicant_id_match_cycle_id_pk" PRIMARY KEY("applicant_id","match_cycle_id")
);
--> statement-breakpoint
CREATE TABLE "applicants" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"code" text NOT NULL,
	"medical_school_id" integer,
	"graduation_year" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "applicants_user_id_unique" UNIQUE("user_id"),
	CONSTRAINT "applicants_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "audit_log" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"actor_user_id" uuid,
	"impersonator_user_id" uuid,
	"action" text NOT NULL,
	"details" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "bug_reports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"client_id" uuid NOT NULL,
	"user_id" uuid,
	"description" text NOT NULL,
	"user_agent" text NOT NULL,
	"url" text NOT NULL,
	"cloud_watch_token" text,
	"error_date" text,
	"source" text NOT NULL,
	"status" text DEFAULT 'New' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "captcha_uses" (
	"signature" text PRIMARY KEY NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "client_logs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"level" text NOT NULL,
	"user_id" uuid,
	"message" text NOT NULL,
	"payload" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "contact_messages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"matchline_id" text,
	"subject" text NOT NULL,
	"text" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "countries" (
	"id" integer PRIMARY KEY NOT NULL,
	"iso_code" text NOT NULL,
	"name" text NOT NULL,
	CONSTRAINT "countries_iso_code_unique" UNIQUE("iso_code")
);
--> statement-breakpoint
CREATE TABLE "honor_types" (
	"id" integer PRIMARY KEY NOT NULL,
	"known_honor_type" text NOT NULL,
	"display_name" text NOT NULL,
	"items" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"is_custom" boolean NOT NULL,
	"is_unique" boolean NOT NULL,
	"is_mandatory" boolean NOT NULL
);
--> statement-breakpoint
CREATE TABLE "institutions" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"city" text NOT NULL,
	"state_id" integer,
	"country_id" integer,
	CONSTRAINT "institutions_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "mail_outbox" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"to" text NOT NULL,
	"subject" text NOT NULL,
	"text" text NOT NULL,
	"html" text,
	"status" text DEFAULT 'queued' NOT NULL,
	"error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "match_cycle_years" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	CONSTRAINT "match_cycle_years_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "match_cycles" (
	"id" serial PRIMARY KEY NOT NULL,
	"specialty_id" integer NOT NULL,
	"match_cycle_year_id" integer NOT NULL,
	"short_name" text NOT NULL,
	"match_name" text NOT NULL,
	"has_cas" boolean DEFAULT false NOT NULL,
	"status" text DEFAULT 'Planned' NOT NULL,
	"lor_instructions" text,
	"ps_instructions" text,
	"lors_count" integer DEFAULT 3 NOT NULL,
	"max_interview_count_per_day" integer DEFAULT 12 NOT NULL,
	"max_interview_count_per_match_cycle" integer DEFAULT 20 NOT NULL,
	"max_signaling_programs" integer DEFAULT 5 NOT NULL,
	"registration_fee_cents" integer DEFAULT 0 NOT NULL,
	"program_registration_fee_cents" integer DEFAULT 0 NOT NULL,
	"program_annual_membership_fee_cents" integer DEFAULT 0 NOT NULL,
	"cas_deadline_date" date,
	"training_start_date" date,
	"effective_date" timestamp with time zone,
	"registration_date" timestamp with time zone,
	"programs_rank_list_deadline_date" timestamp with time zone,
	"applicants_rank_list_deadline_date" timestamp with time zone,
	"match_date" timestamp with time zone,
	"vacancies_posted_date" timestamp with time zone,
	"interview_season_start_date" timestamp with time zone,
	"application_review_start_date" timestamp with time zone,
	"earliest_application_deadline_date" timestamp with time zone,
	"earliest_interview_invite_date" timestamp with time zone,
	"latest_interview_day_date" timestamp with time zone,
	"program_results_online_date" timestamp with time zone,
	"applicant_results_online_date" timestamp with time zone,
	"medical_school_results_online_date" timestamp with time zone,
	"society_results_online_date" timestamp with time zone,
	"program_results_email_date" timestamp with time zone,
	"applicant_results_email_date" timestamp with time zone,
	"medical_school_results_email_date" timestamp with time zone,
	"society_results_email_date" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "match_cycles_short_name_unique" UNIQUE("short_name")
);
--> statement-breakpoint
CREATE TABLE "medical_school_users" (
	"user_id" uuid NOT NULL,
	"medical_school_id" integer NOT NULL,
	CONSTRAINT "medical_school_users_user_id_medical_school_id_pk" PRIMARY KEY("user_id","medical_school_id")
);
--> statement-breakpoint
CREATE TABLE "medical_schools" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"type" text NOT NULL,
	"degree" text NOT NULL,
	"email" text,
	"phone" text,
	"fax" text,
	"address_line" text,
	"city" text,
	"state_id" integer,
	"country_id" integer,
	"zip" text,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "medical_schools_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "password_change_log" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"email" text NOT NULL,
	"is_succeeded" boolean NOT NULL,
	"error" text,
	"kind" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "password_reset_codes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"code_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"failed_attempts" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "program_match_cycles" (
	"program_id" integer NOT NULL,
	"match_cycle_id" integer NOT NULL,
	"positions" integer NOT NULL,
	CONSTRAINT "program_match_cycles_program_id_match_cycle_id_pk" PRIMARY KEY("program_id","match_cycle_id")
);
--> statement-breakpoint
CREATE TABLE "program_users" (
	"user_id" uuid NOT NULL,
	"program_id" integer NOT NULL,
	"is_director" boolean DEFAULT false NOT NULL,
	CONSTRAINT "program_users_user_id_program_id_pk" PRIMARY KEY("user_id","program_id")
);
--> statement-breakpoint
CREATE TABLE "programs" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"specialty_id" integer NOT NULL,
	"subspecialty_id" integer,
	"institution_id" integer,
	"address_line" text,
	"city" text,
	"state_id" integer,
	"country_id" integer,
	"zip" text,
	"phone" text,
	"fax" text,
	"website" text,
	"description" text,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "programs_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "refresh_tokens" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"session_id" uuid NOT NULL,
	"token_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"impersonated_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_used_at" timestamp with time zone DEFAULT now() NOT NULL,
	"absolute_expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	"revoked_reason" text
);
--> statement-breakpoint
CREATE TABLE "society_user_specialties" (
	"user_id" uuid NOT NULL,
	"specialty_id" integer NOT NULL,
	CONSTRAINT "society_user_specialties_user_id_specialty_id_pk" PRIMARY KEY("user_id","specialty_id")
);
--> statement-breakpoint
CREATE TABLE "specialties" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"full_name" text NOT NULL,
	"type" text NOT NULL,
	"has_cas" boolean DEFAULT false NOT NULL,
	"has_all_subspecialties" boolean DEFAULT false NOT NULL,
	"subspecialty_label" text,
	"url_prefix" text NOT NULL,
	"color" text DEFAULT '#A4CEF8' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "specialties_name_unique" UNIQUE("name"),
	CONSTRAINT "specialties_url_prefix_unique" UNIQUE("url_prefix")
);
--> statement-breakpoint
CREATE TABLE "states" (
	"id" integer PRIMARY KEY NOT NULL,
	"country_id" integer NOT NULL,
	"name" text NOT NULL,
	"short_name" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "subspecialties" (
	"id" serial PRIMARY KEY NOT NULL,
	"specialty_id" integer NOT NULL,
	"name" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "time_zones" (
	"iana_tz" text PRIMARY KEY NOT NULL,
	"abbreviation" text NOT NULL,
	"description" text NOT NULL,
	"base_utc_offset" text NOT NULL,
	"gmt_string" text NOT NULL,
	"dst" boolean NOT NULL,
	"win_tz" text NOT NULL,
	"sort_order" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"email" text NOT NULL,
	"password_hash" text,
	"status" text DEFAULT 'Active' NOT NULL,
	"roles" text[] DEFAULT '{}'::text[] NOT NULL,
	"first_name" text DEFAULT '' NOT NULL,
	"last_name" text DEFAULT '' NOT NULL,
	"middle_name" text,
	"salutation" text,
	"credentials" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"email_verified" boolean DEFAULT true NOT NULL,
	"must_change_password" boolean DEFAULT false NOT NULL,
	"failed_sign_in_count" integer DEFAULT 0 NOT NULL,
	"locked_until" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "applicant_match_cycles" ADD CONSTRAINT "applicant_match_cycles_applicant_id_applicants_id_fk" FOREIGN KEY ("applicant_id") REFERENCES "public"."applicants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "applicant_match_cycles" ADD CONSTRAINT "applicant_match_cycles_match_cycle_id_match_cycles_id_fk" FOREIGN KEY ("match_cycle_id") REFERENCES "public"."match_cycles"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "applicants" ADD CONSTRAINT "applicants_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "applicants" ADD CONSTRAINT "applicants_medical_school_id_medical_schools_id_fk" FOREIGN KEY ("medical_school_id") REFERENCES "public"."medical_schools"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "institutions" ADD CONSTRAINT "institutions_state_id_states_id_fk" FOREIGN KEY ("state_id") REFERENCES "public"."states"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "institutions" ADD CONSTRAINT "institutions_country_id_countries_id_fk" FOREIGN KEY ("country_id") REFERENCES "public"."countries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "match_cycles" ADD CONSTRAINT "match_cycles_specialty_id_specialties_id_fk" FOREIGN KEY ("specialty_id") REFERENCES "public"."specialties"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "match_cycles" ADD CONSTRAINT "match_cycles_match_cycle_year_id_match_cycle_years_id_fk" FOREIGN KEY ("match_cycle_year_id") REFERENCES "public"."match_cycle_years"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "medical_school_users" ADD CONSTRAINT "medical_school_users_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "medical_school_users" ADD CONSTRAINT "medical_school_users_medical_school_id_medical_schools_id_fk" FOREIGN KEY ("medical_school_id") REFERENCES "public"."medical_schools"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "medical_schools" ADD CONSTRAINT "medical_schools_state_id_states_id_fk" FOREIGN KEY ("state_id") REFERENCES "public"."states"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "medical_schools" ADD CONSTRAINT "medical_schools_country_id_countries_id_fk" FOREIGN KEY ("country_id") REFERENCES "public"."countries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "password_reset_codes" ADD CONSTRAINT "password_reset_codes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "program_match_cycles" ADD CONSTRAINT "program_match_cycles_program_id_programs_id_fk" FOREIGN KEY ("program_id") REFERENCES "public"."programs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "program_match_cycles" ADD CONSTRAINT "program_match_cycles_match_cycle_id_match_cycles_id_fk" FOREIGN KEY ("match_cycle_id") REFERENCES "public"."match_cycles"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "program_users" ADD CONSTRAINT "program_users_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "program_users" ADD CONSTRAINT "program_users_program_id_programs_id_fk" FOREIGN KEY ("program_id") REFERENCES "public"."programs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "programs" ADD CONSTRAINT "programs_specialty_id_specialties_id_fk" FOREIGN KEY ("specialty_id") REFERENCES "public"."specialties"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "programs" ADD CONSTRAINT "programs_subspecialty_id_subspecialties_id_fk" FOREIGN KEY ("subspecialty_id") REFERENCES "public"."subspecialties"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "programs" ADD CONSTRAINT "programs_institution_id_institutions_id_fk" FOREIGN KEY ("institution_id") REFERENCES "public"."institutions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "programs" ADD CONSTRAINT "programs_state_id_states_id_fk" FOREIGN KEY ("state_id") REFERENCES "public"."states"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "programs" ADD CONSTRAINT "programs_country_id_countries_id_fk" FOREIGN KEY ("country_id") REFERENCES "public"."countries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refresh_tokens" ADD CONSTRAINT "refresh_tokens_session_id_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_impersonated_by_users_id_fk" FOREIGN KEY ("impersonated_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "society_user_specialties" ADD CONSTRAINT "society_user_specialties_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "society_user_specialties" ADD CONSTRAINT "society_user_specialties_specialty_id_specialties_id_fk" FOREIGN KEY ("specialty_id") REFERENCES "public"."specialties"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "states" ADD CONSTRAINT "states_country_id_countries_id_fk" FOREIGN KEY ("country_id") REFERENCES "public"."countries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subspecialties" ADD CONSTRAINT "subspecialties_specialty_id_specialties_id_fk" FOREIGN KEY ("specialty_id") REFERENCES "public"."specialties"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "audit_log_actor_idx" ON "audit_log" USING btree ("actor_user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "bug_reports_client_id_key" ON "bug_reports" USING btree ("client_id");--> statement-breakpoint
CREATE INDEX "mail_outbox_to_idx" ON "mail_outbox" USING btree ("to","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "match_cycles_specialty_year_key" ON "match_cycles" USING btree ("specialty_id","match_cycle_year_id");--> statement-breakpoint
CREATE INDEX "password_reset_codes_user_idx" ON "password_reset_codes" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "programs_specialty_idx" ON "programs" USING btree ("specialty_id");--> statement-breakpoint
CREATE UNIQUE INDEX "refresh_tokens_hash_key" ON "refresh_tokens" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "refresh_tokens_session_idx" ON "refresh_tokens" USING btree ("session_id");--> statement-breakpoint
CREATE INDEX "sessions_user_idx" ON "sessions" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_key" ON "users" USING btree ("email");