CREATE TABLE "applicant_program_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"applicant_id" integer NOT NULL,
	"program_id" integer NOT NULL,
	"match_cycle_id" integer NOT NULL,
	"kind" text NOT NULL,
	"subject" text NOT NULL,
	"body" text NOT NULL,
	"status" text DEFAULT 'Pending' NOT NULL,
	"answer" text,
	"answered_by_user_id" uuid,
	"answered_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "applicant_program_requests_kind_check" CHECK ("applicant_program_requests"."kind" in ('InterviewDateChange', 'VirtualInterview', 'ApplicationFeeWaiver', 'ProgramInformation', 'Other')),
	CONSTRAINT "applicant_program_requests_status_check" CHECK ("applicant_program_requests"."status" in ('Pending', 'Answered', 'Declined', 'Cancelled'))
);
--> statement-breakpoint
CREATE TABLE "application_notes" (
	"id" serial PRIMARY KEY NOT NULL,
	"application_id" integer NOT NULL,
	"program_id" integer NOT NULL,
	"author_user_id" uuid NOT NULL,
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "application_scores" (
	"application_id" integer NOT NULL,
	"reviewer_user_id" uuid NOT NULL,
	"score" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "application_scores_application_id_reviewer_user_id_pk" PRIMARY KEY("application_id","reviewer_user_id"),
	CONSTRAINT "application_scores_score_check" CHECK ("application_scores"."score" between 1 and 5)
);
--> statement-breakpoint
CREATE TABLE "calendar_feeds" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"token_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "calendar_feeds_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "interview_date_preferences" (
	"invitation_id" integer NOT NULL,
	"time_range_id" integer NOT NULL,
	"rank" integer NOT NULL,
	CONSTRAINT "interview_date_preferences_invitation_id_time_range_id_pk" PRIMARY KEY("invitation_id","time_range_id")
);
--> statement-breakpoint
CREATE TABLE "interview_days" (
	"id" serial PRIMARY KEY NOT NULL,
	"program_id" integer NOT NULL,
	"match_cycle_id" integer NOT NULL,
	"date" date NOT NULL,
	"time_zone" text NOT NULL,
	"interview_type" text NOT NULL,
	"location" text,
	"video_link" text,
	"notes" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "interview_days_type_check" CHECK ("interview_days"."interview_type" in ('InPerson', 'MatchlineVideoConference', 'AnotherVideoConference'))
);
--> statement-breakpoint
CREATE TABLE "interview_invitations" (
	"id" serial PRIMARY KEY NOT NULL,
	"program_id" integer NOT NULL,
	"match_cycle_id" integer NOT NULL,
	"application_id" integer NOT NULL,
	"applicant_id" integer NOT NULL,
	"status" text DEFAULT 'Pending' NOT NULL,
	"time_range_id" integer,
	"interview_date" date,
	"message" text,
	"respond_by" timestamp with time zone,
	"invited_by_user_id" uuid,
	"preference_window_id" integer,
	"waitlisted_at" timestamp with time zone,
	"waitlist_position" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"responded_at" timestamp with time zone,
	"canceled_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "interview_invitations_status_check" CHECK ("interview_invitations"."status" in ('Pending', 'Declined', 'Canceled', 'Accepted'))
);
--> statement-breakpoint
CREATE TABLE "interview_preference_windows" (
	"id" serial PRIMARY KEY NOT NULL,
	"program_id" integer NOT NULL,
	"match_cycle_id" integer NOT NULL,
	"opens_at" timestamp with time zone DEFAULT now() NOT NULL,
	"closes_at" timestamp with time zone NOT NULL,
	"status" text DEFAULT 'Open' NOT NULL,
	"waitlist_mode" text DEFAULT 'Ordered' NOT NULL,
	"assigned_at" timestamp with time zone,
	"created_by_user_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "interview_preference_windows_status_check" CHECK ("interview_preference_windows"."status" in ('Open', 'Assigned', 'Cancelled')),
	CONSTRAINT "interview_preference_windows_mode_check" CHECK ("interview_preference_windows"."waitlist_mode" in ('Ordered', 'Pooled'))
);
--> statement-breakpoint
CREATE TABLE "interview_swap_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"program_id" integer NOT NULL,
	"invitation_id" integer NOT NULL,
	"wanted_time_range_id" integer NOT NULL,
	"status" text DEFAULT 'Open' NOT NULL,
	"accepted_by_invitation_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_at" timestamp with time zone,
	CONSTRAINT "interview_swap_requests_status_check" CHECK ("interview_swap_requests"."status" in ('Open', 'Accepted', 'Cancelled'))
);
--> statement-breakpoint
CREATE TABLE "interview_time_ranges" (
	"id" serial PRIMARY KEY NOT NULL,
	"interview_day_id" integer NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"is_public" boolean DEFAULT true NOT NULL,
	"capacity" integer DEFAULT 1 NOT NULL,
	"interviewer_user_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"room_name" text,
	CONSTRAINT "interview_time_ranges_order_check" CHECK ("interview_time_ranges"."ends_at" > "interview_time_ranges"."starts_at"),
	CONSTRAINT "interview_time_ranges_capacity_check" CHECK ("interview_time_ranges"."capacity" >= 1)
);
--> statement-breakpoint
CREATE TABLE "invitation_queue_history" (
	"id" serial PRIMARY KEY NOT NULL,
	"queue_id" integer NOT NULL,
	"event" text NOT NULL,
	"count" integer DEFAULT 0 NOT NULL,
	"user_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "invitation_queue_history_event_check" CHECK ("invitation_queue_history"."event" in ('QueueStarted', 'QueueStoppedAutomatically', 'QueueStoppedManually', 'PendingInvitationsWereCanceled', 'SentOutInvitations'))
);
--> statement-breakpoint
CREATE TABLE "invitation_queue_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"queue_id" integer NOT NULL,
	"application_id" integer NOT NULL,
	"position" integer NOT NULL,
	"added_by_user_id" uuid,
	"added_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone,
	"invitation_id" integer
);
--> statement-breakpoint
CREATE TABLE "invitation_queues" (
	"id" serial PRIMARY KEY NOT NULL,
	"program_id" integer NOT NULL,
	"match_cycle_id" integer NOT NULL,
	"is_running" boolean DEFAULT false NOT NULL,
	"max_pending" integer DEFAULT 10 NOT NULL,
	"respond_within_hours" integer,
	"message" text,
	"started_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "invitation_queues_max_pending_check" CHECK ("invitation_queues"."max_pending" >= 1)
);
--> statement-breakpoint
CREATE TABLE "open_house_registrations" (
	"tour_id" integer NOT NULL,
	"applicant_id" integer NOT NULL,
	"registered_at" timestamp with time zone DEFAULT now() NOT NULL,
	"cancelled_at" timestamp with time zone,
	"reminded_at" timestamp with time zone,
	CONSTRAINT "open_house_registrations_tour_id_applicant_id_pk" PRIMARY KEY("tour_id","applicant_id")
);
--> statement-breakpoint
CREATE TABLE "open_house_tours" (
	"id" serial PRIMARY KEY NOT NULL,
	"program_id" integer NOT NULL,
	"match_cycle_id" integer,
	"title" text NOT NULL,
	"description" text,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"time_zone" text NOT NULL,
	"location" text,
	"video_link" text,
	"capacity" integer NOT NULL,
	"is_cancelled" boolean DEFAULT false NOT NULL,
	"created_by_user_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "open_house_tours_order_check" CHECK ("open_house_tours"."ends_at" > "open_house_tours"."starts_at"),
	CONSTRAINT "open_house_tours_capacity_check" CHECK ("open_house_tours"."capacity" >= 1)
);
--> statement-breakpoint
CREATE TABLE "saved_list_views" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"list_key" text NOT NULL,
	"name" text NOT NULL,
	"query" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "program_decision" text;--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "program_decided_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "program_decided_by_user_id" uuid;--> statement-breakpoint
ALTER TABLE "applicant_program_requests" ADD CONSTRAINT "applicant_program_requests_applicant_id_applicants_id_fk" FOREIGN KEY ("applicant_id") REFERENCES "public"."applicants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "applicant_program_requests" ADD CONSTRAINT "applicant_program_requests_program_id_programs_id_fk" FOREIGN KEY ("program_id") REFERENCES "public"."programs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "applicant_program_requests" ADD CONSTRAINT "applicant_program_requests_match_cycle_id_match_cycles_id_fk" FOREIGN KEY ("match_cycle_id") REFERENCES "public"."match_cycles"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "applicant_program_requests" ADD CONSTRAINT "applicant_program_requests_answered_by_user_id_users_id_fk" FOREIGN KEY ("answered_by_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "application_notes" ADD CONSTRAINT "application_notes_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "application_notes" ADD CONSTRAINT "application_notes_program_id_programs_id_fk" FOREIGN KEY ("program_id") REFERENCES "public"."programs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "application_notes" ADD CONSTRAINT "application_notes_author_user_id_users_id_fk" FOREIGN KEY ("author_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "application_scores" ADD CONSTRAINT "application_scores_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "application_scores" ADD CONSTRAINT "application_scores_reviewer_user_id_users_id_fk" FOREIGN KEY ("reviewer_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "calendar_feeds" ADD CONSTRAINT "calendar_feeds_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "interview_date_preferences" ADD CONSTRAINT "interview_date_preferences_invitation_id_interview_invitations_id_fk" FOREIGN KEY ("invitation_id") REFERENCES "public"."interview_invitations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "interview_date_preferences" ADD CONSTRAINT "interview_date_preferences_time_range_id_interview_time_ranges_id_fk" FOREIGN KEY ("time_range_id") REFERENCES "public"."interview_time_ranges"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "interview_days" ADD CONSTRAINT "interview_days_program_id_programs_id_fk" FOREIGN KEY ("program_id") REFERENCES "public"."programs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "interview_days" ADD CONSTRAINT "interview_days_match_cycle_id_match_cycles_id_fk" FOREIGN KEY ("match_cycle_id") REFERENCES "public"."match_cycles"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "interview_invitations" ADD CONSTRAINT "interview_invitations_program_id_programs_id_fk" FOREIGN KEY ("program_id") REFERENCES "public"."programs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "interview_invitations" ADD CONSTRAINT "interview_invitations_match_cycle_id_match_cycles_id_fk" FOREIGN KEY ("match_cycle_id") REFERENCES "public"."match_cycles"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "interview_invitations" ADD CONSTRAINT "interview_invitations_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "interview_invitations" ADD CONSTRAINT "interview_invitations_applicant_id_applicants_id_fk" FOREIGN KEY ("applicant_id") REFERENCES "public"."applicants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "interview_invitations" ADD CONSTRAINT "interview_invitations_time_range_id_interview_time_ranges_id_fk" FOREIGN KEY ("time_range_id") REFERENCES "public"."interview_time_ranges"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "interview_invitations" ADD CONSTRAINT "interview_invitations_invited_by_user_id_users_id_fk" FOREIGN KEY ("invited_by_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "interview_invitations" ADD CONSTRAINT "interview_invitations_preference_window_id_interview_preference_windows_id_fk" FOREIGN KEY ("preference_window_id") REFERENCES "public"."interview_preference_windows"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "interview_preference_windows" ADD CONSTRAINT "interview_preference_windows_program_id_programs_id_fk" FOREIGN KEY ("program_id") REFERENCES "public"."programs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "interview_preference_windows" ADD CONSTRAINT "interview_preference_windows_match_cycle_id_match_cycles_id_fk" FOREIGN KEY ("match_cycle_id") REFERENCES "public"."match_cycles"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "interview_preference_windows" ADD CONSTRAINT "interview_preference_windows_created_by_user_id_users_id_fk" FOREIGN KEY ("created_by_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "interview_swap_requests" ADD CONSTRAINT "interview_swap_requests_program_id_programs_id_fk" FOREIGN KEY ("program_id") REFERENCES "public"."programs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "interview_swap_requests" ADD CONSTRAINT "interview_swap_requests_invitation_id_interview_invitations_id_fk" FOREIGN KEY ("invitation_id") REFERENCES "public"."interview_invitations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "interview_swap_requests" ADD CONSTRAINT "interview_swap_requests_wanted_time_range_id_interview_time_ranges_id_fk" FOREIGN KEY ("wanted_time_range_id") REFERENCES "public"."interview_time_ranges"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "interview_swap_requests" ADD CONSTRAINT "interview_swap_requests_accepted_by_invitation_id_interview_invitations_id_fk" FOREIGN KEY ("accepted_by_invitation_id") REFERENCES "public"."interview_invitations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "interview_time_ranges" ADD CONSTRAINT "interview_time_ranges_interview_day_id_interview_days_id_fk" FOREIGN KEY ("interview_day_id") REFERENCES "public"."interview_days"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invitation_queue_history" ADD CONSTRAINT "invitation_queue_history_queue_id_invitation_queues_id_fk" FOREIGN KEY ("queue_id") REFERENCES "public"."invitation_queues"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invitation_queue_history" ADD CONSTRAINT "invitation_queue_history_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invitation_queue_items" ADD CONSTRAINT "invitation_queue_items_queue_id_invitation_queues_id_fk" FOREIGN KEY ("queue_id") REFERENCES "public"."invitation_queues"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invitation_queue_items" ADD CONSTRAINT "invitation_queue_items_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invitation_queue_items" ADD CONSTRAINT "invitation_queue_items_added_by_user_id_users_id_fk" FOREIGN KEY ("added_by_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invitation_queue_items" ADD CONSTRAINT "invitation_queue_items_invitation_id_interview_invitations_id_fk" FOREIGN KEY ("invitation_id") REFERENCES "public"."interview_invitations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invitation_queues" ADD CONSTRAINT "invitation_queues_program_id_programs_id_fk" FOREIGN KEY ("program_id") REFERENCES "public"."programs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invitation_queues" ADD CONSTRAINT "invitation_queues_match_cycle_id_match_cycles_id_fk" FOREIGN KEY ("match_cycle_id") REFERENCES "public"."match_cycles"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "open_house_registrations" ADD CONSTRAINT "open_house_registrations_tour_id_open_house_tours_id_fk" FOREIGN KEY ("tour_id") REFERENCES "public"."open_house_tours"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "open_house_registrations" ADD CONSTRAINT "open_house_registrations_applicant_id_applicants_id_fk" FOREIGN KEY ("applicant_id") REFERENCES "public"."applicants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "open_house_tours" ADD CONSTRAINT "open_house_tours_program_id_programs_id_fk" FOREIGN KEY ("program_id") REFERENCES "public"."programs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "open_house_tours" ADD CONSTRAINT "open_house_tours_match_cycle_id_match_cycles_id_fk" FOREIGN KEY ("match_cycle_id") REFERENCES "public"."match_cycles"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "open_house_tours" ADD CONSTRAINT "open_house_tours_created_by_user_id_users_id_fk" FOREIGN KEY ("created_by_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_list_views" ADD CONSTRAINT "saved_list_views_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "applicant_program_requests_program_idx" ON "applicant_program_requests" USING btree ("program_id","match_cycle_id","status");--> statement-breakpoint
CREATE INDEX "applicant_program_requests_applicant_idx" ON "applicant_program_requests" USING btree ("applicant_id","match_cycle_id");--> statement-breakpoint
CREATE INDEX "application_notes_application_idx" ON "application_notes" USING btree ("application_id","created_at");--> statement-breakpoint
CREATE INDEX "application_notes_program_idx" ON "application_notes" USING btree ("program_id","application_id");--> statement-breakpoint
CREATE UNIQUE INDEX "interview_date_preferences_rank_key" ON "interview_date_preferences" USING btree ("invitation_id","rank");--> statement-breakpoint
CREATE INDEX "interview_days_program_idx" ON "interview_days" USING btree ("program_id","match_cycle_id","date");--> statement-breakpoint
CREATE UNIQUE INDEX "interview_invitations_live_key" ON "interview_invitations" USING btree ("application_id") WHERE "interview_invitations"."status" in ('Pending', 'Accepted');--> statement-breakpoint
CREATE UNIQUE INDEX "interview_invitations_one_a_day_key" ON "interview_invitations" USING btree ("applicant_id","interview_date") WHERE "interview_invitations"."status" = 'Accepted';--> statement-breakpoint
CREATE INDEX "interview_invitations_range_idx" ON "interview_invitations" USING btree ("time_range_id");--> statement-breakpoint
CREATE INDEX "interview_invitations_program_idx" ON "interview_invitations" USING btree ("program_id","match_cycle_id","status");--> statement-breakpoint
CREATE INDEX "interview_invitations_application_idx" ON "interview_invitations" USING btree ("application_id","created_at");--> statement-breakpoint
CREATE INDEX "interview_invitations_applicant_idx" ON "interview_invitations" USING btree ("applicant_id","match_cycle_id");--> statement-breakpoint
CREATE INDEX "interview_invitations_window_idx" ON "interview_invitations" USING btree ("preference_window_id");--> statement-breakpoint
CREATE INDEX "interview_preference_windows_due_idx" ON "interview_preference_windows" USING btree ("status","closes_at");--> statement-breakpoint
CREATE UNIQUE INDEX "interview_swap_requests_open_key" ON "interview_swap_requests" USING btree ("invitation_id") WHERE "interview_swap_requests"."status" = 'Open';--> statement-breakpoint
CREATE INDEX "interview_swap_requests_wanted_idx" ON "interview_swap_requests" USING btree ("wanted_time_range_id","status");--> statement-breakpoint
CREATE INDEX "interview_time_ranges_day_idx" ON "interview_time_ranges" USING btree ("interview_day_id","starts_at");--> statement-breakpoint
CREATE INDEX "invitation_queue_history_queue_idx" ON "invitation_queue_history" USING btree ("queue_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "invitation_queue_items_application_key" ON "invitation_queue_items" USING btree ("queue_id","application_id");--> statement-breakpoint
CREATE INDEX "invitation_queue_items_order_idx" ON "invitation_queue_items" USING btree ("queue_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "invitation_queues_program_cycle_key" ON "invitation_queues" USING btree ("program_id","match_cycle_id");--> statement-breakpoint
CREATE INDEX "open_house_tours_program_idx" ON "open_house_tours" USING btree ("program_id","starts_at");--> statement-breakpoint
CREATE INDEX "open_house_tours_starts_idx" ON "open_house_tours" USING btree ("starts_at");--> statement-breakpoint
CREATE UNIQUE INDEX "saved_list_views_user_list_name_key" ON "saved_list_views" USING btree ("user_id","list_key","name");--> statement-breakpoint
ALTER TABLE "applications" ADD CONSTRAINT "applications_program_decided_by_user_id_users_id_fk" FOREIGN KEY ("program_decided_by_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "applications" ADD CONSTRAINT "applications_program_decision_check" CHECK ("applications"."program_decision" in ('InterviewList', 'Declined'));