CREATE TABLE "sandbox_launched_ads" (
	"id" text PRIMARY KEY NOT NULL,
	"org_id" uuid NOT NULL,
	"workspace_id" uuid NOT NULL,
	"account_external_id" text NOT NULL,
	"adset_id" text NOT NULL,
	"creative_id" text NOT NULL,
	"name" text NOT NULL,
	"status" text NOT NULL,
	"launched_on" date NOT NULL,
	"idempotency_key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sandbox_launched_adsets" (
	"id" text PRIMARY KEY NOT NULL,
	"org_id" uuid NOT NULL,
	"workspace_id" uuid NOT NULL,
	"account_external_id" text NOT NULL,
	"name" text NOT NULL,
	"campaign_id" text NOT NULL,
	"campaign_name" text NOT NULL,
	"daily_budget" double precision,
	"idempotency_key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sandbox_launched_creatives" (
	"id" text PRIMARY KEY NOT NULL,
	"org_id" uuid NOT NULL,
	"workspace_id" uuid NOT NULL,
	"account_external_id" text NOT NULL,
	"spec" jsonb NOT NULL,
	"idempotency_key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sandbox_lead_forms" (
	"id" text PRIMARY KEY NOT NULL,
	"org_id" uuid NOT NULL,
	"workspace_id" uuid NOT NULL,
	"page_id" text NOT NULL,
	"name" text NOT NULL,
	"questions" jsonb NOT NULL,
	"privacy_policy_url" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "launcher_account_access" (
	"launcher_account_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "launcher_account_access_launcher_account_id_user_id_pk" PRIMARY KEY("launcher_account_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "launcher_ad_accounts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"org_id" uuid NOT NULL,
	"workspace_id" uuid NOT NULL,
	"provider" text NOT NULL,
	"external_id" text NOT NULL,
	"name" text NOT NULL,
	"currency" text NOT NULL,
	"timezone_name" text NOT NULL,
	"settings" jsonb NOT NULL,
	"needs_reconnect" boolean DEFAULT false NOT NULL,
	"onboarded_by_user_id" uuid,
	"onboarded_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "launcher_batch_ads" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"org_id" uuid NOT NULL,
	"workspace_id" uuid NOT NULL,
	"batch_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"name" text NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"platform_adset_id" text,
	"platform_creative_id" text,
	"platform_ad_id" text,
	"platform_status" text,
	"error" jsonb,
	"attempts" integer DEFAULT 0 NOT NULL,
	"copy" jsonb NOT NULL,
	"drifted_enhancements" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"checked_at" timestamp with time zone,
	"launched_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "launcher_batch_adsets" (
	"batch_id" uuid NOT NULL,
	"key" text NOT NULL,
	"platform_adset_id" text NOT NULL,
	"platform_campaign_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "launcher_batch_adsets_batch_id_key_pk" PRIMARY KEY("batch_id","key")
);
--> statement-breakpoint
CREATE TABLE "launcher_batches" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"org_id" uuid NOT NULL,
	"workspace_id" uuid NOT NULL,
	"launcher_account_id" uuid NOT NULL,
	"idempotency_key" text NOT NULL,
	"request_hash" text NOT NULL,
	"kind" text DEFAULT 'standard' NOT NULL,
	"request" jsonb NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"created_by_user_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"started_at" timestamp with time zone,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "launcher_copy_templates" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"org_id" uuid NOT NULL,
	"workspace_id" uuid NOT NULL,
	"launcher_account_id" uuid NOT NULL,
	"name" text NOT NULL,
	"primary_text" text NOT NULL,
	"headline" text NOT NULL,
	"description" text NOT NULL,
	"cta" text NOT NULL,
	"url" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "launcher_drafts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"org_id" uuid NOT NULL,
	"workspace_id" uuid NOT NULL,
	"launcher_account_id" uuid NOT NULL,
	"kind" text DEFAULT 'standard' NOT NULL,
	"name" text NOT NULL,
	"state" jsonb NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_by_user_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "launcher_media" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"org_id" uuid NOT NULL,
	"workspace_id" uuid NOT NULL,
	"launcher_account_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"sha256" text NOT NULL,
	"platform_id" text NOT NULL,
	"name" text NOT NULL,
	"file_id" uuid,
	"uploaded_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "sandbox_launched_ads" ADD CONSTRAINT "sandbox_launched_ads_org_id_organisations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sandbox_launched_ads" ADD CONSTRAINT "sandbox_launched_ads_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sandbox_launched_adsets" ADD CONSTRAINT "sandbox_launched_adsets_org_id_organisations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sandbox_launched_adsets" ADD CONSTRAINT "sandbox_launched_adsets_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sandbox_launched_creatives" ADD CONSTRAINT "sandbox_launched_creatives_org_id_organisations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sandbox_launched_creatives" ADD CONSTRAINT "sandbox_launched_creatives_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sandbox_lead_forms" ADD CONSTRAINT "sandbox_lead_forms_org_id_organisations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sandbox_lead_forms" ADD CONSTRAINT "sandbox_lead_forms_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "launcher_account_access" ADD CONSTRAINT "launcher_account_access_launcher_account_id_launcher_ad_accounts_id_fk" FOREIGN KEY ("launcher_account_id") REFERENCES "public"."launcher_ad_accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "launcher_account_access" ADD CONSTRAINT "launcher_account_access_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "launcher_ad_accounts" ADD CONSTRAINT "launcher_ad_accounts_org_id_organisations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "launcher_ad_accounts" ADD CONSTRAINT "launcher_ad_accounts_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "launcher_ad_accounts" ADD CONSTRAINT "launcher_ad_accounts_onboarded_by_user_id_users_id_fk" FOREIGN KEY ("onboarded_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "launcher_batch_ads" ADD CONSTRAINT "launcher_batch_ads_org_id_organisations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "launcher_batch_ads" ADD CONSTRAINT "launcher_batch_ads_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "launcher_batch_ads" ADD CONSTRAINT "launcher_batch_ads_batch_id_launcher_batches_id_fk" FOREIGN KEY ("batch_id") REFERENCES "public"."launcher_batches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "launcher_batch_adsets" ADD CONSTRAINT "launcher_batch_adsets_batch_id_launcher_batches_id_fk" FOREIGN KEY ("batch_id") REFERENCES "public"."launcher_batches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "launcher_batches" ADD CONSTRAINT "launcher_batches_org_id_organisations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "launcher_batches" ADD CONSTRAINT "launcher_batches_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "launcher_batches" ADD CONSTRAINT "launcher_batches_launcher_account_id_launcher_ad_accounts_id_fk" FOREIGN KEY ("launcher_account_id") REFERENCES "public"."launcher_ad_accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "launcher_batches" ADD CONSTRAINT "launcher_batches_created_by_user_id_users_id_fk" FOREIGN KEY ("created_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "launcher_copy_templates" ADD CONSTRAINT "launcher_copy_templates_org_id_organisations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "launcher_copy_templates" ADD CONSTRAINT "launcher_copy_templates_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "launcher_copy_templates" ADD CONSTRAINT "launcher_copy_templates_launcher_account_id_launcher_ad_accounts_id_fk" FOREIGN KEY ("launcher_account_id") REFERENCES "public"."launcher_ad_accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "launcher_drafts" ADD CONSTRAINT "launcher_drafts_org_id_organisations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "launcher_drafts" ADD CONSTRAINT "launcher_drafts_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "launcher_drafts" ADD CONSTRAINT "launcher_drafts_launcher_account_id_launcher_ad_accounts_id_fk" FOREIGN KEY ("launcher_account_id") REFERENCES "public"."launcher_ad_accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "launcher_drafts" ADD CONSTRAINT "launcher_drafts_created_by_user_id_users_id_fk" FOREIGN KEY ("created_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "launcher_media" ADD CONSTRAINT "launcher_media_org_id_organisations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "launcher_media" ADD CONSTRAINT "launcher_media_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "launcher_media" ADD CONSTRAINT "launcher_media_launcher_account_id_launcher_ad_accounts_id_fk" FOREIGN KEY ("launcher_account_id") REFERENCES "public"."launcher_ad_accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "launcher_media" ADD CONSTRAINT "launcher_media_file_id_drive_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."drive_files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "sandbox_launched_ads_key_idx" ON "sandbox_launched_ads" USING btree ("workspace_id","idempotency_key");--> statement-breakpoint
CREATE INDEX "sandbox_launched_ads_account_idx" ON "sandbox_launched_ads" USING btree ("workspace_id","account_external_id");--> statement-breakpoint
CREATE UNIQUE INDEX "sandbox_launched_adsets_key_idx" ON "sandbox_launched_adsets" USING btree ("workspace_id","idempotency_key");--> statement-breakpoint
CREATE INDEX "sandbox_launched_adsets_account_idx" ON "sandbox_launched_adsets" USING btree ("workspace_id","account_external_id");--> statement-breakpoint
CREATE UNIQUE INDEX "sandbox_launched_creatives_key_idx" ON "sandbox_launched_creatives" USING btree ("workspace_id","idempotency_key");--> statement-breakpoint
CREATE INDEX "sandbox_lead_forms_page_idx" ON "sandbox_lead_forms" USING btree ("workspace_id","page_id");--> statement-breakpoint
CREATE UNIQUE INDEX "launcher_ad_accounts_workspace_external_idx" ON "launcher_ad_accounts" USING btree ("workspace_id","provider","external_id");--> statement-breakpoint
CREATE INDEX "launcher_ad_accounts_org_idx" ON "launcher_ad_accounts" USING btree ("org_id");--> statement-breakpoint
CREATE UNIQUE INDEX "launcher_batch_ads_position_idx" ON "launcher_batch_ads" USING btree ("batch_id","position");--> statement-breakpoint
CREATE INDEX "launcher_batch_ads_launched_idx" ON "launcher_batch_ads" USING btree ("workspace_id","platform_ad_id");--> statement-breakpoint
CREATE UNIQUE INDEX "launcher_batches_idempotency_idx" ON "launcher_batches" USING btree ("launcher_account_id","idempotency_key");--> statement-breakpoint
CREATE INDEX "launcher_batches_account_idx" ON "launcher_batches" USING btree ("launcher_account_id","created_at");--> statement-breakpoint
CREATE INDEX "launcher_copy_templates_account_idx" ON "launcher_copy_templates" USING btree ("launcher_account_id");--> statement-breakpoint
CREATE INDEX "launcher_drafts_account_idx" ON "launcher_drafts" USING btree ("launcher_account_id","updated_at");--> statement-breakpoint
CREATE UNIQUE INDEX "launcher_media_account_sha_idx" ON "launcher_media" USING btree ("launcher_account_id","sha256");