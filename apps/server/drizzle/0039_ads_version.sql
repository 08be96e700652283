ALTER TABLE "ad_accounts" ADD COLUMN "ads_version" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
-- Every statement that writes ads raises their accounts' ads_version once, whatever wrote them (the sync, AI
-- labels, a future writer), so a copy of an account's ads kept in memory is current when its version is.
CREATE FUNCTION "ad_accounts_raise_ads_version"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "ad_accounts" SET "ads_version" = "ads_version" + 1
  WHERE "id" IN (SELECT DISTINCT "ad_account_id" FROM "changed_ads");
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "ads_inserted_raise_ads_version" AFTER INSERT ON "ads" REFERENCING NEW TABLE AS "changed_ads"
  FOR EACH STATEMENT EXECUTE FUNCTION "ad_accounts_raise_ads_version"();--> statement-breakpoint
CREATE TRIGGER "ads_updated_raise_ads_version" AFTER UPDATE ON "ads" REFERENCING NEW TABLE AS "changed_ads"
  FOR EACH STATEMENT EXECUTE FUNCTION "ad_accounts_raise_ads_version"();--> statement-breakpoint
CREATE TRIGGER "ads_deleted_raise_ads_version" AFTER DELETE ON "ads" REFERENCING OLD TABLE AS "changed_ads"
  FOR EACH STATEMENT EXECUTE FUNCTION "ad_accounts_raise_ads_version"();
