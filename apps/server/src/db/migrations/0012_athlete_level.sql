ALTER TABLE "users" ADD COLUMN "level" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "graduation_year" integer;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_level_check" CHECK ("level" IN ('middle_school', 'high_school', 'college', 'professional'));