CREATE TABLE "team_rejoin_grants" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"team_id" uuid NOT NULL,
	"granted_by" uuid,
	"address" text,
	"athlete_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "team_rejoin_grants_one_target_check" CHECK (("address" IS NULL) <> ("athlete_id" IS NULL))
);
--> statement-breakpoint
ALTER TABLE "team_rejoin_grants" ADD CONSTRAINT "team_rejoin_grants_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "team_rejoin_grants" ADD CONSTRAINT "team_rejoin_grants_granted_by_users_id_fk" FOREIGN KEY ("granted_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "team_rejoin_grants" ADD CONSTRAINT "team_rejoin_grants_athlete_id_users_id_fk" FOREIGN KEY ("athlete_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "team_rejoin_grants_address_idx" ON "team_rejoin_grants" USING btree ("team_id","address");--> statement-breakpoint
CREATE INDEX "team_rejoin_grants_athlete_idx" ON "team_rejoin_grants" USING btree ("team_id","athlete_id");