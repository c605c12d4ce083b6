CREATE TABLE "sprint_profile_cohorts" (
	"position" text PRIMARY KEY NOT NULL,
	"n" integer NOT NULL,
	"anchors" jsonb NOT NULL,
	CONSTRAINT "sprint_profile_cohorts_position_check" CHECK ("position" IN ('CB', 'S', 'LB', 'DE', 'DT', 'WR', 'RB', 'TE', 'OT', 'OG', 'C'))
);
--> statement-breakpoint
CREATE TABLE "sprint_profiles" (
	"trial_id" uuid PRIMARY KEY NOT NULL,
	"result_id" uuid NOT NULL,
	"athlete_id" uuid NOT NULL,
	"test_date" date NOT NULL,
	"forty_seconds" double precision NOT NULL,
	"splits" jsonb NOT NULL,
	"status" text NOT NULL,
	"reason" text,
	"message" text,
	"mss" double precision,
	"tau" double precision,
	"time_to_90_percent_mss" double precision,
	"time_correction" double precision,
	"f0_per_kg" double precision,
	"v0" double precision,
	"pmax_per_kg" double precision,
	"rf_max" double precision,
	"drf" double precision,
	"caveats" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"computed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sprint_profiles_status_check" CHECK ("status" IN ('reliable', 'unreliable')),
	CONSTRAINT "sprint_profiles_numbers_check" CHECK (("status" = 'reliable' AND "mss" IS NOT NULL AND "tau" IS NOT NULL AND "reason" IS NULL)
        OR ("status" = 'unreliable' AND "reason" IS NOT NULL AND "mss" IS NULL AND "tau" IS NULL
          AND "f0_per_kg" IS NULL AND "v0" IS NULL AND "pmax_per_kg" IS NULL))
);
--> statement-breakpoint
ALTER TABLE "sprint_profiles" ADD CONSTRAINT "sprint_profiles_trial_id_result_trials_id_fk" FOREIGN KEY ("trial_id") REFERENCES "public"."result_trials"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sprint_profiles" ADD CONSTRAINT "sprint_profiles_result_id_test_results_id_fk" FOREIGN KEY ("result_id") REFERENCES "public"."test_results"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sprint_profiles" ADD CONSTRAINT "sprint_profiles_athlete_id_users_id_fk" FOREIGN KEY ("athlete_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sprint_profiles_athlete_idx" ON "sprint_profiles" USING btree ("athlete_id","test_date" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "sprint_profiles_result_idx" ON "sprint_profiles" USING btree ("result_id");