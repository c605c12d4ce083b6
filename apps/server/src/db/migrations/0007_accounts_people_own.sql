CREATE TABLE "deleted_accounts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"email_hash" text,
	"phone_hash" text,
	"stripe_customer_id" text,
	"deleted_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "verifications" DROP CONSTRAINT "verifications_purpose_check";--> statement-breakpoint
CREATE INDEX "deleted_accounts_email_hash_idx" ON "deleted_accounts" USING btree ("email_hash");--> statement-breakpoint
CREATE INDEX "deleted_accounts_phone_hash_idx" ON "deleted_accounts" USING btree ("phone_hash");--> statement-breakpoint
ALTER TABLE "verifications" ADD CONSTRAINT "verifications_purpose_check" CHECK ("purpose" IN ('login', 'signup', 'delete_account', 'change_identity'));