ALTER TABLE "discover_ads" ADD COLUMN "copy_opening" text;--> statement-breakpoint
ALTER TABLE "discover_ads" ADD COLUMN "copy_phrases" text[];--> statement-breakpoint
ALTER TABLE "discover_ads" ADD COLUMN "copy_offers" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "discover_ads" ADD COLUMN "landing_page" text;--> statement-breakpoint
CREATE INDEX "discover_ads_unread_copy_idx" ON "discover_ads" USING btree ("brand_id") WHERE "discover_ads"."copy_phrases" is null;