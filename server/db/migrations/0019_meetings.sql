CREATE TABLE "meeting_attendees" (
	"id" serial PRIMARY KEY NOT NULL,
	"time_range_id" integer NOT NULL,
	"user_id" uuid NOT NULL,
	"meeting_role" text NOT NULL,
	"room_id" integer,
	"invited_room_id" integer,
	"status" text DEFAULT 'Offline' NOT NULL,
	"connection_health" text,
	"connection_id" text,
	"joined_at" timestamp with time zone,
	"last_seen_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "meeting_attendees_role_check" CHECK ("meeting_attendees"."meeting_role" in ('ProgramUser', 'ProgramUserAsApplicant', 'Applicant')),
	CONSTRAINT "meeting_attendees_status_check" CHECK ("meeting_attendees"."status" in ('Online', 'Offline')),
	CONSTRAINT "meeting_attendees_health_check" CHECK ("meeting_attendees"."connection_health" in ('Unstable', 'Weak', 'Good'))
);
--> statement-breakpoint
CREATE TABLE "meeting_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"time_range_id" integer NOT NULL,
	"room_id" integer,
	"user_id" uuid,
	"level" integer NOT NULL,
	"event" text NOT NULL,
	"message" text,
	"details" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "meeting_events_level_check" CHECK ("meeting_events"."level" between 0 and 3)
);
--> statement-breakpoint
CREATE TABLE "meeting_rooms" (
	"id" serial PRIMARY KEY NOT NULL,
	"time_range_id" integer NOT NULL,
	"name" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"timer_status" text DEFAULT 'Initial' NOT NULL,
	"timer_duration_seconds" integer DEFAULT 1200 NOT NULL,
	"timer_elapsed_ms" bigint DEFAULT 0 NOT NULL,
	"timer_started_at" timestamp with time zone,
	"stopped_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "meeting_rooms_timer_status_check" CHECK ("meeting_rooms"."timer_status" in ('Initial', 'Running', 'Paused', 'Stopped')),
	CONSTRAINT "meeting_rooms_duration_check" CHECK ("meeting_rooms"."timer_duration_seconds" between 60 and 14400)
);
--> statement-breakpoint
CREATE TABLE "video_conference_feedback" (
	"id" serial PRIMARY KEY NOT NULL,
	"client_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"time_range_id" integer,
	"room_id" integer,
	"meeting_role" text NOT NULL,
	"overall_rating" integer NOT NULL,
	"audio_rating" integer,
	"video_rating" integer,
	"problems" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"comment" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "video_conference_feedback_role_check" CHECK ("video_conference_feedback"."meeting_role" in ('ProgramUser', 'ProgramUserAsApplicant', 'Applicant')),
	CONSTRAINT "video_conference_feedback_overall_check" CHECK ("video_conference_feedback"."overall_rating" between 1 and 5),
	CONSTRAINT "video_conference_feedback_audio_check" CHECK ("video_conference_feedback"."audio_rating" is null or "video_conference_feedback"."audio_rating" between 1 and 5),
	CONSTRAINT "video_conference_feedback_video_check" CHECK ("video_conference_feedback"."video_rating" is null or "video_conference_feedback"."video_rating" between 1 and 5)
);
--> statement-breakpoint
ALTER TABLE "meeting_attendees" ADD CONSTRAINT "meeting_attendees_time_range_id_interview_time_ranges_id_fk" FOREIGN KEY ("time_range_id") REFERENCES "public"."interview_time_ranges"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meeting_attendees" ADD CONSTRAINT "meeting_attendees_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meeting_attendees" ADD CONSTRAINT "meeting_attendees_room_id_meeting_rooms_id_fk" FOREIGN KEY ("room_id") REFERENCES "public"."meeting_rooms"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meeting_attendees" ADD CONSTRAINT "meeting_attendees_invited_room_id_meeting_rooms_id_fk" FOREIGN KEY ("invited_room_id") REFERENCES "public"."meeting_rooms"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meeting_events" ADD CONSTRAINT "meeting_events_time_range_id_interview_time_ranges_id_fk" FOREIGN KEY ("time_range_id") REFERENCES "public"."interview_time_ranges"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meeting_events" ADD CONSTRAINT "meeting_events_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meeting_rooms" ADD CONSTRAINT "meeting_rooms_time_range_id_interview_time_ranges_id_fk" FOREIGN KEY ("time_range_id") REFERENCES "public"."interview_time_ranges"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "video_conference_feedback" ADD CONSTRAINT "video_conference_feedback_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "video_conference_feedback" ADD CONSTRAINT "video_conference_feedback_time_range_id_interview_time_ranges_id_fk" FOREIGN KEY ("time_range_id") REFERENCES "public"."interview_time_ranges"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "meeting_attendees_range_user_key" ON "meeting_attendees" USING btree ("time_range_id","user_id");--> statement-breakpoint
CREATE INDEX "meeting_attendees_room_idx" ON "meeting_attendees" USING btree ("room_id");--> statement-breakpoint
CREATE INDEX "meeting_attendees_user_idx" ON "meeting_attendees" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "meeting_events_range_idx" ON "meeting_events" USING btree ("time_range_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "meeting_rooms_range_name_key" ON "meeting_rooms" USING btree ("time_range_id","name");--> statement-breakpoint
CREATE UNIQUE INDEX "video_conference_feedback_client_key" ON "video_conference_feedback" USING btree ("user_id","client_id");--> statement-breakpoint
CREATE INDEX "video_conference_feedback_created_idx" ON "video_conference_feedback" USING btree ("created_at");