CREATE TABLE "ad_custom_conversion_insights" (
	"org_id" uuid NOT NULL,
	"ad_account_id" uuid NOT NULL,
	"ad_id" uuid NOT NULL,
	"date" date NOT NULL,
	"conversion_id" text NOT NULL,
	"count" double precision,
	"value" double precision,
	CONSTRAINT "ad_custom_conversion_insights_ad_account_id_ad_id_date_conversion_id_pk" PRIMARY KEY("ad_account_id","ad_id","date","conversion_id")
);
--> statement-breakpoint
CREATE TABLE "ad_custom_conversions" (
	"org_id" uuid NOT NULL,
	"ad_account_id" uuid NOT NULL,
	"external_id" text NOT NULL,
	"name" text NOT NULL,
	"event_type" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ad_custom_conversions_ad_account_id_external_id_pk" PRIMARY KEY("ad_account_id","external_id")
);
--> statement-breakpoint
ALTER TABLE "ad_custom_conversion_insights" ADD CONSTRAINT "ad_custom_conversion_insights_ad_account_id_ad_accounts_id_fk" FOREIGN KEY ("ad_account_id") REFERENCES "public"."ad_accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ad_custom_conversions" ADD CONSTRAINT "ad_custom_conversions_ad_account_id_ad_accounts_id_fk" FOREIGN KEY ("ad_account_id") REFERENCES "public"."ad_accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ad_custom_conversion_insights_account_date_idx" ON "ad_custom_conversion_insights" USING btree ("ad_account_id","date");