CREATE TABLE "discover_ads" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"source" text NOT NULL,
	"ad_archive_id" text NOT NULL,
	"brand_id" uuid NOT NULL,
	"brand_name" text NOT NULL,
	"page_name" text NOT NULL,
	"format" text NOT NULL,
	"publisher_platforms" text[] DEFAULT '{}' NOT NULL,
	"languages" text[] DEFAULT '{}' NOT NULL,
	"body" text DEFAULT '' NOT NULL,
	"title" text,
	"caption" text,
	"cta_type" text,
	"cta_text" text,
	"cta_url" text,
	"snapshot_url" text,
	"start_date" date NOT NULL,
	"end_date" date,
	"is_active" boolean DEFAULT true NOT NULL,
	"running_days" integer DEFAULT 1 NOT NULL,
	"assets" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"transcript" text,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "discover_brand_favourites" (
	"user_id" uuid NOT NULL,
	"brand_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "discover_brand_favourites_user_id_brand_id_pk" PRIMARY KEY("user_id","brand_id")
);
--> statement-breakpoint
CREATE TABLE "discover_brand_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"url" text NOT NULL,
	"requested_by_user_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "discover_brands" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"website" text,
	"description" text,
	"category_id" uuid,
	"industry" text,
	"logo_key" text,
	"meta_page_id" text,
	"tiktok_advertiser_id" text,
	"tracked" boolean DEFAULT false NOT NULL,
	"last_ingested_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "discover_brands_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "discover_categories" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "discover_categories_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "discover_library_runs" (
	"id" text PRIMARY KEY NOT NULL,
	"brands" integer DEFAULT 0 NOT NULL,
	"ads" integer DEFAULT 0 NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "discover_ads" ADD CONSTRAINT "discover_ads_brand_id_discover_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."discover_brands"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "discover_brand_favourites" ADD CONSTRAINT "discover_brand_favourites_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "discover_brand_favourites" ADD CONSTRAINT "discover_brand_favourites_brand_id_discover_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."discover_brands"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "discover_brand_requests" ADD CONSTRAINT "discover_brand_requests_requested_by_user_id_users_id_fk" FOREIGN KEY ("requested_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "discover_brands" ADD CONSTRAINT "discover_brands_category_id_discover_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."discover_categories"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "discover_ads_source_archive_idx" ON "discover_ads" USING btree ("source","ad_archive_id");--> statement-breakpoint
CREATE INDEX "discover_ads_start_idx" ON "discover_ads" USING btree ("start_date","id");--> statement-breakpoint
CREATE INDEX "discover_ads_running_idx" ON "discover_ads" USING btree ("running_days","id");--> statement-breakpoint
CREATE INDEX "discover_ads_brand_idx" ON "discover_ads" USING btree ("brand_id","start_date");--> statement-breakpoint
CREATE INDEX "discover_ads_platforms_idx" ON "discover_ads" USING gin ("publisher_platforms");--> statement-breakpoint
CREATE INDEX "discover_ads_search_idx" ON "discover_ads" USING gin (to_tsvector('simple', "brand_name" || ' ' || "body" || ' ' || coalesce("title", '') || ' ' || coalesce("caption", '') || ' ' || coalesce("transcript", '')));--> statement-breakpoint
CREATE INDEX "discover_brands_name_idx" ON "discover_brands" USING btree (lower("name"),"id");--> statement-breakpoint
CREATE INDEX "discover_brands_category_idx" ON "discover_brands" USING btree ("category_id");--> statement-breakpoint
CREATE INDEX "discover_brands_search_idx" ON "discover_brands" USING gin (to_tsvector('simple', "name" || ' ' || coalesce("description", '')));