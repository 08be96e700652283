CREATE TABLE "discover_ad_transcriptions" (
	"ad_id" uuid PRIMARY KEY NOT NULL,
	"status" text NOT NULL,
	"segments" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"engine" text,
	"message" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "discover_transcriptions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"org_id" uuid NOT NULL,
	"ad_id" uuid NOT NULL,
	"requested_by_user_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "discover_ad_transcriptions" ADD CONSTRAINT "discover_ad_transcriptions_ad_id_discover_ads_id_fk" FOREIGN KEY ("ad_id") REFERENCES "public"."discover_ads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "discover_transcriptions" ADD CONSTRAINT "discover_transcriptions_org_id_organisations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "discover_transcriptions" ADD CONSTRAINT "discover_transcriptions_ad_id_discover_ads_id_fk" FOREIGN KEY ("ad_id") REFERENCES "public"."discover_ads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "discover_transcriptions" ADD CONSTRAINT "discover_transcriptions_requested_by_user_id_users_id_fk" FOREIGN KEY ("requested_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "discover_transcriptions_org_ad_idx" ON "discover_transcriptions" USING btree ("org_id","ad_id");