ALTER TABLE "test_result_revisions" DROP CONSTRAINT "test_result_revisions_action_check";--> statement-breakpoint
ALTER TABLE "test_results" ADD COLUMN "hidden_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "test_results" ADD COLUMN "hidden_reason" text;--> statement-breakpoint
ALTER TABLE "test_result_revisions" ADD CONSTRAINT "test_result_revisions_action_check" CHECK ("action" IN ('create', 'edit', 'delete', 'restore', 'hide', 'unhide'));--> statement-breakpoint
ALTER TABLE "test_results" ADD CONSTRAINT "test_results_hidden_reason_check" CHECK (("hidden_at" IS NULL) = ("hidden_reason" IS NULL) AND char_length("hidden_reason") <= 200);