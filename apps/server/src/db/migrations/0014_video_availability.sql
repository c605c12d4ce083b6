ALTER TABLE "videos" ADD COLUMN "unavailable_reason" text;--> statement-breakpoint
ALTER TABLE "videos" ADD COLUMN "checked_at" timestamp with time zone;