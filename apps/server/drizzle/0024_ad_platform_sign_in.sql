CREATE TABLE "ad_platform_sign_in_states" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"org_id" uuid NOT NULL,
	"workspace_id" uuid NOT NULL,
	"state_hash" text NOT NULL,
	"user_id" uuid NOT NULL,
	"provider" text NOT NULL,
	"purpose" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "ad_platform_connections" ADD COLUMN "expires_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "ad_platform_connections" ADD COLUMN "scopes" text[];--> statement-breakpoint
ALTER TABLE "ad_platform_sign_in_states" ADD CONSTRAINT "ad_platform_sign_in_states_org_id_organisations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ad_platform_sign_in_states" ADD CONSTRAINT "ad_platform_sign_in_states_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ad_platform_sign_in_states" ADD CONSTRAINT "ad_platform_sign_in_states_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "ad_platform_sign_in_states_hash_idx" ON "ad_platform_sign_in_states" USING btree ("state_hash");--> statement-breakpoint
CREATE INDEX "ad_platform_sign_in_states_expires_idx" ON "ad_platform_sign_in_states" USING btree ("expires_at");