ALTER TABLE "educations" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "employments" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;