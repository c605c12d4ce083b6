CREATE TABLE "assessment_history" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"athlete_id" uuid NOT NULL,
	"assessed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"primary_deficiency" text NOT NULL,
	"gear_level" integer,
	"force_or_form" text NOT NULL,
	"weight_lbs" integer,
	"norm_weight" integer,
	"broad_jump" double precision,
	"fly_5_10" double precision,
	"fly_20_10" double precision,
	"reason" jsonb,
	CONSTRAINT "assessment_history_primary_deficiency_check" CHECK ("primary_deficiency" IN ('force_deficient', 'form_deficient', 'well_balanced', 'other')),
	CONSTRAINT "assessment_history_force_or_form_check" CHECK ("force_or_form" IN ('force', 'form', 'balanced', 'unassigned'))
);
--> statement-breakpoint
ALTER TABLE "users" DROP CONSTRAINT "users_force_or_form_check";--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "assessed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "assessment_history" ADD CONSTRAINT "assessment_history_athlete_id_users_id_fk" FOREIGN KEY ("athlete_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "assessment_history_athlete_idx" ON "assessment_history" USING btree ("athlete_id","assessed_at" DESC NULLS LAST);--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_force_or_form_check" CHECK ("force_or_form" IN ('force', 'form', 'balanced', 'unassigned'));--> statement-breakpoint
-- Assessed well-balanced athletes now get the drills for both ('balanced'), not 'unassigned'.
UPDATE "users" SET "force_or_form" = 'balanced'
WHERE "onboarding_completed" AND "primary_deficiency" = 'well_balanced' AND "force_or_form" = 'unassigned';--> statement-breakpoint
UPDATE "users" SET "assessed_at" = "created_at" WHERE "onboarding_completed" AND "primary_deficiency" IS NOT NULL;--> statement-breakpoint
-- One history row per assessed athlete: the diagnosis as it stood before history was kept.
INSERT INTO "assessment_history" ("athlete_id", "assessed_at", "primary_deficiency", "gear_level", "force_or_form", "weight_lbs")
SELECT "id", "created_at", "primary_deficiency",
  CASE "primary_deficiency" WHEN 'force_deficient' THEN 2 WHEN 'form_deficient' THEN 3 END,
  "force_or_form", "weight_lbs"
FROM "users"
WHERE "onboarding_completed" AND "primary_deficiency" IS NOT NULL;
