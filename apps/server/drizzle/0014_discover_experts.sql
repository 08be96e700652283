CREATE TABLE "discover_expert_profiles" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text,
	"headline" text,
	"bio" text,
	"profile_image_key" text,
	"social_media_links" jsonb NOT NULL,
	"inspiration_folder_id" uuid,
	"published" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "discover_expert_profiles" ADD CONSTRAINT "discover_expert_profiles_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "discover_expert_profiles_name_idx" ON "discover_expert_profiles" USING btree (lower("first_name" || ' ' || coalesce("last_name", '')),"user_id");--> statement-breakpoint
CREATE INDEX "discover_expert_profiles_search_idx" ON "discover_expert_profiles" USING gin (to_tsvector('simple', "first_name" || ' ' || coalesce("last_name", '') || ' ' || coalesce("headline", '')));