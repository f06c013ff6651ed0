ALTER TABLE "couples" ALTER COLUMN "partner_applicant_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "couples" ADD COLUMN "proposed_to" text;--> statement-breakpoint
-- A proposal pending before this migration was made to a partner's email or code: show its proposer the code.
UPDATE "couples" SET "proposed_to" = upper("applicants"."code") FROM "applicants" WHERE "applicants"."id" = "couples"."partner_applicant_id" AND "couples"."proposed_to" IS NULL;--> statement-breakpoint
ALTER TABLE "couples" ADD CONSTRAINT "couples_linked_partner" CHECK ("couples"."status" <> 'Linked' or "couples"."partner_applicant_id" is not null);--> statement-breakpoint
ALTER TABLE "couples" ADD CONSTRAINT "couples_proposed_to" CHECK ("couples"."status" <> 'Proposed' or "couples"."proposed_to" is not null);