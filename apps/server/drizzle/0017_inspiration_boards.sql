CREATE TABLE "inspiration_board_files" (
	"board_id" uuid NOT NULL,
	"file_id" uuid NOT NULL,
	"workspace_id" uuid NOT NULL,
	"added_by_user_id" uuid,
	"added_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "inspiration_board_files_board_id_file_id_pk" PRIMARY KEY("board_id","file_id")
);
--> statement-breakpoint
CREATE TABLE "inspiration_boards" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"org_id" uuid NOT NULL,
	"workspace_id" uuid NOT NULL,
	"parent_id" uuid,
	"name" text NOT NULL,
	"description" text,
	"position" integer DEFAULT 0 NOT NULL,
	"created_by_user_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"modified_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "inspiration_discussions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"org_id" uuid NOT NULL,
	"workspace_id" uuid NOT NULL,
	"file_id" uuid NOT NULL,
	"asset_index" integer NOT NULL,
	"content" text NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"created_by_user_id" uuid,
	"author_name" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "inspiration_file_tags" (
	"file_id" uuid NOT NULL,
	"tag_id" uuid NOT NULL,
	"workspace_id" uuid NOT NULL,
	CONSTRAINT "inspiration_file_tags_file_id_tag_id_pk" PRIMARY KEY("file_id","tag_id")
);
--> statement-breakpoint
CREATE TABLE "inspiration_files" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"org_id" uuid NOT NULL,
	"workspace_id" uuid NOT NULL,
	"source" text NOT NULL,
	"is_manual_upload" boolean DEFAULT false NOT NULL,
	"discover_ad_id" uuid,
	"ad_archive_id" text,
	"brand_id" uuid,
	"page_name" text NOT NULL,
	"format" text NOT NULL,
	"publisher_platforms" text[] DEFAULT '{}' NOT NULL,
	"is_active" boolean DEFAULT false NOT NULL,
	"start_date" date,
	"end_date" date,
	"body" text DEFAULT '' NOT NULL,
	"description" text,
	"caption" text,
	"title" text,
	"cta_text" text,
	"cta_url" text,
	"source_url" text,
	"assets" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"size" bigint DEFAULT 0 NOT NULL,
	"created_by_user_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"modified_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "inspiration_marks" (
	"user_id" uuid NOT NULL,
	"target_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"mark" text NOT NULL,
	"workspace_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "inspiration_marks_user_id_target_id_mark_pk" PRIMARY KEY("user_id","target_id","mark")
);
--> statement-breakpoint
CREATE TABLE "inspiration_replies" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"org_id" uuid NOT NULL,
	"workspace_id" uuid NOT NULL,
	"discussion_id" uuid NOT NULL,
	"content" text NOT NULL,
	"created_by_user_id" uuid,
	"author_name" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "inspiration_board_files" ADD CONSTRAINT "inspiration_board_files_board_id_inspiration_boards_id_fk" FOREIGN KEY ("board_id") REFERENCES "public"."inspiration_boards"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inspiration_board_files" ADD CONSTRAINT "inspiration_board_files_file_id_inspiration_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."inspiration_files"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inspiration_board_files" ADD CONSTRAINT "inspiration_board_files_added_by_user_id_users_id_fk" FOREIGN KEY ("added_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inspiration_boards" ADD CONSTRAINT "inspiration_boards_org_id_organisations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inspiration_boards" ADD CONSTRAINT "inspiration_boards_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inspiration_boards" ADD CONSTRAINT "inspiration_boards_parent_id_inspiration_boards_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."inspiration_boards"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inspiration_boards" ADD CONSTRAINT "inspiration_boards_created_by_user_id_users_id_fk" FOREIGN KEY ("created_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inspiration_discussions" ADD CONSTRAINT "inspiration_discussions_org_id_organisations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inspiration_discussions" ADD CONSTRAINT "inspiration_discussions_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inspiration_discussions" ADD CONSTRAINT "inspiration_discussions_file_id_inspiration_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."inspiration_files"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inspiration_discussions" ADD CONSTRAINT "inspiration_discussions_created_by_user_id_users_id_fk" FOREIGN KEY ("created_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inspiration_file_tags" ADD CONSTRAINT "inspiration_file_tags_file_id_inspiration_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."inspiration_files"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inspiration_file_tags" ADD CONSTRAINT "inspiration_file_tags_tag_id_tags_id_fk" FOREIGN KEY ("tag_id") REFERENCES "public"."tags"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inspiration_files" ADD CONSTRAINT "inspiration_files_org_id_organisations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inspiration_files" ADD CONSTRAINT "inspiration_files_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inspiration_files" ADD CONSTRAINT "inspiration_files_discover_ad_id_discover_ads_id_fk" FOREIGN KEY ("discover_ad_id") REFERENCES "public"."discover_ads"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inspiration_files" ADD CONSTRAINT "inspiration_files_brand_id_discover_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."discover_brands"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inspiration_files" ADD CONSTRAINT "inspiration_files_created_by_user_id_users_id_fk" FOREIGN KEY ("created_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inspiration_marks" ADD CONSTRAINT "inspiration_marks_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inspiration_replies" ADD CONSTRAINT "inspiration_replies_org_id_organisations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inspiration_replies" ADD CONSTRAINT "inspiration_replies_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inspiration_replies" ADD CONSTRAINT "inspiration_replies_discussion_id_inspiration_discussions_id_fk" FOREIGN KEY ("discussion_id") REFERENCES "public"."inspiration_discussions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inspiration_replies" ADD CONSTRAINT "inspiration_replies_created_by_user_id_users_id_fk" FOREIGN KEY ("created_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "inspiration_board_files_board_idx" ON "inspiration_board_files" USING btree ("board_id","added_at","file_id");--> statement-breakpoint
CREATE INDEX "inspiration_board_files_file_idx" ON "inspiration_board_files" USING btree ("file_id");--> statement-breakpoint
CREATE INDEX "inspiration_boards_parent_idx" ON "inspiration_boards" USING btree ("workspace_id","parent_id","position");--> statement-breakpoint
CREATE INDEX "inspiration_discussions_asset_idx" ON "inspiration_discussions" USING btree ("file_id","asset_index","created_at");--> statement-breakpoint
CREATE INDEX "inspiration_file_tags_tag_idx" ON "inspiration_file_tags" USING btree ("tag_id");--> statement-breakpoint
CREATE INDEX "inspiration_files_workspace_idx" ON "inspiration_files" USING btree ("workspace_id","created_at","id");--> statement-breakpoint
CREATE INDEX "inspiration_files_org_idx" ON "inspiration_files" USING btree ("org_id","created_at","id");--> statement-breakpoint
CREATE INDEX "inspiration_files_search_idx" ON "inspiration_files" USING gin (to_tsvector('simple', "page_name" || ' ' || "body" || ' ' || coalesce("title", '') || ' ' || coalesce("caption", '') || ' ' || coalesce("description", '')));--> statement-breakpoint
CREATE INDEX "inspiration_marks_target_idx" ON "inspiration_marks" USING btree ("target_id","mark");--> statement-breakpoint
CREATE INDEX "inspiration_replies_discussion_idx" ON "inspiration_replies" USING btree ("discussion_id","created_at");