ALTER TABLE "test_results" ADD COLUMN "test_date" date;--> statement-breakpoint
UPDATE "test_results" SET "test_date" = ("created_at" AT TIME ZONE 'UTC')::date;--> statement-breakpoint
ALTER TABLE "test_results" ALTER COLUMN "test_date" SET DEFAULT CURRENT_DATE;--> statement-breakpoint
ALTER TABLE "test_results" ALTER COLUMN "test_date" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "test_results" ADD COLUMN "timing_method" text;--> statement-breakpoint
ALTER TABLE "test_results" ADD COLUMN "note" text;--> statement-breakpoint
ALTER TABLE "test_results" ADD COLUMN "client_id" uuid;--> statement-breakpoint
ALTER TABLE "test_results" ADD COLUMN "entered_by" uuid;--> statement-breakpoint
UPDATE "test_results" SET "entered_by" = "athlete_id";--> statement-breakpoint
ALTER TABLE "test_results" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "test_results" ADD COLUMN "deleted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "test_results" ADD CONSTRAINT "test_results_entered_by_users_id_fk" FOREIGN KEY ("entered_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "test_results" ADD CONSTRAINT "test_results_timing_method_check" CHECK ("timing_method" IN ('hand', 'electronic'));--> statement-breakpoint
ALTER TABLE "test_results" ADD CONSTRAINT "test_results_note_length_check" CHECK (char_length("note") <= 200);--> statement-breakpoint
CREATE UNIQUE INDEX "test_results_athlete_client_id_key" ON "test_results" USING btree ("athlete_id","client_id");--> statement-breakpoint
CREATE INDEX "test_results_history_idx" ON "test_results" USING btree ("athlete_id","test_date" DESC NULLS LAST);--> statement-breakpoint
CREATE TABLE "test_result_revisions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"result_id" uuid NOT NULL,
	"action" text NOT NULL,
	"changed_by" uuid,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"previous" jsonb,
	CONSTRAINT "test_result_revisions_action_check" CHECK ("action" IN ('create', 'edit', 'delete', 'restore'))
);
--> statement-breakpoint
ALTER TABLE "test_result_revisions" ADD CONSTRAINT "test_result_revisions_result_id_test_results_id_fk" FOREIGN KEY ("result_id") REFERENCES "public"."test_results"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "test_result_revisions" ADD CONSTRAINT "test_result_revisions_changed_by_users_id_fk" FOREIGN KEY ("changed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "test_result_revisions_result_idx" ON "test_result_revisions" USING btree ("result_id","changed_at");
