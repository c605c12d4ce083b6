CREATE TABLE "sent_reminders" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"athlete_id" uuid NOT NULL,
	"due_date" date NOT NULL,
	"channel" text NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sent_reminders_channel_check" CHECK ("sent_reminders"."channel" IN ('email', 'sms'))
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "retest_reminder_weeks" integer DEFAULT 6;--> statement-breakpoint
ALTER TABLE "sent_reminders" ADD CONSTRAINT "sent_reminders_athlete_id_users_id_fk" FOREIGN KEY ("athlete_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "sent_reminders_athlete_due_key" ON "sent_reminders" USING btree ("athlete_id","due_date");--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_retest_reminder_weeks_check" CHECK ("retest_reminder_weeks" IN (4, 6, 8));