CREATE TABLE "drive_notification_deliveries" (
	"event_key" text NOT NULL,
	"recipient" text NOT NULL,
	"org_id" uuid NOT NULL,
	"workspace_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "drive_notification_deliveries_event_key_recipient_pk" PRIMARY KEY("event_key","recipient")
);
--> statement-breakpoint
ALTER TABLE "drive_notification_deliveries" ADD CONSTRAINT "drive_notification_deliveries_org_id_organisations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "drive_notification_deliveries" ADD CONSTRAINT "drive_notification_deliveries_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "drive_notification_deliveries_created_idx" ON "drive_notification_deliveries" USING btree ("created_at");