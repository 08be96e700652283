CREATE TABLE "detective_trackers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"org_id" uuid NOT NULL,
	"workspace_id" uuid NOT NULL,
	"brand_id" uuid NOT NULL,
	"created_by_user_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "detective_trackers" ADD CONSTRAINT "detective_trackers_org_id_organisations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "detective_trackers" ADD CONSTRAINT "detective_trackers_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "detective_trackers" ADD CONSTRAINT "detective_trackers_brand_id_discover_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."discover_brands"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "detective_trackers" ADD CONSTRAINT "detective_trackers_created_by_user_id_users_id_fk" FOREIGN KEY ("created_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "detective_trackers_workspace_brand_idx" ON "detective_trackers" USING btree ("workspace_id","brand_id");--> statement-breakpoint
CREATE INDEX "detective_trackers_org_brand_idx" ON "detective_trackers" USING btree ("org_id","brand_id");