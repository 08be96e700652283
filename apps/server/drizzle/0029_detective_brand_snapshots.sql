CREATE TABLE "detective_brand_snapshots" (
	"brand_id" uuid NOT NULL,
	"day" date NOT NULL,
	"active_ad_count" integer NOT NULL,
	"new_ad_count" integer NOT NULL,
	"stopped_ad_count" integer NOT NULL,
	"formats" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"platforms" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"languages" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"landing_pages" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"taken_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "detective_brand_snapshots_brand_id_day_pk" PRIMARY KEY("brand_id","day")
);
--> statement-breakpoint
ALTER TABLE "detective_brand_snapshots" ADD CONSTRAINT "detective_brand_snapshots_brand_id_discover_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."discover_brands"("id") ON DELETE cascade ON UPDATE no action;