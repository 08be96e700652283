CREATE TABLE "ad_account_onboardings" (
	"org_id" uuid NOT NULL,
	"month" text NOT NULL,
	"provider" text NOT NULL,
	"external_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ad_account_onboardings_org_id_month_provider_external_id_pk" PRIMARY KEY("org_id","month","provider","external_id")
);
--> statement-breakpoint
CREATE TABLE "ad_accounts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"org_id" uuid NOT NULL,
	"workspace_id" uuid NOT NULL,
	"provider" text NOT NULL,
	"platform" text NOT NULL,
	"external_id" text NOT NULL,
	"name" text NOT NULL,
	"currency" text NOT NULL,
	"timezone_id" integer NOT NULL,
	"timezone_name" text NOT NULL,
	"settings" jsonb NOT NULL,
	"sync_status" text DEFAULT 'pending' NOT NULL,
	"last_synced_at" timestamp with time zone,
	"synced_through" date,
	"sync_error" text,
	"needs_reconnect" boolean DEFAULT false NOT NULL,
	"ai_grouping_status" text DEFAULT 'disabled' NOT NULL,
	"ai_grouping_source" text,
	"onboarded_by_user_id" uuid,
	"onboarded_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ad_asset_insights" (
	"org_id" uuid NOT NULL,
	"ad_account_id" uuid NOT NULL,
	"ad_id" uuid NOT NULL,
	"date" date NOT NULL,
	"asset_type" text NOT NULL,
	"asset_key" text NOT NULL,
	"components" jsonb NOT NULL,
	CONSTRAINT "ad_asset_insights_ad_account_id_ad_id_date_asset_type_asset_key_pk" PRIMARY KEY("ad_account_id","ad_id","date","asset_type","asset_key")
);
--> statement-breakpoint
CREATE TABLE "ad_insight_breakdowns" (
	"org_id" uuid NOT NULL,
	"ad_account_id" uuid NOT NULL,
	"ad_id" uuid NOT NULL,
	"date" date NOT NULL,
	"kind" text NOT NULL,
	"entries" jsonb NOT NULL,
	CONSTRAINT "ad_insight_breakdowns_ad_account_id_ad_id_date_kind_pk" PRIMARY KEY("ad_account_id","ad_id","date","kind")
);
--> statement-breakpoint
CREATE TABLE "ad_platform_connections" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"org_id" uuid NOT NULL,
	"workspace_id" uuid NOT NULL,
	"provider" text NOT NULL,
	"access_token" text NOT NULL,
	"platform_user_id" text,
	"platform_user_name" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ads" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"org_id" uuid NOT NULL,
	"ad_account_id" uuid NOT NULL,
	"external_id" text NOT NULL,
	"name" text NOT NULL,
	"status" text NOT NULL,
	"campaign_id" text,
	"campaign_name" text,
	"adset_id" text,
	"adset_name" text,
	"creative_id" text,
	"creative_hash" text,
	"creative_type" text NOT NULL,
	"thumbnail_url" text,
	"copy" text,
	"headline" text,
	"landing_page" text,
	"cards" jsonb,
	"assets" jsonb,
	"publisher_platforms" jsonb,
	"launched_at" date,
	"ai_labels" jsonb,
	"ai_labelled_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "creative_tag_assignments" (
	"org_id" uuid NOT NULL,
	"ad_account_id" uuid NOT NULL,
	"tag_id" uuid NOT NULL,
	"creative_key" text NOT NULL,
	CONSTRAINT "creative_tag_assignments_tag_id_creative_key_pk" PRIMARY KEY("tag_id","creative_key")
);
--> statement-breakpoint
CREATE TABLE "creative_tags" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"org_id" uuid NOT NULL,
	"workspace_id" uuid NOT NULL,
	"ad_account_id" uuid NOT NULL,
	"name" text NOT NULL,
	"color" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "meta_ad_insights" (
	"org_id" uuid NOT NULL,
	"ad_account_id" uuid NOT NULL,
	"ad_id" uuid NOT NULL,
	"date" date NOT NULL,
	"spend" double precision,
	"impressions" double precision,
	"reach" double precision,
	"clicks" double precision,
	"unique_clicks" double precision,
	"inline_link_clicks" double precision,
	"unique_inline_link_clicks" double precision,
	"outbound_clicks" double precision,
	"unique_outbound_clicks" double precision,
	"estimated_ad_recallers" double precision,
	"video_play_actions" double precision,
	"actions_video_view" double precision,
	"video_continuous_2_sec_watched_actions" double precision,
	"video_30_sec_watched_actions" double precision,
	"video_p25_watched_actions" double precision,
	"video_p50_watched_actions" double precision,
	"video_p75_watched_actions" double precision,
	"video_p95_watched_actions" double precision,
	"video_p100_watched_actions" double precision,
	"video_thruplay_watched_actions" double precision,
	"video_watch_seconds" double precision,
	"actions_like" double precision,
	"actions_comment" double precision,
	"actions_post" double precision,
	"actions_post_reaction" double precision,
	"actions_onsite_conversion_post_save" double precision,
	"actions_post_engagement" double precision,
	"actions_onsite_web_purchase" double precision,
	"action_values_onsite_web_purchase" double precision,
	"actions_omni_purchase" double precision,
	"action_values_omni_purchase" double precision,
	"actions_omni_add_to_cart" double precision,
	"action_values_omni_add_to_cart" double precision,
	"actions_omni_initiated_checkout" double precision,
	"action_values_omni_initiated_checkout" double precision,
	"actions_landing_page_view" double precision,
	"action_values_landing_page_view" double precision,
	"actions_lead" double precision,
	"action_values_lead" double precision,
	"actions_subscribe_total" double precision,
	"action_values_subscribe_total" double precision,
	"actions_omni_complete_registration" double precision,
	"action_values_omni_complete_registration" double precision,
	"actions_start_trial_total" double precision,
	"action_values_start_trial_total" double precision,
	"actions_omni_app_install" double precision,
	"action_values_omni_app_install" double precision,
	"actions_contact_total" double precision,
	"action_values_contact_total" double precision,
	"actions_find_location_total" double precision,
	"action_values_find_location_total" double precision,
	"actions_schedule_total" double precision,
	"action_values_schedule_total" double precision,
	"actions_offsite_conversion_fb_pixel_add_to_wishlist" double precision,
	"action_values_offsite_conversion_fb_pixel_add_to_wishlist" double precision,
	"actions_omni_view_content" double precision,
	"action_values_omni_view_content" double precision,
	"actions_omni_achievement_unlocked" double precision,
	"action_values_omni_achievement_unlocked" double precision,
	"actions_omni_level_achieved" double precision,
	"action_values_omni_level_achieved" double precision,
	"actions_offsite_conversion_fb_pixel_add_payment_info" double precision,
	"action_values_offsite_conversion_fb_pixel_add_payment_info" double precision,
	"actions_omni_search" double precision,
	"action_values_omni_search" double precision,
	"actions_offsite_conversion" double precision,
	"action_values_offsite_conversion" double precision,
	"actions_offline_conversion" double precision,
	"action_values_offline_conversion" double precision,
	CONSTRAINT "meta_ad_insights_ad_account_id_ad_id_date_pk" PRIMARY KEY("ad_account_id","ad_id","date")
) PARTITION BY RANGE ("date");
--> statement-breakpoint
CREATE TABLE "naming_conventions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"org_id" uuid NOT NULL,
	"workspace_id" uuid NOT NULL,
	"ad_account_id" uuid NOT NULL,
	"name" text NOT NULL,
	"separator" text NOT NULL,
	"properties" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "report_folders" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"org_id" uuid NOT NULL,
	"workspace_id" uuid NOT NULL,
	"ad_account_id" uuid NOT NULL,
	"name" text NOT NULL,
	"emoticon" text,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "report_snapshots" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"org_id" uuid NOT NULL,
	"workspace_id" uuid NOT NULL,
	"ad_account_id" uuid NOT NULL,
	"report_id" uuid,
	"name" text NOT NULL,
	"report" jsonb NOT NULL,
	"result" jsonb NOT NULL,
	"created_by_user_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "reports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"org_id" uuid NOT NULL,
	"workspace_id" uuid NOT NULL,
	"ad_account_id" uuid NOT NULL,
	"folder_id" uuid,
	"position" integer DEFAULT 0 NOT NULL,
	"fields" jsonb NOT NULL,
	"created_by_user_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "table_presets" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"org_id" uuid NOT NULL,
	"workspace_id" uuid NOT NULL,
	"platform" text NOT NULL,
	"name" text NOT NULL,
	"metrics" jsonb NOT NULL,
	"created_by_user_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tiktok_ad_insights" (
	"org_id" uuid NOT NULL,
	"ad_account_id" uuid NOT NULL,
	"ad_id" uuid NOT NULL,
	"date" date NOT NULL,
	"spend" double precision,
	"impressions" double precision,
	"reach" double precision,
	"clicks" double precision,
	"app_install" double precision,
	"skan_app_install" double precision,
	"real_time_app_install" double precision,
	"in_app_ad_click" double precision,
	"in_app_ad_impr" double precision,
	"conversion" double precision,
	"skan_conversion" double precision,
	"cta_conversion" double precision,
	"vta_conversion" double precision,
	"likes" double precision,
	"comments" double precision,
	"shares" double precision,
	"follows" double precision,
	"profile_visits" double precision,
	"video_play_actions" double precision,
	"video_watched_2s" double precision,
	"video_watched_6s" double precision,
	"video_views_p25" double precision,
	"video_views_p50" double precision,
	"video_views_p75" double precision,
	"video_views_p100" double precision,
	"engaged_view" double precision,
	"video_watch_seconds" double precision,
	"complete_payment" double precision,
	"total_complete_payment_rate" double precision,
	"onsite_shopping" double precision,
	"total_onsite_shopping_value" double precision,
	"web_event_add_to_cart" double precision,
	"total_web_event_add_to_cart_value" double precision,
	"purchase" double precision,
	"total_purchase_value" double precision,
	"skan_purchase" double precision,
	"skan_total_purchase_value" double precision,
	"app_event_add_to_cart" double precision,
	"total_app_event_add_to_cart_value" double precision,
	"skan_app_event_add_to_cart" double precision,
	"skan_total_app_event_add_to_cart_value" double precision,
	"initiate_checkout" double precision,
	"total_initiate_checkout_value" double precision,
	"checkout" double precision,
	"total_checkout_value" double precision,
	"skan_checkout" double precision,
	"skan_total_checkout_value" double precision,
	"page_browse_view" double precision,
	"total_page_browse_view_value" double precision,
	"landing_page_view" double precision,
	"total_landing_page_view_value" double precision,
	"lead" double precision,
	"total_lead_value" double precision,
	"on_web_subscribe" double precision,
	"total_on_web_subscribe_value" double precision,
	"subscribe" double precision,
	"total_subscribe_value" double precision,
	"skan_subscribe" double precision,
	"skan_total_subscribe_value" double precision,
	"start_trial" double precision,
	"total_start_trial_value" double precision,
	"skan_start_trial" double precision,
	"skan_total_start_trial_value" double precision,
	"product_details_page_browse" double precision,
	"total_product_details_page_browse_value" double precision,
	"view_content" double precision,
	"total_view_content_value" double precision,
	"skan_view_content" double precision,
	"skan_total_view_content_value" double precision,
	"user_registration" double precision,
	"total_user_registration_value" double precision,
	"registration" double precision,
	"total_registration_value" double precision,
	"skan_registration" double precision,
	"skan_total_registration_value" double precision,
	"button_click" double precision,
	"total_button_click_value" double precision,
	"online_consult" double precision,
	"total_online_consult_value" double precision,
	"on_web_order" double precision,
	"total_on_web_order_value" double precision,
	"add_billing" double precision,
	"total_add_billing_value" double precision,
	"add_payment_info" double precision,
	"total_add_payment_info_value" double precision,
	"skan_add_payment_info" double precision,
	"skan_total_add_payment_info_value" double precision,
	"page_event_search" double precision,
	"total_page_event_search_value" double precision,
	"form" double precision,
	"total_form_value" double precision,
	"download_start" double precision,
	"total_download_start_value" double precision,
	"on_web_add_to_wishlist" double precision,
	"total_on_web_add_to_wishlist_value" double precision,
	"add_to_wishlist" double precision,
	"total_add_to_wishlist_value" double precision,
	"skan_add_to_wishlist" double precision,
	"skan_total_add_to_wishlist_value" double precision,
	"launch_app" double precision,
	"total_launch_app_value" double precision,
	"skan_launch_app" double precision,
	"skan_total_launch_app_value" double precision,
	"unlock_achievement" double precision,
	"total_unlock_achievement_value" double precision,
	"skan_unlock_achievement" double precision,
	"skan_total_unlock_achievement_value" double precision,
	"achieve_level" double precision,
	"total_achieve_level_value" double precision,
	"skan_achieve_level" double precision,
	"skan_total_achieve_level_value" double precision,
	"next_day_open" double precision,
	"total_next_day_open_value" double precision,
	CONSTRAINT "tiktok_ad_insights_ad_account_id_ad_id_date_pk" PRIMARY KEY("ad_account_id","ad_id","date")
) PARTITION BY RANGE ("date");
--> statement-breakpoint
CREATE TABLE "unique_figures_cache" (
	"org_id" uuid NOT NULL,
	"ad_account_id" uuid NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date NOT NULL,
	"figures" jsonb NOT NULL,
	"fetched_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "unique_figures_cache_ad_account_id_start_date_end_date_pk" PRIMARY KEY("ad_account_id","start_date","end_date")
);
--> statement-breakpoint
ALTER TABLE "ad_account_onboardings" ADD CONSTRAINT "ad_account_onboardings_org_id_organisations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ad_accounts" ADD CONSTRAINT "ad_accounts_org_id_organisations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ad_accounts" ADD CONSTRAINT "ad_accounts_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ad_accounts" ADD CONSTRAINT "ad_accounts_onboarded_by_user_id_users_id_fk" FOREIGN KEY ("onboarded_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ad_asset_insights" ADD CONSTRAINT "ad_asset_insights_ad_account_id_ad_accounts_id_fk" FOREIGN KEY ("ad_account_id") REFERENCES "public"."ad_accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ad_insight_breakdowns" ADD CONSTRAINT "ad_insight_breakdowns_ad_account_id_ad_accounts_id_fk" FOREIGN KEY ("ad_account_id") REFERENCES "public"."ad_accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ad_platform_connections" ADD CONSTRAINT "ad_platform_connections_org_id_organisations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ad_platform_connections" ADD CONSTRAINT "ad_platform_connections_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ads" ADD CONSTRAINT "ads_org_id_organisations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ads" ADD CONSTRAINT "ads_ad_account_id_ad_accounts_id_fk" FOREIGN KEY ("ad_account_id") REFERENCES "public"."ad_accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "creative_tag_assignments" ADD CONSTRAINT "creative_tag_assignments_ad_account_id_ad_accounts_id_fk" FOREIGN KEY ("ad_account_id") REFERENCES "public"."ad_accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "creative_tag_assignments" ADD CONSTRAINT "creative_tag_assignments_tag_id_creative_tags_id_fk" FOREIGN KEY ("tag_id") REFERENCES "public"."creative_tags"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "creative_tags" ADD CONSTRAINT "creative_tags_org_id_organisations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "creative_tags" ADD CONSTRAINT "creative_tags_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "creative_tags" ADD CONSTRAINT "creative_tags_ad_account_id_ad_accounts_id_fk" FOREIGN KEY ("ad_account_id") REFERENCES "public"."ad_accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "naming_conventions" ADD CONSTRAINT "naming_conventions_org_id_organisations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "naming_conventions" ADD CONSTRAINT "naming_conventions_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "naming_conventions" ADD CONSTRAINT "naming_conventions_ad_account_id_ad_accounts_id_fk" FOREIGN KEY ("ad_account_id") REFERENCES "public"."ad_accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_folders" ADD CONSTRAINT "report_folders_org_id_organisations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_folders" ADD CONSTRAINT "report_folders_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_folders" ADD CONSTRAINT "report_folders_ad_account_id_ad_accounts_id_fk" FOREIGN KEY ("ad_account_id") REFERENCES "public"."ad_accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_snapshots" ADD CONSTRAINT "report_snapshots_org_id_organisations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_snapshots" ADD CONSTRAINT "report_snapshots_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_snapshots" ADD CONSTRAINT "report_snapshots_ad_account_id_ad_accounts_id_fk" FOREIGN KEY ("ad_account_id") REFERENCES "public"."ad_accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_snapshots" ADD CONSTRAINT "report_snapshots_report_id_reports_id_fk" FOREIGN KEY ("report_id") REFERENCES "public"."reports"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_snapshots" ADD CONSTRAINT "report_snapshots_created_by_user_id_users_id_fk" FOREIGN KEY ("created_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reports" ADD CONSTRAINT "reports_org_id_organisations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reports" ADD CONSTRAINT "reports_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reports" ADD CONSTRAINT "reports_ad_account_id_ad_accounts_id_fk" FOREIGN KEY ("ad_account_id") REFERENCES "public"."ad_accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reports" ADD CONSTRAINT "reports_folder_id_report_folders_id_fk" FOREIGN KEY ("folder_id") REFERENCES "public"."report_folders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reports" ADD CONSTRAINT "reports_created_by_user_id_users_id_fk" FOREIGN KEY ("created_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "table_presets" ADD CONSTRAINT "table_presets_org_id_organisations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "table_presets" ADD CONSTRAINT "table_presets_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "table_presets" ADD CONSTRAINT "table_presets_created_by_user_id_users_id_fk" FOREIGN KEY ("created_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "unique_figures_cache" ADD CONSTRAINT "unique_figures_cache_ad_account_id_ad_accounts_id_fk" FOREIGN KEY ("ad_account_id") REFERENCES "public"."ad_accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "ad_accounts_workspace_external_idx" ON "ad_accounts" USING btree ("workspace_id","provider","external_id");--> statement-breakpoint
CREATE INDEX "ad_accounts_org_idx" ON "ad_accounts" USING btree ("org_id");--> statement-breakpoint
CREATE INDEX "ad_asset_insights_account_date_idx" ON "ad_asset_insights" USING btree ("ad_account_id","date");--> statement-breakpoint
CREATE INDEX "ad_insight_breakdowns_account_date_idx" ON "ad_insight_breakdowns" USING btree ("ad_account_id","date");--> statement-breakpoint
CREATE UNIQUE INDEX "ad_platform_connections_workspace_provider_idx" ON "ad_platform_connections" USING btree ("workspace_id","provider");--> statement-breakpoint
CREATE UNIQUE INDEX "ads_account_external_idx" ON "ads" USING btree ("ad_account_id","external_id");--> statement-breakpoint
CREATE INDEX "ads_account_name_idx" ON "ads" USING btree ("ad_account_id","name");--> statement-breakpoint
CREATE INDEX "creative_tag_assignments_account_idx" ON "creative_tag_assignments" USING btree ("ad_account_id","creative_key");--> statement-breakpoint
CREATE INDEX "creative_tags_account_idx" ON "creative_tags" USING btree ("ad_account_id");--> statement-breakpoint
CREATE INDEX "meta_ad_insights_account_date_idx" ON "meta_ad_insights" USING btree ("ad_account_id","date");--> statement-breakpoint
CREATE INDEX "naming_conventions_account_idx" ON "naming_conventions" USING btree ("ad_account_id");--> statement-breakpoint
CREATE INDEX "report_folders_account_idx" ON "report_folders" USING btree ("ad_account_id");--> statement-breakpoint
CREATE INDEX "report_snapshots_workspace_idx" ON "report_snapshots" USING btree ("workspace_id");--> statement-breakpoint
CREATE INDEX "reports_account_idx" ON "reports" USING btree ("ad_account_id");--> statement-breakpoint
CREATE INDEX "reports_folder_idx" ON "reports" USING btree ("folder_id");--> statement-breakpoint
CREATE INDEX "table_presets_workspace_idx" ON "table_presets" USING btree ("workspace_id");--> statement-breakpoint
CREATE INDEX "tiktok_ad_insights_account_date_idx" ON "tiktok_ad_insights" USING btree ("ad_account_id","date");