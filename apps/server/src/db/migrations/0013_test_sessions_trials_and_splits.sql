CREATE TABLE "test_sessions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"test_date" date DEFAULT CURRENT_DATE NOT NULL,
	"entered_by" uuid,
	"team_id" uuid,
	"timing_device" text DEFAULT 'not-said' NOT NULL,
	"timing_device_model" text,
	"start_kind" text DEFAULT 'unknown' NOT NULL,
	"start_distance" double precision,
	"start_distance_unit" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "test_sessions_timing_device_check" CHECK ("timing_device" IN ('stopwatch', 'laser', 'timing-gates', 'video-app', 'not-said')),
	CONSTRAINT "test_sessions_start_kind_check" CHECK ("start_kind" IN ('first-movement-hand', 'first-movement-electronic', 'beam', 'signal', 'flying', 'unknown')),
	CONSTRAINT "test_sessions_start_distance_check" CHECK (("start_distance" IS NULL) = ("start_distance_unit" IS NULL) AND "start_distance_unit" IN ('yd', 'm')),
	CONSTRAINT "test_sessions_device_model_length_check" CHECK (char_length("timing_device_model") <= 60)
);
--> statement-breakpoint
CREATE TABLE "result_trials" (
	"id" uuid PRIMARY KEY NOT NULL,
	"result_id" uuid NOT NULL,
	"trial_number" integer NOT NULL,
	"value" double precision NOT NULL,
	"value_2" double precision,
	"foul" boolean DEFAULT false NOT NULL,
	"splits" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"entered_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	CONSTRAINT "result_trials_number_check" CHECK ("trial_number" BETWEEN 1 AND 100)
);
--> statement-breakpoint
ALTER TABLE "test_results" ADD COLUMN "session_id" uuid;--> statement-breakpoint
-- Every existing result becomes a one-trial session of its own (ADR 054): the session keeps the
-- result's test date and who entered it; the device is "not said" (the result's own timing
-- method, hand, electronic or not said, stays on the result); the trial is the result's value.
INSERT INTO "test_sessions" ("id", "test_date", "entered_by", "created_at")
  SELECT "id", "test_date", "entered_by", "created_at" FROM "test_results";--> statement-breakpoint
UPDATE "test_results" SET "session_id" = "id";--> statement-breakpoint
INSERT INTO "result_trials" ("id", "result_id", "trial_number", "value", "value_2", "entered_by", "created_at")
  SELECT gen_random_uuid(), "id", 1, "result_value", "result_value_2", "entered_by", "created_at"
  FROM "test_results";--> statement-breakpoint
ALTER TABLE "test_results" ALTER COLUMN "session_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "test_sessions" ADD CONSTRAINT "test_sessions_entered_by_users_id_fk" FOREIGN KEY ("entered_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "test_sessions" ADD CONSTRAINT "test_sessions_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "result_trials" ADD CONSTRAINT "result_trials_result_id_test_results_id_fk" FOREIGN KEY ("result_id") REFERENCES "public"."test_results"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "result_trials" ADD CONSTRAINT "result_trials_entered_by_users_id_fk" FOREIGN KEY ("entered_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "test_sessions_team_idx" ON "test_sessions" USING btree ("team_id","test_date" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "result_trials_result_number_key" ON "result_trials" USING btree ("result_id","trial_number");--> statement-breakpoint
ALTER TABLE "test_results" ADD CONSTRAINT "test_results_session_id_test_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."test_sessions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "test_results_session_athlete_movement_key" ON "test_results" USING btree ("session_id","athlete_id","movement_id") WHERE "deleted_at" IS NULL;