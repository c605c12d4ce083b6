ALTER TABLE "test_sessions" ADD COLUMN "test_day_movements" text[];--> statement-breakpoint
ALTER TABLE "test_sessions" ADD COLUMN "absent_athlete_ids" uuid[] DEFAULT '{}'::uuid[] NOT NULL;--> statement-breakpoint
ALTER TABLE "test_sessions" ADD COLUMN "closed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "test_sessions" ADD CONSTRAINT "test_sessions_absent_athletes_check" CHECK (cardinality("absent_athlete_ids") <= 500);