CREATE TABLE "otp_throttles" (
	"email" text NOT NULL,
	"reason" smallint NOT NULL,
	"wrong_guesses" integer DEFAULT 0 NOT NULL,
	"guess_window_started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"locked_until" timestamp with time zone,
	"lock_count" integer DEFAULT 0 NOT NULL,
	"codes_issued" integer DEFAULT 0 NOT NULL,
	"issue_window_started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "otp_throttles_email_reason_pk" PRIMARY KEY("email","reason")
);
--> statement-breakpoint
ALTER TABLE "refresh_tokens" ADD COLUMN "rotated_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "invites" ADD COLUMN "token_hash" text;--> statement-breakpoint
ALTER TABLE "invites" ADD COLUMN "expires_at" timestamp with time zone;--> statement-breakpoint
-- Links mailed before tokens existed carry the invite id: its hash becomes their token's hash, and they
-- work for seven more days.
UPDATE "invites" SET
	"token_hash" = translate(rtrim(encode(sha256(convert_to("id"::text, 'UTF8')), 'base64'), '='), '+/', '-_'),
	"expires_at" = CASE WHEN "status" = 'pending' THEN now() + interval '7 days' ELSE "created_at" + interval '7 days' END;--> statement-breakpoint
ALTER TABLE "invites" ALTER COLUMN "token_hash" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "invites" ALTER COLUMN "expires_at" SET NOT NULL;--> statement-breakpoint
CREATE INDEX "otp_throttles_updated_at_idx" ON "otp_throttles" USING btree ("updated_at");--> statement-breakpoint
CREATE UNIQUE INDEX "invites_token_hash_unique" ON "invites" USING btree ("token_hash");