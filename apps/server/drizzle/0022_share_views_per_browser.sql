ALTER TABLE "share_link_views" ADD COLUMN "viewer_key" text;--> statement-breakpoint
ALTER TABLE "share_link_visitors" ADD COLUMN "browser_key_hash" text;