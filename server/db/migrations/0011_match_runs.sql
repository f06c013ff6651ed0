CREATE TABLE "couple_rank_list_entries" (
	"rank_list_id" integer NOT NULL,
	"rank" integer NOT NULL,
	"proposer_program_id" integer,
	"partner_program_id" integer,
	CONSTRAINT "couple_rank_list_entries_rank_list_id_rank_pk" PRIMARY KEY("rank_list_id","rank"),
	CONSTRAINT "couple_rank_list_entries_some_program" CHECK (num_nonnulls("couple_rank_list_entries"."proposer_program_id", "couple_rank_list_entries"."partner_program_id") >= 1)
);
--> statement-breakpoint
CREATE TABLE "couples" (
	"id" serial PRIMARY KEY NOT NULL,
	"match_cycle_id" integer NOT NULL,
	"proposer_applicant_id" integer NOT NULL,
	"partner_applicant_id" integer NOT NULL,
	"status" text DEFAULT 'Proposed' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"linked_at" timestamp with time zone,
	CONSTRAINT "couples_two_people" CHECK ("couples"."proposer_applicant_id" <> "couples"."partner_applicant_id")
);
--> statement-breakpoint
CREATE TABLE "jobs" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"payload" jsonb NOT NULL,
	"status" text DEFAULT 'Queued' NOT NULL,
	"progress" integer DEFAULT 0 NOT NULL,
	"progress_note" text,
	"attempts" integer DEFAULT 0 NOT NULL,
	"run_after" timestamp with time zone DEFAULT now() NOT NULL,
	"dedupe_key" text,
	"heartbeat_at" timestamp with time zone,
	"created_by_user_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"started_at" timestamp with time zone,
	"finished_at" timestamp with time zone,
	"error" text,
	"result" jsonb
);
--> statement-breakpoint
CREATE TABLE "match_cycle_final_runs" (
	"match_cycle_id" integer PRIMARY KEY NOT NULL,
	"match_run_id" integer NOT NULL,
	"marked_by_user_id" uuid,
	"marked_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "match_run_assignments" (
	"match_run_id" integer NOT NULL,
	"applicant_id" integer NOT NULL,
	"program_id" integer,
	"applicant_choice" integer,
	"program_rank" integer,
	CONSTRAINT "match_run_assignments_match_run_id_applicant_id_pk" PRIMARY KEY("match_run_id","applicant_id")
);
--> statement-breakpoint
CREATE TABLE "match_runs" (
	"id" serial PRIMARY KEY NOT NULL,
	"match_cycle_id" integer NOT NULL,
	"number" integer NOT NULL,
	"kind" text NOT NULL,
	"job_id" integer,
	"started_by_user_id" uuid,
	"started_at" timestamp with time zone NOT NULL,
	"finished_at" timestamp with time zone NOT NULL,
	"duration_ms" integer NOT NULL,
	"input_hash" text NOT NULL,
	"output_hash" text NOT NULL,
	"engine_version" text NOT NULL,
	"status" text NOT NULL,
	"stats" jsonb NOT NULL,
	"problem" jsonb,
	"input" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "rank_lists" DROP CONSTRAINT "rank_lists_one_owner";--> statement-breakpoint
ALTER TABLE "applicant_match_cycles" ADD COLUMN "no_rank_list_declared_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "rank_lists" ADD COLUMN "couple_id" integer;--> statement-breakpoint
ALTER TABLE "couple_rank_list_entries" ADD CONSTRAINT "couple_rank_list_entries_rank_list_id_rank_lists_id_fk" FOREIGN KEY ("rank_list_id") REFERENCES "public"."rank_lists"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "couple_rank_list_entries" ADD CONSTRAINT "couple_rank_list_entries_proposer_program_id_programs_id_fk" FOREIGN KEY ("proposer_program_id") REFERENCES "public"."programs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "couple_rank_list_entries" ADD CONSTRAINT "couple_rank_list_entries_partner_program_id_programs_id_fk" FOREIGN KEY ("partner_program_id") REFERENCES "public"."programs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "couples" ADD CONSTRAINT "couples_match_cycle_id_match_cycles_id_fk" FOREIGN KEY ("match_cycle_id") REFERENCES "public"."match_cycles"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "couples" ADD CONSTRAINT "couples_proposer_applicant_id_applicants_id_fk" FOREIGN KEY ("proposer_applicant_id") REFERENCES "public"."applicants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "couples" ADD CONSTRAINT "couples_partner_applicant_id_applicants_id_fk" FOREIGN KEY ("partner_applicant_id") REFERENCES "public"."applicants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "jobs" ADD CONSTRAINT "jobs_created_by_user_id_users_id_fk" FOREIGN KEY ("created_by_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "match_cycle_final_runs" ADD CONSTRAINT "match_cycle_final_runs_match_cycle_id_match_cycles_id_fk" FOREIGN KEY ("match_cycle_id") REFERENCES "public"."match_cycles"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "match_cycle_final_runs" ADD CONSTRAINT "match_cycle_final_runs_match_run_id_match_runs_id_fk" FOREIGN KEY ("match_run_id") REFERENCES "public"."match_runs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "match_cycle_final_runs" ADD CONSTRAINT "match_cycle_final_runs_marked_by_user_id_users_id_fk" FOREIGN KEY ("marked_by_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "match_run_assignments" ADD CONSTRAINT "match_run_assignments_match_run_id_match_runs_id_fk" FOREIGN KEY ("match_run_id") REFERENCES "public"."match_runs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "match_run_assignments" ADD CONSTRAINT "match_run_assignments_applicant_id_applicants_id_fk" FOREIGN KEY ("applicant_id") REFERENCES "public"."applicants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "match_run_assignments" ADD CONSTRAINT "match_run_assignments_program_id_programs_id_fk" FOREIGN KEY ("program_id") REFERENCES "public"."programs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "match_runs" ADD CONSTRAINT "match_runs_match_cycle_id_match_cycles_id_fk" FOREIGN KEY ("match_cycle_id") REFERENCES "public"."match_cycles"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "match_runs" ADD CONSTRAINT "match_runs_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "match_runs" ADD CONSTRAINT "match_runs_started_by_user_id_users_id_fk" FOREIGN KEY ("started_by_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "couples_proposer_key" ON "couples" USING btree ("match_cycle_id","proposer_applicant_id");--> statement-breakpoint
CREATE UNIQUE INDEX "couples_partner_key" ON "couples" USING btree ("match_cycle_id","partner_applicant_id");--> statement-breakpoint
CREATE INDEX "jobs_ready_idx" ON "jobs" USING btree ("status","run_after");--> statement-breakpoint
CREATE UNIQUE INDEX "jobs_dedupe_key" ON "jobs" USING btree ("dedupe_key") WHERE "jobs"."status" in ('Queued', 'Running');--> statement-breakpoint
CREATE INDEX "match_run_assignments_program_idx" ON "match_run_assignments" USING btree ("match_run_id","program_id");--> statement-breakpoint
CREATE UNIQUE INDEX "match_runs_cycle_number_key" ON "match_runs" USING btree ("match_cycle_id","number");--> statement-breakpoint
ALTER TABLE "rank_lists" ADD CONSTRAINT "rank_lists_couple_id_couples_id_fk" FOREIGN KEY ("couple_id") REFERENCES "public"."couples"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "rank_lists_couple_key" ON "rank_lists" USING btree ("couple_id");--> statement-breakpoint
ALTER TABLE "rank_lists" ADD CONSTRAINT "rank_lists_one_owner" CHECK (num_nonnulls("rank_lists"."applicant_id", "rank_lists"."program_id", "rank_lists"."couple_id") = 1);--> statement-breakpoint
CREATE FUNCTION "refuse_match_run_change"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'match runs are immutable: % on % refused', TG_OP, TG_TABLE_NAME;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "match_runs_immutable" BEFORE UPDATE OR DELETE ON "match_runs" FOR EACH ROW EXECUTE FUNCTION "refuse_match_run_change"();--> statement-breakpoint
CREATE TRIGGER "match_run_assignments_immutable" BEFORE UPDATE OR DELETE ON "match_run_assignments" FOR EACH ROW EXECUTE FUNCTION "refuse_match_run_change"();
