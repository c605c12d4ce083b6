CREATE TABLE "auth_accounts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"email" text,
	"phone" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "auth_accounts_identifier_present" CHECK ("auth_accounts"."email" IS NOT NULL OR "auth_accounts"."phone" IS NOT NULL)
);
--> statement-breakpoint
CREATE TABLE "auth_sessions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"account_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "refresh_tokens" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"session_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"rotated_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "verifications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"target" text NOT NULL,
	"purpose" text NOT NULL,
	"code_hmac" text NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "verifications_purpose_check" CHECK ("purpose" IN ('login', 'signup'))
);
--> statement-breakpoint
CREATE TABLE "stripe_events" (
	"id" text PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"processed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "bodyweight_game_speed_norms" (
	"weight" integer PRIMARY KEY NOT NULL,
	"5_10_fly_min" double precision NOT NULL,
	"5_10_fly_max" double precision NOT NULL,
	"5_10_decel" double precision NOT NULL,
	"5_10_roll_90" double precision NOT NULL,
	"5_10_180_return" double precision NOT NULL
);
--> statement-breakpoint
CREATE TABLE "bodyweight_power_to_speed_norms" (
	"weight" integer PRIMARY KEY NOT NULL,
	"broad_jump" double precision NOT NULL,
	"5_10_fly" double precision NOT NULL,
	"20_10_fly" double precision NOT NULL,
	"forty" double precision NOT NULL
);
--> statement-breakpoint
CREATE TABLE "deficiency_prescriptions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"deficiency_type" text NOT NULL,
	"gear_level" integer NOT NULL,
	"category" text NOT NULL,
	"exercise_name" text NOT NULL,
	"order_index" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "deficiency_prescriptions_type_check" CHECK ("deficiency_type" IN ('force_deficient', 'form_deficient')),
	CONSTRAINT "deficiency_prescriptions_gear_check" CHECK ("gear_level" IN (2, 3)),
	CONSTRAINT "deficiency_prescriptions_category_check" CHECK ("category" IN ('weight_room', 'field'))
);
--> statement-breakpoint
CREATE TABLE "movements" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"display_name" text NOT NULL,
	"unit_type" text NOT NULL,
	CONSTRAINT "movements_unit_type_check" CHECK ("unit_type" IN ('distance', 'time', 'speed'))
);
--> statement-breakpoint
CREATE TABLE "position_norms" (
	"position" text PRIMARY KEY NOT NULL,
	"height_inches" double precision NOT NULL,
	"weight" double precision NOT NULL,
	"broad_jump" double precision NOT NULL,
	"5_10_fly" double precision NOT NULL,
	"20_10_fly" double precision NOT NULL,
	"forty" double precision NOT NULL,
	CONSTRAINT "position_norms_position_check" CHECK ("position" IN ('CB', 'S', 'LB', 'DE', 'DT', 'WR', 'RB', 'TE', 'OT', 'OG', 'C'))
);
--> statement-breakpoint
CREATE TABLE "test_results" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"athlete_id" uuid NOT NULL,
	"movement_id" uuid NOT NULL,
	"result_value" double precision NOT NULL,
	"result_type" text NOT NULL,
	"rep_number" integer DEFAULT 1 NOT NULL,
	"result_value_2" double precision,
	"result_type_2" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" uuid PRIMARY KEY NOT NULL,
	"first_name" text,
	"last_name" text,
	"email" text,
	"phone" text,
	"role" text NOT NULL,
	"is_admin" boolean DEFAULT false NOT NULL,
	"position" text,
	"height_inches" integer,
	"weight_lbs" integer,
	"primary_deficiency" text,
	"deficiency_notes" text,
	"confidence_score" integer,
	"onboarding_completed" boolean DEFAULT false NOT NULL,
	"force_or_form" text DEFAULT 'unassigned' NOT NULL,
	"subscription_status" text DEFAULT 'inactive' NOT NULL,
	"subscription_tier" text,
	"subscription_expires" timestamp with time zone,
	"subscription_event_at" timestamp with time zone,
	"stripe_customer_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "users_role_check" CHECK ("role" IN ('athlete', 'coach', 'both')),
	CONSTRAINT "users_position_check" CHECK ("position" IN ('CB', 'S', 'LB', 'DE', 'DT', 'WR', 'RB', 'TE', 'OT', 'OG', 'C')),
	CONSTRAINT "users_primary_deficiency_check" CHECK ("primary_deficiency" IN ('force_deficient', 'form_deficient', 'well_balanced', 'other')),
	CONSTRAINT "users_force_or_form_check" CHECK ("force_or_form" IN ('force', 'form', 'unassigned')),
	CONSTRAINT "users_subscription_status_check" CHECK ("subscription_status" IN ('active', 'trial', 'inactive', 'past_due', 'canceled'))
);
--> statement-breakpoint
CREATE TABLE "tags" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "video_categories" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"for_role" text DEFAULT 'both' NOT NULL,
	"order_index" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "video_categories_for_role_check" CHECK ("for_role" IN ('athlete', 'coach', 'both'))
);
--> statement-breakpoint
CREATE TABLE "video_folders" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"tag_ids" uuid[] DEFAULT '{}' NOT NULL,
	"parent_folder_id" uuid,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "videos" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"title" text NOT NULL,
	"description" text,
	"vimeo_id" text NOT NULL,
	"thumbnail_url" text,
	"duration" integer,
	"tags" text[] DEFAULT '{}' NOT NULL,
	"category_id" uuid,
	"is_featured" boolean DEFAULT false NOT NULL,
	"is_preview" boolean DEFAULT false NOT NULL,
	"for_role" text DEFAULT 'coach' NOT NULL,
	"drill_type" text,
	"folder_ids" uuid[],
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "videos_for_role_check" CHECK ("for_role" IN ('athlete', 'coach', 'both')),
	CONSTRAINT "videos_drill_type_check" CHECK ("drill_type" IN ('force', 'form', 'both')),
	CONSTRAINT "videos_vimeo_id_numeric" CHECK ("videos"."vimeo_id" ~ '^[0-9]+$')
);
--> statement-breakpoint
ALTER TABLE "auth_sessions" ADD CONSTRAINT "auth_sessions_account_id_auth_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."auth_accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refresh_tokens" ADD CONSTRAINT "refresh_tokens_session_id_auth_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."auth_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "test_results" ADD CONSTRAINT "test_results_athlete_id_users_id_fk" FOREIGN KEY ("athlete_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "test_results" ADD CONSTRAINT "test_results_movement_id_movements_id_fk" FOREIGN KEY ("movement_id") REFERENCES "public"."movements"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_id_auth_accounts_id_fk" FOREIGN KEY ("id") REFERENCES "public"."auth_accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "video_folders" ADD CONSTRAINT "video_folders_parent_folder_id_video_folders_id_fk" FOREIGN KEY ("parent_folder_id") REFERENCES "public"."video_folders"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "video_folders" ADD CONSTRAINT "video_folders_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "videos" ADD CONSTRAINT "videos_category_id_video_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."video_categories"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "auth_accounts_email_key" ON "auth_accounts" USING btree ("email");--> statement-breakpoint
CREATE UNIQUE INDEX "auth_accounts_phone_key" ON "auth_accounts" USING btree ("phone");--> statement-breakpoint
CREATE INDEX "auth_sessions_account_idx" ON "auth_sessions" USING btree ("account_id");--> statement-breakpoint
CREATE INDEX "refresh_tokens_session_idx" ON "refresh_tokens" USING btree ("session_id");--> statement-breakpoint
CREATE UNIQUE INDEX "verifications_target_purpose_key" ON "verifications" USING btree ("target","purpose");--> statement-breakpoint
CREATE UNIQUE INDEX "deficiency_prescriptions_exercise_key" ON "deficiency_prescriptions" USING btree ("deficiency_type","category","exercise_name");--> statement-breakpoint
CREATE UNIQUE INDEX "movements_name_key" ON "movements" USING btree ("name");--> statement-breakpoint
CREATE INDEX "test_results_latest_idx" ON "test_results" USING btree ("athlete_id","movement_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "test_results_best_idx" ON "test_results" USING btree ("athlete_id","movement_id","result_value");--> statement-breakpoint
CREATE UNIQUE INDEX "users_stripe_customer_id_key" ON "users" USING btree ("stripe_customer_id");--> statement-breakpoint
CREATE UNIQUE INDEX "tags_name_key" ON "tags" USING btree ("name");--> statement-breakpoint
CREATE UNIQUE INDEX "video_categories_name_key" ON "video_categories" USING btree ("name");--> statement-breakpoint
CREATE INDEX "video_folders_parent_idx" ON "video_folders" USING btree ("parent_folder_id");--> statement-breakpoint
CREATE UNIQUE INDEX "videos_vimeo_id_key" ON "videos" USING btree ("vimeo_id");--> statement-breakpoint
CREATE INDEX "videos_for_role_created_idx" ON "videos" USING btree ("for_role","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "videos_title_idx" ON "videos" USING btree ("title");