CREATE TABLE "tools_hooks" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"org_id" uuid NOT NULL,
	"workspace_id" uuid NOT NULL,
	"product" text NOT NULL,
	"text" text NOT NULL,
	"stage" text NOT NULL,
	"trigger" text NOT NULL,
	"tactic" text NOT NULL,
	"why" text NOT NULL,
	"spoken" text,
	"visual" text,
	"overlay" text,
	"headline" text,
	"created_by_user_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "tools_hooks" ADD CONSTRAINT "tools_hooks_org_id_organisations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tools_hooks" ADD CONSTRAINT "tools_hooks_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tools_hooks" ADD CONSTRAINT "tools_hooks_created_by_user_id_users_id_fk" FOREIGN KEY ("created_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "tools_hooks_workspace_text_idx" ON "tools_hooks" USING btree ("workspace_id","text");--> statement-breakpoint
CREATE INDEX "tools_hooks_workspace_created_idx" ON "tools_hooks" USING btree ("workspace_id","created_at");