ALTER TABLE "stripe_subscriptions" ADD COLUMN "version" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "replaced_stripe_customer_id" text;