CREATE TABLE "share_link_visitors" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"link_id" uuid NOT NULL,
	"token_hash" text NOT NULL,
	"viewer_name" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	CONSTRAINT "share_link_visitors_tokenHash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
ALTER TABLE "share_link_views" ADD COLUMN "visitor_id" uuid;--> statement-breakpoint
ALTER TABLE "share_link_visitors" ADD CONSTRAINT "share_link_visitors_link_id_share_links_id_fk" FOREIGN KEY ("link_id") REFERENCES "public"."share_links"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "share_link_visitors_link_idx" ON "share_link_visitors" USING btree ("link_id","expires_at");--> statement-breakpoint
ALTER TABLE "share_link_views" ADD CONSTRAINT "share_link_views_visitor_id_share_link_visitors_id_fk" FOREIGN KEY ("visitor_id") REFERENCES "public"."share_link_visitors"("id") ON DELETE set null ON UPDATE no action;