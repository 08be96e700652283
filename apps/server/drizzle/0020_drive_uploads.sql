CREATE TABLE "drive_uploads" (
	"id" text PRIMARY KEY NOT NULL,
	"org_id" uuid NOT NULL,
	"workspace_id" uuid NOT NULL,
	"folder_id" uuid,
	"file_id" uuid,
	"uploaded_by_user_id" uuid,
	"file_collect_id" uuid,
	"uploader_name" text,
	"product" text,
	"filename" text NOT NULL,
	"resolution" text,
	"size" bigint NOT NULL,
	"state" text DEFAULT 'pending' NOT NULL,
	"result_file_id" text,
	"result_version_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"active_at" timestamp with time zone DEFAULT now() NOT NULL,
	"locked_by" text,
	"locked_until" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "drive_uploads" ADD CONSTRAINT "drive_uploads_org_id_organisations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "drive_uploads" ADD CONSTRAINT "drive_uploads_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "drive_uploads" ADD CONSTRAINT "drive_uploads_uploaded_by_user_id_users_id_fk" FOREIGN KEY ("uploaded_by_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "drive_uploads" ADD CONSTRAINT "drive_uploads_file_collect_id_drive_file_collect_links_id_fk" FOREIGN KEY ("file_collect_id") REFERENCES "public"."drive_file_collect_links"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "drive_uploads_org_idx" ON "drive_uploads" USING btree ("org_id","state");--> statement-breakpoint
CREATE INDEX "drive_uploads_link_idx" ON "drive_uploads" USING btree ("file_collect_id","state");--> statement-breakpoint
CREATE INDEX "drive_uploads_activity_idx" ON "drive_uploads" USING btree ("state","active_at");