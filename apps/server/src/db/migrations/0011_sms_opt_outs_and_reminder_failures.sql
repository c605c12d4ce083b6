CREATE TABLE "sms_opt_outs" (
	"phone" text PRIMARY KEY NOT NULL,
	"opted_out_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "sent_reminders" ADD COLUMN "failure" text;