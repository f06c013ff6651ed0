CREATE TABLE "rank_list_entries" (
	"rank_list_id" integer NOT NULL,
	"rank" integer NOT NULL,
	"subject_id" integer NOT NULL,
	CONSTRAINT "rank_list_entries_rank_list_id_rank_pk" PRIMARY KEY("rank_list_id","rank")
);
--> statement-breakpoint
CREATE TABLE "rank_list_notes" (
	"rank_list_id" integer NOT NULL,
	"subject_id" integer NOT NULL,
	"author_user_id" uuid NOT NULL,
	"note" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "rank_list_notes_rank_list_id_subject_id_author_user_id_pk" PRIMARY KEY("rank_list_id","subject_id","author_user_id")
);
--> statement-breakpoint
CREATE TABLE "rank_lists" (
	"id" serial PRIMARY KEY NOT NULL,
	"match_cycle_id" integer NOT NULL,
	"applicant_id" integer,
	"program_id" integer,
	"version" integer DEFAULT 1 NOT NULL,
	"certified_at" timestamp with time zone,
	"certified_by_user_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "rank_lists_one_owner" CHECK (("rank_lists"."applicant_id" is null) <> ("rank_lists"."program_id" is null))
);
--> statement-breakpoint
ALTER TABLE "rank_list_entries" ADD CONSTRAINT "rank_list_entries_rank_list_id_rank_lists_id_fk" FOREIGN KEY ("rank_list_id") REFERENCES "public"."rank_lists"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rank_list_notes" ADD CONSTRAINT "rank_list_notes_rank_list_id_rank_lists_id_fk" FOREIGN KEY ("rank_list_id") REFERENCES "public"."rank_lists"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rank_list_notes" ADD CONSTRAINT "rank_list_notes_author_user_id_users_id_fk" FOREIGN KEY ("author_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rank_lists" ADD CONSTRAINT "rank_lists_match_cycle_id_match_cycles_id_fk" FOREIGN KEY ("match_cycle_id") REFERENCES "public"."match_cycles"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rank_lists" ADD CONSTRAINT "rank_lists_applicant_id_applicants_id_fk" FOREIGN KEY ("applicant_id") REFERENCES "public"."applicants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rank_lists" ADD CONSTRAINT "rank_lists_program_id_programs_id_fk" FOREIGN KEY ("program_id") REFERENCES "public"."programs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rank_lists" ADD CONSTRAINT "rank_lists_certified_by_user_id_users_id_fk" FOREIGN KEY ("certified_by_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "rank_list_entries_subject_key" ON "rank_list_entries" USING btree ("rank_list_id","subject_id");--> statement-breakpoint
CREATE UNIQUE INDEX "rank_lists_applicant_key" ON "rank_lists" USING btree ("match_cycle_id","applicant_id");--> statement-breakpoint
CREATE UNIQUE INDEX "rank_lists_program_key" ON "rank_lists" USING btree ("match_cycle_id","program_id");