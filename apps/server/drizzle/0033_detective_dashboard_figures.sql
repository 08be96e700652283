CREATE TABLE "detective_dashboard_figures" (
	"brand_id" uuid NOT NULL,
	"duration" integer NOT NULL,
	"menu" text NOT NULL,
	"day" date NOT NULL,
	"figures" text NOT NULL,
	"computed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "detective_dashboard_figures_brand_id_duration_menu_pk" PRIMARY KEY("brand_id","duration","menu")
);
--> statement-breakpoint
ALTER TABLE "detective_dashboard_figures" ADD CONSTRAINT "detective_dashboard_figures_brand_id_discover_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."discover_brands"("id") ON DELETE cascade ON UPDATE no action;