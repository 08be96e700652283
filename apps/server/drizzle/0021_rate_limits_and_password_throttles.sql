CREATE TABLE "password_throttles" (
	"kind" text NOT NULL,
	"subject" text NOT NULL,
	"address" text NOT NULL,
	"failures" integer DEFAULT 0 NOT NULL,
	"locked_until" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "password_throttles_kind_subject_address_pk" PRIMARY KEY("kind","subject","address")
);
--> statement-breakpoint
CREATE TABLE "rate_limit_counters" (
	"key" text PRIMARY KEY NOT NULL,
	"count" integer NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "password_throttles_updated_at_idx" ON "password_throttles" USING btree ("updated_at");--> statement-breakpoint
CREATE INDEX "rate_limit_counters_expires_at_idx" ON "rate_limit_counters" USING btree ("expires_at");--> statement-breakpoint
-- hand-written: UNLOGGED on PostgreSQL (counters need no write-ahead log; a crash only forgets counts); the embedded database (PGlite, built with Emscripten) keeps a normal table.
DO $$ BEGIN IF version() NOT LIKE '%emscripten%' THEN ALTER TABLE "rate_limit_counters" SET UNLOGGED; END IF; END $$;
