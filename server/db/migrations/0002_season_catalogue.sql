CREATE TABLE "match_calendar_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"description" text,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone,
	"specialty_id" integer,
	"created_by_user_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"status" text DEFAULT 'Pending' NOT NULL,
	"specialty_id" integer,
	"program_id" integer,
	"medical_school_id" integer,
	"requested_by_user_id" uuid,
	"requester_email" text NOT NULL,
	"requester_name" text DEFAULT '' NOT NULL,
	"subject" text NOT NULL,
	"payload" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"decided_by_user_id" uuid,
	"decided_at" timestamp with time zone,
	"decision_comment" text,
	"result" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "result_sendings" (
	"match_cycle_id" integer NOT NULL,
	"audience" text NOT NULL,
	"status" text DEFAULT 'NotSent' NOT NULL,
	"sent_at" timestamp with time zone,
	"sent_by_user_id" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "result_sendings_match_cycle_id_audience_pk" PRIMARY KEY("match_cycle_id","audience")
);
--> statement-breakpoint
CREATE TABLE "specialty_pages" (
	"id" serial PRIMARY KEY NOT NULL,
	"specialty_id" integer NOT NULL,
	"title" text NOT NULL,
	"body" text DEFAULT '' NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"is_published" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "medical_schools" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "programs" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "parent_session_id" uuid;--> statement-breakpoint
ALTER TABLE "specialties" ADD COLUMN "can_request_program_registration" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "specialties" ADD COLUMN "can_manage_payments" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "match_calendar_events" ADD CONSTRAINT "match_calendar_events_specialty_id_specialties_id_fk" FOREIGN KEY ("specialty_id") REFERENCES "public"."specialties"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "match_calendar_events" ADD CONSTRAINT "match_calendar_events_created_by_user_id_users_id_fk" FOREIGN KEY ("created_by_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "requests" ADD CONSTRAINT "requests_specialty_id_specialties_id_fk" FOREIGN KEY ("specialty_id") REFERENCES "public"."specialties"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "requests" ADD CONSTRAINT "requests_program_id_programs_id_fk" FOREIGN KEY ("program_id") REFERENCES "public"."programs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "requests" ADD CONSTRAINT "requests_medical_school_id_medical_schools_id_fk" FOREIGN KEY ("medical_school_id") REFERENCES "public"."medical_schools"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "requests" ADD CONSTRAINT "requests_requested_by_user_id_users_id_fk" FOREIGN KEY ("requested_by_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "requests" ADD CONSTRAINT "requests_decided_by_user_id_users_id_fk" FOREIGN KEY ("decided_by_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "result_sendings" ADD CONSTRAINT "result_sendings_match_cycle_id_match_cycles_id_fk" FOREIGN KEY ("match_cycle_id") REFERENCES "public"."match_cycles"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "result_sendings" ADD CONSTRAINT "result_sendings_sent_by_user_id_users_id_fk" FOREIGN KEY ("sent_by_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "specialty_pages" ADD CONSTRAINT "specialty_pages_specialty_id_specialties_id_fk" FOREIGN KEY ("specialty_id") REFERENCES "public"."specialties"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "match_calendar_events_starts_idx" ON "match_calendar_events" USING btree ("starts_at");--> statement-breakpoint
CREATE INDEX "requests_kind_status_idx" ON "requests" USING btree ("kind","status","created_at");--> statement-breakpoint
CREATE INDEX "requests_specialty_idx" ON "requests" USING btree ("specialty_id");--> statement-breakpoint
CREATE INDEX "specialty_pages_specialty_idx" ON "specialty_pages" USING btree ("specialty_id","position");--> statement-breakpoint
CREATE INDEX "programs_name_idx" ON "programs" USING btree (lower("name"),"id");--> statement-breakpoint
CREATE INDEX "users_roles_gin_idx" ON "users" USING gin ("roles");--> statement-breakpoint
CREATE INDEX "users_name_idx" ON "users" USING btree (lower("last_name"),lower("first_name"),"id");