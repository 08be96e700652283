CREATE TABLE "users" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"email" text NOT NULL,
	"first_name" text DEFAULT '' NOT NULL,
	"last_name" text DEFAULT '' NOT NULL,
	"password_hash" text,
	"profile_image_key" text,
	"enable_email_notification" boolean DEFAULT true NOT NULL,
	"user_can_create_org" boolean DEFAULT true NOT NULL,
	"is_expert" boolean DEFAULT false NOT NULL,
	"is_new_signup" boolean DEFAULT true NOT NULL,
	"is_risky_email" boolean DEFAULT false NOT NULL,
	"oidc_subject" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_unique" ON "users" USING btree ("email");--> statement-breakpoint
CREATE UNIQUE INDEX "users_oidc_subject_unique" ON "users" USING btree ("oidc_subject") WHERE "users"."oidc_subject" is not null;