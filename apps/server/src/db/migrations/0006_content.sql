CREATE TABLE "prescription_videos" (
	"prescription_id" uuid PRIMARY KEY NOT NULL,
	"video_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "video_watches" (
	"user_id" uuid NOT NULL,
	"video_id" uuid NOT NULL,
	"fraction" double precision NOT NULL,
	"last_client_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "video_watches_user_id_video_id_pk" PRIMARY KEY("user_id","video_id"),
	CONSTRAINT "video_watches_fraction_check" CHECK ("video_watches"."fraction" >= 0 and "video_watches"."fraction" <= 1)
);
--> statement-breakpoint
ALTER TABLE "videos" ADD COLUMN "vimeo_hash" text;--> statement-breakpoint
ALTER TABLE "videos" ADD COLUMN "text_edited_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "prescription_videos" ADD CONSTRAINT "prescription_videos_prescription_id_deficiency_prescriptions_id_fk" FOREIGN KEY ("prescription_id") REFERENCES "public"."deficiency_prescriptions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "prescription_videos" ADD CONSTRAINT "prescription_videos_video_id_videos_id_fk" FOREIGN KEY ("video_id") REFERENCES "public"."videos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "video_watches" ADD CONSTRAINT "video_watches_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "video_watches" ADD CONSTRAINT "video_watches_video_id_videos_id_fk" FOREIGN KEY ("video_id") REFERENCES "public"."videos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "prescription_videos_video_idx" ON "prescription_videos" USING btree ("video_id");