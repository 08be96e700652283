CREATE TABLE "detective_digest_deliveries" (
	"org_id" uuid NOT NULL,
	"workspace_id" uuid NOT NULL,
	"mailing_key" text NOT NULL,
	"recipient" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "detective_digest_deliveries_workspace_id_mailing_key_recipient_pk" PRIMARY KEY("workspace_id","mailing_key","recipient")
);
--> statement-breakpoint
CREATE TABLE "detective_digest_preferences" (
	"org_id" uuid NOT NULL,
	"workspace_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"weekly_digest" boolean DEFAULT true NOT NULL,
	"launch_alerts" boolean DEFAULT true NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "detective_digest_preferences_workspace_id_user_id_pk" PRIMARY KEY("workspace_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "detective_slack_webhooks" (
	"org_id" uuid NOT NULL,
	"workspace_id" uuid NOT NULL,
	"webhook_sealed" text NOT NULL,
	"updated_by_user_id" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "detective_slack_webhooks_workspace_id_pk" PRIMARY KEY("workspace_id")
);
--> statement-breakpoint
ALTER TABLE "detective_digest_deliveries" ADD CONSTRAINT "detective_digest_deliveries_org_id_organisations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "detective_digest_deliveries" ADD CONSTRAINT "detective_digest_deliveries_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "detective_digest_preferences" ADD CONSTRAINT "detective_digest_preferences_org_id_organisations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "detective_digest_preferences" ADD CONSTRAINT "detective_digest_preferences_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "detective_digest_preferences" ADD CONSTRAINT "detective_digest_preferences_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "detective_slack_webhooks" ADD CONSTRAINT "detective_slack_webhooks_org_id_organisations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "detective_slack_webhooks" ADD CONSTRAINT "detective_slack_webhooks_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "detective_slack_webhooks" ADD CONSTRAINT "detective_slack_webhooks_updated_by_user_id_users_id_fk" FOREIGN KEY ("updated_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "detective_digest_deliveries_created_idx" ON "detective_digest_deliveries" USING btree ("created_at");