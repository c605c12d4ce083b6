ALTER TABLE "users" ADD COLUMN "birth_year" integer;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "birth_month" integer;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_birth_month_check" CHECK (("users"."birth_year" IS NULL) = ("users"."birth_month" IS NULL) AND ("users"."birth_month" IS NULL OR "users"."birth_month" BETWEEN 1 AND 12));