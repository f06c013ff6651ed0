ALTER TABLE "applications" ADD CONSTRAINT "applications_status_check" CHECK ("applications"."status" in ('InProgress', 'Published', 'PendingPayment', 'Withdrawn', 'MatchCanceled'));--> statement-breakpoint
ALTER TABLE "bug_reports" ADD CONSTRAINT "bug_reports_status_check" CHECK ("bug_reports"."status" in ('New', 'Skipped', 'Escalated', 'Closed'));--> statement-breakpoint
ALTER TABLE "couples" ADD CONSTRAINT "couples_status_check" CHECK ("couples"."status" in ('Proposed', 'Linked'));--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_kind_check" CHECK ("invoices"."kind" in ('ApplicantRegistration'));--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_status_check" CHECK ("invoices"."status" in ('Unpaid', 'Paid', 'Void'));--> statement-breakpoint
ALTER TABLE "jobs" ADD CONSTRAINT "jobs_kind_check" CHECK ("jobs"."kind" in ('match-run'));--> statement-breakpoint
ALTER TABLE "jobs" ADD CONSTRAINT "jobs_status_check" CHECK ("jobs"."status" in ('Queued', 'Running', 'Succeeded', 'Failed'));--> statement-breakpoint
ALTER TABLE "letters_of_reference" ADD CONSTRAINT "letters_of_reference_status_check" CHECK ("letters_of_reference"."status" in ('Pending', 'Canceled', 'Uploaded', 'FailedQA', 'QA'));--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD CONSTRAINT "mail_outbox_status_check" CHECK ("mail_outbox"."status" in ('queued', 'sent', 'logged', 'failed'));--> statement-breakpoint
ALTER TABLE "match_cycles" ADD CONSTRAINT "match_cycles_status_check" CHECK ("match_cycles"."status" in ('Planned', 'Active', 'Archived'));--> statement-breakpoint
ALTER TABLE "match_runs" ADD CONSTRAINT "match_runs_kind_check" CHECK ("match_runs"."kind" in ('Trial', 'Final'));--> statement-breakpoint
ALTER TABLE "match_runs" ADD CONSTRAINT "match_runs_status_check" CHECK ("match_runs"."status" in ('stable', 'no-stable-matching-found'));--> statement-breakpoint
ALTER TABLE "password_change_log" ADD CONSTRAINT "password_change_log_kind_check" CHECK ("password_change_log"."kind" in ('CompleteNewPassword', 'ForgotPasswordConfirm', 'ChangePassword', 'TemporaryPassword', 'AdminChangePassword'));--> statement-breakpoint
ALTER TABLE "requests" ADD CONSTRAINT "requests_kind_check" CHECK ("requests"."kind" in ('ProgramRegistration', 'ProgramUserRegistration', 'ProgramRename', 'ProgramListingChange', 'MedicalSchoolRegistration', 'MedicalSchoolUserRegistration'));--> statement-breakpoint
ALTER TABLE "requests" ADD CONSTRAINT "requests_status_check" CHECK ("requests"."status" in ('Unknown', 'Pending', 'Approved', 'Accepted', 'Declined', 'Cancelled'));--> statement-breakpoint
ALTER TABLE "result_sendings" ADD CONSTRAINT "result_sendings_audience_check" CHECK ("result_sendings"."audience" in ('Applicant', 'MedicalSchool', 'Program', 'Society'));--> statement-breakpoint
ALTER TABLE "result_sendings" ADD CONSTRAINT "result_sendings_status_check" CHECK ("result_sendings"."status" in ('NotSent', 'Sending', 'Sent', 'Failed'));--> statement-breakpoint
ALTER TABLE "uploads" ADD CONSTRAINT "uploads_target_check" CHECK ("uploads"."target" in ('Uploads', 'Shared'));--> statement-breakpoint
ALTER TABLE "uploads" ADD CONSTRAINT "uploads_status_check" CHECK ("uploads"."status" in ('Pending', 'Completed', 'Failed'));--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_status_check" CHECK ("users"."status" in ('PendingRegistration', 'ConfirmationRequired', 'Active'));