CREATE TABLE "detective_ai_analyses" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"org_id" uuid NOT NULL,
	"workspace_id" uuid NOT NULL,
	"tracker_id" uuid NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"analysis" jsonb,
	"figures" jsonb,
	"error" text,
	"created_by_user_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"started_at" timestamp with time zone,
	"completed_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "detective_ai_analyses" ADD CONSTRAINT "detective_ai_analyses_org_id_organisations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "detective_ai_analyses" ADD CONSTRAINT "detective_ai_analyses_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "detective_ai_analyses" ADD CONSTRAINT "detective_ai_analyses_tracker_id_detective_trackers_id_fk" FOREIGN KEY ("tracker_id") REFERENCES "public"."detective_trackers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "detective_ai_analyses" ADD CONSTRAINT "detective_ai_analyses_created_by_user_id_users_id_fk" FOREIGN KEY ("created_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "detective_ai_analyses_tracker_idx" ON "detective_ai_analyses" USING btree ("tracker_id","created_at");--> statement-breakpoint
CREATE INDEX "detective_ai_analyses_workspace_idx" ON "detective_ai_analyses" USING btree ("workspace_id","created_at");