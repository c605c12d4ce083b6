CREATE TABLE "import_batches" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"team_id" uuid,
	"athlete_id" uuid,
	"imported_by" uuid,
	"file_name" text NOT NULL,
	"file_hash" text NOT NULL,
	"preset" text NOT NULL,
	"runs_saved" integer NOT NULL,
	"runs_already_imported" integer NOT NULL,
	"rows_skipped" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"undone_at" timestamp with time zone,
	"undone_by" uuid,
	CONSTRAINT "import_batches_owner_check" CHECK (("team_id" IS NULL) <> ("athlete_id" IS NULL)),
	CONSTRAINT "import_batches_file_name_length_check" CHECK (char_length("file_name") <= 255)
);
--> statement-breakpoint
CREATE TABLE "sprint_runs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"athlete_id" uuid NOT NULL,
	"session_id" uuid NOT NULL,
	"distance" double precision NOT NULL,
	"unit" text NOT NULL,
	"seconds" double precision NOT NULL,
	"splits" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"trial_number" integer,
	"entered_by" uuid,
	"import_batch_id" uuid,
	"import_row_key" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	CONSTRAINT "sprint_runs_unit_check" CHECK ("unit" IN ('yd', 'm')),
	CONSTRAINT "sprint_runs_distance_check" CHECK ("distance" > 0 AND "seconds" > 0)
);
--> statement-breakpoint
ALTER TABLE "result_trials" ADD COLUMN "import_batch_id" uuid;--> statement-breakpoint
ALTER TABLE "result_trials" ADD COLUMN "import_row_key" text;--> statement-breakpoint
ALTER TABLE "import_batches" ADD CONSTRAINT "import_batches_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "import_batches" ADD CONSTRAINT "import_batches_athlete_id_users_id_fk" FOREIGN KEY ("athlete_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "import_batches" ADD CONSTRAINT "import_batches_imported_by_users_id_fk" FOREIGN KEY ("imported_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "import_batches" ADD CONSTRAINT "import_batches_undone_by_users_id_fk" FOREIGN KEY ("undone_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sprint_runs" ADD CONSTRAINT "sprint_runs_athlete_id_users_id_fk" FOREIGN KEY ("athlete_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sprint_runs" ADD CONSTRAINT "sprint_runs_session_id_test_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."test_sessions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sprint_runs" ADD CONSTRAINT "sprint_runs_entered_by_users_id_fk" FOREIGN KEY ("entered_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sprint_runs" ADD CONSTRAINT "sprint_runs_import_batch_id_import_batches_id_fk" FOREIGN KEY ("import_batch_id") REFERENCES "public"."import_batches"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "import_batches_team_idx" ON "import_batches" USING btree ("team_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "import_batches_athlete_idx" ON "import_batches" USING btree ("athlete_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "sprint_runs_athlete_idx" ON "sprint_runs" USING btree ("athlete_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "sprint_runs_batch_idx" ON "sprint_runs" USING btree ("import_batch_id");--> statement-breakpoint
CREATE INDEX "sprint_runs_row_key_idx" ON "sprint_runs" USING btree ("athlete_id","import_row_key");--> statement-breakpoint
ALTER TABLE "result_trials" ADD CONSTRAINT "result_trials_import_batch_id_import_batches_id_fk" FOREIGN KEY ("import_batch_id") REFERENCES "public"."import_batches"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "result_trials_import_batch_idx" ON "result_trials" USING btree ("import_batch_id");--> statement-breakpoint
CREATE INDEX "result_trials_import_row_key_idx" ON "result_trials" USING btree ("import_row_key");