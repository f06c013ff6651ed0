CREATE TABLE "invoice_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"invoice_id" integer NOT NULL,
	"description" text NOT NULL,
	"quantity" integer DEFAULT 1 NOT NULL,
	"unit_cents" integer NOT NULL,
	"amount_cents" integer NOT NULL,
	CONSTRAINT "invoice_items_amount_check" CHECK ("invoice_items"."amount_cents" = "invoice_items"."quantity" * "invoice_items"."unit_cents")
);
--> statement-breakpoint
CREATE TABLE "payments" (
	"id" serial PRIMARY KEY NOT NULL,
	"invoice_id" integer NOT NULL,
	"provider" text NOT NULL,
	"method" text NOT NULL,
	"status" text DEFAULT 'Pending' NOT NULL,
	"amount_cents" integer NOT NULL,
	"refunded_cents" integer DEFAULT 0 NOT NULL,
	"provider_ref" text,
	"idempotency_key" text NOT NULL,
	"note" text,
	"user_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"succeeded_at" timestamp with time zone,
	"failure_message" text,
	CONSTRAINT "payments_idempotency_key_unique" UNIQUE("idempotency_key"),
	CONSTRAINT "payments_provider_check" CHECK ("payments"."provider" in ('Stripe', 'Manual', 'Test')),
	CONSTRAINT "payments_method_check" CHECK ("payments"."method" in ('Card', 'Cheque', 'Wire', 'Waiver', 'Test')),
	CONSTRAINT "payments_status_check" CHECK ("payments"."status" in ('Pending', 'Succeeded', 'Failed', 'Cancelled')),
	CONSTRAINT "payments_amount_check" CHECK ("payments"."amount_cents" > 0),
	CONSTRAINT "payments_refunded_check" CHECK ("payments"."refunded_cents" >= 0 and "payments"."refunded_cents" <= "payments"."amount_cents")
);
--> statement-breakpoint
CREATE TABLE "pdf_merge_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"requested_by_user_id" uuid NOT NULL,
	"program_id" integer,
	"entity_ids" jsonb NOT NULL,
	"sections" jsonb NOT NULL,
	"status" text DEFAULT 'Pending' NOT NULL,
	"message" text,
	"progress" integer DEFAULT 0 NOT NULL,
	"job_id" integer,
	"file_path" text,
	"file_size" bigint,
	"page_count" integer,
	"download_token_hash" text,
	"expires_at" timestamp with time zone,
	"error" text,
	"attempts" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	CONSTRAINT "pdf_merge_requests_type_check" CHECK ("pdf_merge_requests"."type" in ('FinalMerge', 'InterviewCoversheetWithCas', 'VacancyApplication')),
	CONSTRAINT "pdf_merge_requests_status_check" CHECK ("pdf_merge_requests"."status" in ('Pending', 'Processing', 'Completed', 'Failed', 'Cancelled')),
	CONSTRAINT "pdf_merge_requests_progress_check" CHECK ("pdf_merge_requests"."progress" between 0 and 100)
);
--> statement-breakpoint
CREATE TABLE "program_survey_responses" (
	"survey_id" integer NOT NULL,
	"program_id" integer NOT NULL,
	"answers" jsonb NOT NULL,
	"status" text DEFAULT 'Draft' NOT NULL,
	"updated_by_user_id" uuid,
	"submitted_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "program_survey_responses_survey_id_program_id_pk" PRIMARY KEY("survey_id","program_id"),
	CONSTRAINT "program_survey_responses_status_check" CHECK ("program_survey_responses"."status" in ('Draft', 'Submitted'))
);
--> statement-breakpoint
CREATE TABLE "program_surveys" (
	"id" serial PRIMARY KEY NOT NULL,
	"specialty_id" integer NOT NULL,
	"slug" text NOT NULL,
	"title" text NOT NULL,
	"instructions" text,
	"questions" jsonb NOT NULL,
	"opens_at" timestamp with time zone NOT NULL,
	"closes_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "program_surveys_order_check" CHECK ("program_surveys"."closes_at" > "program_surveys"."opens_at")
);
--> statement-breakpoint
CREATE TABLE "provider_events" (
	"provider" text NOT NULL,
	"event_id" text NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "provider_events_provider_event_id_pk" PRIMARY KEY("provider","event_id")
);
--> statement-breakpoint
CREATE TABLE "refunds" (
	"id" serial PRIMARY KEY NOT NULL,
	"payment_id" integer NOT NULL,
	"amount_cents" integer NOT NULL,
	"status" text DEFAULT 'Pending' NOT NULL,
	"reason" text NOT NULL,
	"provider_ref" text,
	"idempotency_key" text NOT NULL,
	"created_by_user_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "refunds_idempotency_key_unique" UNIQUE("idempotency_key"),
	CONSTRAINT "refunds_status_check" CHECK ("refunds"."status" in ('Pending', 'Succeeded', 'Failed')),
	CONSTRAINT "refunds_amount_check" CHECK ("refunds"."amount_cents" > 0)
);
--> statement-breakpoint
CREATE TABLE "vacancies" (
	"id" serial PRIMARY KEY NOT NULL,
	"program_id" integer NOT NULL,
	"specialty_id" integer NOT NULL,
	"match_cycle_id" integer,
	"title" text NOT NULL,
	"position_type" text NOT NULL,
	"positions" integer NOT NULL,
	"description" text NOT NULL,
	"start_date" date,
	"closes_at" timestamp with time zone,
	"contact_email" text,
	"status" text DEFAULT 'Draft' NOT NULL,
	"offer_hours" integer DEFAULT 72 NOT NULL,
	"posted_at" timestamp with time zone,
	"created_by_user_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "vacancies_status_check" CHECK ("vacancies"."status" in ('Draft', 'Open', 'Filled', 'Closed')),
	CONSTRAINT "vacancies_position_type_check" CHECK ("vacancies"."position_type" in ('Residency', 'Fellowship', 'Research', 'Other')),
	CONSTRAINT "vacancies_positions_check" CHECK ("vacancies"."positions" >= 1),
	CONSTRAINT "vacancies_offer_hours_check" CHECK ("vacancies"."offer_hours" between 1 and 720)
);
--> statement-breakpoint
CREATE TABLE "vacancy_applications" (
	"id" serial PRIMARY KEY NOT NULL,
	"vacancy_id" integer NOT NULL,
	"applicant_id" integer NOT NULL,
	"status" text DEFAULT 'Applied' NOT NULL,
	"cover_note" text,
	"cas_snapshot" jsonb,
	"candidate_rank" integer,
	"offered_at" timestamp with time zone,
	"offer_expires_at" timestamp with time zone,
	"answered_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "vacancy_applications_status_check" CHECK ("vacancy_applications"."status" in ('Applied', 'Offered', 'Accepted', 'Declined', 'Expired', 'NotSelected', 'Withdrawn'))
);
--> statement-breakpoint
CREATE TABLE "vacancy_saves" (
	"vacancy_id" integer NOT NULL,
	"applicant_id" integer NOT NULL,
	"saved_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "vacancy_saves_vacancy_id_applicant_id_pk" PRIMARY KEY("vacancy_id","applicant_id")
);
--> statement-breakpoint
CREATE TABLE "vacancy_subscriptions" (
	"id" serial PRIMARY KEY NOT NULL,
	"applicant_id" integer NOT NULL,
	"specialty_id" integer,
	"position_type" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "invoices" DROP CONSTRAINT "invoices_kind_check";--> statement-breakpoint
ALTER TABLE "invoices" DROP CONSTRAINT "invoices_status_check";--> statement-breakpoint
ALTER TABLE "jobs" DROP CONSTRAINT "jobs_kind_check";--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "program_id" integer;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "application_id" integer;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "due_date" date;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "refunded_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "pay_link_token_hash" text;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "voided_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "match_cycles" ADD COLUMN "application_fee_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "match_cycles" ADD COLUMN "application_fee_distribution" text DEFAULT 'Flat' NOT NULL;--> statement-breakpoint
ALTER TABLE "invoice_items" ADD CONSTRAINT "invoice_items_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pdf_merge_requests" ADD CONSTRAINT "pdf_merge_requests_requested_by_user_id_users_id_fk" FOREIGN KEY ("requested_by_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pdf_merge_requests" ADD CONSTRAINT "pdf_merge_requests_program_id_programs_id_fk" FOREIGN KEY ("program_id") REFERENCES "public"."programs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pdf_merge_requests" ADD CONSTRAINT "pdf_merge_requests_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "program_survey_responses" ADD CONSTRAINT "program_survey_responses_survey_id_program_surveys_id_fk" FOREIGN KEY ("survey_id") REFERENCES "public"."program_surveys"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "program_survey_responses" ADD CONSTRAINT "program_survey_responses_program_id_programs_id_fk" FOREIGN KEY ("program_id") REFERENCES "public"."programs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "program_survey_responses" ADD CONSTRAINT "program_survey_responses_updated_by_user_id_users_id_fk" FOREIGN KEY ("updated_by_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "program_surveys" ADD CONSTRAINT "program_surveys_specialty_id_specialties_id_fk" FOREIGN KEY ("specialty_id") REFERENCES "public"."specialties"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_created_by_user_id_users_id_fk" FOREIGN KEY ("created_by_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vacancies" ADD CONSTRAINT "vacancies_program_id_programs_id_fk" FOREIGN KEY ("program_id") REFERENCES "public"."programs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vacancies" ADD CONSTRAINT "vacancies_specialty_id_specialties_id_fk" FOREIGN KEY ("specialty_id") REFERENCES "public"."specialties"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vacancies" ADD CONSTRAINT "vacancies_match_cycle_id_match_cycles_id_fk" FOREIGN KEY ("match_cycle_id") REFERENCES "public"."match_cycles"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vacancies" ADD CONSTRAINT "vacancies_created_by_user_id_users_id_fk" FOREIGN KEY ("created_by_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vacancy_applications" ADD CONSTRAINT "vacancy_applications_vacancy_id_vacancies_id_fk" FOREIGN KEY ("vacancy_id") REFERENCES "public"."vacancies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vacancy_applications" ADD CONSTRAINT "vacancy_applications_applicant_id_applicants_id_fk" FOREIGN KEY ("applicant_id") REFERENCES "public"."applicants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vacancy_saves" ADD CONSTRAINT "vacancy_saves_vacancy_id_vacancies_id_fk" FOREIGN KEY ("vacancy_id") REFERENCES "public"."vacancies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vacancy_saves" ADD CONSTRAINT "vacancy_saves_applicant_id_applicants_id_fk" FOREIGN KEY ("applicant_id") REFERENCES "public"."applicants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vacancy_subscriptions" ADD CONSTRAINT "vacancy_subscriptions_applicant_id_applicants_id_fk" FOREIGN KEY ("applicant_id") REFERENCES "public"."applicants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vacancy_subscriptions" ADD CONSTRAINT "vacancy_subscriptions_specialty_id_specialties_id_fk" FOREIGN KEY ("specialty_id") REFERENCES "public"."specialties"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "invoice_items_invoice_idx" ON "invoice_items" USING btree ("invoice_id");--> statement-breakpoint
CREATE INDEX "payments_invoice_idx" ON "payments" USING btree ("invoice_id");--> statement-breakpoint
CREATE INDEX "payments_status_idx" ON "payments" USING btree ("status","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "payments_provider_ref_key" ON "payments" USING btree ("provider","provider_ref");--> statement-breakpoint
CREATE UNIQUE INDEX "payments_one_succeeded_key" ON "payments" USING btree ("invoice_id") WHERE "payments"."status" = 'Succeeded';--> statement-breakpoint
CREATE INDEX "pdf_merge_requests_user_idx" ON "pdf_merge_requests" USING btree ("requested_by_user_id","created_at");--> statement-breakpoint
CREATE INDEX "pdf_merge_requests_status_idx" ON "pdf_merge_requests" USING btree ("status","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "pdf_merge_requests_download_key" ON "pdf_merge_requests" USING btree ("download_token_hash");--> statement-breakpoint
CREATE INDEX "program_surveys_specialty_idx" ON "program_surveys" USING btree ("specialty_id","opens_at");--> statement-breakpoint
CREATE INDEX "refunds_payment_idx" ON "refunds" USING btree ("payment_id");--> statement-breakpoint
CREATE INDEX "vacancies_status_idx" ON "vacancies" USING btree ("status","posted_at");--> statement-breakpoint
CREATE INDEX "vacancies_program_idx" ON "vacancies" USING btree ("program_id");--> statement-breakpoint
CREATE INDEX "vacancies_specialty_idx" ON "vacancies" USING btree ("specialty_id","status");--> statement-breakpoint
CREATE UNIQUE INDEX "vacancy_applications_key" ON "vacancy_applications" USING btree ("vacancy_id","applicant_id");--> statement-breakpoint
CREATE INDEX "vacancy_applications_applicant_idx" ON "vacancy_applications" USING btree ("applicant_id");--> statement-breakpoint
CREATE INDEX "vacancy_applications_offer_idx" ON "vacancy_applications" USING btree ("status","offer_expires_at");--> statement-breakpoint
CREATE INDEX "vacancy_subscriptions_specialty_idx" ON "vacancy_subscriptions" USING btree ("specialty_id");--> statement-breakpoint
CREATE UNIQUE INDEX "vacancy_subscriptions_key" ON "vacancy_subscriptions" USING btree ("applicant_id",coalesce("specialty_id", 0),coalesce("position_type", ''));--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_program_id_programs_id_fk" FOREIGN KEY ("program_id") REFERENCES "public"."programs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "invoices_program_idx" ON "invoices" USING btree ("program_id");--> statement-breakpoint
CREATE INDEX "invoices_status_idx" ON "invoices" USING btree ("status","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_pay_link_key" ON "invoices" USING btree ("pay_link_token_hash");--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_amount_check" CHECK ("invoices"."amount_cents" >= 0);--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_refunded_check" CHECK ("invoices"."refunded_cents" >= 0 and "invoices"."refunded_cents" <= "invoices"."amount_cents");--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_kind_check" CHECK ("invoices"."kind" in ('ApplicantRegistration', 'ApplicationFee', 'ProgramRegistration', 'ProgramAnnualMembership', 'Other'));--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_status_check" CHECK ("invoices"."status" in ('Unpaid', 'Paid', 'Refunded', 'Void'));--> statement-breakpoint
ALTER TABLE "jobs" ADD CONSTRAINT "jobs_kind_check" CHECK ("jobs"."kind" in ('match-run', 'pdf-merge'));--> statement-breakpoint
ALTER TABLE "match_cycles" ADD CONSTRAINT "match_cycles_fee_distribution_check" CHECK ("match_cycles"."application_fee_distribution" in ('Flat', 'Incremental'));