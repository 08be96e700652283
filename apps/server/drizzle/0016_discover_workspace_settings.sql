CREATE TABLE "discover_followed_brands" (
	"org_id" uuid NOT NULL,
	"workspace_id" uuid NOT NULL,
	"brand_id" uuid NOT NULL,
	"followed_by_user_id" uuid,
	"followed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "discover_followed_brands_workspace_id_brand_id_pk" PRIMARY KEY("workspace_id","brand_id")
);
--> statement-breakpoint
CREATE TABLE "discover_workspace_settings" (
	"org_id" uuid NOT NULL,
	"workspace_id" uuid NOT NULL,
	"default_filters" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"default_sort" text DEFAULT 'newest' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "discover_workspace_settings_workspace_id_pk" PRIMARY KEY("workspace_id")
);
--> statement-breakpoint
ALTER TABLE "discover_followed_brands" ADD CONSTRAINT "discover_followed_brands_org_id_organisations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "discover_followed_brands" ADD CONSTRAINT "discover_followed_brands_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "discover_followed_brands" ADD CONSTRAINT "discover_followed_brands_brand_id_discover_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."discover_brands"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "discover_followed_brands" ADD CONSTRAINT "discover_followed_brands_followed_by_user_id_users_id_fk" FOREIGN KEY ("followed_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "discover_workspace_settings" ADD CONSTRAINT "discover_workspace_settings_org_id_organisations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "discover_workspace_settings" ADD CONSTRAINT "discover_workspace_settings_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "discover_followed_brands_brand_idx" ON "discover_followed_brands" USING btree ("brand_id");